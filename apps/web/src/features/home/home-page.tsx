import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { priceStateOf, useBuyerLocation } from '../../components/location-selector/location-store';
import { modelListQuery } from '../../lib/catalogue/catalogue.api';
import { Msg } from '../../lib/i18n/msg';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { CarPicture } from '../../components/car-imagery/car-picture';
import { ModelCard } from './model-card';

/** A brand's home page: its name, a hero and the current models from the page settings. */
export function HomePage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const models = settings.currentCarModels;
  // "A partir de" is the price list's figure for the buyer's state (the country reference until
  // they choose one): the cheapest version the builder and financing offer there.
  const location = useBuyerLocation(settings.country);
  const priced = useQuery(
    modelListQuery(brand, settings.country, location ? priceStateOf(location) : undefined),
  );
  const startingPrice = (code: string): number | null | undefined =>
    priced.data ? (priced.data.models.find((m) => m.code === code)?.startingPrice ?? null) : undefined;
  const featured = models[0];
  useDocumentTitle(t('home.documentTitle', { brand: settings.brandName }));

  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <div className="hero__text">
          <p className="hero__eyebrow">
            <Msg k="home.heroEyebrow" values={{ year: new Date().getFullYear() }} />
          </p>
          <h1 id="home-title" className="hero__title">
            {settings.brandName}
          </h1>
          <p className="hero__lead">
            <Msg k="home.heroLead" values={{ brand: settings.brandName }} />
          </p>
          {models.length > 0 ? (
            <a className="button hero__cta" href="#models">
              <Msg k="home.seeModels" />
            </a>
          ) : null}
        </div>
        {featured ? (
          <CarPicture
            brand={brand}
            category={featured.category}
            color={featured.color}
            className="hero__art"
          />
        ) : null}
      </section>

      <section id="models" className="models" aria-labelledby="models-title">
        <div className="models__head">
          <h2 id="models-title">
            <Msg k="home.modelsTitle" />
          </h2>
          <p className="models__count">{t('home.modelsCount', { count: models.length })}</p>
        </div>
        {models.length === 0 ? (
          <p>
            <Msg k="home.noModels" />
          </p>
        ) : (
          <ul className="models__grid" aria-labelledby="models-title">
            {models.map((model) => (
              <li key={model.code}>
                <ModelCard
                  model={model}
                  startingPrice={startingPrice(model.code)}
                  locale={locale}
                  currency={settings.currency}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
