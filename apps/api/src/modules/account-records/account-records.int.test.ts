import { AccountRecords, Proposal, TestDriveBooked } from '@autohub/contract';
import { dayInTimeZone } from '@autohub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulateFiatCdc, uploadProposalDocument } from '../../../test/financing.js';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { SandboxMailbox } from '../../integrations/mail/mail.sandbox.js';
import { type Delivery, createDelivery } from '../../outbox/delivery-setup.js';
import { type TestSession, createAccount } from '../auth/auth.fixture.js';
import { dealers } from '../dealers/dealers.schema.js';

const PENDING_CPF = '12345678901';

describe('the account lists what the person asked for, and each request is confirmed by e-mail', () => {
  let t: TestApp;
  let ana: TestSession;
  let bruno: TestSession;
  let delivery: Delivery;
  let fiatDealer = '';
  const mailbox = new SandboxMailbox();

  beforeAll(async () => {
    t = await createTestApp({
      env: { OUTBOX_WORKER: 'off', BANK_PROVIDER: 'sandbox', BANK_SANDBOX_STEP_MS: '0', RATE_LIMIT_MAX: '0' },
    });
    delivery = createDelivery(t.db, t.config, { crm: t.app.ports.crm, mail: mailbox });
    ana = await createAccount(t.app, t.db, 'ana.records@example.com', { name: 'Ana Lima' });
    bruno = await createAccount(t.app, t.db, 'bruno.records@example.com', { name: 'Bruno Dias' });
    const [first] = await t.db
      .select({ id: dealers.id })
      .from(dealers)
      .where(eq(dealers.brand, 'fiat'))
      .orderBy(dealers.id)
      .limit(1);
    fiatDealer = String(first?.id);
  });
  afterAll(async () => {
    await t.close();
  });

  const records = async (session: TestSession) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/self/records',
      headers: session.headers,
    });
    expect(response.statusCode).toBe(200);
    return AccountRecords.parse(response.json());
  };
  const book = (headers: Record<string, string>, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-drives',
      headers,
      payload: {
        brand: 'fiat',
        locale: 'pt-BR',
        dealerId: fiatDealer,
        dealerName: 'Concessionária Paulista',
        model: '363',
        modelName: 'Pulse',
        date: dayInTimeZone(new Date(Date.now() + 3 * 86_400_000)),
        slot: 'AFTERNOON',
        time: '14:30',
        customer: { name: 'Ana Lima', email, phone: '(11) 98765-4321' },
      },
    });

  it('needs a signed-in person', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users/self/records' })).statusCode).toBe(401);
  });

  it('lists a test drive booked while signed in with its status, and e-mails its confirmation once', async () => {
    const response = await book(ana.headers, ana.email);
    expect(response.statusCode).toBe(201);
    const { testDrive } = TestDriveBooked.parse(response.json());
    // Someone else's booking, and an anonymous one, are not Ana's.
    expect((await book(bruno.headers, bruno.email)).statusCode).toBe(201);
    expect((await book({}, 'someone@example.com')).statusCode).toBe(201);

    const mine = await records(ana);
    expect(mine.testDrives).toEqual([
      expect.objectContaining({ id: testDrive.id, status: 'REQUESTED', modelName: 'Pulse', time: '14:30' }),
    ]);

    expect(mailbox.list(ana.email)).toEqual([]);
    await delivery.worker.drain();
    await delivery.worker.drain();
    // Her sign-up confirmation went through the same outbox; the booking adds one e-mail.
    const mails = mailbox.list(ana.email).filter((m) => m.kind !== 'confirm-email');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: 'test-drive-booked' });
    expect(mails[0]?.subject).toContain('Pulse');
    expect(mails[0]?.text).toContain('14:30');
    expect(mails[0]?.text).toContain('/pt-BR/fiat/account');
    expect(mailbox.list('someone@example.com')).toHaveLength(1);
  });

  it('lists proposals and their uploaded documents with the status the bank gives them, and confirms the proposal', async () => {
    const simulation = await simulateFiatCdc(t.app, 9_000_000);
    const applicant = (taxId: string) => ({
      name: 'Ana Lima',
      taxId,
      email: ana.email,
      phone: '11987654321',
      birthDate: '1990-05-17',
      monthlyIncome: 2_500_000,
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/financing/proposal',
      headers: ana.headers,
      payload: { simulationId: simulation.id, applicant: applicant(PENDING_CPF), acceptedTerms: true },
    });
    expect(sent.statusCode).toBe(201);
    const proposal = Proposal.parse(sent.json());

    const upload = await uploadProposalDocument(
      t.app,
      ana.headers,
      { proposalId: proposal.id, type: 'INCOME_PROOF' },
      { name: 'holerite.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 income proof') },
    );
    expect(upload.statusCode).toBe(201);

    const mine = await records(ana);
    expect(mine.proposals.map((p) => p.id)).toEqual([proposal.id]);
    expect(mine.documents).toEqual([
      expect.objectContaining({ proposalId: proposal.id, type: 'INCOME_PROOF', fileName: 'holerite.pdf' }),
    ]);
    expect(mine.documents[0]?.proposalStatus).toBe(mine.proposals[0]?.status);
    expect(mine.orders).toEqual([]);
    const others = await records(bruno);
    expect(others.proposals).toEqual([]);
    expect(others.documents).toEqual([]);

    await delivery.worker.drain();
    const confirmation = mailbox.list(ana.email).find((m) => m.kind === 'financing-proposal-sent');
    expect(confirmation?.subject).toContain(simulation.planName);
    expect(confirmation?.text).toContain('48 parcelas');
    // The tax id never travels in an e-mail.
    expect(confirmation?.text).not.toContain(PENDING_CPF);
  });
});
