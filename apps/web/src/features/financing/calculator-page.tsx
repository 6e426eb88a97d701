import type { FinancingPlan } from '@autohub/contract';
import { type StandaloneCalculatorInput, calculateFinancing, isFinancingError, upgradeInstallmentIncrease } from '@autohub/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { parseIncome as parseMoney } from './applicant-steps';
import { plansQuery } from './financing.api';
import { useFundingFormat } from './funding-format';
import { FundingModal } from './funding-modal';
import './financing.css';

const toText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

function inputOf(plan: FinancingPlan, total: number, entrance: number, installments: number, residual: number): StandaloneCalculatorInput {
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
  const startingPrice = settings.currentCarModels.find((m) => m.startingPrice !== null)?.startingPrice ?? 10_000_000;

  const [planId, setPlanId] = useState('');
  const [total, setTotal] = useState(toText(startingPrice));
  const [entrance, setEntrance] = useState(toText(Math.round(startingPrice * 0.3)));
  const [installments, setInstallments] = useState(36);
  const [residual, setResidual] = useState('');
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const [upgradeTotal, setUpgradeTotal] = useState(toText(Math.round(startingPrice * 1.15)));
  const ids = { plan: useId(), total: useId(), entrance: useId(), installments: useId(), residual: useId(), upgrade: useId() };

  const plan = plans.data?.find((p) => p.id === planId) ?? plans.data?.find((p) => p.financingType !== 'NEXT');
  const totalCents = parseMoney(total);
  const entranceCents = entrance.trim() === '' ? 0 : parseMoney(entrance);
  const residualCents = residual.trim() === '' ? 0 : parseMoney(residual);

  const result = useMemo(() => {
    if (!plan || totalCents === null || entranceCents === null || residualCents === null) return null;
    try {
      return calculateFinancing(inputOf(plan, totalCents, entranceCents, installments, residualCents));
    } catch (error) {
      if (isFinancingError(error)) return null;
      throw error;
    }
  }, [plan, totalCents, entranceCents, installments, residualCents]);

  const upgradeCents = parseMoney(upgradeTotal);
  const upgrade = useMemo(() => {
    if (!plan || !result || upgradeCents === null || totalCents === null || entranceCents === null || residualCents === null) return null;
    try {
      return upgradeInstallmentIncrease(inputOf(plan, totalCents, entranceCents, installments, residualCents), upgradeCents);
    } catch (error) {
      if (isFinancingError(error)) return null;
      throw error;
    }
  }, [plan, result, upgradeCents, totalCents, entranceCents, installments, residualCents]);

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
            <label htmlFor={ids.total}>{t('financing.calculator.totalValue')}</label>
            <input id={ids.total} inputMode="decimal" value={total} onChange={(e) => setTotal(e.target.value)} />
          </div>
          <div className="funding-field">
            <label htmlFor={ids.entrance}>{t('financing.calculator.entranceValue')}</label>
            <input id={ids.entrance} inputMode="decimal" value={entrance} onChange={(e) => setEntrance(e.target.value)} />
          </div>
          <div className="funding-field">
            <label htmlFor={ids.installments}>{t('financing.calculator.installments')}</label>
            <select id={ids.installments} value={installments} onChange={(e) => setInstallments(Number(e.target.value))}>
              {[12, 18, 24, 30, 36, 48, 60, 72].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="funding-field">
            <label htmlFor={ids.residual}>{t('financing.calculator.residual')}</label>
            <input id={ids.residual} inputMode="decimal" value={residual} onChange={(e) => setResidual(e.target.value)} />
          </div>
        </form>
        <div>
          {result ? (
            <section className="funding-result" aria-live="polite" aria-labelledby="calculator-result">
              <h2 id="calculator-result">{t('financing.simulator.result')}</h2>
              <p className="funding-result__installment" data-testid="calculator-installment">
                {t('financing.simulator.installmentsOf', { count: result.installments, value: money(result.installmentValue) })}
              </p>
              <dl className="funding-dl">
                {result.finalInstallmentValue > 0 ? (
                  <>
                    <dt>{t('financing.simulator.finalInstallment')}</dt>
                    <dd>{money(result.finalInstallmentValue)}</dd>
                  </>
                ) : null}
                <dt>{t('financing.simulator.cet')}</dt>
                <dd>{t('financing.simulator.rateValue', { month: rate(result.cetMonthly), year: rate(result.cetAnnual) })}</dd>
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
          <div className="funding-field">
            <label htmlFor={ids.upgrade}>{t('financing.calculator.upgradeValue')}</label>
            <input id={ids.upgrade} inputMode="decimal" value={upgradeTotal} onChange={(e) => setUpgradeTotal(e.target.value)} />
          </div>
          {upgrade ? (
            <div aria-live="polite">
              <p className="funding-result__installment" data-testid="upgrade-increase">
                {t('financing.calculator.increase', { value: money(upgrade.installmentIncrease) })}
              </p>
              <p>{t('financing.calculator.upgradeInstallment', { value: money(upgrade.upgrade.installmentValue) })}</p>
              <p>{t('financing.calculator.totalIncrease', { value: money(upgrade.totalPaidIncrease) })}</p>
            </div>
          ) : (
            <p role="alert">{t('financing.calculator.invalid')}</p>
          )}
        </FundingModal>
      ) : null}
    </div>
  );
}
