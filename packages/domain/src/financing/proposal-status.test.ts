import { describe, expect, it } from 'vitest';
import {
  FINAL_PROPOSAL_STATUSES,
  PROPOSAL_STATUSES,
  PROPOSAL_STATUS_LABELS,
  type ProposalStatus,
  PROPOSAL_TRANSITIONS,
  canTransition,
  formalizationStageOf,
  mergeBankHistory,
  outcomeOf,
} from './proposal-status.js';

const at = '2026-11-21T12:00:00.000Z';
const entries = (...statuses: ProposalStatus[]) => statuses.map((status) => ({ status, at }));

/** Statuses reachable from PROPOSAL_SENT. */
function reachable(): Set<ProposalStatus> {
  const seen = new Set<ProposalStatus>(['PROPOSAL_SENT']);
  const queue: ProposalStatus[] = ['PROPOSAL_SENT'];
  for (let s = queue.shift(); s; s = queue.shift()) {
    for (const next of PROPOSAL_TRANSITIONS[s]) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

describe('proposal transitions', () => {
  it('reaches every status of spec §4 from PROPOSAL_SENT, and ends only in denied or paid', () => {
    expect([...reachable()].sort()).toEqual([...PROPOSAL_STATUSES].sort());
    expect([...FINAL_PROPOSAL_STATUSES].sort()).toEqual(['DENIED_PROPOSAL', 'PAYMENT_DONE']);
  });

  it('lets a paid proposal reach PAYMENT_DONE only through the formalization and the payment', () => {
    expect(canTransition('APPROVED_PROPOSAL', 'PAYMENT_DONE')).toBe(false);
    expect(canTransition('PROPOSAL_SENT', 'APPROVED_PROPOSAL')).toBe(false);
    expect(canTransition('PENDING_CONTRACT_SIGN', 'RELEASED_PROPOSAL')).toBe(true);
    expect(canTransition('DENIED_PROPOSAL', 'APPROVED_PROPOSAL')).toBe(false);
  });

  it('merges the bank’s newer entries and stops at one that breaks the table', () => {
    const ours = entries('PROPOSAL_SENT');
    expect(mergeBankHistory(ours, entries('PROPOSAL_SENT', 'PROGRESS_PROPOSAL', 'APPROVED_PROPOSAL'))).toEqual({
      history: entries('PROPOSAL_SENT', 'PROGRESS_PROPOSAL', 'APPROVED_PROPOSAL'),
      rejected: null,
    });
    const broken = mergeBankHistory(ours, entries('PROPOSAL_SENT', 'PROGRESS_PROPOSAL', 'PAYMENT_DONE'));
    expect(broken.history).toEqual(entries('PROPOSAL_SENT', 'PROGRESS_PROPOSAL'));
    expect(broken.rejected?.status).toBe('PAYMENT_DONE');
  });

  it('tells the flow the outcome and the formalization stage', () => {
    expect(outcomeOf('PROPOSAL_SENT')).toBe('in-analysis');
    expect(outcomeOf('PROGRESS_PROPOSAL')).toBe('in-analysis');
    expect(outcomeOf('REANALYSIS_PROPOSAL')).toBe('in-analysis');
    expect(outcomeOf('PENDING_DOCUMENT')).toBe('pending');
    expect(outcomeOf('DENIED_PROPOSAL')).toBe('denied');
    expect(outcomeOf('PAYMENT_DONE')).toBe('approved');
    expect(formalizationStageOf('APPROVED_PROPOSAL')).toBe('not-started');
    expect(formalizationStageOf('FORMALIZATION')).toBe('waiting');
    expect(formalizationStageOf('PENDING_CONTRACT_SIGN')).toBe('qr-code');
    expect(formalizationStageOf('RELEASED_PROPOSAL')).toBe('complete');
    expect(formalizationStageOf('DENIED_PROPOSAL')).toBe('not-started');
  });
});

describe('proposal status labels', () => {
  it('name every status in both languages, each in its own words', () => {
    for (const locale of ['pt-BR', 'es-AR'] as const) {
      expect(Object.keys(PROPOSAL_STATUS_LABELS[locale]).sort()).toEqual([...PROPOSAL_STATUSES].sort());
      for (const status of PROPOSAL_STATUSES) expect(PROPOSAL_STATUS_LABELS[locale][status].trim()).not.toBe('');
    }
    expect(PROPOSAL_STATUS_LABELS['es-AR'].DENIED_PROPOSAL).toBe('Rechazada');
    expect(PROPOSAL_STATUS_LABELS['pt-BR'].DENIED_PROPOSAL).toBe('Negada');
  });
});
