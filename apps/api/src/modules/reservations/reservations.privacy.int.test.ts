import { PersonalDataExport } from '@autohub/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAULISTA_ADDRESS } from '../../../test/addresses.js';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { TEST_PASSWORD } from '../auth/auth.fixture.js';
import { pictureJpeg } from '../../integrations/face/face-pictures.fixture.js';
import { buyer, multipartDocument, payByCard, reserved } from './test-support.fixture.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
});
afterAll(() => t.close());

describe('reservations in the personal data export and the account deletion', () => {
  it('exports the orders with their payments (brand and last digits only) and forgets what is not a fiscal record', async () => {
    const ana = await buyer(t, 'privacy');
    const paid = await reserved(t, ana);
    await payByCard(t, ana, paid.id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/reservations/${paid.id}/welcome-kit`,
      headers: ana.headers,
      payload: { country: 'BR', recipientName: 'Ana Souza', ...PAULISTA_ADDRESS },
    });
    const held = await reserved(t, ana);
    const form = multipartDocument('CNH', 'cnh-ana.pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF'));
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${paid.id}/documents`,
      headers: { ...ana.headers, 'content-type': form.contentType },
      payload: form.body,
    });
    expect(upload.statusCode).toBe(201);
    const stored = (await t.db.execute(
      sql`select storage_key from order_documents where order_id = ${paid.id}`,
    )) as unknown as { rows: { storage_key: string }[] };
    const storageKey = stored.rows[0]?.storage_key ?? '';
    const storage = t.app.ports.fileStorage;
    expect((await storage.get(storageKey)).length).toBeGreaterThan(0);

    const exported = PersonalDataExport.parse(
      (await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: ana.headers })).json(),
    );
    const order = exported.reservations.orders.find((o) => o.id === paid.id);
    expect(order?.welcomeKit?.street).toBe('Avenida Paulista');
    expect(order?.payments).toEqual([
      expect.objectContaining({ method: 'card', cardBrand: 'visa', cardLastFour: '4242' }),
    ]);
    expect(JSON.stringify(exported)).not.toMatch(/4242424242424242|tok_sandbox/);
    expect(order?.documents).toEqual([
      expect.objectContaining({ type: 'CNH', fileName: 'cnh-ana.pdf', contentType: 'application/pdf' }),
    ]);

    const deletion = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/account-deletion',
      headers: ana.headers,
      payload: { confirm: true, currentPassword: TEST_PASSWORD },
    });
    expect(deletion.statusCode).toBe(200);
    const rows = (await t.db.execute(
      sql`select id, status, welcome_kit from orders where user_id = ${ana.userId} order by created_at`,
    )) as unknown as { rows: { id: string; status: string; welcome_kit: unknown }[] };
    const byId = new Map(rows.rows.map((r) => [r.id, r]));
    expect(byId.get(paid.id)).toMatchObject({ status: 'RESERVE', welcome_kit: null });
    expect(byId.get(held.id)?.status).toBe('CANCELLED');
    const unit = (await t.db.execute(
      sql`select held_by from stock_units where id = ${held.unitId}`,
    )) as unknown as {
      rows: { held_by: string | null }[];
    };
    expect(unit.rows[0]?.held_by).toBeNull();
    const documentsLeft = (await t.db.execute(
      sql`select count(*)::int as n from order_documents where order_id = ${paid.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(documentsLeft.rows[0]?.n).toBe(0);
    await expect(storage.get(storageKey)).rejects.toThrow();
  }, 60_000);

  it('exports the anti-fraud selfie itself, and erases the picture and its attempts with the account', async () => {
    const bia = await buyer(t, 'privacy-selfie');
    const mine = await reserved(t, bia);
    await payByCard(t, bia, mine.id);
    const picture = pictureJpeg('face');
    const boundary = '----privacyselfie';
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/reservations/${mine.id}/face/detect`,
      headers: { ...bia.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="selfie.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        picture,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(sent.statusCode).toBe(200);
    const stored = (await t.db.execute(
      sql`select storage_key from order_selfies where order_id = ${mine.id}`,
    )) as unknown as { rows: { storage_key: string }[] };
    const storageKey = stored.rows[0]?.storage_key ?? '';

    const exported = PersonalDataExport.parse(
      (await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: bia.headers })).json(),
    );
    const order = exported.reservations.orders.find((o) => o.id === mine.id);
    expect(order?.selfies).toEqual([
      expect.objectContaining({
        attempt: 1,
        result: 'accepted',
        contentType: 'image/jpeg',
        image: `data:image/jpeg;base64,${picture.toString('base64')}`,
      }),
    ]);

    const deletion = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/account-deletion',
      headers: bia.headers,
      payload: { confirm: true, currentPassword: TEST_PASSWORD },
    });
    expect(deletion.statusCode).toBe(200);
    const left = (await t.db.execute(
      sql`select (select count(*)::int from order_selfies where order_id = ${mine.id}) as selfies,
                 (select count(*)::int from order_identity_events where order_id = ${mine.id}) as steps,
                 (select identity_quiz from orders where id = ${mine.id}) as quiz`,
    )) as unknown as { rows: { selfies: number; steps: number; quiz: unknown }[] };
    expect(left.rows[0]).toEqual({ selfies: 0, steps: 0, quiz: null });
    await expect(t.app.ports.fileStorage.get(storageKey)).rejects.toThrow();
  }, 60_000);
});
