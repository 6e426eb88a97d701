import type { CreateProposalBody } from '@autohub/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateFiatCdc } from '../../../test/financing.js';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import type { Db } from '../../db/client.js';
import {
  BankError,
  type BankPort,
  type BankProposalRequest,
  type BankProposalState,
} from '../../integrations/bank/bank.port.js';
import { financingProposals } from './financing.schema.js';
import { findSimulation } from './financing.store.js';
import { createProposalService } from './proposal.service.js';

/**
 * A bank that keeps its word on the idempotency key (our proposal id): the same id asked twice is
 * the same proposal at the bank. It counts the calls that reach it and the proposals it made, and
 * can be told to fail, to answer without a status yet, or to stop answering (a server that died).
 */
class CountingBank implements BankPort {
  readonly name = 'sandbox';
  readonly calls: string[] = [];
  private readonly made = new Map<string, BankProposalState>();
  /** What the next submit does. */
  next: 'answer' | 'down' | 'no-status' | 'hang-before' | 'hang-after' = 'answer';
  /** Called when the bank has answered, before the caller records it. */
  onAnswer: () => void = () => undefined;
  private hung: ((error: unknown) => void)[] = [];

  get proposalsMade(): number {
    return this.made.size;
  }

  async submit(request: BankProposalRequest): Promise<BankProposalState> {
    const mode = this.next;
    this.next = 'answer';
    if (mode === 'hang-before') return this.hang();
    this.calls.push(request.proposalId);
    if (mode === 'down') throw new BankError('unavailable', 'bank down');
    let state = this.made.get(request.proposalId);
    if (!state) {
      const at = new Date().toISOString();
      state = {
        reference: `CNT-${this.made.size + 1}`,
        history: mode === 'no-status' ? [] : [{ status: 'PROPOSAL_SENT', at }],
        signingUrl: null,
      };
      this.made.set(request.proposalId, state);
    }
    if (mode === 'hang-after') return this.hang();
    this.onAnswer();
    return state;
  }

  async status(reference: string): Promise<BankProposalState> {
    const state = [...this.made.values()].find((s) => s.reference === reference);
    if (!state) throw new BankError('not_found', reference);
    const at = new Date().toISOString();
    return { ...state, history: [{ status: 'PROPOSAL_SENT', at }] };
  }

  documentsSent(reference: string): Promise<BankProposalState> {
    return this.status(reference);
  }
  startFormalization(reference: string): Promise<BankProposalState> {
    return this.status(reference);
  }
  completeFormalization(reference: string): Promise<BankProposalState> {
    return this.status(reference);
  }

  /** Ends the calls left hanging, as the late answers of a server that is gone. */
  release(): void {
    for (const end of this.hung) end(new BankError('unavailable', 'connection reset'));
    this.hung = [];
  }

  private hang(): Promise<BankProposalState> {
    return new Promise((_, reject) => this.hung.push(reject));
  }
}

