import {
  CdcSimulatorFields,
  type CouponValidation,
  type FinancingPlan,
  type Simulation,
  type SimulationResult,
} from '@autohub/contract';
import { percentOfCents } from '@autohub/domain';
import { keepPreviousData, useQuery } from '../../lib/query/query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ChoiceGroupField, RadioGroupField, TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { userMessageOf } from '../../lib/api/api-client';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { applyOffer, conditionsQuery, previewQuery, storeSimulation, validateCoupon } from './financing.api';
import { type PricedCar, simulatedCar } from './car-step';
import { couponPeriod, useFundingFormat } from './funding-format';
import { SimulationSummary, SimulationUnavailable } from './simulation-summary';
import { useDebounced } from './use-debounced';

/** The simulator's field of an api path of the stored simulation, if it has one. */
function simulatorField(path: string): string | undefined {
  return ['entrancePercent', 'installments', 'finalInstallmentPercent'].includes(path) ? path : undefined;
}

/** The balloon proposal review: what is paid when, before the buyer commits. */
function BalloonReview({ result }: { result: SimulationResult }) {
  const { t } = useTranslation();
  const { money, rate } = useFundingFormat();
  return (
    <section className="funding-card funding-balloon" aria-labelledby="balloon-review-title">
      <h3 id="balloon-review-title">{t('financing.balloon.title')}</h3>
      <table>
        <tbody>
          <tr>
            <th scope="row">{t('financing.balloon.entrance')}</th>
            <td>{money(result.entranceValue)}</td>
          </tr>
          <tr>
            <th scope="row">{t('financing.balloon.installments', { count: result.totalInstallments })}</th>
            <td>{money(result.installmentsValue)}</td>
          </tr>
          <tr>
            <th scope="row">{t('financing.balloon.final', { month: result.totalInstallments + 1 })}</th>
            <td>{money(result.finalInstallmentValue)}</td>
          </tr>
          <tr>
            <th scope="row">{t('financing.balloon.total')}</th>
            <td>{money(result.totalPaid)}</td>
          </tr>
          <tr>
            <th scope="row">{t('financing.simulator.cet')}</th>
            <td>{rate(result.cetAnnual)}</td>
          </tr>
        </tbody>
      </table>
      <p className="funding-muted">{t('financing.balloon.explain')}</p>
    </section>
  );
}

/** The simulator's values as held by the form: the term as its radio value. */
interface SimulatorValues {
  entrancePercent: number;
  installments: string;
  finalInstallmentPercent: number;
  offerIds: string[];
  coupon: string;
}

export interface ChosenSimulation {
  simulation: Simulation;
  coupon: CouponValidation | null;
}

/** What a simulator step takes: the plan, the priced car, and what to do with the chosen simulation. */
export interface SimulatorStepProps {
  plan: FinancingPlan;
  priced: PricedCar;
  onContinue: (chosen: ChosenSimulation) => void;
}

/**
 * Step cdc-simulator: entrance and term (and the final installment of a balloon plan), one point a
 * step (spec §9), the live result with CET, commercial conditions and the coupon.
 */
