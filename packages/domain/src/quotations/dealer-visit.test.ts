import { describe, expect, it } from 'vitest';
import { canMoveDealerVisit, dealerVisitSources } from './dealer-visit.js';

describe('dealer visit', () => {
  it('goes from access to check-in, attendant request and attendance, never back', () => {
    expect(canMoveDealerVisit('ACCESSED', 'CHECKED_IN')).toBe(true);
    expect(canMoveDealerVisit('CHECKED_IN', 'ATTENDANT_REQUESTED')).toBe(true);
    expect(canMoveDealerVisit('ATTENDED', 'CHECKED_IN')).toBe(false);
    expect(canMoveDealerVisit('ATTENDANT_REQUESTED', 'CHECKED_IN')).toBe(false);
    expect(dealerVisitSources('ATTENDED')).toEqual(['CHECKED_IN', 'ATTENDANT_REQUESTED']);
  });
});
