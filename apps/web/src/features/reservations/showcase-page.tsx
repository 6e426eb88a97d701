import type { StockUnitOffer } from '@autohub/contract';
import { DEFAULT_RESERVATION_TIMERS, MARKETS, marketRegions } from '@autohub/domain';
import { useQuery } from '../../lib/query/query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { useBuyerLocation } from '../../components/location-selector/location-store';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';
import { Button } from '../../components/ui/button';
import { userMessageOf } from '../../lib/api/api-client';
import { formatMoney } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import { usePageSettings } from '../../lib/settings/settings.api';
import { availabilityQuery, campaignsQuery, newIdempotencyKey, preReserve } from './reservation.api';
import { ReservationError } from './reservation-error';
import './reservation.css';

/**
 * Steps showcase → register → reservation of spec document 1 §2: the cars the dealers hold for the
 * build (entered from the builder's resume), sign-in keeping the choice in the address, then the
 * terms and the pre-reserve that holds the car.
 */
export function ShowcasePage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const country = MARKETS[locale].country;
  const settings = usePageSettings();
  const session = useSession();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const location = useBuyerLocation(country);
  const stateId = useId();
  const termsId = useId();
  const mvsCode = params.get('mvs') ?? '';
  const year = Number(params.get('year') ?? '');
  const colorCode = params.get('color') ?? undefined;
  const state = params.get('state') ?? location?.isoCode ?? (country === 'BR' ? 'SP' : 'B');
  const chosenUnit = params.get('unit');
  const [terms, setTerms] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const campaigns = useQuery(campaignsQuery(brand, country));
  const campaign = campaigns.data?.campaigns[0];
  const hasBuild = /^[A-Z0-9]{7,}$/i.test(mvsCode) && Number.isInteger(year) && year > 2000;
  const offers = useQuery({
    ...availabilityQuery({ campaignId: campaign?.id ?? '', mvsCode, year, state, colorCode }),
    enabled: Boolean(campaign) && hasBuild,
  });
  useDocumentTitle(t('reservation.documentTitle', { vehicle: offers.data?.vehicleName ?? '' }));
  const money = (cents: number) => formatMoney(cents, locale, MARKETS[locale].currency);
  const unit: StockUnitOffer | undefined = offers.data?.units.find((u) => u.unitId === chosenUnit);
  const minutes = settings.reservationCountdownMinutes ?? DEFAULT_RESERVATION_TIMERS.countdownMinutes;

  const choose = (unitId: string | null) => {
    const next = new URLSearchParams(params);
    if (unitId) next.set('unit', unitId);
    else next.delete('unit');
    setParams(next);
    setError(null);
  };

  const reserve = async () => {
    if (!campaign || !unit) return;
    if (!terms) {
      setError(t('reservation.confirm.termsRequired'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const order = await preReserve(
        { campaignId: campaign.id, unitId: unit.unitId, termsAccepted: true },
        key.current,
      );
      void navigate(brandPath(locale, brand, `reservation/orders/${order.id}`));
    } catch (cause) {
      key.current = newIdempotencyKey();
      setError(userMessageOf(cause));
      void offers.refetch();
    } finally {
      setBusy(false);
    }
  };

  const returnTo = `reservation?${params.toString()}`;

  return (
    <div className="reservation">
      <ol className="reservation-steps" aria-label={t('reservation.steps.showcase')}>
        {(['showcase', 'register', 'reservation', 'payment'] as const).map((step) => {
          const current = unit ? (session.user ? 'reservation' : 'register') : 'showcase';
          return (
            <li key={step} aria-current={step === current ? 'step' : undefined}>
              {t(`reservation.steps.${step}`)}
            </li>
          );
        })}
      </ol>
      {!hasBuild ? (
        <section>
          <h1>{t('reservation.showcase.title')}</h1>
          <p>{t('reservation.showcase.missingBuild')}</p>
          <AppLink className="button" to={brandPath(locale, brand, 'builder')}>
            {t('reservation.showcase.buildLink')}
          </AppLink>
        </section>
      ) : unit ? (
        session.user ? (
          <section aria-labelledby="reservation-confirm">
            <h1 id="reservation-confirm">{t('reservation.confirm.title')}</h1>
            <UnitCard unit={unit} money={money} charge={campaign?.charge ?? 'FEE'} />
            {campaign ? (
              <p className="reservation-methods" data-testid="reservation-methods">
                {t('reservation.confirm.methods', {
                  methods: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
                    campaign.paymentMethods.map((m) => t(`reservation.payment.methods.${m}`)),
                  ),
                })}
              </p>
            ) : null}
            <p className="reservation-terms">
              <input
                id={termsId}
                type="checkbox"
                checked={terms}
                onChange={(e) => setTerms(e.target.checked)}
              />
              <label htmlFor={termsId}>{t('reservation.confirm.terms', { minutes })}</label>
            </p>
            <ReservationError message={error} />
            <div className="reservation-actions">
              <Button onClick={() => void reserve()} disabled={busy}>
                {busy ? t('reservation.payment.working') : t('reservation.confirm.submit')}
              </Button>
              <Button variant="secondary" onClick={() => choose(null)}>
                {t('reservation.confirm.cancel')}
              </Button>
            </div>
          </section>
        ) : (
          <div>
            <SignInFirst
              title={t('reservation.register.title')}
              linkText={t('reservation.register.link')}
              page={returnTo}
              className="reservation-register"
              headingId="reservation-register"
            />
            <p>{t('reservation.register.lead')}</p>
            <UnitCard unit={unit} money={money} charge={campaign?.charge ?? 'FEE'} />
          </div>
        )
      ) : (
        <section aria-labelledby="reservation-showcase">
          <h1 id="reservation-showcase">{t('reservation.showcase.title')}</h1>
          {offers.data ? <p className="reservation-vehicle">{offers.data.vehicleName}</p> : null}
          <p>{t('reservation.showcase.lead')}</p>
          <p>
            <label htmlFor={stateId}>{t('reservation.showcase.state')}</label>{' '}
            <select
              id={stateId}
              value={state}
              onChange={(e) => {
                const next = new URLSearchParams(params);
                next.set('state', e.target.value);
                setParams(next);
              }}
            >
              {marketRegions(country).map((region) => (
                <option key={region.code} value={region.code}>
                  {region.name}
                </option>
              ))}
            </select>
          </p>
          {campaigns.isSuccess && !campaign ? (
            <p role="alert">{t('reservation.showcase.noCampaign')}</p>
          ) : offers.isError ? (
            <p role="alert">{userMessageOf(offers.error)}</p>
          ) : !offers.data ? (
            <p role="status">{t('reservation.showcase.loading')}</p>
          ) : offers.data.units.length === 0 ? (
            <p role="status">
              {t('reservation.showcase.none')}{' '}
              {offers.data.delivery
                ? t(`reservation.showcase.delivery.${offers.data.delivery}`, {
                    days: offers.data.deliveryDays ?? '',
                  })
                : null}
            </p>
          ) : (
            <ul className="reservation-units">
              {offers.data.units.map((u) => (
                <li key={u.unitId} data-testid="reservation-unit">
                  <UnitCard unit={u} money={money} charge={offers.data.campaign.charge} />
                  <Button
                    onClick={() => choose(u.unitId)}
                    aria-label={`${t('reservation.showcase.choose')}: ${u.dealerName}, ${u.colorName ?? u.colorCode}`}
                  >
                    {t('reservation.showcase.choose')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

function UnitCard({
  unit,
  money,
  charge,
}: {
  unit: StockUnitOffer;
  money: (cents: number) => string;
  charge: 'FEE' | 'FULL_PRICE';
}) {
  const { t } = useTranslation();
  return (
    <div className="reservation-unit">
      {unit.matchesBuild ? <p className="reservation-badge">{t('reservation.showcase.matches')}</p> : null}
      <p>
        <strong>
          {t('reservation.showcase.dealer', { dealer: unit.dealerName, city: unit.city, state: unit.state })}
        </strong>
      </p>
      <p>{t('reservation.showcase.color', { color: unit.colorName ?? unit.colorCode })}</p>
      <p>{t('reservation.showcase.delivery.READY_FOR_DELIVERY')}</p>
      <p className="reservation-muted">{t('reservation.showcase.chassis', { chassis: unit.unitId })}</p>
      {unit.priceCents !== null ? (
        <p>{t('reservation.showcase.price', { price: money(unit.priceCents) })}</p>
      ) : null}
      {unit.amountCents !== null ? (
        <p className="reservation-amount">
          {charge === 'FEE'
            ? t('reservation.showcase.charge', { amount: money(unit.amountCents) })
            : t('reservation.showcase.chargeFull', { amount: money(unit.amountCents) })}
        </p>
      ) : null}
    </div>
  );
}
