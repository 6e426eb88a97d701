/**
 * Input masks. Each takes whatever the user typed or pasted, keeps the characters the document
 * can hold, and lays them out as far as they go, so it works key by key and on a full value.
 */

/** The digits of a text. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

function layout(chars: string, groups: readonly [separatorBefore: string, size: number][]): string {
  let out = '';
  let rest = chars;
  for (const [separator, size] of groups) {
    if (rest === '') break;
    out += (out === '' ? '' : separator) + rest.slice(0, size);
    rest = rest.slice(size);
  }
  return out;
}

/** `52998224725` → `529.982.247-25`. */
export function maskCpf(value: string): string {
  return layout(onlyDigits(value).slice(0, 11), [
    ['', 3],
    ['.', 3],
    ['.', 3],
    ['-', 2],
  ]);
}

/**
 * `11222333000181` → `11.222.333/0001-81`; the alphanumeric form keeps its capital letters in the
 * first twelve positions: `12abc34501de35` → `12.ABC.345/01DE-35`.
 */
export function maskCnpj(value: string): string {
  const chars = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  const base = chars.slice(0, 12);
  const check = onlyDigits(chars.slice(12)).slice(0, 2);
  return layout(base + check, [
    ['', 2],
    ['.', 3],
    ['.', 3],
    ['/', 4],
    ['-', 2],
  ]);
}

/** Masks as a CPF up to eleven digits, and as a CNPJ beyond that or when letters appear. */
export function maskCpfOrCnpj(value: string): string {
  const chars = value.toUpperCase().replace(/[^0-9A-Z]/g, '');
  return chars.length <= 11 && /^\d*$/.test(chars) ? maskCpf(chars) : maskCnpj(chars);
}

/** `01310100` → `01310-100`. */
export function maskPostalCode(value: string): string {
  return layout(onlyDigits(value).slice(0, 8), [
    ['', 5],
    ['-', 3],
  ]);
}

/** `20123456786` → `20-12345678-6`. */
export function maskCuil(value: string): string {
  return layout(onlyDigits(value).slice(0, 11), [
    ['', 2],
    ['-', 8],
    ['-', 1],
  ]);
}

/** `1226` → `12/26`, for a card expiry. */
export function maskCardExpiry(value: string): string {
  return layout(onlyDigits(value).slice(0, 4), [
    ['', 2],
    ['/', 2],
  ]);
}

/** Groups a card number by four digits (`4111 1111 1111 1111`), Amex as 4-6-5. */
export function maskCardNumber(value: string): string {
  const digits = onlyDigits(value).slice(0, 16);
  if (/^3[47]/.test(digits)) {
    return layout(digits.slice(0, 15), [
      ['', 4],
      [' ', 6],
      [' ', 5],
    ]);
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}
