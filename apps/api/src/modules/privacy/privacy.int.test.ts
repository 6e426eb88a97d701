import { ConsentsAnswer, PersonalDataExport } from '@autohub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { TEST_PASSWORD, type TestSession, createAccount, signIn } from '../auth/auth.fixture.js';
import { garageCars } from '../garage/garage.schema.js';
import { users } from '../users/users.schema.js';
import { accountDeletions, consentRecords } from './privacy.schema.js';

describe('personal data: consents, export, deletion', () => {
  let t: TestApp;
  let me: TestSession;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
    me = await createAccount(t.app, t.db, 'lgpd@example.com', { name: 'Lara Gomes' });
  });
  afterAll(() => t.close());

  it('records consents per purpose and channel with time and text version, keeping the history', async () => {
    const put = (granted: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/privacy/consents',
        headers: me.headers,
        payload: {
          textVersion: '2026-11-v1',
          choices: [
            { purpose: 'marketing', channel: 'WHATSAPP', granted },
            { purpose: 'marketing', channel: 'EMAIL', granted: true },
          ],
        },
      });
    await put(true);
    const answer = ConsentsAnswer.parse((await put(false)).json());
    expect(answer.consents).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          purpose: 'marketing',
          channel: 'WHATSAPP',
          granted: false,
          textVersion: '2026-11-v1',
          source: 'account-area',
        }),
        expect.objectContaining({ purpose: 'marketing', channel: 'EMAIL', granted: true }),
      ]),
    );
    expect(answer.consents).toHaveLength(2);
    expect(await t.db.select().from(consentRecords).where(eq(consentRecords.userId, me.userId))).toHaveLength(
      4,
    );
  });

  it('exports everything held about the person as a JSON download', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/garage/wanted',
      headers: me.headers,
      payload: { brand: 'jeep', model: 'Commander' },
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: me.headers });
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = PersonalDataExport.parse(response.json());
    expect(data.account).toMatchObject({ name: 'Lara Gomes', emailPreferred: 'lgpd@example.com' });
    expect(data.garage.map((c) => c.model)).toEqual(['Commander']);
    expect(data.consentHistory).toHaveLength(4);
    expect(data.sessions.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(data)).not.toMatch(/argon2/);
  });

  it('deletes the account only with the current password, erasing personal data and keeping the consent proof', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/account-deletion',
      headers: me.headers,
      payload: { confirm: true, currentPassword: 'Errada!999' },
    });
    expect(refused.statusCode).toBe(400);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/account-deletion',
      headers: me.headers,
      payload: { confirm: true, currentPassword: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(200);
    expect((deleted.json() as { kept: string[] }).kept.join(' ')).toMatch(/consent-history.*deletion-record/);

    const [row] = await t.db.select().from(users).where(eq(users.id, me.userId));
    expect(row).toMatchObject({
      status: 'deleted',
      name: null,
      cpf: null,
      phone: null,
      address: null,
      passwordHash: null,
    });
    expect(row?.email).not.toContain('lgpd@example.com');
    expect(await t.db.select().from(garageCars).where(eq(garageCars.userId, me.userId))).toEqual([]);
    const consents = await t.db.select().from(consentRecords).where(eq(consentRecords.userId, me.userId));
    // The history stays, and every consent still granted is withdrawn by the deletion.
    expect(
      consents.filter((c) => c.source === 'account-deletion').map((c) => [c.channel, c.granted]),
    ).toEqual([['EMAIL', false]]);
    expect(
      await t.db.select().from(accountDeletions).where(eq(accountDeletions.userId, me.userId)),
    ).toHaveLength(1);

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users/self', headers: me.headers })).statusCode,
    ).toBe(401);
    await expect(signIn(t.app, 'lgpd@example.com')).rejects.toThrow();
    // The address is free again for a new account.
    await expect(createAccount(t.app, t.db, 'lgpd@example.com')).resolves.toMatchObject({
      email: 'lgpd@example.com',
    });
  });
});
