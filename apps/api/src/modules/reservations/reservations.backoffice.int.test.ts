import {
  CampaignsAnswer,
  ErrorResponse,
  LeadAccepted,
  PaymentMethodsAnswer,
  ReprocessAnswer,
  type ReservationOrder,
  StaffLead,
} from '@autohub/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { type Delivery, createDelivery } from '../../outbox/delivery-setup.js';
import { createAccount } from '../auth/auth.fixture.js';
import { payments } from './reservations.schema.js';
import {
  buyer,
  cardToken,
  endCountdown,
  key,
  orderOf,
  pay,
  paymentAnswer,
  reserved,
  sandboxOf,
  stockedVersion,
} from './test-support.fixture.js';

const STAFF_TOKEN = 'staff-token-for-reservation-back-office';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };
const BR_METHODS = ['card', 'pix', 'boleto', 'dealer', 'financing', 'consortium'];

let t: TestApp;
let delivery: Delivery;
beforeAll(async () => {
  t = await createTestApp({
    env: { OUTBOX_WORKER: 'off', STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_MAX: '0' },
  });
  delivery = createDelivery(t.db, t.config, t.app.ports);
});
afterAll(() => t.close());

/**
 * A payment a crash left `creating` minutes ago: the row written before the gateway call, and
 * (when `charged`) the charge the gateway made under its key before the server died.
 */
async function crashedCardPayment(order: ReservationOrder, charged: boolean) {
  const idempotencyKey = key('crash');
  const [row] = await t.db
    .insert(payments)
    .values({
      orderId: order.id,
      idempotencyKey,
      method: 'card',
      provider: 'sandbox',
      status: 'creating',
      amountCents: order.amountCents,
      currency: order.currency,
      cardBrand: 'visa',
      cardLastFour: '4242',
      installments: 1,
      updatedAt: new Date(Date.now() - 5 * 60_000),
    })
    .returning();
  if (charged) {
    const card = await cardToken(t);
    await sandboxOf(t).chargeCard({
      reference: row!.id,
      idempotencyKey: `${order.id}:${idempotencyKey}`,
      amountCents: order.amountCents,
      currency: order.currency,
      description: order.vehicleName,
      payer: { email: 'buyer@example.com', name: 'Maria', taxId: null },
      token: card.token,
      brand: 'visa',
      installments: 1,
    });
  }
  return row!;
}

