/** Markets, locales and currencies (spec document 1 §1 and §9). */
export const LOCALES = ['pt-BR', 'es-AR'] as const;
export type Locale = (typeof LOCALES)[number];

export const COUNTRIES = ['BR', 'AR'] as const;
export type CountryCode = (typeof COUNTRIES)[number];

export type CurrencyCode = 'BRL' | 'ARS';

export interface Market {
  locale: Locale;
  country: CountryCode;
  language: 'pt' | 'es';
  currency: CurrencyCode;
  /** International dialling code. */
  phoneCode: string;
  /** Date format shown to the user. */
  dateFormat: 'DD/MM/YYYY';
}

export const MARKETS: Readonly<Record<Locale, Market>> = {
  'pt-BR': { locale: 'pt-BR', country: 'BR', language: 'pt', currency: 'BRL', phoneCode: '+55', dateFormat: 'DD/MM/YYYY' },
  'es-AR': { locale: 'es-AR', country: 'AR', language: 'es', currency: 'ARS', phoneCode: '+54', dateFormat: 'DD/MM/YYYY' },
};

export const DEFAULT_LOCALE: Locale = 'pt-BR';

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Countries whose addresses use the state name instead of a state code (spec §9: AR and CL by default). */
export const COUNTRIES_WITHOUT_STATE_CODE: readonly string[] = ['AR', 'CL'];

export function currencyForCountry(country: CountryCode): CurrencyCode {
  return country === 'AR' ? 'ARS' : 'BRL';
}
