import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chassisSerial, isChassisInRecall, recallStatus, sortRecalls } from './recalls.js';

const range = { vinPrefix: '9BD358A4', serialFrom: 100_000, serialTo: 199_999 };

describe('recall ranges', () => {
  it('reads the serial from the last six characters', () => {
    expect(chassisSerial('9BD358A4NPY123456')).toBe(123_456);
    expect(chassisSerial('9BD358A4NPY12345A')).toBeNull();
  });

  it('reaches a chassis with the prefix and a serial in the range, bounds included', () => {
    expect(isChassisInRecall(range, '9BD358A4NPY100000')).toBe(true);
    expect(isChassisInRecall(range, '9bd358a4npy199999')).toBe(true);
    expect(isChassisInRecall(range, '9BD358A4NPY099999')).toBe(false);
    expect(isChassisInRecall(range, '9BD358A4NPY200000')).toBe(false);
    expect(isChassisInRecall(range, '9BD111A4NPY150000')).toBe(false);
    expect(isChassisInRecall(range, '9BD358A4NPY1500')).toBe(false);
  });

  it('agrees with the prefix and the serial bounds for any chassis', () => {
    const chassis = fc
      .tuple(
        fc.constantFrom('9BD358A4', '9BD111A4', '93Y5SRD0'),
        fc.stringMatching(/^[A-Z0-9]{3}$/),
        fc.integer({ min: 0, max: 999_999 }),
      )
      .map(([prefix, middle, serial]) => `${prefix}${middle}${String(serial).padStart(6, '0')}`);
    fc.assert(
      fc.property(chassis, (vin) => {
        const serial = Number(vin.slice(-6));
        const expected = vin.startsWith('9BD358A4') && serial >= 100_000 && serial <= 199_999;
        expect(isChassisInRecall(range, vin)).toBe(expected);
      }),
    );
  });
});

describe('recall status and order', () => {
  it('is done once the work was recorded', () => {
    expect(recallStatus(null)).toBe('PENDING');
    expect(recallStatus('2026-11-01T10:00:00Z')).toBe('DONE');
  });

  it('lists pending campaigns first, the newest first', () => {
    const sorted = sortRecalls([
      { code: 'A', status: 'DONE' as const, startsOn: '2026-09-01' },
      { code: 'B', status: 'PENDING' as const, startsOn: '2025-01-10' },
      { code: 'C', status: 'PENDING' as const, startsOn: '2026-03-05' },
    ]);
    expect(sorted.map((recall) => recall.code)).toEqual(['C', 'B', 'A']);
  });
});
