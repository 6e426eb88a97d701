import { useQuery } from '../../lib/query/query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { CarPicture } from '../../components/car-imagery/car-picture';
import { Skeleton } from '../../components/ui/skeleton';
import { LocationSelector } from '../../components/location-selector/location-selector';
import { priceStateOf, useBuyerLocation } from '../../components/location-selector/location-store';
import { userMessageOf } from '../../lib/api/api-client';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { BUILDER_PATH, SHARED_BUILD_PARAM, modelListQuery, sharedBuildQuery } from './builder.api';
import { restoreCurrentCar } from './builder-storage';
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
  const code = search.get(SHARED_BUILD_PARAM) || null;
  const shared = useQuery({ ...sharedBuildQuery(code ?? ''), enabled: code !== null });
  if (code !== null) {
    // A shared build opens the builder of its model, the element a model's address renders: once
    // opened, the address becomes the model's and the screen stays as it is (ModelBuilder).
    const opened = shared.data;
    if (!opened) return <SharedBuildPending failed={shared.isError} />;
    return <ModelBuilder key={opened.mvs.modelCode} modelCode={opened.mvs.modelCode} shared={opened} />;
  }
  if (modelCode) return <ModelBuilder key={modelCode} modelCode={modelCode} />;
  return <ModelChooser />;
}

/** A shared build's address while its build loads (the server had no answer), or an unknown code. */
function SharedBuildPending({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="builder">
      <h1>{t('builder.openingShared')}</h1>
      {failed ? (
        <p role="alert">{t('builder.sharedNotFound')}</p>
      ) : (
        <Skeleton variant="page" label={t('app.loading')} />
      )}
    </div>
  );
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
        <p role="status">{t('catalogue.noModels')}</p>
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
                    {t('catalogue.startingFrom')}{' '}
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
