import { SavedCard } from '@autohub/contract';
import { SANDBOX_TEST_CARDS } from '@autohub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { PaymentGatewayError } from '../../integrations/payment/payment.port.js';
import { createDelivery } from '../../outbox/delivery-setup.js';
import { outboxMessages } from '../../outbox/outbox.table.js';
import { TEST_PASSWORD, type TestSession } from '../auth/auth.fixture.js';
import { buyer, cardToken, key, sandboxOf } from '../reservations/test-support.fixture.js';
import { CARD_ERASURE_TOPIC } from './saved-cards-erasure.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { OUTBOX_WORKER: 'off', RATE_LIMIT_MAX: '0' } });
}, 60_000);
afterAll(() => t.close());

async function addCard(session: TestSession, number: string): Promise<SavedCard> {
  const { token } = await cardToken(t, number);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payment-instruments',
    headers: { ...session.headers, 'idempotency-key': key('card') },
    payload: { token },
  });
  expect(response.statusCode).toBe(201);
  return SavedCard.parse(response.json());
}

async function deleteAccount(session: TestSession): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/privacy/account-deletion',
    headers: session.headers,
    payload: { confirm: true, currentPassword: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
}

/** The gateway's ids of the person's saved cards, read before the account goes. */
async function gatewayIds(userId: string) {
  return t.app.database.db.query.savedCards.findMany({ where: (c, { eq: is }) => is(c.userId, userId) });
}

describe('saved cards after an account deletion', () => {
  it('are deleted at the gateway through the outbox, one message per card with only gateway ids', async () => {
    const ana = await buyer(t, 'erase-ana');
    await addCard(ana, SANDBOX_TEST_CARDS.approved);
    await addCard(ana, SANDBOX_TEST_CARDS.declined);
    const rows = await gatewayIds(ana.userId);
    expect(rows).toHaveLength(2);
    const sandbox = sandboxOf(t);
    for (const row of rows)
      await expect(sandbox.cardToken(row.gatewayCustomerId, row.gatewayCardId)).resolves.toBeDefined();

    await deleteAccount(ana);
    expect(await gatewayIds(ana.userId)).toEqual([]);
    const messages = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.topic, CARD_ERASURE_TOPIC));
    const mine = messages.filter((m) => rows.some((r) => r.id === m.reference));
    expect(mine).toHaveLength(2);
    expect(JSON.stringify(mine.map((m) => m.payload))).not.toContain(ana.email);
    // Still at the gateway until the worker delivers.
    await expect(
      sandbox.cardToken(rows[0]!.gatewayCustomerId, rows[0]!.gatewayCardId),
    ).resolves.toBeDefined();

    const result = await createDelivery(t.db, t.config, t.app.ports).worker.drain();
    expect(result.delivered).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      await expect(sandbox.cardToken(row.gatewayCustomerId, row.gatewayCardId)).rejects.toThrow(
        PaymentGatewayError,
      );
    }
  });

  it('is retried when the gateway is down, then delivered', async () => {
    const bia = await buyer(t, 'erase-bia');
    await addCard(bia, SANDBOX_TEST_CARDS.approved);
    const [row] = await gatewayIds(bia.userId);
    const sandbox = sandboxOf(t);
    await deleteAccount(bia);

    const down = vi
      .spyOn(sandbox, 'deleteCard')
      .mockRejectedValueOnce(new PaymentGatewayError('unavailable', 'gateway down'));
    const first = await createDelivery(t.db, t.config, t.app.ports).worker.drain();
    expect(first.retried).toBeGreaterThanOrEqual(1);
    const [waiting] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.reference, row!.id));
    expect(waiting).toMatchObject({ status: 'PENDING', attempts: 1 });
    await expect(sandbox.cardToken(row!.gatewayCustomerId, row!.gatewayCardId)).resolves.toBeDefined();

    const later = () => new Date(Date.now() + 24 * 3_600_000);
    await createDelivery(t.db, t.config, t.app.ports, { clock: later }).worker.drain();
    down.mockRestore();
    const [done] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.reference, row!.id));
    expect(done?.status).toBe('DELIVERED');
    await expect(sandbox.cardToken(row!.gatewayCustomerId, row!.gatewayCardId)).rejects.toThrow(
      PaymentGatewayError,
    );
  });
});
