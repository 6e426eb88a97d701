import { useQuery } from '../../lib/query/query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { priceStateOf, useBuyerLocation } from '../../components/location-selector/location-store';
import { CarPicture } from '../../components/car-imagery/car-picture';
import { Skeleton } from '../../components/ui/skeleton';
import { modelListQuery } from '../../lib/catalogue/catalogue.api';
import { formatMoney } from '../../lib/format/format';
import { Msg } from '../../lib/i18n/msg';
import { laterPart } from '../../lib/page/later-part';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { ForModel, ModelCard, StartingPrice } from './model-card';
import { modelPaths } from './model-paths';
import { useModelOffers } from './use-model-offers';
import './home.css';

// Below the models and offers: its chunk (with react-hook-form) is fetched when the form comes
// near the screen or is used, and hydrates it then; until then the server's form posts to the locator.
const FindDealerForm = laterPart(
  () => import('./find-dealer-form').then((m) => m.FindDealerForm),
  <Skeleton variant="lines" count={2} />,
  { until: 'near' },
);

/**
 * A brand's home page: the lead model in the hero with its price and a way to build it, the current
 * models (each card opens the model), the campaign offers and a way to the nearest dealer.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const models = settings.currentCarModels;
  // "A partir de" is the price list's figure for the buyer's state (the country reference until
  // they choose one): the cheapest version the builder and financing offer there.
  const location = useBuyerLocation(settings.country);
  const state = location ? priceStateOf(location) : undefined;
  const priced = useQuery(modelListQuery(brand, settings.country, state));
  const listed = new Map(priced.data?.models.map((m) => [m.code, m]));
  const startingPrice = (code: string): number | null | undefined =>
    priced.data ? (listed.get(code)?.startingPrice ?? null) : undefined;
  // Each model is drawn from its own datasheet; typical figures of its body style until they load.
  const dimensions = (code: string) => listed.get(code)?.dimensions;
  const signature = (code: string) => listed.get(code)?.signature;
  const featured = models[0];
  const featuredPaths = featured ? modelPaths(locale, brand, featured.code) : null;
  useDocumentTitle(t('home.documentTitle', { brand: settings.brandName }));

  return (
    <>
      <section className={featured ? 'hero' : 'hero hero--bare'} aria-labelledby="home-title">
        <div className="hero__text">
          <p className="hero__eyebrow">
            <Msg k="home.heroEyebrow" values={{ year: new Date().getFullYear() }} />
          </p>
          <h1 id="home-title" className="hero__title">
            {settings.brandName}
          </h1>
          {featured && featuredPaths ? (
            <>
              <p className="hero__model">{featured.name}</p>
              <StartingPrice
                startingPrice={startingPrice(featured.code)}
                locale={locale}
                currency={settings.currency}
                className="hero__price"
              />
              <div className="hero__actions">
                <AppLink to={featuredPaths.build} className="button hero__cta" data-action="build">
                  {t('home.buildModel', { model: featured.name })}
                </AppLink>
                <AppLink
                  to={featuredPaths.finance}
                  className="button button--secondary"
                  data-action="finance"
                >
                  <ForModel label={t('home.finance')} model={featured.name} />
                </AppLink>
                <a className="hero__more" href="#models">
                  <Msg k="home.seeModels" />
                </a>
              </div>
            </>
          ) : (
            <p className="hero__lead">
              <Msg k="home.heroNoModels" values={{ brand: settings.brandName }} />
            </p>
          )}
        </div>
        {featured ? (
          <CarPicture
            brand={brand}
            category={featured.category}
            dimensions={dimensions(featured.code)}
            signature={signature(featured.code)}
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
            <Msg k="catalogue.noModels" />
          </p>
        ) : (
          <ul className="models__grid" aria-labelledby="models-title">
            {models.map((model) => (
              <li key={model.code}>
                <ModelCard
                  model={model}
                  dimensions={dimensions(model.code)}
                  signature={signature(model.code)}
                  startingPrice={startingPrice(model.code)}
                  locale={locale}
                  currency={settings.currency}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      {models.length > 0 ? <OffersStrip state={state} /> : null}
      <FindDealer />
    </>
  );
}

/** The campaign bonuses of the brand's models, largest first, each leading to the model's builder. */
function OffersStrip({ state }: { state: string | undefined }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const offers = useModelOffers(brand, settings.country, state, settings.currentCarModels);
  return (
    <section className="offers" aria-labelledby="offers-title" aria-busy={offers === undefined}>
      <h2 id="offers-title">{t('home.offersTitle')}</h2>
      {offers === undefined ? (
        <div className="offers__list offers__list--loading" aria-hidden="true">
          <span className="skeleton__block offers__placeholder" />
          <span className="skeleton__block offers__placeholder" />
          <span className="skeleton__block offers__placeholder" />
        </div>
      ) : offers.length === 0 ? (
        <p className="offers__none">{t('home.noOffers')}</p>
      ) : (
        <ul className="offers__list">
          {offers.map((offer) => (
            <li key={offer.model.code} className="offer">
              <AppLink to={modelPaths(locale, brand, offer.model.code).build} className="offer__link">
                <span className="offer__bonus">
                  {t('home.offerBonus', { amount: formatMoney(offer.bonus, locale, settings.currency) })}
                </span>
                <span className="offer__model">
                  {offer.model.name} {offer.versionName}
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The way to the nearest dealer; its form is a later part (its form kit is not in the page's first script). */
function FindDealer() {
  const { t } = useTranslation();
  const settings = usePageSettings();
  return (
    <section className="find-dealer" aria-labelledby="find-dealer-title">
      <div>
        <h2 id="find-dealer-title">{t('home.findDealerTitle')}</h2>
        <p>{t('home.findDealerLead', { brand: settings.brandName })}</p>
      </div>
      <FindDealerForm />
    </section>
  );
}
