import { PersonalDataExport, Proposal } from '@autohub/contract';
import { WHATSAPP_LEAD_EVENTS, buildAnalyticsSend, buildBotLead } from '@autohub/domain';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from '../../src/db/tables.js';
import { TEST_PASSWORD, type TestSession, createAccount } from '../../src/modules/auth/auth.fixture.js';
import { dealers } from '../../src/modules/dealers/dealers.schema.js';
import { financingProposalDocuments } from '../../src/modules/financing/financing.schema.js';
import {
  HANDLED_PERSONAL_DATA,
  NOT_PERSONAL,
  PERSONAL_DATA_TABLES,
} from '../../src/modules/privacy/personal-data.js';
import { simulateFiatCdc } from '../financing.js';
import { type TestApp, createTestApp } from '../helpers.js';
import { PERSON_LEAD_FORM, fiatLeadRequest } from '../leads.js';
import { feedVehicleDelivery } from '../sales-feed.js';

// Column names that hold, or point at, a person's data — free text a person or someone about
// them wrote (comments, messages, notes) included.
const PERSONAL_COLUMN =
  /(^|_)(email|cpf|cnpj|cuil|cuit|dni|phone|mobile|name|birth|birthday|address|tax|document|customer|user|applicant|plate|chassis|payload|content|author|actor|comment|message|note)(_|$)/;

const allTables = Object.values(tables).map((table) => getTableConfig(table as never));

