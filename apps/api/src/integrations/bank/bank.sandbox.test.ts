import { describe, expect, it } from 'vitest';
import type { BankProposalRequest } from './bank.port.js';
import { SandboxBank, sandboxOutcome } from './bank.sandbox.js';

let sent = 0;
/** A new proposal of ours each time (its own idempotency key). */
function request(taxId: string, installmentValue = 300_000, monthlyIncome = 2_000_000): BankProposalRequest {
  sent += 1;
  return {
    proposalId: `p-${sent}`,
    brand: 'fiat',
    locale: 'pt-BR',
    applicant: { name: 'Ana Souza', taxId, email: 'ana@example.com', phone: '11987654321', birthDate: '1990-01-01', monthlyIncome },
    vehicle: { mvsCode: '3581AB1', year: 2026, price: 10_000_000 },
    financing: {
      financingType: 'CDC',
      planId: 'fiat-pt-BR-cdc-msc',
      entranceValue: 3_000_000,
      financedAmount: 7_300_000,
      installments: 48,
      installmentValue,
      finalInstallmentValue: 0,
      monthlyRate: 0.0169,
      cetAnnual: 0.25,
    },
  };
}

function clock() {
  let now = Date.UTC(2026, 10, 21, 12);
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const statuses = (state: { history: { status: string }[] }) => state.history.map((h) => h.status);

describe('sandbox bank', () => {
  it('answers by the documented test inputs', () => {
    expect(sandboxOutcome(request('52998224725'))).toBe('approved');
    expect(sandboxOutcome(request('11144477730'))).toBe('denied');
    expect(sandboxOutcome(request('12345678901'))).toBe('pending');
    expect(sandboxOutcome(request('12345678912'))).toBe('reanalysis');
    // 30 % of R$ 20.000,00 is R$ 6.000,00: one cent more is denied.
    expect(sandboxOutcome(request('52998224725', 600_000))).toBe('approved');
    expect(sandboxOutcome(request('52998224725', 600_001))).toBe('denied');
  });

  it('moves an approved proposal through the analysis one step at a time', async () => {
    const c = clock();
    const bank = new SandboxBank({ stepMs: 1000, now: c.now });
    const sent = await bank.submit(request('52998224725'));
    expect(statuses(sent)).toEqual(['PROPOSAL_SENT']);
    c.advance(1000);
    expect(statuses(await bank.status(sent.reference))).toEqual(['PROPOSAL_SENT', 'PROGRESS_PROPOSAL']);
    c.advance(1000);
    expect(statuses(await bank.status(sent.reference)).at(-1)).toBe('APPROVED_PROPOSAL');
  });

  it('denies, and asks a pending proposal for documents before approving it', async () => {
    const c = clock();
    const bank = new SandboxBank({ stepMs: 1000, now: c.now });
    const denied = await bank.submit(request('11144477730'));
    const pending = await bank.submit(request('12345678901'));
    c.advance(2000);
    expect(statuses(await bank.status(denied.reference)).at(-1)).toBe('DENIED_PROPOSAL');
    expect(statuses(await bank.status(pending.reference)).slice(-2)).toEqual(['PENDING_PROPOSAL', 'PENDING_DOCUMENT']);
    await bank.documentsSent(pending.reference);
    expect(statuses(await bank.status(pending.reference)).at(-1)).toBe('DOCUMENT_ANALYSIS');
    c.advance(1000);
    expect(statuses(await bank.status(pending.reference)).at(-1)).toBe('APPROVED_PROPOSAL');
  });

  it('formalizes: wait, QR code to sign, then the payment runs to PAYMENT_DONE', async () => {
    const c = clock();
    const bank = new SandboxBank({ stepMs: 1000, now: c.now });
    const { reference } = await bank.submit(request('52998224725'));
    await expect(bank.startFormalization(reference)).rejects.toMatchObject({ code: 'rejected_request' });
    c.advance(2000);
    const waiting = await bank.startFormalization(reference);
    expect(waiting.signingUrl).toBeNull();
    c.advance(3000);
    const signing = await bank.status(reference);
    expect(statuses(signing).at(-1)).toBe('PENDING_CONTRACT_SIGN');
    const token = new URL(signing.signingUrl ?? 'x:').searchParams.get('token') ?? '';
    await expect(bank.completeFormalization(reference, 'wrong-token')).rejects.toMatchObject({ code: 'rejected_request' });
    await bank.completeFormalization(reference, token);
    c.advance(5000);
    const done = await bank.status(reference);
    expect(statuses(done).at(-1)).toBe('PAYMENT_DONE');
    expect(done.signingUrl).toBeNull();
  });

  it('does not know references it never issued', async () => {
    await expect(new SandboxBank().status('SBX-NOPE')).rejects.toMatchObject({ code: 'not_found' });
  });

  it('answers a proposal sent again under the same key with the one it already made', async () => {
    const bank = new SandboxBank({ stepMs: 10 });
    const proposal = request('52998224725');
    const first = await bank.submit(proposal);
    const again = await bank.submit({ ...proposal });
    expect(again.reference).toBe(first.reference);
    const other = await bank.submit(request('52998224725'));
    expect(other.reference).not.toBe(first.reference);
  });
});
