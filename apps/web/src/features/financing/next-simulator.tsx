import { percentOfCents } from '@autohub/domain';
import { keepPreviousData, useQuery } from '../../lib/query/query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { userMessageOf } from '../../lib/api/api-client';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import type { SimulatorStepProps } from './cdc-simulator';
import { simulatedCar } from './car-step';
import { nextDefaultsQuery, nextSimulate, storeSimulation } from './financing.api';
import { useFundingFormat } from './funding-format';
import { SimulationUnavailable } from './simulation-summary';
import { useDebounced } from './use-debounced';

/**
 * Step next-simulator: every term × residual of the Next plan in one table (next/default-values);
 * the buyer picks a cell, next/simulate confirms it and the simulation is stored.
 */
export function NextSimulator({
  plan,
  priced,
  onContinue,
}: SimulatorStepProps) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const { money, rate } = useFundingFormat();
  const [entrance, setEntrance] = useState(plan.defaultEntrancePercent);
  const [choice, setChoice] = useState({ installments: plan.defaultInstallments, residual: plan.residualPercents[0] ?? 0 });
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const entranceId = useId();
  const debouncedEntrance = useDebounced(entrance);
  const price = priced.price;
  const defaults = useQuery({ ...nextDefaultsQuery(plan.id, price, debouncedEntrance), placeholderData: keepPreviousData });
  const picked = defaults.data?.simulations
    .find((s) => s.installmentsQuantity === choice.installments)
    ?.valuesWithResidual.find((v) => v.residualPercent === choice.residual);

  async function proceed() {
    setSaving(true);
    setProblem(null);
    try {
      await nextSimulate({
        planId: plan.id,
        price,
        entrancePercent: entrance,
        installments: choice.installments,
        residualPercent: choice.residual,
      });
      const simulation = await storeSimulation({
        brand,
        locale,
        planId: plan.id,
        ...simulatedCar(priced),
        entrancePercent: entrance,
        installments: choice.installments,
        finalInstallmentPercent: choice.residual,
      });
      onContinue({ simulation, coupon: null });
    } catch (error) {
      setProblem(userMessageOf(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="funding-step">
      <div className="funding-card">
        <div className="funding-field">
          <label htmlFor={entranceId}>{t('financing.simulator.entrance')}</label>
          <input
            id={entranceId}
            type="range"
            min={plan.minEntrancePercent}
            max={plan.maxEntrancePercent}
            step={plan.entranceStep}
            value={entrance}
            aria-valuetext={t('financing.simulator.entranceValue', { percent: entrance, value: money(percentOfCents(price, entrance)) })}
            onChange={(e) => setEntrance(Number(e.target.value))}
          />
          <output htmlFor={entranceId}>
            {t('financing.simulator.entranceValue', { percent: entrance, value: money(percentOfCents(price, entrance)) })}
          </output>
        </div>
      </div>
      {defaults.isError ? (
        <SimulationUnavailable />
      ) : defaults.data ? (
        <fieldset className="funding-card">
          <legend>{t('financing.next.title')}</legend>
          <div className="funding-table-scroll">
            <table className="funding-next-table">
              <caption className="visually-hidden">{t('financing.next.caption')}</caption>
              <thead>
                <tr>
                  <td />
                  {plan.residualPercents.map((r) => (
                    <th key={r} scope="col">
                      {t('financing.next.residualHeader', { percent: r })}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {defaults.data.simulations.map((term) => (
                  <tr key={term.installmentsQuantity}>
                    <th scope="row">{t('financing.next.termHeader', { count: term.installmentsQuantity })}</th>
                    {term.valuesWithResidual.map((v) => (
                      <td key={v.residualPercent}>
                        <label className="funding-check">
                          <input
                            type="radio"
                            name="next-choice"
                            checked={choice.installments === term.installmentsQuantity && choice.residual === v.residualPercent}
                            onChange={() => setChoice({ installments: term.installmentsQuantity, residual: v.residualPercent })}
                          />
                          {t('financing.next.cell', { count: term.installmentsQuantity, value: money(v.installmentsValue) })}
                          <span className="funding-muted"> · CET {rate(v.cetAnnual)}</span>
                        </label>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {picked ? (
            <dl className="funding-dl">
              <dt>{t('financing.next.residualValue')}</dt>
              <dd>{money(picked.residualValue)}</dd>
              <dt>{t('financing.next.forward')}</dt>
              <dd>{money(picked.forwardPrice)}</dd>
            </dl>
          ) : null}
          <button type="button" className="button" disabled={saving || !picked} onClick={() => void proceed()}>
            {t('financing.simulator.continue')}
          </button>
        </fieldset>
      ) : (
        <p role="status">{t('financing.simulator.calculating')}</p>
      )}
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}