/** The database, except that the next transaction fails once armed (storage lost after the bank answered). */
function flaky(db: Db): { db: Db; failNextTransaction: () => void } {
  let fail = false;
  const proxy = new Proxy(db, {
    get(target, property) {
      if (property === 'transaction' && fail) {
        fail = false;
        return () => Promise.reject(new Error('Connection terminated unexpectedly'));
      }
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: proxy, failNextTransaction: () => (fail = true) };
}

describe('a financing proposal is stored before the bank is asked, and finished by the retry', () => {
  let t: TestApp;
  let simulationId = '';
  let buyers = 0;

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    simulationId = (await simulateFiatCdc(t.app, 12_000_000)).id;
    // Stored just after its answer (decision 078): these tests read it through their own handles.
    await t.database.readDerived((db) => findSimulation(db, simulationId));
  }, 60_000);
  afterAll(() => t.close());

  function setUp(db: Db = t.db) {
    const bank = new CountingBank();
    const userId = `buyer-${(buyers += 1)}`;
    const body: CreateProposalBody = {
      simulationId,
      acceptedTerms: true,
      applicant: {
        name: 'Heloísa Retentativa',
        taxId: '52998224725',
        email: `heloisa.${buyers}@example.com`,
        phone: '11987654321',
        birthDate: '1985-02-11',
        monthlyIncome: 2_500_000,
      },
    };
    const service = createProposalService(db, { bank });
    return { bank, userId, body, service };
  }

  const storedOf = (userId: string) =>
    t.db.select().from(financingProposals).where(eq(financingProposals.userId, userId));

  async function mailsAbout(id: string): Promise<number> {
    const result = await t.db.execute(
      sql`select 1 from outbox_messages where reference = ${id} and topic = 'mail'`,
    );
    return (result as unknown as { rows: unknown[] }).rows.length;
  }

  it('a storage failure after the bank took it: the retry records that proposal, never a second one', async () => {
    const storage = flaky(t.db);
    const { bank, userId, body, service } = setUp(storage.db);
    bank.onAnswer = storage.failNextTransaction;
    await expect(service.create(userId, body)).rejects.toThrow(/Connection terminated/);
    bank.onAnswer = () => undefined;
    const [kept] = await storedOf(userId);
    expect(kept).toMatchObject({ status: 'WAITING_INTEGRATION', bankReference: null });
    expect(kept?.sendError).toBe('answer_not_recorded');

    const retried = await service.create(userId, body);
    expect(retried.id).toBe(kept?.id);
    expect(retried.status).toBe('PROPOSAL_SENT');
    expect(retried.bankReference).toBe('CNT-1');
    // The retry asks again with the same id, the only way to learn the reference the answer lost.
    expect(bank.calls).toEqual([retried.id, retried.id]);
    expect(bank.proposalsMade).toBe(1);
    expect(await storedOf(userId)).toHaveLength(1);
    expect(await mailsAbout(retried.id)).toBe(1);
    // And now it is done: the same post answers it without a word to the bank.
    expect((await service.create(userId, body)).id).toBe(retried.id);
    expect(bank.calls).toHaveLength(2);
  });

  it('a server stopped after storing it, before the bank: the retry sends it once', async () => {
    const { bank, userId, body, service } = setUp();
    bank.next = 'hang-before';
    void service.create(userId, body).catch(() => undefined);
    await expect.poll(async () => (await storedOf(userId)).length).toBe(1);
    // While the first sending may still be running, an identical post waits its turn.
    await expect(service.create(userId, body)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'proposal_in_progress',
    });
    expect(bank.calls).toEqual([]);
    // Its server is gone: the sending's time runs out.
    await t.db.execute(
      sql`update financing_proposals set sending_until = now() - interval '1 second' where user_id = ${userId}`,
    );
    const retried = await service.create(userId, body);
    expect(retried.status).toBe('PROPOSAL_SENT');
    expect(bank.calls).toEqual([retried.id]);
    expect(bank.proposalsMade).toBe(1);
    // The stopped server's call coming back late changes nothing.
    bank.release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const stored = await storedOf(userId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'PROPOSAL_SENT', bankReference: 'CNT-1', sendError: null });
  });

  it('a server stopped after the bank took it: the retry finishes the same proposal, one at the bank', async () => {
    const { bank, userId, body, service } = setUp();
    bank.next = 'hang-after';
    void service.create(userId, body).catch(() => undefined);
    await expect.poll(() => bank.calls.length).toBe(1);
    await t.db.execute(
      sql`update financing_proposals set sending_until = now() - interval '1 second' where user_id = ${userId}`,
    );
    const retried = await service.create(userId, body);
    expect(retried).toMatchObject({ status: 'PROPOSAL_SENT', bankReference: 'CNT-1' });
    expect(new Set(bank.calls)).toEqual(new Set([retried.id]));
    expect(bank.proposalsMade).toBe(1);
    bank.release();
    expect(await storedOf(userId)).toHaveLength(1);
    expect(await mailsAbout(retried.id)).toBe(1);
  });

  it('the bank down: the proposal stays in the list as waiting, with why, and the retry sends that one', async () => {
    const { bank, userId, body, service } = setUp();
    bank.next = 'down';
    await expect(service.create(userId, body)).rejects.toMatchObject({
      kind: 'unavailable',
      code: 'proposal_send_failed',
    });
    const listed = await service.list(userId);
    expect(listed.map((item) => item.status)).toEqual(['WAITING_INTEGRATION']);
    const [kept] = await storedOf(userId);
    expect(kept).toMatchObject({ sendError: 'unavailable', bankReference: null, sendingUntil: null });
    const retried = await service.create(userId, body);
    expect(retried.id).toBe(listed[0]?.id);
    expect(retried.status).toBe('PROPOSAL_SENT');
    expect(bank.proposalsMade).toBe(1);
    expect(await storedOf(userId)).toHaveLength(1);
  });

  it('a bank answer without a status yet keeps the proposal, which follows the bank from there', async () => {
    const { bank, userId, body, service } = setUp();
    bank.next = 'no-status';
    const sent = await service.create(userId, body);
    expect(sent).toMatchObject({ status: 'WAITING_INTEGRATION', bankReference: 'CNT-1', history: [] });
    const again = await service.create(userId, body);
    expect(again.id).toBe(sent.id);
    expect(bank.calls).toHaveLength(1);
    const followed = await service.get(userId, sent.id);
    expect(followed.status).toBe('PROPOSAL_SENT');
    expect(await storedOf(userId)).toHaveLength(1);
  });
});
