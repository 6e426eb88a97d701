import type { CountryCode } from '../markets/markets.js';

/*
 * What each masked field accepts while it is typed, per market (docs/decisions/015-market-formats.md).
 * Pure data in the notation of the mask library the web uses (imask): `0` a digit, `a` a letter,
 * `*` a letter or digit; several patterns are alternatives chosen by how much was typed.
 */

export type InputMaskKind =
  'taxId' | 'cpf' | 'cnpj' | 'cpfOrCnpj' | 'cuil' | 'dni' | 'phone' | 'postalCode' | 'date' | 'money';

export type InputMaskSpec =
  | { type: 'patterns'; patterns: readonly string[]; upperCase?: boolean }
  | { type: 'characters'; allowed: string; maxLength: number; upperCase?: boolean }
  | {
      type: 'money';
      prefix: string;
      thousandsSeparator: '.';
      radix: ',';
      scale: 2;
      maxIntegerDigits: number;
    };

const CPF = '000.000.000-00';
// The alphanumeric CNPJ (from 2026) has letters in its first twelve places.
const CNPJ = '**.***.***/****-00';
const CUIL = '00-00000000-0';
const DNI = ['0.000.000', '00.000.000'] as const;

/** The mask of a field kind in a market. `taxId` is the personal document: CPF, or DNI/CUIL. */
export function inputMask(kind: InputMaskKind, country: CountryCode): InputMaskSpec {
  switch (kind) {
    case 'taxId':
      return country === 'AR'
        ? { type: 'patterns', patterns: [...DNI, CUIL] }
        : { type: 'patterns', patterns: [CPF] };
    case 'cpf':
      return { type: 'patterns', patterns: [CPF] };
    case 'cnpj':
      return { type: 'patterns', patterns: [CNPJ], upperCase: true };
    case 'cpfOrCnpj':
      return { type: 'patterns', patterns: [CPF, CNPJ], upperCase: true };
    case 'cuil':
      return { type: 'patterns', patterns: [CUIL] };
    case 'dni':
      return { type: 'patterns', patterns: [...DNI] };
    case 'phone':
      // Argentine numbers have areas of two to four digits and an optional 15: kept as typed.
      return country === 'AR'
        ? { type: 'characters', allowed: '0123456789+ -()', maxLength: 22 }
        : { type: 'patterns', patterns: ['(00) 0000-0000', '(00) 00000-0000'] };
    case 'postalCode':
      return country === 'AR'
        ? {
            type: 'characters',
            allowed: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
            maxLength: 8,
            upperCase: true,
          }
        : { type: 'patterns', patterns: ['00000-000'] };
    case 'date':
      return { type: 'patterns', patterns: ['00/00/0000'] };
    case 'money':
      return {
        type: 'money',
        prefix: country === 'AR' ? '$ ' : 'R$ ',
        thousandsSeparator: '.',
        radix: ',',
        scale: 2,
        maxIntegerDigits: 9,
      };
  }
}
