import { MARKETS } from '@autohub/domain';
import { domainMessage } from '../../lib/i18n/domain-message';
import { useQuery } from '../../lib/query/query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { priceStateOf, useBuyerLocation } from '../../components/location-selector/location-store';
import { userMessageOf } from '../../lib/api/api-client';
import { useHydrated } from '../../lib/page/use-hydrated';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { modelDetailQuery, modelListQuery } from './financing.api';
import { type FundingCar, priceOf, storedBuild } from './funding-car';
import { useFundingFormat } from './funding-format';

export interface PricedCar {
  car: FundingCar;
  price: number;
}

/** What a simulation sent to the api says of the priced car: version, year, price, parts, colour. */
export function simulatedCar({ car, price }: PricedCar) {
  return {
    mvsCode: car.mvsCode,
    year: car.year,
    price,
    partIds: car.partIds,
    ...(car.colorCode ? { colorCode: car.colorCode } : {}),
  };
}

/** Step page-initial-data: the stored build, or a model and version picked here, with its price. */
export function CarStep({ onChoose }: { onChoose: (priced: PricedCar) => void }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const { money } = useFundingFormat();
  const { country } = MARKETS[locale];
  const location = useBuyerLocation(country);
  // `?model=` (a home page model card) pre-fills the model; a stored build of that model is kept.
  const [query] = useSearchParams();
  const [asked] = useState(() => query.get('model') ?? '');
  // The stored build is read once in the browser (after hydration of a server-rendered page), so the
  // first render is the server's picker and a returning buyer's build replaces it right after.
  const hydrated = useHydrated();
  const build = useMemo(() => (hydrated ? storedBuild(brand) : null), [hydrated, brand]);
  const [pickingOther, setPicking] = useState(false);
  const picking = pickingOther || build === null || (asked !== '' && build.modelCode !== asked);
  const [modelCode, setModelCode] = useState(asked);
  const [mvsCode, setMvsCode] = useState('');
  const [pricing, setPricing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const modelId = useId();
  const versionId = useId();

  const models = useQuery({ ...modelListQuery(brand, country), enabled: picking });
  const detail = useQuery({
    ...modelDetailQuery(brand, country, modelCode),
    enabled: picking && modelCode !== '',
  });

  async function choose(car: FundingCar) {
    setPricing(true);
    setProblem(null);
    try {
      // The buyer's chosen state prices the car, as in the builder; the build's own state otherwise.
      const state = location ? priceStateOf(location) : car.stateCode;
      const price = await priceOf(car, country, state);
      if (price === null || price <= 0) setProblem(await domainMessage('price_unavailable', locale));
      else onChoose({ car, price });
    } catch (error) {
      setProblem(userMessageOf(error));
    } finally {
      setPricing(false);
    }
  }

  function choosePicked() {
    const version = detail.data?.versions.find((v) => v.mvs.code === mvsCode);
    if (!version || !detail.data) return;
    const color = version.colors.find((c) => c.id === version.defaultColorId) ?? version.colors[0];
    void choose({
      source: 'picked',
      mvsCode: version.mvs.code,
      modelCode: detail.data.model.code,
      year: detail.data.year,
      modelName: detail.data.model.name,
      versionName: version.mvs.versionName,
      colorCode: color?.code ?? null,
      coatingCode: null,
      optionalCodes: [],
      partIds: color ? [color.id] : [],
      stateCode: null,
      colorId: color?.id ?? null,
      coatingId: version.defaultCoatingId,
      selectedIds: [],
      serviceIds: [],
      priceSource: 'ecommercePrice',
    });
  }

  return (
    <div className="funding-step">
      {build && !picking ? (
        <section className="funding-card" aria-labelledby="stored-build-title">
          <h3 id="stored-build-title">{t('financing.car.storedBuild')}</h3>
          <p className="funding-card__installment">
            {build.modelName} {build.versionName}
          </p>
          <p>{t('financing.car.year', { year: build.year })}</p>
          <div className="funding-actions">
            <button type="button" className="button" disabled={pricing} onClick={() => void choose(build)}>
              {t('financing.car.useBuild')}
            </button>
            <button type="button" className="button button--secondary" onClick={() => setPicking(true)}>
              {t('financing.car.chooseOther')}
            </button>
          </div>
        </section>
      ) : (
        <section className="funding-card" aria-labelledby="pick-car-title">
          <h3 id="pick-car-title">{t('financing.car.chooseTitle')}</h3>
          <div className="funding-field">
            <label htmlFor={modelId}>{t('financing.car.model')}</label>
            <select
              id={modelId}
              value={modelCode}
              onChange={(e) => {
                setModelCode(e.target.value);
                setMvsCode('');
              }}
            >
              <option value="">{t('financing.car.chooseModel')}</option>
              {models.data?.models.map((m) => (
                <option key={m.code} value={m.code}>
                  {m.name}
                  {m.startingPrice !== null ? ` · ${money(m.startingPrice)}` : ''}
                </option>
              ))}
            </select>
          </div>
          <div className="funding-field">
            <label htmlFor={versionId}>{t('financing.car.version')}</label>
            <select
              id={versionId}
              value={mvsCode}
              disabled={!detail.data}
              onChange={(e) => setMvsCode(e.target.value)}
            >
              <option value="">{t('financing.car.chooseVersion')}</option>
              {detail.data?.versions.map((v) => (
                <option key={v.mvs.code} value={v.mvs.code}>
                  {v.mvs.versionName}
                </option>
              ))}
            </select>
          </div>
          {models.isError ? <p role="alert">{userMessageOf(models.error)}</p> : null}
          {models.data && models.data.models.length === 0 ? (
            <p role="status">{t('catalogue.noModels')}</p>
          ) : null}
          <button type="button" className="button" disabled={!mvsCode || pricing} onClick={choosePicked}>
            {t('financing.continue')}
          </button>
        </section>
      )}
      {pricing ? <p role="status">{t('financing.car.loadingPrice')}</p> : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}
