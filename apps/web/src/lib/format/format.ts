import { MARKETS, moneyFormat, type CurrencyCode, type Locale } from '@autohub/domain';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Formats an amount held in integer minor units (centavos) in the locale's conventions,
 * e.g. 12099000 → "R$ 120.990,00" in pt-BR. The currency defaults to the locale's market.
 */
export function formatMoney(
  cents: number,
  locale: Locale,
  currency: CurrencyCode = MARKETS[locale].currency,
): string {
  if (!Number.isInteger(cents)) throw new RangeError(`formatMoney expects integer cents, got ${cents}`);
  return moneyFormat(currency, locale).format(cents / 100);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function dateFormat(locale: Locale, utc: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${utc ? 'utc' : 'local'}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(utc ? { timeZone: 'UTC' } : {}),
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * Formats a date as DD/MM/YYYY (the format of both markets). A date-only ISO string
 * ("2025-03-01") is a calendar day and is never shifted by the visitor's time zone; a `Date` or a
 * full timestamp is shown in the visitor's local day.
 */
export function formatDate(value: Date | string, locale: Locale): string {
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    return dateFormat(locale, true).format(new Date(`${value}T00:00:00Z`));
  }
  return dateFormat(locale, false).format(typeof value === 'string' ? new Date(value) : value);
}
