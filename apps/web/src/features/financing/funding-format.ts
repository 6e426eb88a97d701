import type { Locale } from '@autohub/domain';
import { formatMoney } from '../../lib/format/format';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';

const percentFormats = new Map<Locale, Intl.NumberFormat>();

/** A rate as a percentage with two decimals, e.g. 0.0169 → "1,69%". */
export function formatRate(rate: number, locale: Locale): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    percentFormats.set(locale, format);
  }
  return format.format(rate);
}

/** Money and rate formatters of the page's market. */
export function useFundingFormat() {
  const { locale } = useBrandLocale();
  return {
    locale,
    money: (cents: number) => formatMoney(cents, locale),
    rate: (rate: number) => formatRate(rate, locale),
  };
}

/** The 'YYYY-MM' coupon period of a date (spec: couponPeriod). */
export function couponPeriod(date: Date = new Date()): string {
  return date.toISOString().slice(0, 7);
}

/**
 * Phone a buyer calls when a simulation cannot be shown ('A SIMULAÇÃO ESTÁ INDISPONÍVEL NO
 * MOMENTO' with the dealer's phone). The flow has no dealer chosen yet, so it is the brand
 * network's sales line of the market (demo numbers).
 */
export const DEALER_SALES_PHONE: Readonly<Record<Locale, string>> = {
  'pt-BR': '0800 000 1234',
  'es-AR': '0800 000 5678',
};
