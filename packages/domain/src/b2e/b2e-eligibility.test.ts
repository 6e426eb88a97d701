import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { B2E_PROGRAMS, type PartnerPerson, b2eImpedimentText, evaluateB2E } from './b2e-eligibility.js';
import { applyDiscount } from './program-discount.js';

const now = new Date('2026-06-01T12:00:00Z');
const veteran: PartnerPerson = { kind: 'employee', active: true, since: '2020-02-10' };

describe('B2E eligibility', () => {
  it('gives an employee with time at the partner the market discount', () => {
    expect(
      evaluateB2E({ country: 'BR', buyerType: 'employee', partnerPerson: veteran, carsThisYear: 0, now }),
    ).toEqual({
      eligible: true,
      impediments: [],
      discount: 1200,
    });
    expect(
      evaluateB2E({ country: 'AR', buyerType: 'employee', partnerPerson: veteran, carsThisYear: 0, now })
        .discount,
    ).toBe(1000);
  });

  it('lets family and dependents buy through an employee, not through a collaborator', () => {
    expect(
      evaluateB2E({
        country: 'BR',
        buyerType: 'dependent',
        partnerPerson: veteran,
        carsThisYear: 1,
        now,
      }),
    ).toMatchObject({
      eligible: true,
      discount: 1000,
    });
    const throughCollaborator = { ...veteran, kind: 'collaborator' as const };
    expect(
      evaluateB2E({
        country: 'BR',
        buyerType: 'family_member',
        partnerPerson: throughCollaborator,
        carsThisYear: 0,
        now,
      }).impediments,
    ).toEqual(['WRONG_PERSON_KIND']);
  });

  it('keeps assignees out of the Argentine program', () => {
    expect(
      evaluateB2E({ country: 'AR', buyerType: 'assignee', partnerPerson: veteran, carsThisYear: 0, now }),
    ).toEqual({
      eligible: false,
      impediments: ['BUYER_TYPE_NOT_IN_MARKET'],
      discount: 0,
    });
  });

  it('lists every impediment at once, with texts in both locales', () => {
    const result = evaluateB2E({
      country: 'BR',
      buyerType: 'employee',
      partnerPerson: { kind: 'employee', active: false, since: '2026-05-01' },
      carsThisYear: 2,
      now,
    });
    expect(result.impediments).toEqual([
      'INACTIVE_AT_PARTNER',
      'TOO_RECENT_AT_PARTNER',
      'PURCHASE_LIMIT_REACHED',
    ]);
    expect(b2eImpedimentText('TOO_RECENT_AT_PARTNER', 'BR', 'pt-BR')).toContain('90 dias');
    expect(b2eImpedimentText('PURCHASE_LIMIT_REACHED', 'AR', 'es-AR')).toContain('1 auto(s)');
  });

  it('never grants a discount with an impediment', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('BR' as const, 'AR' as const),
        fc.constantFrom(...B2E_PROGRAMS.BR.buyerTypes),
        fc.boolean(),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 3000 }),
        (country, buyerType, active, cars, daysAgo) => {
          const since = new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
          const result = evaluateB2E({
            country,
            buyerType,
            partnerPerson: { kind: 'employee', active, since },
            carsThisYear: cars,
            now,
          });
          expect(result.eligible).toBe(result.impediments.length === 0);
          if (!result.eligible) expect(result.discount).toBe(0);
        },
      ),
    );
  });
});

describe('program discount', () => {
  it('rounds half up to the cent and never goes below zero', () => {
    expect(applyDiscount(12_345_67, 1200)).toEqual({
      listPrice: 1_234_567,
      discount: 148_148,
      price: 1_086_419,
      basisPoints: 1200,
    });
    expect(applyDiscount(50, 1000).discount).toBe(5);
    expect(applyDiscount(5, 1000).discount).toBe(1);
    expect(applyDiscount(100, 10_000).price).toBe(0);
    expect(() => applyDiscount(-1, 100)).toThrow(RangeError);
    expect(() => applyDiscount(100, 10_001)).toThrow(RangeError);
  });
});
