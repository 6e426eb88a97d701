import type { CouponValidation, FinancingPlan, Simulation, SimulationResult } from '@autohub/contract';
import { percentOfCents } from '@autohub/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessageOf } from '../../lib/api/api-client';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { applyOffer, conditionsQuery, previewQuery, storeSimulation, validateCoupon } from './financing.api';
import type { PricedCar } from './car-step';
import { couponPeriod, useFundingFormat } from './funding-format';
import { SimulationSummary, SimulationUnavailable } from './simulation-summary';
import { useDebounced } from './use-debounced';

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

export interface ChosenSimulation {
  simulation: Simulation;
  coupon: CouponValidation | null;
}

/**
 * Step cdc-simulator: entrance and term (and the final installment of a balloon plan), one point a
 * step (spec §9), the live result with CET, commercial conditions and the coupon.
 */
export function CdcSimulator({
  plan,
  priced,
  onContinue,
}: {
  plan: FinancingPlan;
  priced: PricedCar;
  onContinue: (chosen: ChosenSimulation) => void;
}) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const { money, rate } = useFundingFormat();
  const isBalloon = plan.financingType === 'PSA_BALAO';
  const [entrance, setEntrance] = useState(plan.defaultEntrancePercent);
  const [installments, setInstallments] = useState(plan.defaultInstallments);
  const [finalPercent, setFinalPercent] = useState(plan.minFinalInstallmentPercent);
  const [offerId, setOfferId] = useState<string | null>(null);
  const [couponName, setCouponName] = useState('');
  const [coupon, setCoupon] = useState<CouponValidation | null>(null);
  const [couponProblem, setCouponProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const entranceId = useId();
  const finalId = useId();
  const couponId = useId();
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
    setCouponProblem(null);
    setCoupon(null);
    if (!couponName.trim()) return;
    try {
      setCoupon(
        await validateCoupon(couponName.trim(), offerId ?? 'none', couponPeriod(), {
          brand,
          entranceValue: percentOfCents(price, entrance),
        }),
      );
    } catch (error) {
      setCouponProblem(userMessageOf(error));
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
        mvsCode: priced.car.mvsCode,
        year: priced.car.year,
        price,
        entrancePercent: entrance,
        installments,
        ...(isBalloon ? { finalInstallmentPercent: finalPercent } : {}),
        partIds: priced.car.partIds,
        ...(priced.car.colorCode ? { colorCode: priced.car.colorCode } : {}),
      });
      if (offerId) simulation = await applyOffer(simulation.id, offerId);
      onContinue({ simulation, coupon });
    } catch (error) {
      setProblem(userMessageOf(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="funding-simulator">
      <form className="funding-card" onSubmit={(e) => e.preventDefault()} aria-label={plan.name}>
        <div className="funding-field">
          <label htmlFor={entranceId}>{t('financing.simulator.entrance')}</label>
          <input
            id={entranceId}
            type="range"
            min={plan.minEntrancePercent}
            max={plan.maxEntrancePercent}
            step={plan.entranceStep}
            value={entrance}
            aria-valuetext={t('financing.simulator.entranceValue', {
              percent: entrance,
              value: money(percentOfCents(price, entrance)),
            })}
            onChange={(e) => setEntrance(Number(e.target.value))}
          />
          <output htmlFor={entranceId}>
            {t('financing.simulator.entranceValue', {
              percent: entrance,
              value: money(percentOfCents(price, entrance)),
            })}
          </output>
        </div>
        <fieldset className="funding-field">
          <legend>{t('financing.simulator.term')}</legend>
          <div className="funding-terms">
            {plan.terms.map((n) => (
              <label key={n} className="funding-term">
                <input
                  type="radio"
                  name="term"
                  value={n}
                  checked={installments === n}
                  onChange={() => setInstallments(n)}
                />
                {t('financing.simulator.termOption', { count: n })}
              </label>
            ))}
          </div>
        </fieldset>
        {isBalloon ? (
          <div className="funding-field">
            <label htmlFor={finalId}>{t('financing.simulator.finalInstallment')}</label>
            <input
              id={finalId}
              type="range"
              min={plan.minFinalInstallmentPercent}
              max={plan.maxFinalInstallmentPercent}
              step={plan.finalInstallmentStep}
              value={finalPercent}
              aria-valuetext={t('financing.simulator.finalValue', {
                percent: finalPercent,
                value: money(percentOfCents(price, finalPercent)),
              })}
              onChange={(e) => setFinalPercent(Number(e.target.value))}
            />
            <output htmlFor={finalId}>
              {t('financing.simulator.finalValue', {
                percent: finalPercent,
                value: money(percentOfCents(price, finalPercent)),
              })}
            </output>
          </div>
        ) : null}
        {offers.length > 0 ? (
          <fieldset className="funding-field">
            <legend>{t('financing.simulator.conditions')}</legend>
            {offers.map((o) => (
              <label key={o.id} className="funding-check">
                <input
                  type="checkbox"
                  checked={offerId === o.id}
                  onChange={(e) => setOfferId(e.target.checked ? o.id : null)}
                />
                {o.name} · {rate(o.monthlyRate)} — {o.description}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="funding-field">
          <label htmlFor={couponId}>{t('financing.coupon.label')}</label>
          <div className="funding-inline">
            <input
              id={couponId}
              value={couponName}
              autoComplete="off"
              onChange={(e) => setCouponName(e.target.value)}
            />
            <button type="button" className="button button--secondary" onClick={() => void checkCoupon()}>
              {t('financing.coupon.validate')}
            </button>
          </div>
          {coupon ? (
            <p role="status">
              {t('financing.coupon.valid', { name: coupon.couponName, description: coupon.description })}
            </p>
          ) : null}
          {couponProblem ? <p role="alert">{couponProblem}</p> : null}
        </div>
      </form>

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
              onClick={() => void proceed()}
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
