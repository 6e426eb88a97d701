/** Funding flow steps of spec document 1 §2, in the order a buyer meets them. */
export const FUNDING_STEPS = [
  'page-initial-data',
  'flow-selection',
  'cdc-simulator',
  'next-simulator',
  'next-lead-form',
  'installment-check',
  'installment-register',
  'installment-terms-and-conditions',
  'loading-propose-result',
  'installment-approved',
  'installment-denied',
  'funding-resume',
  'external-flow-error',
] as const;
export type FundingStep = (typeof FUNDING_STEPS)[number];

/** Funding UI states of spec document 1 §2. */
export type FundingUiState = 'terms' | 'lead-form' | 'plans' | 'proposal' | 'comparator' | 'error';

/** The UI state a step shows; the plan list and the comparator share the flow-selection step. */
export function uiStateOf(step: FundingStep, comparing: boolean): FundingUiState {
  switch (step) {
    case 'page-initial-data':
    case 'flow-selection':
      return comparing ? 'comparator' : 'plans';
    case 'installment-terms-and-conditions':
      return 'terms';
    case 'next-lead-form':
      return 'lead-form';
    case 'external-flow-error':
      return 'error';
    default:
      return 'proposal';
  }
}