async function paymentRow(id: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

describe('reconciling payments left creating by a crash', () => {
  it('finishes the charged one and fails the one never made, once across workers, by the job', async () => {
    const ana = await buyer(t, 'ana-crash');
    const charged = await reserved(t, ana);
    const chargedRow = await crashedCardPayment(charged, true);
    const bia = await buyer(t, 'bia-crash');
    const lost = await reserved(t, bia);
    const lostRow = await crashedCardPayment(lost, false);
    const made = sandboxOf(t).paymentCount();

    // Two workers keep the schedule; the database lets one of them run the job.
    const clock = () => new Date(Date.now() + 10 * 60_000);
    const workers = [
      createDelivery(t.db, t.config, t.app.ports, { clock }),
      createDelivery(t.db, t.config, t.app.ports, { clock }),
    ];
    await Promise.all(workers.map((worker) => worker.worker.runJobs()));

    const finished = await paymentRow(chargedRow.id);
    expect(finished).toMatchObject({ status: 'approved', detail: 'accredited' });
    expect(finished.providerPaymentId).toBeTruthy();
    const paid = await orderOf(t, ana, charged.id);
    expect(paid.status).toBe('RESERVE');
    expect(paid.paidAt).not.toBeNull();

    expect(await paymentRow(lostRow.id)).toMatchObject({ status: 'error', detail: 'not_created' });
    const open = await orderOf(t, bia, lost.id);
    expect(open.status).toBe('PRE_RESERVE');
    // Nothing was charged again: the gateway still has the payments it had.
    expect(sandboxOf(t).paymentCount()).toBe(made);

    // The failed payment no longer blocks the order: the buyer pays with a new attempt.
    const card = await cardToken(t);
    const retry = await pay(t, bia, lost.id, { method: 'card', ...card, installments: 1 });
    expect(retry.statusCode).toBe(200);
    expect(paymentAnswer(retry).order.status).toBe('RESERVE');
  });

  it('leaves a recent creating payment to the call that is still making it', async () => {
    const cai = await buyer(t, 'cai-crash');
    const order = await reserved(t, cai);
    const row = await crashedCardPayment(order, false);
    await t.db.execute(sql`update payments set updated_at = now() where id = ${row.id}`);
    await delivery.worker.runJobs(true);
    expect((await paymentRow(row.id)).status).toBe('creating');
  });
});

describe('PUT reservations/reprocess/{campaign}', () => {
  const reprocess = (campaign: string, headers: Record<string, string> = staff) =>
    t.app.inject({ method: 'PUT', url: `/api/reservations/reprocess/${campaign}`, headers });

  it("finishes a campaign's stuck payments and ends its expired reservations, and only that campaign's", async () => {
    const dan = await buyer(t, 'dan-reprocess');
    const stuck = await reserved(t, dan);
    const stuckRow = await crashedCardPayment(stuck, true);
    const eva = await buyer(t, 'eva-reprocess');
    const late = await reserved(t, eva);
    await endCountdown(t, late.id);
    const fer = await buyer(t, 'fer-reprocess');
    const elsewhere = await reserved(t, fer, 'AR');
    const elsewhereRow = await crashedCardPayment(elsewhere, true);

    const response = await reprocess(stuck.campaignId);
    expect(response.statusCode).toBe(200);
    const answer = ReprocessAnswer.parse(response.json());
    expect(answer.campaignId).toBe('fiat-br-reserva');
    expect(answer.finished).toBeGreaterThanOrEqual(1);
    expect(answer.expired).toBeGreaterThanOrEqual(1);

    expect((await paymentRow(stuckRow.id)).status).toBe('approved');
    expect((await orderOf(t, dan, stuck.id)).status).toBe('RESERVE');
    const ended = await orderOf(t, eva, late.id);
    expect(ended).toMatchObject({ status: 'CANCELLED', cancelReason: 'countdown_expired', expired: true });
    // Another campaign's payment waits for its own reprocessing (or the job).
    expect((await paymentRow(elsewhereRow.id)).status).toBe('creating');

    // Nothing is left to do: a second call changes nothing.
    const again = ReprocessAnswer.parse((await reprocess(stuck.campaignId)).json());
    expect((await paymentRow(stuckRow.id)).status).toBe('approved');
    expect(again.expired).toBe(0);
  });

  it('is for staff who reprocess integrations only', async () => {
    const customer = await buyer(t, 'gil-reprocess');
    expect((await reprocess('fiat-br-reserva', {})).statusCode).toBe(401);
    expect((await reprocess('fiat-br-reserva', customer.headers)).statusCode).toBe(403);
    const missing = await reprocess('no-such-campaign');
    expect(missing.statusCode).toBe(404);
    expect(ErrorResponse.parse(missing.json()).code).toBe('campaign_not_found');
  });
});

describe('reservation-lead', () => {
  const v = stockedVersion('BR');
  const lead = (body: object, headers: Record<string, string> = {}, idempotencyKey = key('lead')) =>
    t.app.inject({
      method: 'POST',
      url: '/api/reservations/reservation-lead',
      headers: { 'idempotency-key': idempotencyKey, ...headers },
      payload: body,
    });

  it('sends the reservation attempt to the dealer as a lead queued for the CRM, once per key', async () => {
    const unit = (await reserved(t, await buyer(t, 'hal-lead'))).dealerCode;
    const body = {
      campaignId: v.campaignId,
      mvsCode: v.mvsCode,
      year: v.modelYear,
      colorCode: 'RED',
      state: v.state,
      dealerCode: unit,
      personal: {
        name: 'Helena Lima',
        cpf: '529.982.247-25',
        phone: '11987654321',
        email: 'helena.lead@example.com',
      },
      allowEmail: true,
    };
    const idempotencyKey = key('lead');
    const first = await lead(body, {}, idempotencyKey);
    expect(first.statusCode).toBe(202);
    const accepted = LeadAccepted.parse(first.json());
    const again = await lead(body, {}, idempotencyKey);
    expect(again.statusCode).toBe(200);
    expect(LeadAccepted.parse(again.json()).id).toBe(accepted.id);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/staff/leads/${accepted.id}`,
      headers: staff,
    });
    expect(view.statusCode).toBe(200);
    const staffLead = StaffLead.parse(view.json());
    expect(staffLead).toMatchObject({ brand: 'fiat', locale: 'pt-BR', kind: 'purchase', status: 'PENDING' });
    expect(staffLead.payload).toMatchObject({ dealersCode: unit, productCode: v.mvsCode });
    expect(String(staffLead.payload.description)).toContain('reservationType: leadOffline');

    await delivery.worker.drain();
    const delivered = StaffLead.parse(
      (await t.app.inject({ method: 'GET', url: `/api/staff/leads/${accepted.id}`, headers: staff })).json(),
    );
    expect(delivered.status).toBe('DELIVERED');
  });

  it("checks the lead rules, the campaign's dealers and whose order it names", async () => {
    const base = {
      campaignId: v.campaignId,
      mvsCode: v.mvsCode,
      year: v.modelYear,
      dealerCode: 'NO-SUCH',
      personal: { name: 'Ivo', cpf: '529.982.247-25', phone: '11987654321', email: 'ivo.lead@example.com' },
      allowEmail: true,
    };
    expect((await lead(base)).statusCode).toBe(404);
    const jon = await buyer(t, 'jon-lead');
    const mine = await reserved(t, jon);
    const withDealer = { ...base, dealerCode: mine.dealerCode };
    const invalid = await lead({ ...withDealer, personal: { ...base.personal, email: 'not-an-email' } });
    expect(invalid.statusCode).toBe(400);
    // Naming an order: only its buyer may, signed in.
    expect((await lead({ ...withDealer, orderId: mine.id })).statusCode).toBe(404);
    const other = await buyer(t, 'kim-lead');
    expect((await lead({ ...withDealer, orderId: mine.id }, other.headers)).statusCode).toBe(404);
    const own = await lead({ ...withDealer, orderId: mine.id, reservationType: 'offline' }, jon.headers);
    expect(own.statusCode).toBe(202);
  });
});

describe('PATCH payments/{productId}/methods', () => {
  const setMethods = (productId: string, paymentMethod: string[], headers: Record<string, string> = staff) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/payments/${productId}/methods`,
      headers,
      payload: { paymentMethod },
    });

  it('offers only the enabled methods on the order, refuses the others, and never Pix or boleto in Argentina', async () => {
    const argentina = await setMethods('fiat-ar-reserva', ['card', 'pix']);
    expect(argentina.statusCode).toBe(422);
    expect(ErrorResponse.parse(argentina.json()).code).toBe('payment_method_not_offered');

    const set = await setMethods('fiat-br-reserva', ['dealer', 'card']);
    expect(set.statusCode).toBe(200);
    expect(PaymentMethodsAnswer.parse(set.json())).toMatchObject({
      productId: 'fiat-br-reserva',
      country: 'BR',
      paymentMethod: ['card', 'dealer'],
      marketMethods: BR_METHODS,
    });
    const campaigns = CampaignsAnswer.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/reservations/campaigns?brand=fiat&country=BR' })
      ).json(),
    ).campaigns;
    expect(campaigns.find((c) => c.id === 'fiat-br-reserva')?.paymentMethods).toEqual(['card', 'dealer']);

    const lia = await buyer(t, 'lia-methods');
    const order = await reserved(t, lia);
    expect(order.availableMethods).toEqual(['card', 'dealer']);
    const pix = await pay(t, lia, order.id, { method: 'pix' });
    expect(pix.statusCode).toBe(422);
    expect(ErrorResponse.parse(pix.json()).code).toBe('payment_method_not_enabled');
    expect(ErrorResponse.parse(pix.json()).message).toBe(
      'Esta forma de pagamento não está disponível para esta oferta',
    );
    expect((await orderOf(t, lia, order.id)).payments).toEqual([]);

    const restored = await setMethods('fiat-br-reserva', BR_METHODS);
    expect(PaymentMethodsAnswer.parse(restored.json()).paymentMethod).toEqual(BR_METHODS);
    expect((await orderOf(t, lia, order.id)).availableMethods).toEqual(BR_METHODS);
  });

  it('is for services staff: buyers and dealers are refused, an unknown product is 404', async () => {
    const customer = await buyer(t, 'max-methods');
    const dealer = await createAccount(t.app, t.db, `dealer-methods-${Date.now()}@example.com`, {
      roles: ['dealer_manager'],
      dealerCodes: ['0001'],
    });
    expect((await setMethods('fiat-br-reserva', ['card'], {})).statusCode).toBe(401);
    expect((await setMethods('fiat-br-reserva', ['card'], customer.headers)).statusCode).toBe(403);
    expect((await setMethods('fiat-br-reserva', ['card'], dealer.headers)).statusCode).toBe(403);
    expect((await setMethods('no-such-product', ['card'])).statusCode).toBe(404);
    expect((await setMethods('fiat-br-reserva', [])).statusCode).toBe(400);
  });

  it("keeps staff limited to brands to their brands' products, and integration staff to their campaigns", async () => {
    const limited = async (role: string, brand: string) => {
      const email = `${role}-${brand}-${Date.now()}@example.com`;
      const session = await createAccount(t.app, t.db, email, { roles: [role] });
      await t.db.execute(sql`update users set brand_limits = array[${brand}] where email = ${email}`);
      return session;
    };
    const jeepServices = await limited('service_admin', 'jeep');
    const refused = await setMethods('fiat-br-reserva', BR_METHODS, jeepServices.headers);
    expect(refused.statusCode).toBe(404);
    expect(ErrorResponse.parse(refused.json()).code).toBe('campaign_not_found');
    const fiatServices = await limited('service_admin', 'fiat');
    expect((await setMethods('fiat-br-reserva', BR_METHODS, fiatServices.headers)).statusCode).toBe(200);

    const reprocess = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/reservations/reprocess/fiat-br-reserva', headers });
    expect((await reprocess((await limited('integration_error_manager', 'jeep')).headers)).statusCode).toBe(
      404,
    );
    expect((await reprocess((await limited('integration_error_manager', 'fiat')).headers)).statusCode).toBe(
      200,
    );
  });
});
