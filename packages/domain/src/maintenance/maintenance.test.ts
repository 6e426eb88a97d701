import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAN_REVISIONS, nextRevision, revisionItems, revisionSchedule } from './maintenance.js';

describe('revision plan', () => {
  it('falls due every 10,000 km or 12 months', () => {
    expect(revisionSchedule(3)).toEqual([
      { number: 1, km: 10_000, months: 12 },
      { number: 2, km: 20_000, months: 24 },
      { number: 3, km: 30_000, months: 36 },
    ]);
  });

  it('suggests the revision whichever limit the car reaches first', () => {
    expect(nextRevision({ mileageKm: 0 })).toMatchObject({ number: 1 });
    expect(nextRevision({ mileageKm: 9_999 })).toMatchObject({ number: 1 });
    expect(nextRevision({ mileageKm: 10_000 })).toMatchObject({ number: 2 });
    // Few kilometres but three years old: the age decides.
    expect(nextRevision({ mileageKm: 8_000, monthsSinceDelivery: 37 })).toMatchObject({
      number: 4,
      km: 40_000,
    });
    expect(nextRevision({ mileageKm: 100_000 })).toBeNull();
  });

  it('never suggests a revision the car has already passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 150_000 }), fc.integer({ min: 0, max: 150 }), (km, months) => {
        const next = nextRevision({ mileageKm: km, monthsSinceDelivery: months });
        if (next === null) {
          expect(Math.max(Math.floor(km / 10_000), Math.floor(months / 12))).toBeGreaterThanOrEqual(
            PLAN_REVISIONS,
          );
        } else {
          expect(next.km).toBeGreaterThan(km);
          expect(next.months).toBeGreaterThan(months);
        }
      }),
    );
  });

  it('replaces more on the bigger revisions', () => {
    expect(revisionItems(1)).toEqual(['ENGINE_OIL', 'OIL_FILTER', 'CABIN_FILTER', 'INSPECTION']);
    expect(revisionItems(4)).toContain('SPARK_PLUGS');
    expect(revisionItems(6)).toEqual(expect.arrayContaining(['COOLANT', 'ACCESSORY_BELT', 'BRAKE_FLUID']));
  });
});
