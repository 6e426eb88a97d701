import { FinancingPlansResponse, Proposal, ProposalListResponse, Simulation } from '@autohub/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { simulateFiatCdc, uploadProposalDocument } from '../../../test/financing.js';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { type TestSession, createAccount } from '../auth/auth.fixture.js';

const STEP_MS = 1000;
const PRICE = 12_345_678;

// Sandbox bank test inputs (bank.sandbox.ts): the last digit of the tax id chooses the answer.
const APPROVED_CPF = '52998224725';
const DENIED_CPF = '11144477730';
const PENDING_CPF = '12345678901';

function applicant(taxId: string) {
  return {
    name: 'Maria da Silva',
    taxId,
    email: 'maria@example.com',
    phone: '11987654321',
    birthDate: '1990-05-17',
    monthlyIncome: 2_500_000,
  };
}

describe('financing proposals', () => {
  let t: TestApp;
  let maria: TestSession;
  let joao: TestSession;
  let simulationId = '';

  beforeAll(async () => {
    t = await createTestApp({ env: { BANK_PROVIDER: 'sandbox', BANK_SANDBOX_STEP_MS: String(STEP_MS) } });
    maria = await createAccount(t.app, t.db, 'maria.financing@example.com');
    joao = await createAccount(t.app, t.db, 'joao.financing@example.com', { name: 'João Souza' });
    simulationId = (await simulateFiatCdc(t.app, PRICE)).id;
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterAll(async () => {
    vi.useRealTimers();
    await t.close();
  });

  const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
  const send = (session: TestSession | null, taxId: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/financing/proposal',
      headers: session?.headers ?? {},
      payload: { simulationId, applicant: applicant(taxId), acceptedTerms: true, ...extra },
    });
  const get = (session: TestSession, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/financing/proposal/${id}`, headers: session.headers });
  const statuses = (p: Proposal) => p.history.map((h) => h.status);

  it('needs a signed-in buyer', async () => {
    const response = await send(null, APPROVED_CPF);
    expect(response.statusCode).toBe(401);
  });

  it('sends a proposal the bank approves after its analysis, and keeps the tax id private', async () => {
    const response = await send(maria, APPROVED_CPF);
    expect(response.statusCode).toBe(201);
    const sent = Proposal.parse(response.json());
    expect(sent).toMatchObject({ status: 'PROPOSAL_SENT', outcome: 'in-analysis', taxIdEnding: '25' });
    expect(JSON.stringify(sent)).not.toContain(APPROVED_CPF);
    expect(sent.simulation.price).toBe(PRICE);

    advance(STEP_MS);
    expect(Proposal.parse((await get(maria, sent.id)).json()).status).toBe('PROGRESS_PROPOSAL');
    advance(STEP_MS);
    const approved = Proposal.parse((await get(maria, sent.id)).json());
    expect(approved.outcome).toBe('approved');
    expect(statuses(approved)).toEqual(['PROPOSAL_SENT', 'PROGRESS_PROPOSAL', 'APPROVED_PROPOSAL']);
    expect(approved.formalization.stage).toBe('not-started');
  });

  it('shows a denied proposal as denied, and someone else’s proposal as not found', async () => {
    const sent = Proposal.parse((await send(maria, DENIED_CPF)).json());
    advance(2 * STEP_MS);
    const denied = Proposal.parse((await get(maria, sent.id)).json());
    expect(denied).toMatchObject({ status: 'DENIED_PROPOSAL', outcome: 'denied' });
    expect((await get(joao, sent.id)).statusCode).toBe(404);
  });

  it('lists the buyer’s own proposals, newest first', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/financing/proposals',
      headers: maria.headers,
    });
    expect(response.statusCode).toBe(200);
    const list = ProposalListResponse.parse(response.json()).proposals;
    expect(list.map((p) => p.outcome)).toEqual(['denied', 'approved']);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/financing/proposals',
      headers: joao.headers,
    });
    expect(ProposalListResponse.parse(other.json()).proposals).toEqual([]);
  });

  it('asks a pending proposal for documents, and approves it once they are uploaded', async () => {
    const sent = Proposal.parse((await send(joao, PENDING_CPF)).json());
    advance(2 * STEP_MS);
    expect(Proposal.parse((await get(joao, sent.id)).json()).status).toBe('PENDING_DOCUMENT');

    const upload = await uploadProposalDocument(
      t.app,
      joao.headers,
      { proposalId: sent.id, type: 'INCOME_PROOF' },
      { name: 'holerite.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 test') },
    );
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json()).toMatchObject({ type: 'INCOME_PROOF', fileName: 'holerite.pdf', size: 13 });
    expect(Proposal.parse((await get(joao, sent.id)).json()).status).toBe('DOCUMENT_ANALYSIS');
    advance(STEP_MS);
    const approved = Proposal.parse((await get(joao, sent.id)).json());
    expect(approved.status).toBe('APPROVED_PROPOSAL');
    expect(approved.documents.map((d) => d.type)).toEqual(['INCOME_PROOF']);
  });

  it("refuses a file above the limit with 'Arquivos excederam o tamanho máximo', and a type of another market", async () => {
    const sent = Proposal.parse((await send(joao, PENDING_CPF)).json());
    const tooLarge = await uploadProposalDocument(
      t.app,
      joao.headers,
      { proposalId: sent.id, type: 'CNH' },
      { name: 'cnh.jpg', type: 'image/jpeg', data: Buffer.alloc(5 * 1024 * 1024 + 1, 1) },
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({
      code: 'files_too_large',
      message: 'Arquivos excederam o tamanho máximo',
    });

    const wrongType = await uploadProposalDocument(
      t.app,
      joao.headers,
      { proposalId: sent.id, type: 'DNI' },
      { name: 'dni.png', type: 'image/png', data: Buffer.from('png') },
    );
    expect(wrongType.statusCode).toBe(422);
  });

  it('formalizes an approved proposal: wait, QR code, signature, then the payment runs to PAYMENT_DONE', async () => {
    // Another income than the earlier proposals: a new proposal, not a repeat of one of them.
    const sent = Proposal.parse(
      (
        await send(maria, APPROVED_CPF, {
          applicant: { ...applicant(APPROVED_CPF), monthlyIncome: 3_100_000 },
        })
      ).json(),
    );
    const start = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/financing/proposal/${sent.id}/formalization`,
        headers: maria.headers,
      });
    expect((await start()).statusCode).toBe(409);
    advance(2 * STEP_MS);
    const waiting = Proposal.parse((await start()).json());
    expect(waiting.formalization).toMatchObject({ stage: 'waiting', qrCodeSvg: null });

    advance(3 * STEP_MS);
    const signing = Proposal.parse((await get(maria, sent.id)).json());
    expect(signing.status).toBe('PENDING_CONTRACT_SIGN');
    expect(signing.formalization.stage).toBe('qr-code');
    expect(signing.formalization.qrCodeSvg).toContain('<svg');
    const token = new URL(signing.formalization.signingUrl ?? 'x:').searchParams.get('token') ?? '';

    const complete = (signingToken: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/financing/proposal/${sent.id}/formalization/complete`,
        headers: maria.headers,
        payload: { signingToken },
      });
    expect((await complete('not-the-token')).statusCode).toBe(409);
    const signed = Proposal.parse((await complete(token)).json());
    expect(signed.formalization.stage).toBe('complete');
    advance(5 * STEP_MS);
    const paid = Proposal.parse((await get(maria, sent.id)).json());
    expect(paid.status).toBe('PAYMENT_DONE');
    expect(statuses(paid).slice(-3)).toEqual(['PAYMENT_ON_RELEASE', 'PAYED_PROPOSAL', 'PAYMENT_DONE']);
  });

  it('gives the proposal as a PDF to its owner only', async () => {
    const sent = Proposal.parse((await send(maria, APPROVED_CPF)).json());
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/financing/proposal/${sent.id}/pdf`,
      headers: maria.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/financing/proposal/${sent.id}/pdf`,
      headers: joao.headers,
    });
    expect(other.statusCode).toBe(404);
  });

  it('sends the same proposal to the bank once, however many times it is posted at once', async () => {
    const variant = { applicant: { ...applicant(APPROVED_CPF), monthlyIncome: 4_200_000 } };
    const answers = await Promise.all(Array.from({ length: 12 }, () => send(maria, APPROVED_CPF, variant)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(
      statuses.every((status) => status === 201 || status === 409),
      statuses.join(),
    ).toBe(true);
    const ids = new Set(answers.filter((a) => a.statusCode === 201).map((a) => Proposal.parse(a.json()).id));
    expect(ids.size).toBe(1);
    const again = Proposal.parse((await send(maria, APPROVED_CPF, variant)).json());
    expect(ids.has(again.id)).toBe(true);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/financing/proposals',
      headers: maria.headers,
    });
    const listedIds = ProposalListResponse.parse(listed.json()).proposals.map((item) => item.id);
    expect(listedIds.filter((id) => id === again.id)).toHaveLength(1);
  });

  it('takes a coupon on a proposal with an entrance, and refuses an unknown one', async () => {
    const withCoupon = await send(maria, APPROVED_CPF, {
      couponName: 'BEMVINDO-FIAT',
      couponPeriod: '2026-11',
    });
    expect(withCoupon.statusCode).toBe(201);
    expect(Proposal.parse(withCoupon.json()).couponName).toBe('BEMVINDO-FIAT');
    const unknown = await send(maria, APPROVED_CPF, { couponName: 'NOPE', couponPeriod: '2026-11' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('coupon_unavailable');
  });
});

describe('financing proposals when the bank is down', () => {
  it("answers 'Ocorreu um erro ao enviar a proposta.'", async () => {
    const t = await createTestApp({
      env: { BANK_PROVIDER: 'http', BANK_API_URL: 'http://127.0.0.1:9/bank', BANK_API_KEY: 'test-key' },
    });
    try {
      const session = await createAccount(t.app, t.db, 'ana.financing@example.com');
      const plans = FinancingPlansResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/api/financing/plans?brand=jeep&locale=pt-BR' })).json(),
      ).plans;
      const simulation = Simulation.parse(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/financing/simulate',
            payload: {
              brand: 'jeep',
              locale: 'pt-BR',
              planId: plans[0]?.id,
              mvsCode: '6751AB1',
              year: 2026,
              price: PRICE,
              entrancePercent: 40,
              installments: plans[0]?.defaultInstallments,
            },
          })
        ).json(),
      );
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/financing/proposal',
        headers: session.headers,
        payload: { simulationId: simulation.id, applicant: applicant(APPROVED_CPF), acceptedTerms: true },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'proposal_send_failed',
        message: 'Ocorreu um erro ao enviar a proposta.',
      });
    } finally {
      await t.close();
    }
  });
});
