import type { FinancingPlan } from '@autohub/contract';
import {
  type StandaloneCalculatorInput,
  calculateFinancing,
  isFinancingError,
  termWithinPlan,
  upgradeInstallmentIncrease,
  upgradeVersions,
} from '@autohub/domain';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { priceStateOf, useBuyerLocation } from '../../components/location-selector/location-store';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { parseIncome as parseMoney } from './applicant-steps';
import { countryOf, modelDetailQuery, modelListQuery, plansQuery, versionPrice } from './financing.api';
import { useFundingFormat } from './funding-format';
import { FundingModal } from './funding-modal';
import './financing.css';

const toText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

function inputOf(
  plan: FinancingPlan,
  total: number,
  entrance: number,
  installments: number,
  residual: number,
): StandaloneCalculatorInput {
  return {
    totalValue: total,
    entranceValue: entrance,
    installments,
    residualFinalInstallment: residual,
    monthlyRate: plan.monthlyRate,
    fees: plan.fees,
    iof: plan.iof,
  };
}

/**
 * The standalone funding calculator (spec §3 "Standalone calculator": total value, entrance value,
 * number of installments, residual final installment) with the upgrade-version modal showing the
 * installment increase. The numbers come from the same domain engine as the api's.
 */
export function CalculatorPage() {
  const { t } = useTranslation();
  const settings = usePageSettings();
  const { brand, locale } = useBrandLocale();
  const { money, rate } = useFundingFormat();
  useDocumentTitle(t('financing.calculator.documentTitle', { brand: settings.brandName }));
  const plans = useQuery(plansQuery(brand, locale));
  // The car comes from the catalogue: a model, its versions at their prices where the buyer is.
  const country = countryOf(locale);
  const location = useBuyerLocation(country);
  const state = location ? priceStateOf(location) : undefined;
  const models = useQuery(modelListQuery(brand, country));
  const [modelCode, setModelCode] = useState('');
  const model = modelCode || models.data?.models[0]?.code || '';
  const detail = useQuery({ ...modelDetailQuery(brand, country, model), enabled: model !== '' });
  const versionList = detail.data?.versions ?? [];
  const versionPrices = useQueries({
    queries: versionList.map((v) => ({
      queryKey: ['prices', 'version', v.mvs.code, v.mvs.year, country, state ?? null] as const,
      queryFn: () => versionPrice(v.mvs.code, v.mvs.year, country, state),
      staleTime: 10 * 60_000,
    })),
  });
  const priced = versionList.map((v, i) => ({
    mvsCode: v.mvs.code,
    modelCode: v.mvs.modelCode,
    name: v.mvs.versionName,
    price: versionPrices[i]?.data?.price ?? null,
  }));
  const [mvsCode, setMvsCode] = useState('');
  const current = priced.find((v) => v.mvsCode === mvsCode) ?? priced.find((v) => v.price !== null);

  const [planId, setPlanId] = useState('');
  // Null follows the chosen version's catalogue price (and a 30% entrance); typing overrides it.
  const [typedTotal, setTotal] = useState<string | null>(null);
  const [typedEntrance, setEntrance] = useState<string | null>(null);
  const [installments, setInstallments] = useState(36);
  const [residual, setResidual] = useState('');
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [upgradeCode, setUpgradeCode] = useState('');
  const ids = {
    plan: useId(),
    total: useId(),
    entrance: useId(),
    installments: useId(),
    residual: useId(),
    upgrade: useId(),
    model: useId(),
    version: useId(),
  };

  const currentPrice = current?.price ?? null;
  const total = typedTotal ?? (currentPrice === null ? '' : toText(currentPrice));
  const entrance = typedEntrance ?? (currentPrice === null ? '' : toText(Math.round(currentPrice * 0.3)));
  const followVersion = () => {
    setTotal(null);
    setEntrance(null);
    setUpgradeCode('');
  };

  const plan =
    plans.data?.find((p) => p.id === planId) ?? plans.data?.find((p) => p.financingType !== 'NEXT');
  const totalCents = parseMoney(total);
  const entranceCents = entrance.trim() === '' ? 0 : parseMoney(entrance);
  const residualCents = residual.trim() === '' ? 0 : parseMoney(residual);
  // Only the plan's own terms are offered; a term another plan had moves to this plan's nearest.
  const terms = plan?.terms ?? [];
  const term = termWithinPlan(terms, installments) ?? installments;

  const result = (() => {
    if (!plan || totalCents === null || entranceCents === null || residualCents === null) return null;
    try {
      return calculateFinancing(inputOf(plan, totalCents, entranceCents, term, residualCents));
    } catch (error) {
      if (isFinancingError(error)) return null;
      throw error;
    }
  })();

  // An upgrade is a dearer version of the same model at its catalogue price: never a negative increase.
  const upgrades =
    current && totalCents !== null
      ? upgradeVersions({ mvsCode: current.mvsCode, modelCode: current.modelCode, price: totalCents }, priced)
      : [];
  const upgradeTo = upgrades.find((v) => v.mvsCode === upgradeCode) ?? upgrades[0];
  const upgrade = (() => {
    if (
      !plan ||
      !result ||
      !upgradeTo ||
      totalCents === null ||
      entranceCents === null ||
      residualCents === null
    )
      return null;
    try {
      return upgradeInstallmentIncrease(
        inputOf(plan, totalCents, entranceCents, term, residualCents),
        upgradeTo.price,
      );
    } catch (error) {
      if (isFinancingError(error)) return null;
      throw error;
    }
  })();
  const modelName = detail.data?.model.name ?? '';

  return (
    <div className="funding">
      <header className="funding-header">
        <h1>{t('financing.calculator.title')}</h1>
        <p>{t('financing.calculator.lead', { brand: settings.brandName })}</p>
        <nav className="funding-links" aria-label={t('financing.calculator.title')}>
          <AppLink to="..">{t('financing.title')}</AppLink>
          <AppLink to="../proposals">{t('financing.proposals.link')}</AppLink>
        </nav>
      </header>
      <div className="funding-simulator">
        <form className="funding-card funding-form" onSubmit={(e) => e.preventDefault()}>
          <div className="funding-field">
            <label htmlFor={ids.plan}>{t('financing.calculator.plan')}</label>
            <select id={ids.plan} value={plan?.id ?? ''} onChange={(e) => setPlanId(e.target.value)}>
              {plans.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} · {rate(p.monthlyRate)}
                </option>
              ))}
            </select>
          </div>
          <div className="funding-field">
            <label htmlFor={ids.model}>{t('journeys.calculator.model')}</label>
            <select
              id={ids.model}
              value={model}
              onChange={(e) => {
                setModelCode(e.target.value);
                setMvsCode('');
                followVersion();
              }}
            >
              {models.data?.models.map((m) => (
                <option key={m.code} value={m.code}>
                  {m.name}
                </option>
              ))}
            </select>
            {models.data && models.data.models.length === 0 ? (
              <p role="status">{t('home.noModels')}</p>
            ) : null}
          </div>
          <div className="funding-field">
            <label htmlFor={ids.version}>{t('journeys.calculator.version')}</label>
            <select
              id={ids.version}
              value={current?.mvsCode ?? ''}
              onChange={(e) => {
                setMvsCode(e.target.value);
                followVersion();
              }}
            >
              {priced.map((v) => (
                <option key={v.mvsCode} value={v.mvsCode} disabled={v.price === null}>
                  {v.price === null
                    ? v.name
                    : t('journeys.calculator.versionOption', { version: v.name, price: money(v.price) })}
                </option>
              ))}
            </select>
          </div>
          <div className="funding-field">
            <label htmlFor={ids.total}>{t('financing.calculator.totalValue')}</label>
            <input
              id={ids.total}
              inputMode="decimal"
              value={total}
              onChange={(e) => setTotal(e.target.value)}
            />
          </div>
          <div className="funding-field">
            <label htmlFor={ids.entrance}>{t('financing.calculator.entranceValue')}</label>
            <input
              id={ids.entrance}
              inputMode="decimal"
              value={entrance}
              onChange={(e) => setEntrance(e.target.value)}
            />
          </div>
          <div className="funding-field">
            <label htmlFor={ids.installments}>{t('financing.calculator.installments')}</label>
            <select
              id={ids.installments}
              value={term}
              onChange={(e) => setInstallments(Number(e.target.value))}
            >
              {terms.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="funding-field">
            <label htmlFor={ids.residual}>{t('financing.calculator.residual')}</label>
            <input
              id={ids.residual}
              inputMode="decimal"
              value={residual}
              onChange={(e) => setResidual(e.target.value)}
            />
          </div>
        </form>
        <div>
          {result ? (
            <section className="funding-result" aria-live="polite" aria-labelledby="calculator-result">
              <h2 id="calculator-result">{t('financing.simulator.result')}</h2>
              <p className="funding-result__installment" data-testid="calculator-installment">
                {t('financing.simulator.installmentsOf', {
                  count: result.installments,
                  value: money(result.installmentValue),
                })}
              </p>
              <dl className="funding-dl">
                {result.finalInstallmentValue > 0 ? (
                  <>
                    <dt>{t('financing.simulator.finalInstallment')}</dt>
                    <dd>{money(result.finalInstallmentValue)}</dd>
                  </>
                ) : null}
                <dt>{t('financing.simulator.cet')}</dt>
                <dd>
                  {t('financing.simulator.rateValue', {
                    month: rate(result.cetMonthly),
                    year: rate(result.cetAnnual),
                  })}
                </dd>
                <dt>{t('financing.simulator.iof')}</dt>
                <dd>{money(result.iofValue)}</dd>
                <dt>{t('financing.simulator.financed')}</dt>
                <dd>{money(result.financedAmount)}</dd>
                <dt>{t('financing.simulator.totalPaid')}</dt>
                <dd>{money(result.totalPaid)}</dd>
              </dl>
              <button type="button" className="button" onClick={() => setUpgradeOpen(true)}>
                {t('financing.calculator.upgrade')}
              </button>
            </section>
          ) : (
            <p role="alert">{t('financing.calculator.invalid')}</p>
          )}
        </div>
      </div>
      {upgradeOpen ? (
        <FundingModal title={t('financing.calculator.upgradeTitle')} onClose={() => setUpgradeOpen(false)}>
          {upgrades.length === 0 ? (
            <p role="status">{t('journeys.calculator.noUpgrade', { model: modelName })}</p>
          ) : (
            <div className="funding-field">
              <label htmlFor={ids.upgrade}>
                {t('journeys.calculator.upgradeVersion', { model: modelName })}
              </label>
              <select
                id={ids.upgrade}
                value={upgradeTo?.mvsCode ?? ''}
                onChange={(e) => setUpgradeCode(e.target.value)}
              >
                {upgrades.map((v) => (
                  <option key={v.mvsCode} value={v.mvsCode}>
                    {t('journeys.calculator.versionOption', { version: v.name, price: money(v.price) })}
                  </option>
                ))}
              </select>
            </div>
          )}
          {upgrade && upgradeTo ? (
            <div aria-live="polite">
              <p>
                {t('journeys.calculator.upgradeFrom', {
                  from: current?.name ?? '',
                  to: upgradeTo.name,
                })}
              </p>
              <p className="funding-result__installment" data-testid="upgrade-increase">
                {t('financing.calculator.increase', { value: money(upgrade.installmentIncrease) })}
              </p>
              <p>
                {t('financing.calculator.upgradeInstallment', {
                  value: money(upgrade.upgrade.installmentValue),
                })}
              </p>
              <p>{t('financing.calculator.totalIncrease', { value: money(upgrade.totalPaidIncrease) })}</p>
            </div>
          ) : null}
        </FundingModal>
      ) : null}
    </div>
  );
}
