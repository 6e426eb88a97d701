import { describe, expect, it } from 'vitest';
import {
  parseCsvMoney,
  parseWorkingPriceCsv,
  workingPriceRejectionText,
  writeWorkingPriceCsv,
} from './working-price-csv.js';

describe('parseCsvMoney', () => {
  it('reads Brazilian, Argentine and plain amounts into minor units', () => {
    expect(parseCsvMoney('89.990,50')).toBe(8_999_050);
    expect(parseCsvMoney('89990,5')).toBe(8_999_050);
    expect(parseCsvMoney('89990.50')).toBe(8_999_050);
    expect(parseCsvMoney('89,990.50')).toBe(8_999_050);
    expect(parseCsvMoney('89.990')).toBe(8_999_000);
    expect(parseCsvMoney('1.234.567')).toBe(123_456_700);
    expect(parseCsvMoney('89990')).toBe(8_999_000);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', '-10', 'abc', '1.2.3', '12,3,4', '1e5']) expect(parseCsvMoney(text)).toBeNull();
  });
});

describe('parseWorkingPriceCsv', () => {
  it('imports good rows and reports each bad one with its line and reason', () => {
    const parsed = parseWorkingPriceCsv(
      [
        'mvsCode;modelYear;price;specialDiscount',
        '3621A2B;2026;89.990,00;1.500,00',
        'bad;2026;10;0',
        '3621A2B;2026;90.000,00;0',
        '3621A2C;1900;10;0',
        '3621A2D;2026;0;0',
        '3621A2E;2026;10;20',
        '3621A2F;2026',
        '',
        '3621A2G;2026;100',
      ].join('\r\n'),
    );
    expect(parsed.fileProblem).toBeNull();
    expect(parsed.rows).toEqual([
      { line: 2, mvsCode: '3621A2B', modelYear: 2026, price: 8_999_000, specialDiscount: 150_000 },
      { line: 10, mvsCode: '3621A2G', modelYear: 2026, price: 10_000, specialDiscount: 0 },
    ]);
    expect(parsed.rejected.map((row) => [row.line, row.reason])).toEqual([
      [3, 'mvs_code'],
      [4, 'duplicate'],
      [5, 'model_year'],
      [6, 'price'],
      [7, 'discount_above_price'],
      [8, 'columns'],
    ]);
  });

  it('reads a comma-separated file and refuses a file without its header', () => {
    expect(parseWorkingPriceCsv('mvsCode,modelYear,price\n3621A2B,2026,100.50').rows[0]?.price).toBe(10_050);
    expect(parseWorkingPriceCsv('3621A2B;2026;100').fileProblem).toBe('header');
    expect(parseWorkingPriceCsv('  \n').fileProblem).toBe('empty');
  });

  it('exports what it imports', () => {
    const rows = [{ mvsCode: '3621A2B', modelYear: 2026, price: 8_999_050, specialDiscount: 0 }];
    const again = parseWorkingPriceCsv(writeWorkingPriceCsv(rows));
    expect(again.rows.map(({ line: _line, ...row }) => row)).toEqual(rows);
  });

  it('explains reasons in both languages', () => {
    expect(workingPriceRejectionText('duplicate', 'es-AR')).toBe('Versión y año repetidos en el archivo');
    expect(workingPriceRejectionText('price', 'pt-BR')).toBe('Preço inválido');
  });
});
