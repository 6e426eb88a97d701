import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeReply, type FakeServer, startFakeServer } from '../geocoding/fake-http-server.fixture.js';
import { HttpBank } from './bank.http.js';
import type { BankProposalRequest } from './bank.port.js';

// A local stand-in for a bank's proposal api: real sockets, never the internet.
let fake: FakeServer;
let baseUrl = '';

beforeAll(async () => {
  fake = await startFakeServer();
  baseUrl = `${fake.baseUrl}/bank/`;
});
afterAll(() => fake.close());

/** The last call the bank received, with its path and query as sent. */
function lastCall() {
  const call = fake.requests.at(-1);
  return call && { ...call, path: `${call.url.pathname}${call.url.search}` };
}

const REQUEST: BankProposalRequest = {
  proposalId: '5b0a2c1e-0000-4000-8000-000000000001',
  brand: 'fiat',
  locale: 'pt-BR',
  applicant: { name: 'Ana', taxId: '52998224725', email: 'a@example.com', phone: '11987654321', birthDate: '1990-01-01', monthlyIncome: 1_000_000 },
  vehicle: { mvsCode: '3581AB1', year: 2026, price: 10_000_000 },
  financing: {
    financingType: 'CDC',
    planId: 'p',
    entranceValue: 1,
    financedAmount: 1,
    installments: 12,
    installmentValue: 1,
    finalInstallmentValue: 0,
    monthlyRate: 0.01,
    cetAnnual: 0.2,
  },
};

const STATE = {
  reference: 'BANK-42',
  history: [
    { status: 'PROPOSAL_SENT', at: '2026-11-21T12:00:00Z' },
    { status: 'PROGRESS_PROPOSAL', at: '2026-11-21T12:00:05-03:00' },
  ],
  signingUrl: null,
};

describe('HTTP bank adapter', () => {
  // Answers are awaited generously (a busy machine may be slow to open a connection); the time-out
  // case asks with a short limit.
  const bank = (timeoutMs = 5_000) => new HttpBank({ baseUrl, apiKey: 'key-123', timeoutMs });

  it('submits with the api key and our proposal id as idempotency key, and reads the state', async () => {
    fake.handle(() => ({ status: 201, json: STATE }));
    const state = await bank().submit(REQUEST);
    const call = lastCall();
    expect(call).toMatchObject({ method: 'POST', path: '/bank/v1/proposals', body: REQUEST });
    expect(call?.headers.authorization).toBe('Bearer key-123');
    expect(call?.headers['idempotency-key']).toBe(REQUEST.proposalId);
    expect(state).toEqual({
      reference: 'BANK-42',
      history: [
        { status: 'PROPOSAL_SENT', at: '2026-11-21T12:00:00.000Z' },
        { status: 'PROGRESS_PROPOSAL', at: '2026-11-21T15:00:05.000Z' },
      ],
      signingUrl: null,
    });
  });

  it('calls the status, documents and formalization addresses', async () => {
    fake.handle(() => ({ status: 200, json: STATE }));
    await bank().status('BANK/42');
    expect(lastCall()).toMatchObject({ method: 'GET', path: '/bank/v1/proposals/BANK%2F42' });
    await bank().documentsSent('BANK-42', ['CNH']);
    expect(lastCall()).toMatchObject({ path: '/bank/v1/proposals/BANK-42/documents', body: { types: ['CNH'] } });
    await bank().startFormalization('BANK-42');
    expect(lastCall()).toMatchObject({ path: '/bank/v1/proposals/BANK-42/formalization' });
    await bank().completeFormalization('BANK-42', 'tok');
    expect(lastCall()).toMatchObject({
      path: '/bank/v1/proposals/BANK-42/formalization/signature',
      body: { signingToken: 'tok' },
    });
  });

  it('maps failures to stable codes', async () => {
    const cases: [FakeReply, string][] = [
      [{ status: 404 }, 'not_found'],
      [{ status: 422, json: { error: 'x' } }, 'rejected_request'],
      [{ status: 503 }, 'unavailable'],
      [{ status: 200, text: 'not json' }, 'invalid_response'],
      [{ status: 200, json: { reference: 'x', history: [{ status: 'SOMETHING_ELSE', at: '2026-01-01T00:00:00Z' }] } }, 'invalid_response'],
      [{ status: 200, json: STATE, delayMs: 2000 }, 'unavailable'],
    ];
    for (const [r, code] of cases) {
      fake.handle(() => r);
      const limit = r.delayMs === undefined ? undefined : 300;
      await expect(bank(limit).status('BANK-42'), JSON.stringify(r)).rejects.toMatchObject({ code });
    }
  });

  it('reports an unreachable bank as unavailable', async () => {
    const closed = new HttpBank({ baseUrl: 'http://127.0.0.1:9/', apiKey: 'k', timeoutMs: 300 });
    await expect(closed.status('x')).rejects.toMatchObject({ code: 'unavailable' });
  });
});