export function CdcSimulator({ plan, priced, onContinue }: SimulatorStepProps) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const { money, rate } = useFundingFormat();
  const isBalloon = plan.financingType === 'PSA_BALAO';
  const form = useContractForm<SimulatorValues, CdcSimulatorFields>(CdcSimulatorFields, {
    defaultValues: {
      entrancePercent: plan.defaultEntrancePercent,
      installments: String(plan.defaultInstallments),
      finalInstallmentPercent: plan.minFinalInstallmentPercent,
      offerIds: [],
      coupon: '',
    },
    prepare: (values) => ({
      ...values,
      installments: Number(values.installments),
      finalInstallmentPercent: isBalloon ? values.finalInstallmentPercent : undefined,
    }),
  });
  const { setValue, setError, clearErrors } = form;
  const values = form.watch();
  const entrance = values.entrancePercent;
  const installments = Number(values.installments);
  const finalPercent = values.finalInstallmentPercent;
  const offerId = values.offerIds[0] ?? null;
  const [coupon, setCoupon] = useState<CouponValidation | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const debouncedEntrance = useDebounced(entrance);
  const debouncedFinal = useDebounced(finalPercent);
  const price = priced.price;

  const result = useQuery({
    // The chosen commercial condition re-prices the preview through the api (its rate, not the plan's).
    ...previewQuery(plan, price, debouncedEntrance, installments, debouncedFinal, {
      offerId,
      mvsCode: priced.car.mvsCode,
    }),
    placeholderData: keepPreviousData,
  });
  const conditions = useQuery(conditionsQuery(brand, locale, priced.car.modelCode));
  const offers = (conditions.data ?? []).filter((c) => c.planId === plan.id);
  const offer = offers.find((o) => o.id === offerId);

  async function checkCoupon() {
    clearErrors('coupon');
    setCoupon(null);
    const couponName = values.coupon.trim();
    if (!couponName) return;
    try {
      setCoupon(
        await validateCoupon(couponName, offerId ?? 'none', couponPeriod(), {
          brand,
          entranceValue: percentOfCents(price, entrance),
        }),
      );
    } catch (error) {
      // The coupon's problem is told under the coupon, whatever path the api names.
      setError('coupon', { type: 'api', message: userMessageOf(error) }, { shouldFocus: true });
    }
  }

  async function proceed() {
    setSaving(true);
    setProblem(null);
    try {
      let simulation = await storeSimulation({
        brand,
        locale,
        planId: plan.id,
        ...simulatedCar(priced),
        entrancePercent: entrance,
        installments,
        ...(isBalloon ? { finalInstallmentPercent: finalPercent } : {}),
      });
      if (offerId) simulation = await applyOffer(simulation.id, offerId);
      onContinue({ simulation, coupon });
    } catch (error) {
      if (!applyApiErrors(form, error, locale, simulatorField)) setProblem(userMessageOf(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="funding-simulator">
      <Form form={form} className="funding-card" onSubmit={proceed} aria-label={plan.name}>
        <TextField
          name="entrancePercent"
          className="funding-field"
          label={t('financing.simulator.entrance')}
          type="range"
          min={plan.minEntrancePercent}
          max={plan.maxEntrancePercent}
          step={plan.entranceStep}
          options={{ valueAsNumber: true }}
          aria-valuetext={t('financing.simulator.entranceValue', {
            percent: entrance,
            value: money(percentOfCents(price, entrance)),
          })}
          hint={
            <output>
              {t('financing.simulator.entranceValue', {
                percent: entrance,
                value: money(percentOfCents(price, entrance)),
              })}
            </output>
          }
        />
        <RadioGroupField
          name="installments"
          className="funding-field funding-terms"
          label={t('financing.simulator.term')}
          choices={plan.terms.map((n) => ({
            value: String(n),
            label: t('financing.simulator.termOption', { count: n }),
          }))}
        />
        {isBalloon ? (
          <TextField
            name="finalInstallmentPercent"
            className="funding-field"
            label={t('financing.simulator.finalInstallment')}
            type="range"
            min={plan.minFinalInstallmentPercent}
            max={plan.maxFinalInstallmentPercent}
            step={plan.finalInstallmentStep}
            options={{ valueAsNumber: true }}
            aria-valuetext={t('financing.simulator.finalValue', {
              percent: finalPercent,
              value: money(percentOfCents(price, finalPercent)),
            })}
            hint={
              <output>
                {t('financing.simulator.finalValue', {
                  percent: finalPercent,
                  value: money(percentOfCents(price, finalPercent)),
                })}
              </output>
            }
          />
        ) : null}
        {offers.length > 0 ? (
          <ChoiceGroupField
            name="offerIds"
            className="funding-field"
            label={t('financing.simulator.conditions')}
            multiple
            // One commercial condition at a time: ticking one unticks the other.
            options={{
              onChange: (event: { target: HTMLInputElement }) =>
                setValue('offerIds', event.target.checked ? [event.target.value] : []),
            }}
            choices={offers.map((o) => ({
              value: o.id,
              label: `${o.name} · ${rate(o.monthlyRate)} — ${o.description}`,
            }))}
          />
        ) : null}
        <div className="funding-inline">
          <TextField name="coupon" label={t('financing.coupon.label')} autoComplete="off" />
          <button type="button" className="button button--secondary" onClick={() => void checkCoupon()}>
            {t('financing.coupon.validate')}
          </button>
        </div>
        {coupon ? (
          <p role="status">
            {t('financing.coupon.valid', { name: coupon.couponName, description: coupon.description })}
          </p>
        ) : null}
      </Form>

      <div>
        {result.isError ? (
          <SimulationUnavailable />
        ) : result.data ? (
          <>
            {offer && !result.isPlaceholderData ? (
              <p role="status">{t('financing.simulator.offerApplied', { name: offer.name })}</p>
            ) : null}
            <SimulationSummary result={result.data} />
            {isBalloon ? <BalloonReview result={result.data} /> : null}
            <button
              type="button"
              className="button"
              disabled={saving || result.isFetching}
              onClick={() => void form.handleSubmit(proceed)()}
            >
              {t('financing.simulator.continue')}
            </button>
          </>
        ) : (
          <p role="status">{t('financing.simulator.calculating')}</p>
        )}
        {problem ? <p role="alert">{problem}</p> : null}
      </div>
    </div>
  );
}
