import { CrmSandboxReceipts, RentalProposalList, StaffRentalProposal } from '@autohub/contract';
import { RENTAL_APPROVED_PATH } from '@autohub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { type Delivery, createDelivery } from '../../outbox/delivery-setup.js';
import { type TestSession, createAccount } from '../auth/auth.fixture.js';
import { rentalProposals } from './rental.schema.js';

const STAFF_TOKEN = 'staff-token-for-rental-tests';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

const form = {
  companyName: 'Transportes Lima Ltda',
  contactName: 'Marina Lima',
  companyTaxId: '11.222.333/0001-81',
  companyOlderThanOneYear: true,
  email: 'frota.lima@example.com',
  mobile: '(11) 98765-4321',
  preferredContact: 'WHATSAPP',
  vehicleType: 'PICKUP',
  vehicleAmount: 12,
  fleetDescription: 'Entregas na Grande São Paulo',
  consents: { privacy: true, offers: false, directContact: true },
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF').toString('base64');

describe('company rental', () => {
  let t: TestApp;
  let delivery: Delivery;
  let marina: TestSession;
  let other: TestSession;

  beforeAll(async () => {
    t = await createTestApp({
      env: { OUTBOX_WORKER: 'off', STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_MAX: '0' },
    });
    delivery = createDelivery(t.db, t.config, t.app.ports);
    marina = await createAccount(t.app, t.db, 'frota.lima@example.com', { name: 'Marina Lima' });
    other = await createAccount(t.app, t.db, 'outra.empresa@example.com');
    // Their sign-up confirmations leave the outbox first: the tests count the rental's own deliveries.
    await delivery.worker.drain();
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/leads/flua/create', payload: body, headers });
  const move = (code: string, to: string, headers: Record<string, string> = staff) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/rental/proposals/${code}/status`,
      headers,
      payload: { to },
    });
  const timeline = async (session: TestSession, language = 'pt-BR') => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/timeline/rental',
      headers: { ...session.headers, 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return RentalProposalList.parse(response.json()).proposals;
  };

  it('refuses a wrong form field by field, in the language of the page', async () => {
    const response = await send({
      brand: 'fiat',
      locale: 'pt-BR',
      form: { ...form, companyTaxId: '11.222.333/0001-82', vehicleAmount: 0, consents: { privacy: false } },
    });
    expect(response.statusCode).toBe(400);
    const details = (response.json() as { details: { path: string; code: string; message: string }[] })
      .details;
    expect(details).toEqual(
      expect.arrayContaining([
        { path: 'body.form.companyTaxId', code: 'cnpj_invalid', message: 'CNPJ inválido' },
        expect.objectContaining({ path: 'body.form.vehicleAmount', code: 'rental_vehicle_amount_invalid' }),
        expect.objectContaining({ path: 'body.form.consents.privacy', code: 'checkbox_required' }),
      ]),
    );
    expect(await t.db.select().from(rentalProposals)).toHaveLength(0);
  });

  it('turns the form into a proposal and a Flua lead for the CRM, once per idempotency key', async () => {
    const first = await send({ brand: 'fiat', locale: 'pt-BR', form }, { 'idempotency-key': 'lima-1' });
    expect(first.statusCode).toBe(201);
    const again = await send({ brand: 'fiat', locale: 'pt-BR', form }, { 'idempotency-key': 'lima-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ proposalCode: first.json().proposalCode });

    // The Flua lead for the CRM and the confirmation e-mail to the contact, once each.
    expect(await delivery.worker.drain()).toMatchObject({ delivered: 2 });
    const mails = (t.app.ports.mailbox?.list('frota.lima@example.com') ?? []).filter(
      (m) => m.kind === 'rental-requested',
    );
    expect(mails).toHaveLength(1);
    const code = (first.json() as { proposalCode: string }).proposalCode;
    expect(mails[0]?.subject).toBe(`Recebemos o pedido de locação da Transportes Lima Ltda (${code})`);
    expect(mails[0]?.text).toContain('Olá, Marina!');
    expect(mails[0]?.text).toContain('12 × picape');
    expect(mails[0]?.text).toMatch(/https?:\/\/\S+\/pt-BR\/fiat\/rental\/proposals$/m);
    expect(mails[0]?.text).not.toMatch(/11\.?222\.?333|0001-?81/);
    const receipts = CrmSandboxReceipts.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/staff/sandbox/crm/receipts?limit=50&email=frota.lima@example.com',
          headers: staff,
        })
      ).json(),
    );
    expect(receipts.items).toHaveLength(1);
    expect(receipts.items[0]?.payload).toMatchObject({
      form: 'Flua',
      leadPersonType: 'legalPerson',
      cnpj: '11222333000181',
      vehicleAmount: 12,
    });

    // Stored without the full CNPJ.
    const [row] = await t.db.select().from(rentalProposals);
    expect(row?.companyTaxIdHint).toBe('•••181');
    expect(JSON.stringify(row)).not.toContain('11222333000181');
  });

  it('confirms an Argentine request in Spanish, without the CUIT', async () => {
    const created = await send({
      brand: 'fiat',
      locale: 'es-AR',
      form: {
        ...form,
        email: 'flota.cordoba@example.com',
        contactName: 'Julián Paz',
        companyName: 'Logística Córdoba SRL',
        companyTaxId: '30-71234567-1',
        mobile: '351 555-1234',
        vehicleType: 'VAN',
        vehicleAmount: 4,
      },
    });
    expect(created.statusCode).toBe(201);
    await delivery.worker.drain();
    const [mail, ...more] = (t.app.ports.mailbox?.list('flota.cordoba@example.com') ?? []).filter(
      (m) => m.kind === 'rental-requested',
    );
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Recibimos el pedido de alquiler de Logística Córdoba SRL \(RL-/);
    expect(mail?.text).toContain('Hola, Julián:');
    expect(mail?.text).toContain('4 × furgón');
    expect(mail?.text).toContain('/es-AR/fiat/rental/proposals');
    expect(mail?.text).not.toMatch(/71234567|555-?1234/);
  });

  it('shows the proposal to the account of its e-mail, and to no one else', async () => {
    const [proposal] = await timeline(marina);
    expect(proposal).toMatchObject({
      status: 'PROPOSAL_CREATED',
      statusLabel: 'Proposta criada',
      companyName: 'Transportes Lima Ltda',
    });
    expect(proposal?.timeline).toHaveLength(10);
    expect(await timeline(other)).toEqual([]);
    const peek = await t.app.inject({
      method: 'GET',
      url: `/api/timeline/opportunity?proposalCode=${proposal?.proposalCode}`,
      headers: other.headers,
    });
    expect(peek.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/timeline/rental' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets the lead desk move a proposal through every status to delivered, and nothing else', async () => {
    const [proposal] = await timeline(marina);
    const code = proposal!.proposalCode;
    expect((await move(code, 'DELIVERED')).statusCode).toBe(409);
    expect((await move(code, 'FINANCIAL_ANALYSIS_IN_PROGRESS', marina.headers)).statusCode).toBe(403);
    const desk = await createAccount(t.app, t.db, 'mesa.locacao@example.com', {
      roles: ['lead_queue_manager'],
    });
    expect((await move(code, 'FINANCIAL_ANALYSIS_IN_PROGRESS', desk.headers)).statusCode).toBe(200);

    const docs = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/rental/documents/status?proposalCode=${code}`,
          headers: marina.headers,
        })
      ).json() as {
        documents: { kind: string; state: string }[];
      };
    expect((await docs()).documents.find((d) => d.kind === 'BALANCE_SHEET')?.state).toBe('PENDING');
    const upload = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/rental/proposals/${code}/documents`,
        headers: staff,
        payload,
      });
    const attached = await upload({
      kind: 'BALANCE_SHEET',
      fileName: 'balanco-2025.pdf',
      contentType: 'application/pdf',
      contentBase64: PDF,
    });
    expect(attached.statusCode).toBe(201);
    expect(
      (
        await upload({
          kind: 'BALANCE_SHEET',
          fileName: 'balanco-2025.pdf',
          contentType: 'application/pdf',
          contentBase64: PDF,
        })
      ).statusCode,
    ).toBe(200);
    const fake = await upload({
      kind: 'BALANCE_SHEET',
      fileName: 'x.png',
      contentType: 'image/png',
      contentBase64: PDF,
    });
    expect(fake.statusCode).toBe(400);
    expect((await docs()).documents.find((d) => d.kind === 'BALANCE_SHEET')?.state).toBe('RECEIVED');

    for (const status of RENTAL_APPROVED_PATH.slice(2)) {
      const moved = await move(code, status);
      expect(moved.statusCode, status).toBe(200);
      expect(StaffRentalProposal.parse(moved.json()).status).toBe(status);
    }
    const [delivered] = await timeline(marina, 'es-AR');
    expect(delivered?.statusLabel).toBe('Entregado');
    expect(delivered?.timeline.every((step) => step.at !== null)).toBe(true);
    expect((await move(code, 'EXPIRED_PROPOSAL')).statusCode).toBe(409);

    const files = await t.app.inject({
      method: 'GET',
      url: `/api/rental/files/summary?proposalCode=${code}`,
      headers: marina.headers,
    });
    expect(files.json()).toMatchObject({
      count: 1,
      files: [{ kind: 'BALANCE_SHEET', fileName: 'balanco-2025.pdf' }],
    });
    const opportunity = await t.app.inject({
      method: 'GET',
      url: `/api/timeline/opportunity?proposalCode=${code}`,
      headers: marina.headers,
    });
    expect(opportunity.json()).toMatchObject({ leadDelivery: 'DELIVERED' });
    expect((opportunity.json() as { events: unknown[] }).events).toHaveLength(10);
  });

  it('ends a reproved proposal at the reproval', async () => {
    const created = await send({
      brand: 'jeep',
      locale: 'es-AR',
      form: { ...form, companyTaxId: '30-71234567-1', mobile: '11 5555-1234' },
    });
    expect(created.statusCode).toBe(201);
    const code = (created.json() as { proposalCode: string }).proposalCode;
    expect((await move(code, 'FINANCIAL_ANALYSIS_IN_PROGRESS')).statusCode).toBe(200);
    expect((await move(code, 'FINANCIAL_ANALYSIS_REPROVED')).statusCode).toBe(200);
    expect((await move(code, 'CONTRACT_SIGN_IN_PROGRESS')).statusCode).toBe(409);
    const reproved = (await timeline(marina)).find((p) => p.proposalCode === code);
    expect(reproved?.timeline.map((s) => s.status)).toEqual([
      'PROPOSAL_CREATED',
      'FINANCIAL_ANALYSIS_IN_PROGRESS',
      'FINANCIAL_ANALYSIS_REPROVED',
    ]);
  });

  it('keeps the rental profile: an empty update makes no change and says so', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/self/rental', headers: marina.headers })).json(),
    ).toMatchObject({ companyName: null, updatedAt: null });
    for (const payload of [{}, { companyName: '  ' }]) {
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/users/self/rental',
        headers: marina.headers,
        payload,
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ code: 'no_body', message: 'Nenhum dado foi enviado' });
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/self/rental', headers: marina.headers })).json(),
    ).toMatchObject({ companyName: null, updatedAt: null });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/users/self/rental',
      headers: marina.headers,
      payload: { companyName: 'Transportes Lima', preferredContact: 'EMAIL' },
    });
    expect(saved.json()).toMatchObject({ companyName: 'Transportes Lima', preferredContact: 'EMAIL' });
  });

  it('approves a rental user for a company over a year old that sent the form', async () => {
    const result = () =>
      t.app.inject({ method: 'GET', url: '/api/rental-user/result', headers: marina.headers });
    expect((await result()).statusCode).toBe(404);
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/rental-user/start?companyTaxId=11222333000181',
      headers: marina.headers,
    });
    expect(start.json()).toMatchObject({ status: 'STARTED', companyTaxIdHint: '•••181' });
    expect((await result()).json()).toMatchObject({ status: 'APPROVED' });
    await t.app.inject({
      method: 'POST',
      url: '/api/rental-user/start?companyTaxId=04.252.011/0001-10',
      headers: other.headers,
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/rental-user/result',
      headers: other.headers,
    });
    expect(refused.json()).toMatchObject({
      status: 'REFUSED',
      reason: 'Envie antes o formulário de locação para empresas.',
    });
  });

  it('lists rental offers of the rental brands with their tag colours', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/rental/offers?country=BR' });
    const offers = (
      response.json() as { offers: { brand: string; tag: { color: string; background: string } | null }[] }
    ).offers;
    expect(new Set(offers.map((o) => o.brand))).toEqual(
      new Set(['fiat', 'jeep', 'citroen', 'peugeot', 'ram']),
    );
    expect(offers.find((o) => o.brand === 'jeep')?.tag).toMatchObject({
      color: 'preto',
      background: '#1a1a1a',
    });
    const dealers = await t.app.inject({
      method: 'GET',
      url: '/api/rental/dealers?country=BR&dealerGroup=none-such',
    });
    expect(dealers.json()).toEqual({
      query: { type: 'RENTAL', dealerGroup: 'none-such', fulfillment: 'LAX' },
      dealers: [],
    });
  });
});
