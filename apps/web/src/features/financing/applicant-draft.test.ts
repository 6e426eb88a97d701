import { describe, expect, it } from 'vitest';
import { parseIncome } from './applicant-draft';

describe('an applicant income as typed', () => {
  it('reads the money mask of either market and plain digits in centavos', () => {
    expect(parseIncome('R$ 8.500,00')).toBe(850000);
    expect(parseIncome('$ 1.250.000,50')).toBe(125000050);
    expect(parseIncome('8.500,00')).toBe(850000);
    expect(parseIncome('8500')).toBe(850000);
  });

  it('is no income when zero, empty or not an amount', () => {
    expect(parseIncome('R$ 0,00')).toBeNull();
    expect(parseIncome('')).toBeNull();
    expect(parseIncome('oito mil')).toBeNull();
    expect(parseIncome('8.50.0')).toBeNull();
  });
});
