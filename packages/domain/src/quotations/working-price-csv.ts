/**
 * The CSV of a dealer's working prices (spec document 2 "Prices: POST/PUT/GET working-price, CSV").
 * One line per version and model year: `mvsCode;modelYear;price;specialDiscount`. Spreadsheets of
 * Brazil and Argentina write `;` between columns and `,` before the cents, so both are read, as
 * are `,` and tab separators when the header uses them. Money is read in currency units
 * (`89.990,00`, `89990.00`, `89990`) and kept in minor units.
 */
import type { Locale } from '../markets/markets.js';

/** A vehicle code of either reading: 7 or 16 upper-case letters and digits (spec document 2 §5). */
export function isMvsCode(value: string): boolean {
  return /^(?:[A-Z0-9]{7}|[A-Z0-9]{16})$/.test(value);
}

export const WORKING_PRICE_CSV_HEADER = ['mvsCode', 'modelYear', 'price', 'specialDiscount'] as const;

/** Most rows one import takes; a larger file is refused whole. */
export const WORKING_PRICE_CSV_MAX_ROWS = 20_000;

export interface WorkingPriceRow {
  mvsCode: string;
  modelYear: number;
  /** Minor units. */
  price: number;
  /** The most discount the dealer's sellers may give on this version, minor units; 0 when none. */
  specialDiscount: number;
}

export const WORKING_PRICE_REJECTIONS = [
  'columns',
  'mvs_code',
  'model_year',
  'price',
  'special_discount',
  'discount_above_price',
  'duplicate',
  'unknown_version',
] as const;
export type WorkingPriceRejection = (typeof WORKING_PRICE_REJECTIONS)[number];

export interface RejectedRow {
  /** 1-based line number in the file, header included. */
  line: number;
  reason: WorkingPriceRejection;
  text: string;
}

export interface ParsedWorkingPrices {
  rows: (WorkingPriceRow & { line: number })[];
  rejected: RejectedRow[];
  /** The file itself is unusable (no header, too many rows): nothing is imported. */
  fileProblem: 'empty' | 'header' | 'too_many_rows' | null;
}

const REJECTION_TEXTS: Readonly<
  Record<WorkingPriceRejection | 'empty' | 'header' | 'too_many_rows', Record<Locale, string>>
> = {
  columns: { 'pt-BR': 'Número de colunas errado', 'es-AR': 'Cantidad de columnas incorrecta' },
  mvs_code: { 'pt-BR': 'Código MVS inválido', 'es-AR': 'Código MVS inválido' },
  model_year: { 'pt-BR': 'Ano-modelo inválido', 'es-AR': 'Año modelo inválido' },
  price: { 'pt-BR': 'Preço inválido', 'es-AR': 'Precio inválido' },
  special_discount: { 'pt-BR': 'Desconto especial inválido', 'es-AR': 'Descuento especial inválido' },
  discount_above_price: {
    'pt-BR': 'O desconto especial passa do preço',
    'es-AR': 'El descuento especial supera el precio',
  },
  duplicate: {
    'pt-BR': 'Versão e ano repetidos no arquivo',
    'es-AR': 'Versión y año repetidos en el archivo',
  },
  unknown_version: {
    'pt-BR': 'Versão não vendida neste ano-modelo',
    'es-AR': 'Versión no vendida en este año modelo',
  },
  empty: { 'pt-BR': 'O arquivo está vazio', 'es-AR': 'El archivo está vacío' },
  header: {
    'pt-BR': 'A primeira linha deve ser mvsCode;modelYear;price;specialDiscount',
    'es-AR': 'La primera línea debe ser mvsCode;modelYear;price;specialDiscount',
  },
  too_many_rows: {
    'pt-BR': `O arquivo passa de ${WORKING_PRICE_CSV_MAX_ROWS} linhas`,
    'es-AR': `El archivo supera las ${WORKING_PRICE_CSV_MAX_ROWS} líneas`,
  },
};

export function workingPriceRejectionText(
  reason: WorkingPriceRejection | 'empty' | 'header' | 'too_many_rows',
  locale: Locale,
): string {
  return REJECTION_TEXTS[reason][locale];
}

