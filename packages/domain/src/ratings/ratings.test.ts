import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRatingValue } from './rating-scale.js';
import { type Opinion, canRate, sortOpinions, summarizeRatings, vehicleAgeDays } from './ratings.js';

describe('who may rate', () => {
  const today = '2026-03-31';

  it('accepts a customer whose vehicle is less than 30 days old', () => {
    expect(canRate({ vehicles: [{ deliveryDate: '2026-03-31' }] }, today)).toBe(true);
    expect(canRate({ vehicles: [{ deliveryDate: '2026-03-02' }] }, today)).toBe(true);
    expect(canRate({ vehicles: [{ deliveryDate: '2026-03-01' }] }, today)).toBe(false);
  });

  it('counts from the delivery, or from the purchase when the delivery is unknown', () => {
    expect(canRate({ vehicles: [{ purchaseDate: '2026-01-10', deliveryDate: '2026-03-20' }] }, today)).toBe(
      true,
    );
    expect(canRate({ vehicles: [{ purchaseDate: '20/03/2026' }] }, today)).toBe(true);
    expect(vehicleAgeDays({ purchaseDate: '2026-03-01' }, today)).toBe(30);
  });

  it('refuses customers without a vehicle, with only old ones, or with one not received yet', () => {
    expect(canRate({ vehicles: [] }, today)).toBe(false);
    expect(canRate({ vehicles: [{ deliveryDate: '2025-12-01' }, { deliveryDate: null }] }, today)).toBe(
      false,
    );
    expect(canRate({ vehicles: [{ deliveryDate: '2026-04-05' }] }, today)).toBe(false);
  });

  it('is enough to own one recent vehicle among others', () => {
    expect(
      canRate({ vehicles: [{ deliveryDate: '2020-01-01' }, { deliveryDate: '2026-03-15' }] }, today),
    ).toBe(true);
  });
});

describe('rating summary', () => {
  it('averages to one decimal, rounding half up, and counts the opinions', () => {
    expect(summarizeRatings([{ rating: 5 }, { rating: 4 }, { rating: 4 }, { rating: 4 }])).toEqual({
      average: 4.3,
      totalOpinions: 4,
    });
    expect(summarizeRatings([{ rating: 1 }, { rating: 2 }])).toEqual({ average: 1.5, totalOpinions: 2 });
    expect(summarizeRatings([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({
      average: 4.3,
      totalOpinions: 3,
    });
    expect(summarizeRatings([{ rating: 1 }, { rating: 1 }, { rating: 2 }])).toEqual({
      average: 1.3,
      totalOpinions: 3,
    });
  });

  it('has no average without opinions and ignores ratings outside 1–5', () => {
    expect(summarizeRatings([])).toEqual({ average: null, totalOpinions: 0 });
    expect(summarizeRatings([{ rating: 0 }, { rating: 7 }, { rating: 3 }])).toEqual({
      average: 3,
      totalOpinions: 1,
    });
  });

  it('stays within 1–5 and within 0.05 of the exact mean', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 200 }), (ratings) => {
        const { average, totalOpinions } = summarizeRatings(ratings.map((rating) => ({ rating })));
        const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
        expect(totalOpinions).toBe(ratings.length);
        if (average === null) throw new Error('an average is expected');
        expect(average).toBeGreaterThanOrEqual(1);
        expect(average).toBeLessThanOrEqual(5);
        expect(Math.abs(average - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
        // One decimal at most: ten times the average is a whole number.
        expect(Math.round(average * 10) / 10).toBe(average);
      }),
    );
  });
});

describe('sorting opinions', () => {
  const opinions: Opinion[] = [
    { id: 'a', rating: 3, subject: 'Atendimento', date: '2026-03-01T10:00:00Z' },
    { id: 'b', rating: 5, subject: 'Entrega', date: '2026-03-05T10:00:00Z' },
    { id: 'c', rating: 1, subject: 'Demora', date: '2026-02-20T10:00:00Z' },
    { id: 'd', rating: 5, subject: 'Vendedor', date: '2026-03-10T10:00:00Z' },
    { id: 'e', rating: 3, subject: 'Sem data', date: 'ontem' },
  ];
  const ids = (list: Opinion[]) => list.map((o) => o.id).join('');

  it('sorts by most recent, highest or lowest, recent first among equal ratings', () => {
    expect(ids(sortOpinions(opinions, 'MOST_RECENT'))).toBe('dbace');
    expect(ids(sortOpinions(opinions, 'HIGHEST'))).toBe('dbaec');
    expect(ids(sortOpinions(opinions, 'LOWEST'))).toBe('caedb');
  });

  it('does not change the list it is given and ignores its order', () => {
    const copy = [...opinions];
    sortOpinions(opinions, 'HIGHEST');
    expect(opinions).toEqual(copy);
    fc.assert(
      fc.property(fc.shuffledSubarray(opinions, { minLength: opinions.length }), (shuffled) => {
        expect(ids(sortOpinions(shuffled, 'LOWEST'))).toBe('caedb');
      }),
    );
  });

  it('keeps ratings on the 1–5 scale', () => {
    expect([1, 5].every(isRatingValue)).toBe(true);
    expect([0, 6, 2.5, '3'].some(isRatingValue)).toBe(false);
  });
});
