import { describe, expect, it } from 'vitest';
import { termWithinPlan, upgradeVersions } from './upgrade.js';

describe('calculator upgrade', () => {
  const current = { mvsCode: '363A', modelCode: '363', price: 100_000_00 };
  it('offers only dearer versions of the same model, cheapest first', () => {
    const versions = [
      { mvsCode: '363A', modelCode: '363', price: 100_000_00 },
      { mvsCode: '363C', modelCode: '363', price: 130_000_00 },
      { mvsCode: '363B', modelCode: '363', price: 115_000_00 },
      { mvsCode: '363Z', modelCode: '363', price: 90_000_00 },
      { mvsCode: '363N', modelCode: '363', price: null },
      { mvsCode: '226X', modelCode: '226', price: 200_000_00 },
    ];
    expect(upgradeVersions(current, versions).map((v) => v.mvsCode)).toEqual(['363B', '363C']);
    expect(upgradeVersions({ ...current, price: 140_000_00 }, versions)).toEqual([]);
  });

  it('keeps the term within the plan', () => {
    expect(termWithinPlan([12, 24, 36, 48], 36)).toBe(36);
    expect(termWithinPlan([12, 24, 36, 48], 72)).toBe(48);
    expect(termWithinPlan([12, 24], 18)).toBe(24);
    expect(termWithinPlan([], 18)).toBeNull();
  });
});
