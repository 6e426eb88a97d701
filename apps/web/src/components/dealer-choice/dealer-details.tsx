import { type DealerWithDistance, openingStatus } from '@autohub/contract';
import { type Locale, cityAndState, formatPhone } from '@autohub/domain';
import { useTranslation } from '../../lib/i18n/use-translation';

/** `+551134567890` → `(11) 3456-7890`; other countries keep the international form. */
export function displayPhone(e164: string): string {
  if (e164.startsWith('+55')) return formatPhone(e164.slice(3));
  return e164.replace(/^\+(\d{2})/, '+$1 ');
}

function weekdayName(weekday: number, locale: Locale): string {
  // 2024-01-07 was a Sunday; the name comes from the locale, not from a word list of ours.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + weekday)),
  );
}

export function formatDistance(meters: number, locale: Locale): string {
  const km = meters / 1000;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}

/** Whether the dealer is open right now on its own clock, and when that changes. */
export function OpeningNow({
  dealer,
  locale,
  now,
}: {
  dealer: DealerWithDistance;
  locale: Locale;
  now: Date;
}) {
  const { t } = useTranslation();
  const status = openingStatus(dealer.openingPeriods, now, dealer.timeZone);
  if (status.open) {
    return (
      <p className="dealer-details__hours dealer-details__hours--open">
        <strong>{t('dealers.openNow')}</strong> · {t('dealers.closesAt', { time: status.closesAt })}
      </p>
    );
  }
  return (
    <p className="dealer-details__hours">
      <strong>{t('dealers.closed')}</strong>
      {status.nextOpening
        ? ` · ${t('dealers.opensAt', { day: weekdayName(status.nextOpening.weekday, locale), time: status.nextOpening.time })}`
        : null}
    </p>
  );
}

/** A dealer's name, distance, hours, phone, address and services. */
export function DealerDetails({
  dealer,
  locale,
  now,
  headingLevel = 3,
  hideName = false,
}: {
  dealer: DealerWithDistance;
  locale: Locale;
  now: Date;
  headingLevel?: 2 | 3 | 4;
  /** When the name is shown elsewhere (the label of a choice). */
  hideName?: boolean;
}) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const address = dealer.address;
  return (
    <div className="dealer-details">
      <div className="dealer-details__head">
        {hideName ? null : <Heading className="dealer-details__name">{dealer.name}</Heading>}
        <p className="dealer-details__distance">
          {t('dealers.distance', { distance: formatDistance(dealer.distanceMeters, locale) })}
        </p>
      </div>
      <OpeningNow dealer={dealer} locale={locale} now={now} />
      <p className="dealer-details__address">
        {address.street}, {address.number} – {address.neighborhood}, {cityAndState(address.cityName, address.stateCode)}
      </p>
      <p className="dealer-details__contact">
        {t('dealers.phone')}: <a href={`tel:${dealer.phone}`}>{displayPhone(dealer.phone)}</a>
      </p>
      <p className="dealer-details__services">
        <span className="visually-hidden">{t('dealers.services')}: </span>
        {dealer.services.map((service) => t(`dealers.service.${service}`)).join(' · ')}
      </p>
    </div>
  );
}
