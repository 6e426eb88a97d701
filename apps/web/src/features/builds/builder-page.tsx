import { useQuery } from '../../lib/query/query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CarPicture } from '../../components/car-imagery/car-picture';
import { Skeleton } from '../../components/ui/skeleton';
import { LocationSelector } from '../../components/location-selector/location-selector';
import {
  priceStateOf,
  saveLocation,
  useBuyerLocation,
} from '../../components/location-selector/location-store';
import { fallbackRegions } from '../../components/location-selector/regions';
import { userMessageOf } from '../../lib/api/api-client';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { BUILDER_PATH, SHARED_BUILD_PARAM, modelListQuery, sharedBuildQuery } from './builder.api';
import { carFromSharedBuild, restoreCurrentCar, saveCurrentCar } from './builder-storage';
import { ModelBuilder } from './model-builder';
import { PriceText } from './price-text';
import './builder.css';

/**
 * The car builder at `/{locale}/{brand}/builder` (model choice), `/builder/{modelCode}?step=…`
 * (the steps) and `/builder?build={code}` (a shared build). Neutral paths keep the locale switch
 * on the same page in both markets.
 */
export function BuilderPage() {
  const { modelCode } = useParams();
  const [search] = useSearchParams();
  const shared = search.get(SHARED_BUILD_PARAM);
  if (shared) return <SharedBuildOpener code={shared} />;
  if (modelCode) return <ModelBuilder key={modelCode} modelCode={modelCode} />;
  return <ModelChooser />;
}

function ModelChooser() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const location = useBuyerLocation(settings.country);
  useDocumentTitle(t('builder.documentTitle', { brand: settings.brandName }));
  const models = useQuery(
    modelListQuery(brand, settings.country, location ? priceStateOf(location) : undefined),
  );
  const [saved] = useState(() => restoreCurrentCar(brand));

  return (
    <div className="builder builder--choose">
      <h1>{t('builder.title', { brand: settings.brandName })}</h1>
      <LocationSelector layout="BOX" country={settings.country} />
      {saved?.mvs ? (
        <p className="builder-resume-saved">
          <AppLink to={brandPath(locale, brand, `${BUILDER_PATH}/${saved.mvs.modelCode}`)}>
            {t('builder.continueSaved', {
              name: `${saved.mvs.modelName ?? ''} ${saved.mvs.versionName ?? ''}`.trim(),
            })}
          </AppLink>
        </p>
      ) : null}
      <h2>{t('builder.chooseModel')}</h2>
      {models.isPending ? <Skeleton variant="cards" count={4} label={t('app.loading')} /> : null}
      {models.isError ? <p role="alert">{userMessageOf(models.error)}</p> : null}
      {models.data && models.data.models.length === 0 ? (
        <p role="status">{t('home.noModels')}</p>
      ) : null}
      {models.data && models.data.models.length > 0 ? (
        <ul className="builder-models">
          {models.data.models.map((model) => (
            <li key={model.code}>
              <AppLink
                to={brandPath(locale, brand, `${BUILDER_PATH}/${model.code}`)}
                className="builder-models__link"
                data-model={model.code}
              >
                <CarPicture
                  brand={brand}
                  category={model.category}
                  dimensions={model.dimensions}
                  signature={model.signature}
                  className="car-silhouette"
                  color={model.color}
                  rendition="card"
                />
                <span className="builder-models__name">{model.name}</span>
                <span className="builder-muted">{model.tagline}</span>
                {location ? (
                  <span>
                    {t('home.startingFrom')}{' '}
                    <PriceText cents={model.startingPrice} locale={locale} currency={settings.currency} />
                  </span>
                ) : null}
              </AppLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * Opens a shared build: its choices become the current car (as if saved on this device), the
 * build's state becomes the buyer's location when they have none, and the builder opens at the
 * resume step with today's prices.
 */
function SharedBuildOpener({ code }: { code: string }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const location = useBuyerLocation(settings.country);
  const navigate = useNavigate();
  const shared = useQuery(sharedBuildQuery(code));

  useEffect(() => {
    const data = shared.data;
    if (!data) return;
    const { build } = data;
    let here = location;
    if (!here && build.country === settings.country) {
      const region = fallbackRegions(build.country).find((r) => r.code === build.state);
      here = {
        countryCode: build.country,
        stateCode: build.country === 'AR' ? (region?.name ?? build.state) : build.state,
        isoCode: build.state,
      };
      if (region) here.stateName = region.name;
      saveLocation(here);
    }
    saveCurrentCar(carFromSharedBuild(data, here ?? { countryCode: build.country }));
    void navigate(`${brandPath(locale, brand, `${BUILDER_PATH}/${data.mvs.modelCode}`)}?step=resume`, {
      replace: true,
    });
  }, [shared.data, location, settings.country, navigate, locale, brand]);

  return (
    <div className="builder">
      <h1>{t('builder.openingShared')}</h1>
      {shared.data ? (
        // The build itself while it opens: what a link preview promised, before any script runs.
        <p className="builder-shared-summary">
          <strong>
            {shared.data.mvs.modelName} {shared.data.mvs.versionName}
          </strong>{' '}
          <PriceText
            cents={shared.data.totals.total}
            locale={locale}
            currency={shared.data.currency}
            testId="shared-build-total"
          />
        </p>
      ) : null}
      {shared.isError ? <p role="alert">{t('builder.sharedNotFound')}</p> : <p>{t('app.loading')}</p>}
    </div>
  );
}
