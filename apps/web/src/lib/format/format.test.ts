import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money and dates', () => {
  it('formats integer cents in reais and pesos', () => {
    expect(plain(formatMoney(12_099_000, 'pt-BR'))).toBe('R$ 120.990,00');
    expect(plain(formatMoney(5, 'pt-BR'))).toBe('R$ 0,05');
    expect(plain(formatMoney(3_500_000_000, 'es-AR'))).toBe('$ 35.000.000,00');
  });

  it('rejects amounts that are not whole cents', () => {
    expect(() => formatMoney(10.5, 'pt-BR')).toThrow(RangeError);
  });

  it('shows dates as DD/MM/YYYY without shifting calendar days', () => {
    expect(formatDate('2025-03-01', 'pt-BR')).toBe('01/03/2025');
    expect(formatDate('2025-12-31', 'es-AR')).toBe('31/12/2025');
    expect(formatDate(new Date(2024, 1, 29, 23, 30), 'pt-BR')).toBe('29/02/2024');
  });
});
