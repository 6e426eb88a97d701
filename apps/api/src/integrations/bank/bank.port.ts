import type { ProposalStatus } from '@autohub/contract';

/**
 * The bank that analyses financing proposals. Two adapters: a sandbox that behaves like a bank
 * (statuses, delays, answers chosen by documented test inputs) and an HTTP client for a real one.
 */

/** What the bank needs to analyse a proposal. Money in cents. */
export interface BankProposalRequest {
  /** Our proposal id; the HTTP adapter sends it as the idempotency key. */
  proposalId: string;
  brand: string;
  locale: 'pt-BR' | 'es-AR';
  applicant: {
    name: string;
    /** CPF (Brazil) or CUIL (Argentina), digits only. */
    taxId: string;
    email: string;
    phone: string;
    birthDate: string;
    monthlyIncome: number;
  };
  vehicle: { mvsCode: string; year: number; price: number };
  financing: {
    financingType: string;
    planId: string;
    entranceValue: number;
    financedAmount: number;
    installments: number;
    installmentValue: number;
    finalInstallmentValue: number;
    monthlyRate: number;
    cetAnnual: number;
  };
}

/** A proposal as the bank sees it: every status it went through, oldest first. */
export interface BankProposalState {
  reference: string;
  history: { status: ProposalStatus; at: string }[];
  /** Where the buyer signs the contract (shown as a QR code), once the bank issued it. */
  signingUrl: string | null;
}

export type BankErrorCode = 'unavailable' | 'not_found' | 'rejected_request' | 'invalid_response';

export class BankError extends Error {
  constructor(
    readonly code: BankErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'BankError';
  }
}

export function isBankError(value: unknown): value is BankError {
  return value instanceof BankError;
}

export interface BankPort {
  readonly name: 'sandbox' | 'http';
  submit(request: BankProposalRequest): Promise<BankProposalState>;
  status(reference: string): Promise<BankProposalState>;
  /** Tells the bank the documents it asked for were uploaded. */
  documentsSent(reference: string, types: readonly string[]): Promise<BankProposalState>;
  /** Starts the formalization of an approved proposal (the bank prepares the contract). */
  startFormalization(reference: string): Promise<BankProposalState>;
  /** The buyer signed through the QR code: the token read from the signing address. */
  completeFormalization(reference: string, signingToken: string): Promise<BankProposalState>;
}
