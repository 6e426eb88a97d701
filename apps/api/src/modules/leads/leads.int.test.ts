import {
  CrmSandboxReceipts,
  ErrorResponse,
  JourneyIntegrationErrorList,
  LeadAccepted,
  StaffLead,
} from '@autohub/contract';
import { initialFullLeadForm } from '@autohub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAULISTA_ADDRESS } from '../../../test/addresses.js';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { PERSON_LEAD_FORM } from '../../../test/leads.js';
import { type Delivery, createDelivery } from '../../outbox/delivery-setup.js';

const STAFF_TOKEN = 'staff-token-for-lead-tests';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

const person = PERSON_LEAD_FORM;

const company = {
  leadPersonType: 'legalPerson',
  contactName: 'Carlos Lima',
  corporateName: 'Frota Rápida Transportes Ltda',
  email: 'frota@example.com',
  cnpj: '11.222.333/0001-81',
  phone: '(21) 99876-5432',
  totalVehicles: 12,
  hasTwoYearCnpj: true,
  allowWhatsApp: true,
  preferredContactsMethod: 'WHATSAPP',
} as const;

const context = {
  tracking: { analyticsClientId: 'GA1.2.111.222', gclid: 'Cj0KCQ-click' },
  source: { form: 'Proposal', origin: 'model-page', subOrigin: 'pulse' },
  location: {
    stateCode: 'SP',
    cityName: 'São Paulo',
    countryCode: 'BR',
    country: 'Brasil',
    ibgeCityCode: '3550308',
  },
  utm: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'pulse-2026' },
};

