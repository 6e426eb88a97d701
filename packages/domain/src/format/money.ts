import type { CurrencyCode, Locale } from '../markets/markets.js';
import { message } from '../messages/messages.js';

/** Most integer digits the currency mask keeps (spec §5: up to 9). */
export const CURRENCY_MASK_MAX_INTEGER_DIGITS = 9;

const SYMBOLS: Readonly<Record<CurrencyCode, string>> = { BRL: 'R$', ARS: '$' };

/** The symbol written before amounts: `R$` for reais, `$` for Argentine pesos. */
export function currencySymbol(currency: CurrencyCode): string {
  return SYMBOLS[currency];
}

/**
 * Formats an amount in minor units (centavos) as the locale writes money, with two decimals:
 * `formatMoney(123456, 'BRL', 'pt-BR')` → `R$ 1.234,56` (the space is a no-break space, as `Intl`
 * writes it, so the symbol never wraps apart from the number).
 *
 * @throws RangeError for a negative or fractional amount: money amounts are whole centavos and the
 * platform never shows negative prices.
 */
export function formatMoney(cents: number, currency: CurrencyCode, locale: Locale): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`Money is a non-negative whole number of minor units, got ${cents}`);
  }
  return moneyFormat(currency, locale).format(cents / 100);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * The locale's money format for a currency, two decimals, made once per locale and currency:
 * making one costs far more than formatting with it, and a page of cars formats dozens of prices.
 */
export function moneyFormat(currency: CurrencyCode, locale: Locale): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/** The label shown when a price is missing: "Valor não disponível no momento". */
export function missingPriceLabel(locale: Locale): string {
  return message('price_unavailable', locale);
}

/** {@link formatMoney}, or the missing-price label when there is no price. */
export function formatPrice(
  cents: number | null | undefined,
  currency: CurrencyCode,
  locale: Locale,
): string {
  return cents === null || cents === undefined
    ? missingPriceLabel(locale)
    : formatMoney(cents, currency, locale);
}

/**
 * The currency mask of money inputs (spec §5): the digits typed are centavos, laid out with the
 * symbol, thousands dots and a decimal comma, up to nine integer digits. `123456` → `R$ 1.234,56`,
 * `5` → `R$ 0,05`; text without digits gives an empty string so the field can be cleared.
 * A minus sign is ignored: amounts are never negative.
 */
export function maskCurrency(value: string, currency: CurrencyCode = 'BRL'): string {
  const digits = value
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, CURRENCY_MASK_MAX_INTEGER_DIGITS + 2);
  if (digits === '') return '';
  const padded = digits.padStart(3, '0');
  const integer = padded.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${SYMBOLS[currency]} ${integer},${padded.slice(-2)}`;
}

/**
 * An amount as a money input shows it: the currency mask's layout of its centavos, so a field the
 * page fills (a car's price, a quotation's bonus) reads as one the person typed.
 * `moneyInputText(4619700, 'BRL')` → `R$ 46.197,00`; {@link parseBrazilianMoneyToCents} reads it back.
 *
 * @throws RangeError for a negative or fractional amount, or one above the mask's nine integer digits.
 */
export function moneyInputText(cents: number, currency: CurrencyCode): string {
  if (!Number.isSafeInteger(cents) || cents < 0 || cents >= 10 ** (CURRENCY_MASK_MAX_INTEGER_DIGITS + 2)) {
    throw new RangeError(`A money input holds up to nine integer digits of whole centavos, got ${cents}`);
  }
  return maskCurrency(String(cents), currency);
}

/**
 * Reads Brazilian money text in centavos, the unit money is kept in: the currency sign and
 * thousands dots removed, the comma read as the decimal point, rounded half-up to the centavo.
 * `'R$ 1.234,56'` → `123456`. Returns `NaN` for text that is not an amount or is negative.
 */
export function parseBrazilianMoneyToCents(value: string): number {
  const text = value.replace(/R\$|\$/g, '').replace(/[\s\u00A0]/g, '');
  const match = /^(\d{1,3}(?:\.\d{3})*|\d+)(?:,(\d+))?$/.exec(text);
  if (!match) return Number.NaN;
  const integer = Number((match[1] ?? '0').replace(/\./g, ''));
  const decimals = (match[2] ?? '').padEnd(3, '0');
  // Worked on the digits rather than on a float, so 0,005 rounds up as a person would.
  const cents = integer * 100 + Number(decimals.slice(0, 2)) + (Number(decimals[2]) >= 5 ? 1 : 0);
  return Number.isSafeInteger(cents) ? cents : Number.NaN;
}

/**
 * Reads Brazilian money text (spec §5): the currency sign and thousands dots removed, the comma
 * turned into the decimal point, two decimals. `'R$ 1.234,56'` → `1234.56`. Returns `NaN` for
 * text that is not an amount or is negative.
 */
export function parseBrazilianMoney(value: string): number {
  const cents = parseBrazilianMoneyToCents(value);
  return Number.isNaN(cents) ? Number.NaN : cents / 100;
}
