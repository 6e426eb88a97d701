import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RENTAL_APPROVED_PATH,
  RENTAL_PROPOSAL_STATUSES,
  TERMINAL_RENTAL_PROPOSAL_STATUSES,
  canTransitionRentalProposal,
  moveRentalProposal,
  rentalDocumentStates,
  rentalTimeline,
} from './rental-status.js';

describe('rental proposal transition table', () => {
  it('walks the approved path of §4 one step at a time, in order', () => {
    for (let i = 1; i < RENTAL_APPROVED_PATH.length; i++) {
      expect(canTransitionRentalProposal(RENTAL_APPROVED_PATH[i - 1]!, RENTAL_APPROVED_PATH[i]!)).toBe(true);
    }
    expect(canTransitionRentalProposal('PROPOSAL_CREATED', 'DELIVERED')).toBe(false);
    expect(canTransitionRentalProposal('IN_TRANSIT', 'IN_PRODUCTION')).toBe(false);
  });

  it('branches after the analysis: approved goes on, reproved stops', () => {
    expect(canTransitionRentalProposal('FINANCIAL_ANALYSIS_IN_PROGRESS', 'FINANCIAL_ANALYSIS_REPROVED')).toBe(
      true,
    );
    expect(canTransitionRentalProposal('FINANCIAL_ANALYSIS_REPROVED', 'CONTRACT_SIGN_IN_PROGRESS')).toBe(
      false,
    );
    expect(canTransitionRentalProposal('FINANCIAL_ANALYSIS_APPROVED', 'FINANCIAL_ANALYSIS_REPROVED')).toBe(
      false,
    );
  });

  it('expires only before the contract is signed', () => {
    expect(canTransitionRentalProposal('CONTRACT_SIGN_IN_PROGRESS', 'EXPIRED_PROPOSAL')).toBe(true);
    expect(canTransitionRentalProposal('CONTRACT_SIGN_DONE', 'EXPIRED_PROPOSAL')).toBe(false);
    expect(TERMINAL_RENTAL_PROPOSAL_STATUSES).toEqual([
      'FINANCIAL_ANALYSIS_REPROVED',
      'DELIVERED',
      'EXPIRED_PROPOSAL',
    ]);
  });

  it('never leaves a final status and names what is allowed when refusing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...TERMINAL_RENTAL_PROPOSAL_STATUSES),
        fc.constantFrom(...RENTAL_PROPOSAL_STATUSES),
        (from, to) => {
          expect(moveRentalProposal(from, to)).toEqual({
            ok: false,
            code: 'rental_transition_invalid',
            allowed: [],
          });
        },
      ),
    );
    expect(moveRentalProposal('PROPOSAL_CREATED', 'DELIVERED')).toMatchObject({
      ok: false,
      allowed: ['FINANCIAL_ANALYSIS_IN_PROGRESS', 'EXPIRED_PROPOSAL'],
    });
  });
});

describe('rental timeline', () => {
  it('shows done, current and the steps still ahead on the approved path', () => {
    const steps = rentalTimeline([
      { status: 'PROPOSAL_CREATED', at: '2026-01-01T10:00:00Z' },
      { status: 'FINANCIAL_ANALYSIS_IN_PROGRESS', at: '2026-01-02T10:00:00Z' },
    ]);
    expect(steps).toHaveLength(10);
    expect(steps.slice(0, 3).map((s) => s.state)).toEqual(['done', 'current', 'pending']);
    expect(steps[2]).toEqual({ status: 'FINANCIAL_ANALYSIS_APPROVED', state: 'pending', at: null });
  });

  it('ends a reproved proposal at the reproval, with nothing ahead', () => {
    const steps = rentalTimeline([
      { status: 'PROPOSAL_CREATED', at: 'a' },
      { status: 'FINANCIAL_ANALYSIS_IN_PROGRESS', at: 'b' },
      { status: 'FINANCIAL_ANALYSIS_REPROVED', at: 'c' },
    ]);
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['PROPOSAL_CREATED', 'done'],
      ['FINANCIAL_ANALYSIS_IN_PROGRESS', 'done'],
      ['FINANCIAL_ANALYSIS_REPROVED', 'current'],
    ]);
  });

  it('marks a delivered proposal as current on its last step', () => {
    const history = RENTAL_APPROVED_PATH.map((status, i) => ({ status, at: String(i) }));
    const steps = rentalTimeline(history);
    expect(steps.at(-1)).toEqual({ status: 'DELIVERED', state: 'current', at: '9' });
    expect(steps.filter((s) => s.state === 'done')).toHaveLength(9);
  });
});

describe('rental documents', () => {
  it('asks the company documents from the analysis on and the contract from its signature', () => {
    expect(rentalDocumentStates(['PROPOSAL_CREATED'], new Set())).toEqual({
      ARTICLES_OF_ASSOCIATION: 'NOT_YET_DUE',
      BALANCE_SHEET: 'NOT_YET_DUE',
      COMPANY_REGISTRATION: 'NOT_YET_DUE',
      SIGNED_CONTRACT: 'NOT_YET_DUE',
    });
    const states = rentalDocumentStates(
      ['PROPOSAL_CREATED', 'FINANCIAL_ANALYSIS_IN_PROGRESS'],
      new Set(['BALANCE_SHEET'] as const),
    );
    expect(states).toMatchObject({
      BALANCE_SHEET: 'RECEIVED',
      ARTICLES_OF_ASSOCIATION: 'PENDING',
      SIGNED_CONTRACT: 'NOT_YET_DUE',
    });
  });
});