describe('leads', () => {
  let t: TestApp;
  // The worker's clock runs with real time plus what the test skips ahead.
  let skipped = 0;
  let delivery: Delivery;

  beforeAll(async () => {
    // The test drives the worker itself, with a clock it controls.
    t = await createTestApp({
      env: {
        OUTBOX_WORKER: 'off',
        OUTBOX_MAX_ATTEMPTS: '3',
        // Long enough for the sandbox's own database work on a busy machine; the slow-CRM test
        // answers later than this.
        CRM_TIMEOUT_MS: '2000',
        CRM_CLIENT_ID: 'autohub-leads',
        CRM_CLIENT_SECRET: 'lead-secret-for-tests',
        STAFF_API_TOKEN: STAFF_TOKEN,
        RATE_LIMIT_MAX: '0',
      },
    });
    delivery = createDelivery(t.db, t.config, t.app.ports, {
      clock: () => new Date(Date.now() + skipped),
      random: () => 0,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const later = (ms: number) => {
    skipped += ms;
  };
  const send = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/leads', payload: body, headers });
  const crmMode = (mode: 'ok' | 'fail' | 'slow', latencyMs = 1_000) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/staff/sandbox/crm',
      headers: staff,
      payload: { mode, latencyMs },
    });
  const receipts = async (query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/staff/sandbox/crm/receipts?limit=500${query}`,
      headers: staff,
    });
    expect(response.statusCode).toBe(200);
    return CrmSandboxReceipts.parse(response.json());
  };

  it('sends a person lead to the CRM with the payload of spec §3, exactly', async () => {
    const response = await send({
      kind: 'lead',
      brand: 'jeep',
      locale: 'pt-BR',
      form: person,
      dealerId: '12',
      context,
    });
    expect(response.statusCode).toBe(202);
    const lead = LeadAccepted.parse(response.json());
    expect(lead.status).toBe('PENDING');

    expect(await delivery.worker.drain()).toMatchObject({ delivered: 1 });
    const { items } = await receipts('&email=maria.souza@example.com');
    expect(items).toHaveLength(1);
    const [receipt] = items;
    expect(receipt).toMatchObject({
      idempotencyKey: lead.id,
      kind: 'lead',
      brand: 'jeep',
      clientId: 'autohub-leads',
      deliveries: 1,
    });
    expect(receipt?.payload).toEqual({
      cacheBuster: expect.stringMatching(/^\d{12}$/),
      brandId: 57,
      analyticsClientId: 'GA1.2.111.222',
      trackId: null,
      userId: null,
      gclid: 'Cj0KCQ-click',
      callback: null,
      form: 'Proposal',
      origin: 'model-page',
      SubOrigem__c: 'pulse',
      productGroup: null,
      retUrl: null,
      referer: null,
      uf: 'SP',
      cidade: 'São Paulo',
      countryCode: 'BR',
      country: 'Brasil',
      source: 'google',
      medium: 'cpc',
      campaign: 'pulse-2026',
      content: null,
      term: null,
      indSmsContact: true,
      indPhoneContact: true,
      indEmailContact: true,
      indWhatsappContact: false,
      firstName: 'Maria Souza',
      email: 'maria.souza@example.com',
      cpf: '52998224725',
      phone: '11987654321',
      dealersCode: '07123',
      preferred_contact_method: 'PHONE',
    });

    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/staff/leads/${lead.id}`,
      headers: staff,
    });
    expect(StaffLead.parse(staffView.json())).toMatchObject({ status: 'DELIVERED', kind: 'person' });
  });

  it('sends a company lead with the company fields only', async () => {
    const response = await send({ kind: 'lead', brand: 'ram', locale: 'pt-BR', form: company });
    expect(response.statusCode).toBe(202);
    await delivery.worker.drain();
    const [receipt] = (await receipts('&email=frota@example.com')).items;
    expect(receipt?.payload).toMatchObject({
      brandId: 55,
      corporateName: 'Frota Rápida Transportes Ltda',
      contactName: 'Carlos Lima',
      cnpj: '11222333000181',
      phone: '21998765432',
      totalVehicles: 12,
      hasTwoYearCnpj: true,
      preferred_contact_method: 'WHATSAPP',
      indWhatsappContact: true,
      indSmsContact: false,
      form: 'Proposal',
    });
    expect(receipt?.payload).not.toHaveProperty('cpf');
    expect(receipt?.payload).not.toHaveProperty('dealersCode');
  });

  it('refuses a lead without CPF where the page settings do not allow it, naming the field', async () => {
    const response = await send({
      kind: 'lead',
      brand: 'fiat',
      locale: 'pt-BR',
      form: { ...person, cpf: '' },
    });
    expect(response.statusCode).toBe(400);
    const body = ErrorResponse.parse(response.json());
    expect(body.code).toBe('validation_error');
    expect(body.details).toEqual([
      { path: 'body.form.cpf', code: 'field_required', message: expect.any(String) },
    ]);
  });

  it('takes an Argentine lead with an Argentine mobile and DNI, and sends the mobile as one number', async () => {
    const argentine = {
      ...person,
      name: 'Lucía Fernández',
      email: 'lucia.ar@example.com',
      cpf: '12.345.678',
      phone: '0351 15 555-1234',
    };
    const response = await send({ kind: 'lead', brand: 'peugeot', locale: 'es-AR', form: argentine });
    expect(response.statusCode).toBe(202);
    await delivery.worker.drain();
    const [receipt] = (await receipts('&email=lucia.ar@example.com')).items;
    expect(receipt?.payload).toMatchObject({ phone: '93515551234' });

    const brazilianPhone = await send({
      kind: 'lead',
      brand: 'peugeot',
      locale: 'es-AR',
      form: { ...argentine, phone: '(11) 98765-4321' },
    });
    expect(ErrorResponse.parse(brazilianPhone.json()).details).toEqual([
      { path: 'body.form.phone', code: 'phone_invalid', message: expect.any(String) },
    ]);
  });

  it('accepts a lead without CPF where the settings allow it, and sends cpf null', async () => {
    const response = await send({
      kind: 'lead',
      brand: 'fiat',
      locale: 'es-AR',
      form: { ...person, email: 'sin.cpf@example.com', cpf: '', phone: '+54 9 351 555-1234' },
    });
    expect(response.statusCode).toBe(202);
    await delivery.worker.drain();
    const [receipt] = (await receipts('&email=sin.cpf@example.com')).items;
    expect(receipt?.payload).toMatchObject({ cpf: null, brandId: 0 });
  });

  it('takes a CNPJ in the CPF field only where the page runs the company CPF/CNPJ mode', async () => {
    const withCnpj = { ...person, email: 'cnpj.no.cpf@example.com', cpf: '11.222.333/0001-81' };
    // Ram in Brazil runs the mode: the CNPJ goes to the CRM in the cpf field of a person lead.
    const accepted = await send({ kind: 'lead', brand: 'ram', locale: 'pt-BR', form: withCnpj });
    expect(accepted.statusCode).toBe(202);
    await delivery.worker.drain();
    const [receipt] = (await receipts('&email=cnpj.no.cpf@example.com')).items;
    expect(receipt?.payload).toMatchObject({ cpf: '11222333000181', brandId: 55 });

    // A wrong check digit is named as a CPF/CNPJ problem there.
    const wrong = await send({
      kind: 'lead',
      brand: 'ram',
      locale: 'pt-BR',
      form: { ...withCnpj, cpf: '11.222.333/0001-82' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(ErrorResponse.parse(wrong.json()).details).toEqual([
      { path: 'body.form.cpf', code: 'cpf_cnpj_invalid', message: 'CPF/CNPJ inválido' },
    ]);

    // Jeep does not run it: the same CNPJ is refused as a CPF, and a client cannot switch it on.
    const elsewhere = await send({ kind: 'lead', brand: 'jeep', locale: 'pt-BR', form: withCnpj });
    expect(elsewhere.statusCode).toBe(400);
    expect(ErrorResponse.parse(elsewhere.json()).details).toEqual([
      { path: 'body.form.cpf', code: 'cpf_invalid', message: 'CPF inválido' },
    ]);
    const forced = await send({
      kind: 'lead',
      brand: 'jeep',
      locale: 'pt-BR',
      form: withCnpj,
      companyMode: true,
    });
    expect(forced.statusCode).toBe(400);

    // Staff switch it on for Jeep and the same lead passes.
    const switched = await t.app.inject({
      method: 'PATCH',
      url: '/api/staff/settings/jeep/pt-BR',
      headers: staff,
      payload: { leadCompanyCpfCnpjMode: true },
    });
    expect(switched.json()).toMatchObject({ leadCompanyCpfCnpjMode: true });
    try {
      const now = await send({ kind: 'lead', brand: 'jeep', locale: 'pt-BR', form: withCnpj });
      expect(now.statusCode).toBe(202);
    } finally {
      await t.app.inject({
        method: 'PATCH',
        url: '/api/staff/settings/jeep/pt-BR',
        headers: staff,
        payload: { leadCompanyCpfCnpjMode: false },
      });
    }
  });

  it('checks consents and the preferred channel on the server too', async () => {
    const response = await send({
      kind: 'lead',
      brand: 'fiat',
      locale: 'pt-BR',
      form: { ...person, allowSMS: false, allowEmail: false, allowWhatsApp: false },
    });
    expect(response.statusCode).toBe(400);
    const paths = ErrorResponse.parse(response.json()).details?.map(
      (detail) => `${detail.path}:${detail.code}`,
    );
    expect(paths).toEqual([
      'body.form.contactOptIn:contact_opt_in_required',
      'body.form.preferredContactsMethod:field_invalid',
    ]);
  });

  it('sends the full purchase form with its address part only when the address is complete', async () => {
    const form = {
      personal: {
        name: 'João Pereira',
        cpf: '529.982.247-25',
        phone: '11987654321',
        email: 'joao.compra@example.com',
      },
      address: { ...PAULISTA_ADDRESS, complement: 'ap 12' },
      car: { mvs: '3631TA1', year: 2026 },
      dealer: { id: '12', dealerCode: '07123' },
      descriptions: [
        { name: 'Cor', value: 'Vermelho' },
        { name: 'Pagamento', value: 'Financiamento' },
        { name: 'Obs', value: '' },
      ],
      allowEmail: true,
    };
    expect((await send({ kind: 'purchase', brand: 'fiat', locale: 'pt-BR', form, context })).statusCode).toBe(
      202,
    );
    const withoutAddress = {
      ...form,
      personal: { ...form.personal, email: 'joao.semendereco@example.com' },
      address: initialFullLeadForm().address,
    };
    expect(
      (await send({ kind: 'purchase', brand: 'fiat', locale: 'pt-BR', form: withoutAddress, context }))
        .statusCode,
    ).toBe(202);
    await delivery.worker.drain();

    const [full] = (await receipts('&email=joao.compra@example.com')).items;
    expect(full?.payload).toMatchObject({
      userPostalCode: '01310100',
      street: 'Avenida Paulista, 1000',
      homeNumber: '1000',
      complement: 'ap 12',
      neighborhood: 'Bela Vista',
      uf: 'SP',
      cidade: 'São Paulo',
      description: 'Cor: Vermelho, Pagamento: Financiamento',
      dealersCode: '07123',
      productCode: '3631TA1',
      msc_ano_modelo: 2026,
    });
    const [bare] = (await receipts('&email=joao.semendereco@example.com')).items;
    for (const key of ['userPostalCode', 'street', 'homeNumber', 'complement', 'neighborhood']) {
      expect(bare?.payload).not.toHaveProperty(key);
    }
    expect(bare?.payload).toMatchObject({ uf: 'SP', cidade: 'São Paulo', productCode: '3631TA1' });
  });

  it('refuses a half-typed address instead of dropping it silently', async () => {
    const response = await send({
      kind: 'purchase',
      brand: 'fiat',
      locale: 'pt-BR',
      form: {
        personal: {
          name: 'João Pereira',
          cpf: '529.982.247-25',
          phone: '11987654321',
          email: 'x@example.com',
        },
        address: { street: 'Avenida Paulista' },
        car: { mvs: '3631TA1', year: 2026 },
        dealer: { id: '12', dealerCode: '07123' },
        allowEmail: true,
      },
    });
    expect(response.statusCode).toBe(400);
    const paths = ErrorResponse.parse(response.json()).details?.map((detail) => detail.path) ?? [];
    expect(paths).toContain('body.form.address.number');
    expect(paths).toContain('body.form.address.postalCode');
  });

  it('answers the first lead when the browser sends the same submission twice', async () => {
    const body = {
      kind: 'lead',
      brand: 'fiat',
      locale: 'pt-BR',
      form: { ...person, email: 'duplo@example.com' },
    };
    const first = await send(body, { 'idempotency-key': 'submit-abc-1' });
    const second = await send(body, { 'idempotency-key': 'submit-abc-1' });
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(200);
    expect(LeadAccepted.parse(second.json()).id).toBe(LeadAccepted.parse(first.json()).id);
    await delivery.worker.drain();
    expect((await receipts('&email=duplo@example.com')).total).toBe(1);
  });

  it('accepts 100 leads while the CRM is down and delivers each exactly once when it is back', async () => {
    expect((await crmMode('fail')).statusCode).toBe(200);
    const ids: string[] = [];
    for (let i = 0; i < 100; i += 1) {
      const response = await send({
        kind: 'lead',
        brand: 'fiat',
        locale: 'pt-BR',
        form: { ...person, email: `outage.${i}@example.com` },
      });
      expect(response.statusCode).toBe(202);
      ids.push(LeadAccepted.parse(response.json()).id);
    }
    const before = (await receipts()).total;

    const down = await delivery.worker.drain();
    expect(down).toMatchObject({ claimed: 100, delivered: 0, retried: 100, dead: 0 });
    later(60_000);
    expect(await delivery.worker.drain()).toMatchObject({ delivered: 0, retried: 100 });
    expect((await receipts()).total).toBe(before);

    expect((await crmMode('ok')).statusCode).toBe(200);
    later(10 * 60_000);
    expect(await delivery.worker.drain()).toMatchObject({ claimed: 100, delivered: 100 });
    expect(await delivery.worker.drain()).toMatchObject({ claimed: 0 });

    const { items, total } = await receipts();
    expect(total).toBe(before + 100);
    const arrived = items.filter((item) => ids.includes(item.idempotencyKey));
    expect(new Set(arrived.map((item) => item.idempotencyKey)).size).toBe(100);
    expect(arrived.every((item) => item.deliveries === 1)).toBe(true);

    const log = await t.app.inject({
      method: 'GET',
      url: `/api/integration-log?reference=${ids[0]}`,
      headers: staff,
    });
    expect(log.json().items.map((entry: { outcome: string }) => entry.outcome)).toEqual([
      'SUCCESS',
      'FAILURE',
      'FAILURE',
    ]);
  });

  it('keeps one copy when the CRM stored a lead but answered too late, and the retry sends it again', async () => {
    await crmMode('slow', 6_000);
    const response = await send({
      kind: 'lead',
      brand: 'fiat',
      locale: 'pt-BR',
      form: { ...person, email: 'lento@example.com' },
    });
    expect(await delivery.worker.drain()).toMatchObject({ retried: 1, delivered: 0 });
    await crmMode('ok');
    later(60_000);
    expect(await delivery.worker.drain()).toMatchObject({ delivered: 1 });
    const { items, total } = await receipts('&email=lento@example.com');
    expect(total).toBe(1);
    expect(items[0]).toMatchObject({ idempotencyKey: LeadAccepted.parse(response.json()).id, deliveries: 2 });
  });

  it('opens a journey error after the last attempt, which staff correct and reprocess', async () => {
    await crmMode('fail');
    const response = await send({
      kind: 'lead',
      brand: 'fiat',
      locale: 'pt-BR',
      form: { ...person, email: 'morto@example.com' },
    });
    const lead = LeadAccepted.parse(response.json());
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await delivery.worker.drain();
      later(60 * 60_000);
    }
    const view = await t.app.inject({ method: 'GET', url: `/api/staff/leads/${lead.id}`, headers: staff });
    expect(StaffLead.parse(view.json()).status).toBe('FAILED');

    const list = JourneyIntegrationErrorList.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/journey-integration-errors?status=OPEN',
          headers: staff,
        })
      ).json(),
    );
    const error = list.items.find((item) => item.reference === lead.id);
    expect(error).toMatchObject({
      journey: 'lead',
      partner: 'crm',
      attempts: 3,
      lastError: expect.stringContaining('503'),
    });
    if (!error) throw new Error('journey error expected');

    const corrected = {
      ...error.payload,
      payload: { ...(error.payload.payload as object), firstName: 'Maria S. Souza' },
    };
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/journey-integration-errors/${error.id}`,
      headers: staff,
      payload: { payload: corrected, note: 'nome corrigido' },
    });
    expect(patch.statusCode).toBe(200);

    await crmMode('ok');
    const reprocess = await t.app.inject({
      method: 'PATCH',
      url: '/api/journey-integration-errors/reprocess',
      headers: staff,
      payload: { ids: [error.id] },
    });
    expect(reprocess.json()).toEqual({ reprocessed: [error.id], skipped: [] });
    expect(await delivery.worker.drain()).toMatchObject({ delivered: 1 });

    const [receipt] = (await receipts('&email=morto@example.com')).items;
    expect(receipt?.payload.firstName).toBe('Maria S. Souza');
    const after = JourneyIntegrationErrorList.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/journey-integration-errors?status=RESOLVED',
          headers: staff,
        })
      ).json(),
    );
    expect(after.items.map((item) => item.id)).toContain(error.id);

    const again = await t.app.inject({
      method: 'PATCH',
      url: '/api/journey-integration-errors/reprocess',
      headers: staff,
      payload: { ids: [error.id] },
    });
    expect(again.json().skipped).toEqual([{ id: error.id, reason: 'status_resolved' }]);
  });

  it('keeps the log and the errors for staff; the sandbox CRM is a development helper', async () => {
    for (const url of ['/api/integration-log', '/api/journey-integration-errors']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    const sandbox = await t.app.inject({ method: 'GET', url: '/api/staff/sandbox/crm/receipts' });
    expect(sandbox.statusCode).toBe(200);
  });
});
