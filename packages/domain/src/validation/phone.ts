import { parsePhoneNumber, type PhoneNumber } from 'libphonenumber-js/core';
import type { CountryCode } from '../markets/markets.js';
import { PHONE_METADATA } from './phone-metadata.js';
import { type ValidationResult, VALID, invalid } from './result.js';

/*
 * Phone rules per market (docs/decisions/011-market-formats.md).
 * Brazil keeps the spec's rule (§5): area code, at least ten digits, 8 or 9 after the area code.
 * Argentina follows the numbering plan as libphonenumber's metadata describes it: a mobile is
 * dialled "+54 9 <area> <number>" from abroad and "0<area> 15 <number>" at home, while people
 * usually write just "<area> <number>"; every such form is accepted and brought to the
 * international mobile form.
 */

function phoneDigits(value: string): string {
  return value.replace(/\D/g, '');
}

// Brazilian area codes have two digits, neither of them zero.
const AREA_CODE = /^[1-9]{2}/;

/** A Brazilian number without the +55 a buyer may have typed in front of it. */
function brazilianNationalDigits(value: string): string {
  const digits = phoneDigits(value);
  return value.trim().startsWith('+') && digits.startsWith('55') ? digits.slice(2) : digits;
}

function isValidBrazilianMobile(value: string): boolean {
  const digits = brazilianNationalDigits(value);
  if (digits.length < 10 || digits.length > 11 || !AREA_CODE.test(digits)) return false;
  return digits[2] === '8' || digits[2] === '9';
}

function isValidBrazilianPhone(value: string): boolean {
  const digits = brazilianNationalDigits(value);
  if (!AREA_CODE.test(digits)) return false;
  if (digits.length === 10) return true;
  return digits.length === 11 && digits[2] === '9';
}

function parse(value: string, country: CountryCode): PhoneNumber | undefined {
  try {
    return parsePhoneNumber(value, country, PHONE_METADATA);
  } catch {
    return undefined;
  }
}

/**
 * The Argentine mobile a text names, in the metadata's mobile form (`+5493515551234`), or
 * `undefined`. A number typed without the mobile marker (the 9 abroad, the 15 at home) is read as
 * the mobile of that subscriber number, since in Argentina the area and subscriber digits of a
 * mobile are those of a landline-like number and people write them that way.
 */
function argentineMobile(value: string): PhoneNumber | undefined {
  if (phoneDigits(value).length < 10) return undefined;
  const number = parse(value, 'AR');
  if (number === undefined || number.country !== 'AR') return undefined;
  // The mobile form is 9 + area + subscriber (eleven digits); anything else is read as the
  // subscriber number of that mobile. The metadata can call a ten-digit number "mobile" on its
  // own, which is not a number anyone can dial, so only the marked form is trusted.
  const national = String(number.nationalNumber);
  const mobile = national.length === 11 && national.startsWith('9') ? number : parse(`+549${national}`, 'AR');
  return mobile?.getType() === 'MOBILE' ? mobile : undefined;
}

/**
 * Whether a mobile number of the market is valid. Brazil (the default): spec §5, with its area
 * code it has ten or eleven digits and the digit after the area code is 8 or 9; masks such as
 * `(11) 98765-4321` and a leading +55 are accepted. Argentina: `351 555-1234`, `11 2345-6789`,
 * `+54 9 351 555-1234`, `0351 15 555-1234` and the like, checked against the numbering plan.
 */
export function isValidMobilePhone(value: string, country: CountryCode = 'BR'): boolean {
  return country === 'AR' ? argentineMobile(value) !== undefined : isValidBrazilianMobile(value);
}

/**
 * Whether a phone number (landline or mobile) of the market is valid. Brazil: area code and eight
 * or nine digits, eleven-digit numbers being mobiles that start with 9. Argentina: a geographic
 * number of the numbering plan, in any of the forms {@link isValidMobilePhone} accepts.
 */
export function isValidPhone(value: string, country: CountryCode = 'BR'): boolean {
  return country === 'AR' ? argentineMobile(value) !== undefined : isValidBrazilianPhone(value);
}

/** Checks a mobile: empty → "Digite seu celular", invalid → "Digite um telefone válido". */
export function validateMobilePhone(
  value: string,
  country: CountryCode = 'BR',
): ValidationResult<'mobile_phone_required' | 'phone_invalid'> {
  if (phoneDigits(value) === '') return invalid('mobile_phone_required');
  return isValidMobilePhone(value, country) ? VALID : invalid('phone_invalid');
}

/** Checks a phone: empty → "Digite seu telefone", invalid → "Digite um telefone válido". */
export function validatePhone(
  value: string,
  country: CountryCode = 'BR',
): ValidationResult<'phone_required' | 'phone_invalid'> {
  if (phoneDigits(value) === '') return invalid('phone_required');
  return isValidPhone(value, country) ? VALID : invalid('phone_invalid');
}

/** A phone number read for a market, in the forms partners and people need. */
export interface NormalizedPhone {
  /** E.164: `+5511987654321`, `+5493515551234`. */
  e164: string;
  /**
   * The national significant number, digits only: what the CRM and the bot lead receive
   * (`11987654321`; `93515551234` in Argentina, the mobile marker 9 included).
   */
  national: string;
  /** As shown to people of the market: `(11) 98765-4321`, `+54 9 351 555-1234`. */
  display: string;
}

/**
 * A valid mobile number of the market in its normalized forms, or `null` when
 * {@link isValidMobilePhone} refuses it.
 */
export function normalizeMobilePhone(value: string, country: CountryCode = 'BR'): NormalizedPhone | null {
  if (country === 'AR') {
    const number = argentineMobile(value);
    if (number === undefined) return null;
    // "+54 9 351 555-1234": the last four digits joined by a hyphen, as written locally.
    const display = number.formatInternational().replace(/ (\d{4})$/, '-$1');
    return { e164: number.number, national: String(number.nationalNumber), display };
  }
  if (!isValidBrazilianMobile(value)) return null;
  const national = brazilianNationalDigits(value);
  const display = `(${national.slice(0, 2)}) ${national.slice(2, -4)}-${national.slice(-4)}`;
  return { e164: `+55${national}`, national, display };
}

/**
 * The digits a partner receives for a phone of the market: the national significant number of a
 * valid mobile, or the typed digits when the number is not one (partners then see what was typed).
 */
export function phoneDigitsForMarket(value: string, country: CountryCode = 'BR'): string {
  return normalizeMobilePhone(value, country)?.national ?? phoneDigits(value);
}

/** The number as the phone validity check expects it: digits only, prefixed with 0 (spec doc 2 §5). */
export function toPhoneCheckNumber(value: string): string {
  return `0${phoneDigits(value)}`;
}