/**
 * Money in currency units to minor units, or null. Accepts `89990`, `89990.5`, `89990,50`,
 * `89.990,50`, `89,990.50` and `89.990` (a dot before three digits groups thousands).
 */
export function parseCsvMoney(text: string): number | null {
  const value = text.trim().replace(/^"|"$/g, '').replace(/\s/g, '');
  if (!/^\d[\d.,]*$/.test(value)) return null;
  let normalized: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(value)) normalized = value.replace(/\./g, '').replace(',', '.');
  else if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(value)) normalized = value.replace(/,/g, '');
  else if (/^\d+([.,]\d{1,2})?$/.test(value)) normalized = value.replace(',', '.');
  else return null;
  const [units = '0', cents = ''] = normalized.split('.');
  const minor = Number(units) * 100 + Number(cents.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

function detectSeparator(header: string): string | null {
  for (const separator of [';', '\t', ',']) {
    const cells = header.split(separator).map((cell) => cell.trim().replace(/^"|"$/g, '').toLowerCase());
    if (cells.length >= 3 && cells[0] === 'mvscode' && cells[1] === 'modelyear' && cells[2] === 'price') {
      return separator;
    }
  }
  return null;
}

/**
 * Reads a working-price CSV: good rows, and each rejected row with its line and reason; a bad
 * row never stops the others. A version and year twice in the file keeps the first and rejects
 * the repeat.
 */
export function parseWorkingPriceCsv(text: string): ParsedWorkingPrices {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const firstIndex = lines.findIndex((line) => line.trim() !== '');
  if (firstIndex < 0) return { rows: [], rejected: [], fileProblem: 'empty' };
  const separator = detectSeparator(lines[firstIndex] ?? '');
  if (separator === null) return { rows: [], rejected: [], fileProblem: 'header' };
  const dataLines = lines.length - firstIndex - 1;
  if (dataLines > WORKING_PRICE_CSV_MAX_ROWS + 1)
    return { rows: [], rejected: [], fileProblem: 'too_many_rows' };
  const rows: ParsedWorkingPrices['rows'] = [];
  const rejected: RejectedRow[] = [];
  const seen = new Set<string>();
  for (let index = firstIndex + 1; index < lines.length; index += 1) {
    const raw = lines[index] ?? '';
    if (raw.trim() === '') continue;
    const line = index + 1;
    const reject = (reason: WorkingPriceRejection) =>
      rejected.push({ line, reason, text: raw.slice(0, 200) });
    const cells = raw.split(separator).map((cell) => cell.trim().replace(/^"|"$/g, ''));
    if (cells.length < 3 || cells.length > 4) {
      reject('columns');
      continue;
    }
    const [mvsCode = '', yearText = '', priceText = '', discountText = ''] = cells;
    const code = mvsCode.toUpperCase();
    if (!isMvsCode(code)) {
      reject('mvs_code');
      continue;
    }
    const modelYear = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
    if (!(modelYear >= 2000 && modelYear <= 2100)) {
      reject('model_year');
      continue;
    }
    const price = parseCsvMoney(priceText);
    if (price === null || price === 0) {
      reject('price');
      continue;
    }
    const specialDiscount = discountText === '' ? 0 : parseCsvMoney(discountText);
    if (specialDiscount === null) {
      reject('special_discount');
      continue;
    }
    if (specialDiscount > price) {
      reject('discount_above_price');
      continue;
    }
    const key = `${code}|${modelYear}`;
    if (seen.has(key)) {
      reject('duplicate');
      continue;
    }
    seen.add(key);
    rows.push({ line, mvsCode: code, modelYear, price, specialDiscount });
  }
  return { rows, rejected, fileProblem: null };
}

function csvMoney(minor: number): string {
  const units = Math.trunc(minor / 100);
  const cents = String(minor % 100).padStart(2, '0');
  return `${units},${cents}`;
}

/** The CSV export: the same columns the import reads, `;`-separated, cents after a comma. */
export function writeWorkingPriceCsv(rows: readonly WorkingPriceRow[]): string {
  const lines = [WORKING_PRICE_CSV_HEADER.join(';')];
  for (const row of rows) {
    lines.push([row.mvsCode, row.modelYear, csvMoney(row.price), csvMoney(row.specialDiscount)].join(';'));
  }
  return `${lines.join('\r\n')}\r\n`;
}