describe('personal data: one list drives the export and the deletion', () => {
  it('lists every table with personal columns, as exported and erased, handled by its module, or not personal', () => {
    const listed = new Set([
      ...PERSONAL_DATA_TABLES.map((entry) => entry.table),
      ...HANDLED_PERSONAL_DATA.map((entry) => entry.table),
      ...Object.keys(NOT_PERSONAL),
    ]);
    const missing = allTables
      .filter((table) => table.columns.some((column) => PERSONAL_COLUMN.test(column.name)))
      .filter((table) => !listed.has(table.name))
      .map(
        (table) =>
          `${table.name} (${table.columns
            .map((c) => c.name)
            .filter((n) => PERSONAL_COLUMN.test(n))
            .join(', ')})`,
      );
    expect(missing, 'add these tables to apps/api/src/modules/privacy/personal-data.ts').toEqual([]);
    const names = new Set(allTables.map((table) => table.name));
    expect(PERSONAL_DATA_TABLES.map((entry) => entry.table).filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('an exported account holds everything about the person; a deleted one leaves nothing', () => {
  const EMAIL = 'zelinda.lgpd@example.com';
  const NAME = 'Zelinda Quaresmo';
  const CPF_DIGITS = '52998224725';
  const PHONE_DIGITS = '11977771234';
  // The address Zelinda typed on a lead she sent while signed in, and a neighbour whose address
  // ends with hers.
  const WORK_EMAIL = 'zelinda.q@trabalho.example.com';
  const NEIGHBOUR_EMAIL = 'rozelinda.lgpd@example.com';
  let t: TestApp;
  let zelinda: TestSession;

  beforeAll(async () => {
    t = await createTestApp({
      env: { OUTBOX_WORKER: 'off', BANK_PROVIDER: 'sandbox', RATE_LIMIT_MAX: '0' },
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** File bytes as text, so a name inside a stored document counts (a Buffer is read before its toJSON). */
  function readableBytes(this: Record<string, unknown>, key: string, value: unknown): unknown {
    const raw = this[key];
    return raw instanceof Uint8Array ? Buffer.from(raw).toString('latin1') : value;
  }

  /** Whether a row's text names an e-mail address: the whole address, not the end of a longer one. */
  const namesEmail = (email: string) =>
    new RegExp(`(^|[^a-z0-9._%+-])${email.replace(/[.+]/g, '\\$&')}`, 'i');

  /**
   * How many rows of the whole database mention each marker of the person: their e-mail addresses
   * and name as written, their CPF and phone whatever the punctuation they were typed with.
   */
  async function mentions(): Promise<Record<string, number>> {
    const emails = [EMAIL, WORK_EMAIL];
    const texts = [NAME.toLowerCase(), zelinda.userId];
    const digits = [CPF_DIGITS, PHONE_DIGITS];
    const counts: Record<string, number> = Object.fromEntries(
      [...emails, ...texts, ...digits].map((marker) => [marker, 0]),
    );
    const count = (marker: string) => (counts[marker] = (counts[marker] ?? 0) + 1);
    for (const table of allTables) {
      const result = await t.db.execute(sql`select * from ${sql.identifier(table.name)}`);
      for (const row of (result as unknown as { rows: Record<string, unknown>[] }).rows) {
        const text = JSON.stringify(row, readableBytes).toLowerCase();
        const bare = text.replace(/[\s.()/-]/g, '');
        for (const email of emails) if (namesEmail(email).test(text)) count(email);
        for (const marker of texts) if (text.includes(marker.toLowerCase())) count(marker);
        for (const marker of digits) if (bare.includes(marker)) count(marker);
      }
    }
    return counts;
  }

  /** Zelinda's person lead to a Fiat dealer, with the contact details given. */
  function sendLead(contact: {
    email: string;
    cpf: string;
    phone: string;
    allowSMS: boolean;
    preferredContactsMethod: 'PHONE' | 'EMAIL';
  }) {
    const { email, cpf, phone, allowSMS, preferredContactsMethod } = contact;
    return t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: zelinda.headers,
      payload: fiatLeadRequest({
        ...PERSON_LEAD_FORM,
        name: NAME,
        email,
        cpf,
        phone,
        allowSMS,
        preferredContactsMethod,
      }),
    });
  }

  /** The outbox messages and CRM receipts about a record. */
  async function partnerCopies(reference: string): Promise<{ outbox: number; crm: number }> {
    const outbox = await t.db.execute(sql`select 1 from outbox_messages where reference = ${reference}`);
    const crm = await t.db.execute(
      sql`select 1 from crm_sandbox_receipts where idempotency_key = ${reference}`,
    );
    return {
      outbox: (outbox as unknown as { rows: unknown[] }).rows.length,
      crm: (crm as unknown as { rows: unknown[] }).rows.length,
    };
  }

  it('exports the leads, test drives, messages and opinions of the person, then erases every one', async () => {
    zelinda = await createAccount(t.app, t.db, EMAIL, { name: NAME });
    const baseline = await mentions();
    const [fiat] = await t.db
      .select({ id: dealers.id })
      .from(dealers)
      .where(eq(dealers.brand, 'fiat'))
      .limit(1);
    const lead = await sendLead({
      email: EMAIL,
      cpf: '529.982.247-25',
      phone: '(11) 97777-1234',
      allowSMS: true,
      preferredContactsMethod: 'PHONE',
    });
    expect(lead.statusCode).toBe(202);
    const workLead = await sendLead({
      email: WORK_EMAIL,
      cpf: '52998224725',
      phone: '+55 11 97777-1234',
      allowSMS: false,
      preferredContactsMethod: 'EMAIL',
    });
    expect(workLead.statusCode, workLead.body).toBe(202);
    const neighbour = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        brand: 'fiat',
        locale: 'pt-BR',
        name: 'Rozelinda Prates',
        email: NEIGHBOUR_EMAIL,
        phone: '(21) 98888-4321',
        reason: 'PURCHASE',
        optIns: ['EMAIL'],
        message: 'Quero saber do Pulse.',
      },
    });
    expect(neighbour.statusCode, neighbour.body).toBe(201);
    const neighbourId = (neighbour.json() as { id: string }).id;
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        brand: 'fiat',
        locale: 'pt-BR',
        name: NAME,
        email: EMAIL,
        phone: '(11) 97777-1234',
        reason: 'AFTER_SALES',
        optIns: ['EMAIL'],
        message: 'Gostaria de agendar a revisão de 20 mil km.',
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const testDrive = await t.app.inject({
      method: 'POST',
      url: '/api/test-drives',
      payload: {
        brand: 'fiat',
        locale: 'pt-BR',
        dealerId: String(fiat?.id),
        model: '363',
        date: day,
        slot: 'AFTERNOON',
        time: '14:30',
        customer: { name: NAME, email: EMAIL, phone: '(11) 97777-1234' },
      },
    });
    expect(testDrive.statusCode, testDrive.body).toBe(201);
    await feedVehicleDelivery(t, zelinda.userId);
    const rating = await t.app.inject({
      method: 'POST',
      url: '/api/ratings/dealers/2',
      headers: zelinda.headers,
      payload: { brand: 'fiat', rating: 4, subject: 'Entrega do veículo' },
    });
    expect(rating.statusCode).toBe(201);
    // A company rental request she signed as its contact: the company keeps it, without her.
    const rental = await t.app.inject({
      method: 'POST',
      url: '/api/leads/flua/create',
      headers: zelinda.headers,
      payload: {
        brand: 'fiat',
        locale: 'pt-BR',
        form: {
          companyName: 'Transportes Quaresmo Ltda',
          contactName: NAME,
          companyTaxId: '11.222.333/0001-81',
          companyOlderThanOneYear: true,
          email: EMAIL,
          mobile: '(11) 97777-1234',
          preferredContact: 'WHATSAPP',
          vehicleType: 'PICKUP',
          vehicleAmount: 3,
          fleetDescription: 'Entregas no interior',
          consents: { privacy: true, offers: false, directContact: true },
        },
      },
    });
    expect(rental.statusCode, rental.body).toBe(201);
    // A financing proposal sent to the bank, and the scan of her ID kept with it.
    const simulation = await simulateFiatCdc(t.app, 12_000_000);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/financing/proposal',
      headers: zelinda.headers,
      payload: {
        simulationId: simulation.id,
        applicant: {
          name: NAME,
          taxId: CPF_DIGITS,
          // Her application carries her work address: the bank's news is mailed there.
          email: WORK_EMAIL,
          phone: PHONE_DIGITS,
          birthDate: '1988-03-09',
          monthlyIncome: 1_800_000,
        },
        acceptedTerms: true,
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.db.insert(financingProposalDocuments).values({
      proposalId: Proposal.parse(sent.json()).id,
      type: 'RG',
      fileName: 'rg.pdf',
      contentType: 'application/pdf',
      size: 40,
      content: Buffer.from(`%PDF-1.4 RG ${NAME} CPF ${CPF_DIGITS}`),
    });
    // A WhatsApp conversation with the brand bot, as the page starts it: her name, e-mail, CPF and
    // mobile go to the messaging service, its analytics events name the brand and model only.
    // Nothing of it is kept here, so nothing about her is added.
    const beforeConversation = await mentions();
    const botLead = await t.app.inject({
      method: 'POST',
      url: '/api/messaging/fiat/Lead/send',
      payload: buildBotLead({
        phone: '(11) 97777-1234',
        name: NAME,
        cpf: '529.982.247-25',
        email: EMAIL,
        brand: 'fiat',
        model: 'Pulse',
        country: 'BR',
      }),
    });
    expect(botLead.json()).toMatchObject({ success: true });
    for (const event of [WHATSAPP_LEAD_EVENTS.submitIntent, WHATSAPP_LEAD_EVENTS.success]) {
      const tracked = await t.app.inject({
        method: 'POST',
        url: '/api/useranalytics/send',
        payload: buildAnalyticsSend('', { event, brand: 'fiat', model: '363' }),
      });
      expect(tracked.statusCode).toBe(202);
    }
    expect(await mentions()).toEqual(beforeConversation);
    // The CRM (sandbox) receives the lead and the message: its receipts hold the person too.
    // The mails go to the development mailbox (test drive, proposal).
    await t.app.delivery.worker.drain();
    expect(t.app.ports.mailbox?.list(WORK_EMAIL).length ?? 0, 'a mail to her work address').toBeGreaterThan(
      0,
    );

    const exported = PersonalDataExport.parse(
      (await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: zelinda.headers })).json(),
    );
    for (const label of [
      'leads',
      'contactMessages',
      'testDrives',
      'ratings',
      'vehicleDeliveries',
      'partnerMessages',
      'crmSandboxReceipts',
      'deliveryAttempts',
      'financingProposals',
      'proposalDocuments',
    ]) {
      expect(exported.records[label]?.length ?? 0, label).toBeGreaterThan(0);
    }
    // The lead she sent signed in with her work address is hers too, with its copy for the CRM.
    expect(exported.records.leads?.map((row) => row.email)).toEqual(
      expect.arrayContaining([EMAIL, WORK_EMAIL]),
    );
    expect(JSON.stringify(exported.records.partnerMessages)).toContain(WORK_EMAIL);
    expect(JSON.stringify(exported.records)).not.toContain(NEIGHBOUR_EMAIL);
    expect(exported.rental.proposals.map((p) => p.contactName)).toEqual([NAME]);
    // The documents are listed, their bytes stay out of the export.
    expect(exported.records.proposalDocuments?.[0]).toMatchObject({ file_name: 'rg.pdf' });
    expect(exported.records.proposalDocuments?.[0]).not.toHaveProperty('content');

    const deletion = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/account-deletion',
      headers: zelinda.headers,
      payload: { confirm: true, currentPassword: TEST_PASSWORD },
    });
    expect(deletion.statusCode).toBe(200);
    // The development mailbox (never in production) forgets the mails to each of her addresses.
    expect(t.app.ports.mailbox?.list(EMAIL)).toEqual([]);
    expect(t.app.ports.mailbox?.list(WORK_EMAIL)).toEqual([]);
    // The neighbour's message and its copies for the CRM are hers, and stay.
    expect(await partnerCopies(neighbourId)).toEqual({ outbox: 1, crm: 1 });
    const after = await mentions();
    // Only the consent history and the deletion record keep the (anonymised) account id.
    expect({ ...after, [zelinda.userId]: 0 }).toEqual({
      ...baseline,
      [zelinda.userId]: 0,
      [EMAIL]: 0,
      [NAME.toLowerCase()]: 0,
    });
    expect(after[WORK_EMAIL]).toBe(0);
    const kept = await t.db.execute(
      sql`select contact_name from rental_proposals where proposal_code = ${(rental.json() as { proposalCode: string }).proposalCode}`,
    );
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual([{ contact_name: '' }]);
    const opinions = await t.app.inject({ method: 'GET', url: '/api/ratings/dealers/2' });
    expect(opinions.body).not.toContain('Zelinda');
  }, 60_000);
});
