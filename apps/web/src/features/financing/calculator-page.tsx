import { type FinancingPlan, StandaloneCalculatorFields } from '@autohub/contract';
import {
  MARKETS,
  type StandaloneCalculatorInput,
  calculateFinancing,
  isFinancingError,
  moneyInputText,
  parseBrazilianMoneyToCents,
  termWithinPlan,
  upgradeInstallmentIncrease,
  upgradeVersions,
} from '@autohub/domain';
import { useQueries, useQuery } from '../../lib/query/query';
import { useEffect, useId, useRef, useState } from 'react';
import { MoneyField, SelectField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { priceStateOf, useBuyerLocation } from '../../components/location-selector/location-store';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { modelDetailQuery, modelListQuery, plansQuery, versionPrice } from './financing.api';
import { useFundingFormat } from './funding-format';
import { FundingModal } from './funding-modal';
import './financing.css';

/** The calculator's values as typed: money as text of the market, the term as its option. */
interface CalculatorValues {
  planId: string;
  model: string;
  mvsCode: string;
  totalValue: string;
  entranceValue: string;
  installments: string;
  residualFinalInstallment: string;
}

/**
 * Money typed as text → cents for the schema: empty is `empty` (undefined when the value is
 * required), text that is no amount is NaN (the field's "invalid" message); the schema says
 * which amounts may be zero (an entrance may, the total may not).
 */
function centsOf(text: string, empty: number | undefined): number | undefined {
  if (text.trim() === '') return empty;
  return parseBrazilianMoneyToCents(text);
}

/** The amount a money field holds for the simulation: null while it is no amount the schema takes. */
function amountOf(text: string, empty: number, least: number): number | null {
  const cents = centsOf(text, empty);
  return cents !== undefined && cents >= least ? cents : null;
}

function schemaInput(values: CalculatorValues) {
  return {
    ...values,
    totalValue: centsOf(values.totalValue, undefined),
    entranceValue: centsOf(values.entranceValue, 0),
    installments: Number(values.installments),
    residualFinalInstallment: centsOf(values.residualFinalInstallment, 0),
  };
}

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
  const { country, currency } = MARKETS[locale];
  const location = useBuyerLocation(country);
  const state = location ? priceStateOf(location) : undefined;
  const models = useQuery(modelListQuery(brand, country));
  const form = useContractForm<CalculatorValues, StandaloneCalculatorFields>(StandaloneCalculatorFields, {
    mode: 'onChange',
    defaultValues: {
      planId: '',
      model: '',
      mvsCode: '',
      totalValue: '',
      entranceValue: '',
      installments: '36',
      residualFinalInstallment: '',
    },
    prepare: schemaInput,
  });
  const { setValue } = form;
  const values = form.watch();
  const model = values.model || models.data?.models[0]?.code || '';
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
  // Without a chosen version, the first one with a price once every price has arrived: taken
  // earlier, the total and the entrance would jump from version to version as the prices come in.
  const pricesSettled = versionPrices.every((price) => !price.isPending);
  const current =
    priced.find((v) => v.mvsCode === values.mvsCode) ??
    (pricesSettled ? priced.find((v) => v.price !== null) : undefined);

  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [upgradeCode, setUpgradeCode] = useState('');
  const upgradeId = useId();
  // The total and the entrance follow the chosen version's catalogue price (and a 30% entrance)
  // until typed; choosing another model or version follows it again.
  const typed = useRef({ total: false, entrance: false });
  const followVersion = () => {
    typed.current = { total: false, entrance: false };
    setUpgradeCode('');
  };
  const currentPrice = current?.price ?? null;
  const currentCode = current?.mvsCode;
  useEffect(() => {
    if (currentPrice === null) return;
    if (!typed.current.total)
      setValue('totalValue', moneyInputText(currentPrice, currency), { shouldValidate: true });
    if (!typed.current.entrance)
      setValue('entranceValue', moneyInputText(Math.round(currentPrice * 0.3), currency), {
        shouldValidate: true,
      });
  }, [currentCode, currentPrice, currency, setValue]);

  const plan =
    plans.data?.find((p) => p.id === values.planId) ?? plans.data?.find((p) => p.financingType !== 'NEXT');
  const totalCents = amountOf(values.totalValue, Number.NaN, 1);
  const entranceCents = amountOf(values.entranceValue, 0, 0);
  const residualCents = amountOf(values.residualFinalInstallment, 0, 0);
  // Only the plan's own terms are offered; a term another plan had moves to this plan's nearest.
  const terms = plan?.terms ?? [];
  const installments = Number(values.installments);
  const term = termWithinPlan(terms, installments) ?? installments;

  // The selects show the choice in use (the first plan, model and priced version until one is
  // picked; the plan's nearest term): the form holds the same.
  const planId = plan?.id;
  useEffect(() => {
    if (planId && values.planId !== planId) setValue('planId', planId);
    if (model && values.model !== model) setValue('model', model);
    if (currentCode && values.mvsCode !== currentCode) setValue('mvsCode', currentCode);
    if (String(term) !== values.installments) setValue('installments', String(term));
  }, [
    planId,
    model,
    currentCode,
    term,
    values.planId,
    values.model,
    values.mvsCode,
    values.installments,
    setValue,
  ]);

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
        <Form form={form} className="funding-card funding-form" onSubmit={() => undefined}>
          <SelectField
            name="planId"
            className="funding-field"
            label={t('financing.calculator.plan')}
            value={plan?.id ?? ''}
          >
            {plans.data?.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} · {rate(p.monthlyRate)}
              </option>
            ))}
          </SelectField>
          <SelectField
            name="model"
            className="funding-field"
            label={t('journeys.calculator.model')}
            value={model}
            options={{
              onChange: () => {
                setValue('mvsCode', '');
                followVersion();
              },
            }}
            hint={
              models.data && models.data.models.length === 0 ? (
                <p role="status">{t('catalogue.noModels')}</p>
              ) : undefined
            }
          >
            {models.data?.models.map((m) => (
              <option key={m.code} value={m.code}>
                {m.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            name="mvsCode"
            className="funding-field"
            label={t('journeys.calculator.version')}
            value={current?.mvsCode ?? ''}
            options={{ onChange: followVersion }}
          >
            {priced.map((v) => (
              <option key={v.mvsCode} value={v.mvsCode} disabled={v.price === null}>
                {v.price === null
                  ? v.name
                  : t('journeys.calculator.versionOption', { version: v.name, price: money(v.price) })}
              </option>
            ))}
          </SelectField>
          <MoneyField
            name="totalValue"
            className="funding-field"
            label={t('financing.calculator.totalValue')}
            inputMode="decimal"
            options={{ onChange: () => (typed.current.total = true) }}
          />
          <MoneyField
            name="entranceValue"
            className="funding-field"
            label={t('financing.calculator.entranceValue')}
            inputMode="decimal"
            options={{ onChange: () => (typed.current.entrance = true) }}
          />
          <SelectField
            name="installments"
            className="funding-field"
            label={t('financing.calculator.installments')}
            value={String(term)}
          >
            {terms.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </SelectField>
          <MoneyField
            name="residualFinalInstallment"
            className="funding-field"
            label={t('financing.calculator.residual')}
            inputMode="decimal"
          />
        </Form>
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
              <label htmlFor={upgradeId}>
                {t('journeys.calculator.upgradeVersion', { model: modelName })}
              </label>
              <select
                id={upgradeId}
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
