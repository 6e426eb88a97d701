import { PROPOSAL_STATUSES, type FormalizationStage, type ProposalStatus } from '@autohub/contract';

/**
 * Which status may follow which (spec document 1 §4 lists the financing proposal statuses but not
 * their transitions; this table is ours, docs/decisions/011-financing-plans.md). A bank's answer
 * that breaks it is not recorded.
 */
export const PROPOSAL_TRANSITIONS: Readonly<Record<ProposalStatus, readonly ProposalStatus[]>> = {
  PROPOSAL_SENT: ['WAITING_INTEGRATION', 'PROGRESS_PROPOSAL', 'DENIED_PROPOSAL'],
  WAITING_INTEGRATION: ['INTEGRATED_PROPOSAL', 'PROGRESS_PROPOSAL'],
  INTEGRATED_PROPOSAL: ['PROGRESS_PROPOSAL'],
  PROGRESS_PROPOSAL: [
    'DIRECTED_PROPOSAL',
    'REANALYSIS_PROPOSAL',
    'PENDING_PROPOSAL',
    'APPROVED_PROPOSAL',
    'DENIED_PROPOSAL',
  ],
  DIRECTED_PROPOSAL: ['PROGRESS_PROPOSAL', 'APPROVED_PROPOSAL', 'DENIED_PROPOSAL'],
  REANALYSIS_PROPOSAL: ['PENDING_PROPOSAL', 'APPROVED_PROPOSAL', 'DENIED_PROPOSAL'],
  PENDING_PROPOSAL: ['PENDING_DOCUMENT', 'REANALYSIS_PROPOSAL', 'DENIED_PROPOSAL'],
  PENDING_DOCUMENT: ['DOCUMENT_ANALYSIS', 'DENIED_PROPOSAL'],
  DOCUMENT_ANALYSIS: ['PENDING_DOCUMENT', 'REANALYSIS_PROPOSAL', 'APPROVED_PROPOSAL', 'DENIED_PROPOSAL'],
  APPROVED_PROPOSAL: ['APPROVED_FRAUD', 'DENIED_PROPOSAL'],
  DENIED_PROPOSAL: [],
  APPROVED_FRAUD: ['FORMALIZATION', 'DENIED_PROPOSAL'],
  FORMALIZATION: ['PENDING_REGISTER_INFO', 'PROPOSAL_FORMALIZATION'],
  PENDING_REGISTER_INFO: ['FORMALIZATION'],
  PROPOSAL_FORMALIZATION: ['PENDING_CONTRACT_SIGN'],
  PENDING_CONTRACT_SIGN: ['RELEASED_PROPOSAL'],
  RELEASED_PROPOSAL: ['WARRANTY_ANALYSIS'],
  WARRANTY_ANALYSIS: ['PENDING_CONTRACT_DISCHARGE', 'PAYMENT_AVAILABLE'],
  PENDING_CONTRACT_DISCHARGE: ['PENDING_TAX_DISCHARGE', 'PAYMENT_AVAILABLE'],
  PENDING_TAX_DISCHARGE: ['PAYMENT_AVAILABLE'],
  PAYMENT_AVAILABLE: ['PAYMENT_ON_RELEASE'],
  PAYMENT_ON_RELEASE: ['PAYED_PROPOSAL', 'PAYMENT_ERROR'],
  PAYMENT_ERROR: ['PAYMENT_ON_RELEASE'],
  PAYED_PROPOSAL: ['PAYMENT_DONE'],
  PAYMENT_DONE: [],
};

export function canTransition(from: ProposalStatus, to: ProposalStatus): boolean {
  return PROPOSAL_TRANSITIONS[from].includes(to);
}

/** Statuses nothing follows. */
export const FINAL_PROPOSAL_STATUSES: readonly ProposalStatus[] = PROPOSAL_STATUSES.filter(
  (s) => PROPOSAL_TRANSITIONS[s].length === 0,
);

export type HistoryEntry = { status: ProposalStatus; at: string };

/**
 * Our history extended with the bank's newer entries, in order, as long as each is a transition
 * the table allows. The bank's history is its whole view, so entries we already have are skipped
 * by position. Resolves to the new history and whether the bank broke the table.
 */
export function mergeBankHistory(
  ours: readonly HistoryEntry[],
  bank: readonly HistoryEntry[],
): { history: HistoryEntry[]; rejected: HistoryEntry | null } {
  const history = [...ours];
  for (const entry of bank.slice(ours.length)) {
    const current = history.at(-1)?.status;
    if (current !== undefined && !canTransition(current, entry.status)) return { history, rejected: entry };
    history.push(entry);
  }
  return { history, rejected: null };
}

const PENDING: readonly ProposalStatus[] = ['PENDING_PROPOSAL', 'PENDING_DOCUMENT', 'DOCUMENT_ANALYSIS'];
const IN_ANALYSIS: readonly ProposalStatus[] = [
  'PROPOSAL_SENT',
  'WAITING_INTEGRATION',
  'INTEGRATED_PROPOSAL',
  'PROGRESS_PROPOSAL',
  'DIRECTED_PROPOSAL',
  'REANALYSIS_PROPOSAL',
];

/** The bank's answer so far, as the flow's result pages show it. */
export function outcomeOf(status: ProposalStatus): 'in-analysis' | 'pending' | 'approved' | 'denied' {
  if (status === 'DENIED_PROPOSAL') return 'denied';
  if (PENDING.includes(status)) return 'pending';
  if (IN_ANALYSIS.includes(status)) return 'in-analysis';
  return 'approved';
}

const WAITING: readonly ProposalStatus[] = [
  'APPROVED_FRAUD',
  'FORMALIZATION',
  'PENDING_REGISTER_INFO',
  'PROPOSAL_FORMALIZATION',
];

/** Spec §4 "Proposal formalization: wait, then proceed via QR code, then complete". */
export function formalizationStageOf(status: ProposalStatus): FormalizationStage {
  if (WAITING.includes(status)) return 'waiting';
  if (status === 'PENDING_CONTRACT_SIGN') return 'qr-code';
  if (outcomeOf(status) !== 'approved' || status === 'APPROVED_PROPOSAL') return 'not-started';
  return 'complete';
}
