import type { BatchSimulatingResponse, FinancingPlan, SimulationResult } from '@autohub/contract';
import { comparePlans, lowestCetPlanId, paidOverTime } from '@autohub/domain';
import { DomainMessage } from '../../lib/i18n/domain-message';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFundingFormat } from './funding-format';
import { PaidOverTimeChart } from './paid-over-time-chart';

type BatchPlan = BatchSimulatingResponse['plans'][number];

function defaultResult(row: BatchPlan): SimulationResult | undefined {
  return row.results.find((r) => r.totalInstallments === row.plan.defaultInstallments) ?? row.results[0];
}

function PlanBadges({ plan }: { plan: FinancingPlan }) {
  const { t } = useTranslation();
  return (
    <p className="funding-badges">
      <span className="funding-badge">{t(`financing.plans.financingTypes.${plan.financingType}`)}</span>
      <span className="funding-badge">{t(`financing.plans.planTypes.${plan.planType}`)}</span>
      {plan.extraPlan ? <span className="funding-badge">{t(`financing.plans.extraPlans.${plan.extraPlan}`)}</span> : null}
    </p>
  );
}

/** UI state "plans": every plan of the brand with its default installment and CET. */
export function PlanList({ batch, onPick }: { batch: BatchSimulatingResponse; onPick: (plan: FinancingPlan) => void }) {
  const { t } = useTranslation();
  const { money, rate } = useFundingFormat();
  return (
    <ul className="funding-plans">
      {batch.plans.map((row) => {
        const result = defaultResult(row);
        const headingId = `plan-${row.plan.id}`;
        return (
          <li key={row.plan.id} className="funding-card" aria-labelledby={headingId}>
            <h3 id={headingId}>{row.plan.name}</h3>
            <PlanBadges plan={row.plan} />
            {result ? (
              <>
                <p className="funding-card__installment">
                  {t('financing.plans.from', { count: result.totalInstallments, value: money(result.installmentsValue) })}
                </p>
                <p>{t('financing.plans.entrance', { value: money(result.entranceValue), percent: row.entrancePercent })}</p>
                {result.finalInstallmentValue > 0 ? (
                  <p>{t('financing.plans.final', { value: money(result.finalInstallmentValue) })}</p>
                ) : null}
                <p>
                  <strong>{t('financing.plans.cetYear', { value: rate(result.cetAnnual) })}</strong> ·{' '}
                  {t('financing.plans.rate', { value: rate(result.monthlyRate) })}
                </p>
                <p className="funding-muted">{t('financing.plans.terms', { terms: row.plan.terms.join(', ') })}</p>
                <button type="button" className="button" onClick={() => onPick(row.plan)}>
                  {t('financing.plans.simulate', { plan: row.plan.name })}
                </button>
              </>
            ) : (
              <p role="status">{t('financing.plans.planError')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * UI state "comparator": the plans side by side for one term — installments, total paid and CET —
 * with the chart of what is paid over time; a plan without the term says so.
 */
export function PlanComparator({ batch, onPick }: { batch: BatchSimulatingResponse; onPick: (plan: FinancingPlan) => void }) {
  const { t } = useTranslation();
  const { money, rate } = useFundingFormat();
  const termId = useId();
  const terms = useMemo(
    () => [...new Set(batch.plans.flatMap((p) => p.results.map((r) => r.totalInstallments)))].sort((a, b) => a - b),
    [batch],
  );
  const [term, setTerm] = useState(() => (terms.includes(36) ? 36 : (terms[0] ?? 12)));
  const rows = comparePlans(
    batch.plans.map((p) => ({ planId: p.plan.id, name: p.plan.name, results: p.results })),
    term,
  );
  const best = lowestCetPlanId(rows);
  const planOf = (id: string) => batch.plans.find((p) => p.plan.id === id)?.plan;

  const metric = (label: string, value: (row: Extract<(typeof rows)[number], { available: true }>) => string) => (
    <tr>
      <th scope="row">{label}</th>
      {rows.map((row) => (
        <td key={row.planId}>{row.available ? value(row) : t('financing.comparator.none')}</td>
      ))}
    </tr>
  );

  return (
    <section aria-labelledby="comparator-title" className="funding-comparator">
      <h3 id="comparator-title">{t('financing.comparator.title')}</h3>
      <p>
        <label htmlFor={termId}>{t('financing.comparator.term')}</label>{' '}
        <select id={termId} value={term} onChange={(e) => setTerm(Number(e.target.value))}>
          {terms.map((n) => (
            <option key={n} value={n}>
              {t('financing.comparator.termOption', { count: n })}
            </option>
          ))}
        </select>
      </p>
      <div className="funding-table-scroll">
        <table className="funding-compare-table">
          <caption className="visually-hidden">{t('financing.comparator.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('financing.comparator.metric')}</th>
              {rows.map((row) => (
                <th key={row.planId} scope="col">
                  {row.name}
                  {row.planId === best ? <span className="funding-badge funding-badge--best">{t('financing.comparator.lowestCet')}</span> : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {metric(t('financing.comparator.installment'), (r) => money(r.installmentsValue))}
            {metric(t('financing.comparator.installments'), (r) => String(r.term))}
            {metric(t('financing.comparator.entrance'), (r) => money(r.entranceValue))}
            {metric(t('financing.comparator.finalInstallment'), (r) =>
              r.finalInstallmentValue > 0 ? money(r.finalInstallmentValue) : t('financing.comparator.none'),
            )}
            {metric(t('financing.comparator.totalPaid'), (r) => money(r.totalPaid))}
            {metric(t('financing.comparator.cetYear'), (r) => rate(r.cetAnnual))}
            {metric(t('financing.comparator.rateMonth'), (r) => rate(r.monthlyRate))}
            <tr>
              <th scope="row">
                <span className="visually-hidden">{t('financing.continue')}</span>
              </th>
              {rows.map((row) => {
                const plan = planOf(row.planId);
                return (
                  <td key={row.planId}>
                    {row.available && plan ? (
                      <button type="button" className="button button--secondary" onClick={() => onPick(plan)}>
                        {t('financing.plans.simulate', { plan: row.name })}
                      </button>
                    ) : (
                      <span role="note">
                        <DomainMessage code="comparator_unavailable_for_term" />
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </div>
      <PaidOverTimeChart
        series={batch.plans.flatMap((p) => {
          const result = p.results.find((r) => r.totalInstallments === term);
          return result ? [{ id: p.plan.id, name: p.plan.name, points: paidOverTime(result) }] : [];
        })}
      />
    </section>
  );
}
