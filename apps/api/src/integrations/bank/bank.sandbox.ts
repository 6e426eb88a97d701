import { randomBytes } from 'node:crypto';
import type { ProposalStatus } from '@autohub/contract';
import { BankError, type BankPort, type BankProposalRequest, type BankProposalState } from './bank.port.js';

/**
 * Test inputs of the sandbox bank, the way payment providers publish test cards
 * (docs/decisions/011-financing-plans.md):
 * - tax id (CPF/CUIL) ending in 0 → denied;
 * - ending in 1 → pending: documents are asked for; once sent, approved;
 * - ending in 2 → reanalysis, then approved;
 * - an installment above 30 % of the declared monthly income → denied, whatever the tax id;
 * - anything else → approved.
 * Each answer arrives after `stepMs` (one step in analysis, one more to decide).
 */
export const SANDBOX_BANK_RULES = Object.freeze({
  deniedTaxIdEnding: '0',
  pendingTaxIdEnding: '1',
  reanalysisTaxIdEnding: '2',
  maxInstallmentShareOfIncome: 0.3,
});

export type SandboxOutcome = 'approved' | 'denied' | 'pending' | 'reanalysis';

/** Which answer the sandbox gives a request. */
export function sandboxOutcome(request: BankProposalRequest): SandboxOutcome {
  const { taxId, monthlyIncome } = request.applicant;
  if (request.financing.installmentValue > monthlyIncome * SANDBOX_BANK_RULES.maxInstallmentShareOfIncome) {
    return 'denied';
  }
  const last = taxId.at(-1);
  if (last === SANDBOX_BANK_RULES.deniedTaxIdEnding) return 'denied';
  if (last === SANDBOX_BANK_RULES.pendingTaxIdEnding) return 'pending';
  if (last === SANDBOX_BANK_RULES.reanalysisTaxIdEnding) return 'reanalysis';
  return 'approved';
}

export interface SandboxBankOptions {
  /** Time between two moves of the bank, ms (default 1500). */
  stepMs?: number;
  /** Clock, epoch ms. */
  now?: () => number;
}

interface Scheduled {
  status: ProposalStatus;
  atMs: number;
}

interface SandboxProposal {
  events: Scheduled[];
  signingToken: string | null;
}

/**
 * A bank in memory. Statuses are scheduled ahead and revealed as the clock passes them, so a
 * client polling the status sees the analysis progress as with a real bank. State lives in the
 * process: after a restart the bank no longer knows earlier references (they answer not found
 * and the platform keeps the last status it stored).
 */
export class SandboxBank implements BankPort {
  readonly name = 'sandbox';
  private readonly proposals = new Map<string, SandboxProposal>();
  /** Our proposal id (the idempotency key) → the bank's reference it already made for it. */
  private readonly byProposalId = new Map<string, string>();
  private readonly stepMs: number;
  private readonly now: () => number;

  constructor(options: SandboxBankOptions = {}) {
    this.stepMs = options.stepMs ?? 1500;
    // Read at each call, so a clock faked after the bank was built is the one it follows.
    this.now = options.now ?? (() => Date.now());
  }

  async submit(request: BankProposalRequest): Promise<BankProposalState> {
    // Like the real bank, a proposal sent again under the same key is the one already made.
    const known = this.byProposalId.get(request.proposalId);
    if (known !== undefined) return this.state(known);
    const reference = `SBX-${randomBytes(6).toString('hex').toUpperCase()}`;
    const t = this.now();
    const s = this.stepMs;
    const events: Scheduled[] = [
      { status: 'PROPOSAL_SENT', atMs: t },
      { status: 'PROGRESS_PROPOSAL', atMs: t + s },
    ];
    switch (sandboxOutcome(request)) {
      case 'denied':
        events.push({ status: 'DENIED_PROPOSAL', atMs: t + 2 * s });
        break;
      case 'pending':
        events.push(
          { status: 'PENDING_PROPOSAL', atMs: t + 2 * s },
          { status: 'PENDING_DOCUMENT', atMs: t + 2 * s },
        );
        break;
      case 'reanalysis':
        events.push(
          { status: 'REANALYSIS_PROPOSAL', atMs: t + 2 * s },
          { status: 'APPROVED_PROPOSAL', atMs: t + 3 * s },
        );
        break;
      case 'approved':
        events.push({ status: 'APPROVED_PROPOSAL', atMs: t + 2 * s });
        break;
    }
    this.proposals.set(reference, { events, signingToken: null });
    this.byProposalId.set(request.proposalId, reference);
    return this.state(reference);
  }

  async status(reference: string): Promise<BankProposalState> {
    return this.state(reference);
  }

  async documentsSent(reference: string): Promise<BankProposalState> {
    const proposal = this.find(reference);
    if (this.current(proposal) === 'PENDING_DOCUMENT') {
      this.schedule(proposal, ['DOCUMENT_ANALYSIS', 'APPROVED_PROPOSAL']);
    }
    return this.state(reference);
  }

  async startFormalization(reference: string): Promise<BankProposalState> {
    const proposal = this.find(reference);
    if (this.current(proposal) !== 'APPROVED_PROPOSAL') {
      throw new BankError('rejected_request', 'Only an approved proposal can be formalized');
    }
    proposal.signingToken = randomBytes(12).toString('hex');
    this.schedule(proposal, [
      'APPROVED_FRAUD',
      'FORMALIZATION',
      'PROPOSAL_FORMALIZATION',
      'PENDING_CONTRACT_SIGN',
    ]);
    return this.state(reference);
  }

  async completeFormalization(reference: string, signingToken: string): Promise<BankProposalState> {
    const proposal = this.find(reference);
    if (this.current(proposal) !== 'PENDING_CONTRACT_SIGN' || proposal.signingToken !== signingToken) {
      throw new BankError('rejected_request', 'The contract is not waiting for this signature');
    }
    this.schedule(proposal, [
      'RELEASED_PROPOSAL',
      'WARRANTY_ANALYSIS',
      'PAYMENT_AVAILABLE',
      'PAYMENT_ON_RELEASE',
      'PAYED_PROPOSAL',
      'PAYMENT_DONE',
    ]);
    return this.state(reference);
  }

  private find(reference: string): SandboxProposal {
    const proposal = this.proposals.get(reference);
    if (!proposal) throw new BankError('not_found', `Unknown proposal ${reference}`);
    return proposal;
  }

  private current(proposal: SandboxProposal): ProposalStatus | undefined {
    const now = this.now();
    return proposal.events.filter((e) => e.atMs <= now).at(-1)?.status;
  }

  /** The first status now, each next one a step later. */
  private schedule(proposal: SandboxProposal, statuses: ProposalStatus[]): void {
    const t = this.now();
    statuses.forEach((status, i) => proposal.events.push({ status, atMs: t + i * this.stepMs }));
  }

  private state(reference: string): BankProposalState {
    const proposal = this.find(reference);
    const now = this.now();
    const history = proposal.events
      .filter((e) => e.atMs <= now)
      .map((e) => ({ status: e.status, at: new Date(e.atMs).toISOString() }));
    const signing = history.at(-1)?.status === 'PENDING_CONTRACT_SIGN' && proposal.signingToken !== null;
    return {
      reference,
      history,
      signingUrl: signing
        ? `https://sandbox-bank.autohub.invalid/sign/${reference}?token=${proposal.signingToken}`
        : null,
    };
  }
}
