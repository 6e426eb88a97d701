import { PersonalDataExport } from '@autohub/contract';
import { eq, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tables } from '../../src/db/tables.js';
import { TEST_PASSWORD, type TestSession, createAccount } from '../../src/modules/auth/auth.fixture.js';
import { dealers } from '../../src/modules/dealers/dealers.schema.js';
import {
  HANDLED_PERSONAL_DATA,
  NOT_PERSONAL,
  PERSONAL_DATA_TABLES,
} from '../../src/modules/privacy/personal-data.js';
import { type TestApp, createTestApp } from '../helpers.js';

// Column names that hold, or point at, a person's data.
const PERSONAL_COLUMN =
  /(^|_)(email|cpf|cnpj|cuil|cuit|dni|phone|name|birth|birthday|address|tax|document|customer|user|applicant|plate|chassis|payload|content|author)(_|$)/;

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
  let t: TestApp;
  let zelinda: TestSession;

  beforeAll(async () => {
    vi.stubEnv('OUTBOX_WORKER', 'off');
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  }, 60_000);
  afterAll(async () => {
    vi.unstubAllEnvs();
    await t.close();
  });

  /** How many rows of the whole database mention each marker of the person. */
  async function mentions(): Promise<Record<string, number>> {
    const markers = [EMAIL, NAME.toLowerCase(), CPF_DIGITS, PHONE_DIGITS, zelinda.userId];
    const counts: Record<string, number> = Object.fromEntries(markers.map((marker) => [marker, 0]));
    for (const table of allTables) {
      const result = await t.db.execute(sql`select * from ${sql.identifier(table.name)}`);
      for (const row of (result as unknown as { rows: Record<string, unknown>[] }).rows) {
        const text = JSON.stringify(row, (_key, value: unknown) =>
          value instanceof Uint8Array ? Buffer.from(value).toString('latin1') : value,
        ).toLowerCase();
        for (const marker of markers)
          if (text.includes(marker.toLowerCase())) counts[marker] = (counts[marker] ?? 0) + 1;
      }
    }
    return counts;
  }

  it('exports the leads, test drives, messages and opinions of the person, then erases every one', async () => {
    zelinda = await createAccount(t.app, t.db, EMAIL, { name: NAME });
    const baseline = await mentions();
    const [fiat] = await t.db
      .select({ id: dealers.id })
      .from(dealers)
      .where(eq(dealers.brand, 'fiat'))
      .limit(1);
    const lead = await t.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: zelinda.headers,
      payload: {
        kind: 'lead',
        brand: 'fiat',
        locale: 'pt-BR',
        form: {
          leadPersonType: 'physicalPerson',
          name: NAME,
          email: EMAIL,
          cpf: '529.982.247-25',
          phone: '(11) 97777-1234',
          dealerCode: '07123',
          allowSMS: true,
          allowEmail: true,
          preferredContactsMethod: 'PHONE',
        },
      },
    });
    expect(lead.statusCode).toBe(202);
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
    const delivered = await t.app.inject({
      method: 'POST',
      url: '/api/staff/ratings/vehicle-deliveries',
      headers: (
        await createAccount(t.app, t.db, `dms.${zelinda.userId}@example.com`, {
          roles: ['dms'],
          dealerCodes: ['D-1'],
        })
      ).headers,
      payload: { customerId: zelinda.userId, deliveryDate: new Date().toISOString().slice(0, 10) },
    });
    expect(delivered.statusCode).toBe(204);
    const rating = await t.app.inject({
      method: 'POST',
      url: '/api/ratings/dealers/2',
      headers: zelinda.headers,
      payload: { brand: 'fiat', rating: 4, subject: 'Entrega do veículo' },
    });
    expect(rating.statusCode).toBe(201);
    // The CRM (sandbox) receives the lead and the message: its receipts hold the person too.
    await t.app.delivery.worker.drain();

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
    ]) {
      expect(exported.records[label]?.length ?? 0, label).toBeGreaterThan(0);
    }

    const deletion = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/account-deletion',
      headers: zelinda.headers,
      payload: { confirm: true, currentPassword: TEST_PASSWORD },
    });
    expect(deletion.statusCode).toBe(200);
    const after = await mentions();
    // Only the consent history and the deletion record keep the (anonymised) account id.
    expect({ ...after, [zelinda.userId]: 0 }).toEqual({
      ...baseline,
      [zelinda.userId]: 0,
      [EMAIL]: 0,
      [NAME.toLowerCase()]: 0,
    });
    const opinions = await t.app.inject({ method: 'GET', url: '/api/ratings/dealers/2' });
    expect(opinions.body).not.toContain('Zelinda');
  }, 60_000);
});
