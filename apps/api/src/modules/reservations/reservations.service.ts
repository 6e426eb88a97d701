import type {
  AvailabilityAnswer,
  AvailabilityQuery,
  CampaignDealersQuery,
  CampaignsQuery,
  CancelAnswer,
  CatalogueBrand,
  OrderFeedbackAnswer,
  OrderFeedbackBody,
  CancelBody,
  DealersByRadiusQuery,
  MoveOrderBody,
  PaymentAnswer,
  PaymentBody,
  PaymentMethodsAnswer,
  OfferPaymentTypesAnswer,
  OfferPaymentTypesQuery,
  PaymentProcessingAnswer,
  PaymentTypesAnswer,
  PaymentTypesQuery,
  ReprocessAnswer,
  PreReserveBody,
  RemainingPaymentBody,
  ReservationCampaign,
  ReservationDealer,
  ReservationOrder,
  ReservationStatusAnswer,
  StaffOrdersQuery,
  ValidateUserAnswer,
  WelcomeKitAddress,
} from '@autohub/contract';
import {
  type CountryCode,
  DEFAULT_RESERVATION_TIMERS,
  type Locale,
  MARKETS,
  isLocale,
  DomainError,
  HOLDING_ORDER_STATUSES,
  MARKET_PAYMENT_METHODS,
  type OrderActor,
  type OrderStatus,
  type PaymentMethod,
  type ReservationCharge,
  type ReservationTimers,
  UNPAID_ORDER_STATUSES,
  addBusinessDays,
  applyDiscount,
  assertOrderTransition,
  b2eApprovalDeadline,
  boletoBarcodeToLine,
  boletoHoldUntil,
  boletoSlipDueDate,
  cancellationOutcome,
  canTransitionOrder,
  haversineMeters,
  isPaymentMethodOffered,
  isGatewayPaymentMethod,
  enabledPaymentMethods,
  isIdentityStep,
  nextIdentitySteps,
  nextOrderStatuses,
  offGatewayStatus,
  orderMilestone,
  pixExpiry,
  reservationAmount,
  reservationDeadline,
  withdrawalDeadline,
  ORDER_DOCUMENT_TYPES,
  isOrderDocumentType,
  orderDocumentsComplete,
  sniffFileType,
} from '@autohub/domain';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../integrations/file-storage/file-storage.js';
import { orderPaidMail, orderReservedMail } from '../../integrations/mail/confirmation-mails.js';
import { enqueueMail } from '../../integrations/mail/mail-outbox.js';
import {
  type GatewayPayment,
  type PaymentGateway,
  PaymentGatewayError,
  type WebhookDelivery,
} from '../../integrations/payment/payment.port.js';
import { createCatalogueReader } from '../catalogue/catalogue-reader.js';
import { createPricesService } from '../prices/prices.service.js';
import { createStockService } from '../stock/stock.service.js';
import { createStockUnitService } from '../stock/stock-units.service.js';
import { createUserDirectory } from '../users/users.service.js';
import {
  type CampaignRow,
  type DealerInfo,
  type OrderEventRow,
  type OrderRow,
  type PaymentRow,
  type ReservationStore,
  createReservationStore,
} from './reservations.store.js';
import { orderDocuments, orderFeedback, orders } from './reservations.schema.js';

/** Off-gateway routes (dealer, financing, consortium) keep the car while the partner confirms. */
export const OFF_GATEWAY_HOLD_BUSINESS_DAYS = 3;
/** How long a second identical payment call waits for the first to finish before answering. */
const IN_FLIGHT_WAIT_MS = 8_000;
/** After this, a payment still `creating` is one whose call died with its server. */
const STALE_CREATING_MS = 30_000;

const OFF_GATEWAY_STATUSES: readonly OrderStatus[] = [
  'DEALER_PAYMENT',
  'FINANCING_PAYMENT',
  'EXT_CONSORTIUM_PAYMENT',
  'FIAT_CONSORTIUM_PAYMENT',
];
/** Statuses the expiry job looks at: a held car with no money taken. */
const EXPIRING_STATUSES: readonly OrderStatus[] = [...HOLDING_ORDER_STATUSES, ...OFF_GATEWAY_STATUSES];
const EXPIRED_REASONS = new Set(['countdown_expired', 'pix_expired']);

export interface ReservationServiceOptions {
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
  /** The timers of a brand's market (page settings); the domain defaults when absent. */
  timers?: (brand: string, country: CountryCode) => Promise<ReservationTimers>;
  clock?: () => Date;
  /**
   * The site the links of the confirmation e-mails point to (PUBLIC_BASE_URL); the origin of
   * the request that caused the e-mail when absent.
   */
  linkBase?: string;
  /** Saved cards (payments module): the gateway customer a saved card is charged as. */
  savedCards?: {
    chargeAs(userId: string, cardId: string, brand: string, lastFour: string): Promise<string>;
  };
}

/**
 * The terms of an employee-program (B2E) reservation, as the employee program decided them: the
 * discount, whose circle the car counts against and the yearly limit that applies.
 */
export interface EmployeeProgramTerms {
  /** The market the buyer validated in: the campaign must be of the same market. */
  market: CountryCode;
  companyCode: string;
  /** The partner's record of the holder (the employee, or the holder of a family member…). */
  holderId: string;
  buyerType: string;
  documentHint: string;
  discountBasisPoints: number;
  /** Calendar year the reservation counts in. */
  year: number;
  /** Cars the holder's circle may reserve in that year. */
  yearlyLimit: number;
  /** The refusal, in the buyer's language, when the limit is reached. */
  limitMessage: string;
}

/** Who is asking about an order: its owner, or staff limited to some dealers (or any). */
export type OrderViewer =
  { kind: 'owner'; userId: string } | { kind: 'staff'; dealerCodes: readonly string[] | 'any' };

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function currencyOf(country: string): 'BRL' | 'ARS' {
  return country === 'AR' ? 'ARS' : 'BRL';
}

const MARKET_LOCALE: Readonly<Record<CountryCode, Locale>> = { BR: 'pt-BR', AR: 'es-AR' };

/** The language of the market's pages a buyer used: the one asked for when it is the market's. */
export function pageLocale(asked: string, country: string): Locale {
  if (isLocale(asked) && MARKETS[asked].country === country) return asked;
  return MARKET_LOCALE[country as CountryCode] ?? 'pt-BR';
}

function toCampaign(row: CampaignRow): ReservationCampaign {
  return {
    id: row.id,
    brand: row.brand,
    country: row.country,
    name: row.name,
    reservationType: row.reservationType as ReservationCampaign['reservationType'],
    fundingType: row.fundingType as ReservationCampaign['fundingType'],
    charge: row.charge as ReservationCharge,
    feeCents: row.feeCents,
    currency: currencyOf(row.country),
    paymentMethods: enabledPaymentMethods(row.country, row.paymentMethods as PaymentMethod[] | null),
  };
}

/** How many of the given cars each dealer holds. */
function countByDealer(cars: readonly { dealerCode: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const car of cars) counts.set(car.dealerCode, (counts.get(car.dealerCode) ?? 0) + 1);
  return counts;
}

function reservationDealer(
  dealer: DealerInfo,
  counts: ReadonlyMap<string, number>,
  distanceKm: number | null,
): ReservationDealer {
  return {
    dealerCode: dealer.dealerCode,
    name: dealer.name,
    city: dealer.city,
    state: dealer.state,
    distanceKm,
    units: counts.get(dealer.dealerCode) ?? 0,
  };
}

function paymentType(method: PaymentMethod): { method: PaymentMethod; gateway: boolean } {
  return { method, gateway: isGatewayPaymentMethod(method) };
}

function paymentView(row: PaymentRow): ReservationOrder['payments'][number] {
  return {
    id: row.id,
    method: row.method as PaymentMethod,
    status: row.status as ReservationOrder['payments'][number]['status'],
    detail: row.detail,
    amountCents: row.amountCents,
    refundedCents: row.refundedCents,
    currency: row.currency as 'BRL' | 'ARS',
    cardBrand: row.cardBrand,
    cardLastFour: row.cardLastFour,
    pix:
      row.pixPayload && row.expiresAt
        ? { payload: row.pixPayload, expiresAt: row.expiresAt.toISOString() }
        : null,
    boleto:
      row.boletoBarcode && row.boletoLine && row.expiresAt
        ? { line: row.boletoLine, barcode: row.boletoBarcode, dueDate: row.expiresAt.toISOString() }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Online reservations: the showcase, the pre-reserve that holds one car, the payment routes, the
 * order timeline and its cancellation. Other modules (employee purchases) call it too, so it
 * takes plain ids and answers contract objects.
 */
export function createReservationService(db: Db, options: ReservationServiceOptions) {
  const store: ReservationStore = createReservationStore(db);
  const units = createStockUnitService(db);
  const catalogue = createCatalogueReader(db);
  const now = options.clock ?? (() => new Date());
  const gateway = options.gateway;
  const timersOf = async (brand: string, country: CountryCode) =>
    options.timers ? options.timers(brand, country) : DEFAULT_RESERVATION_TIMERS;

  async function dealerNames(rows: readonly OrderRow[]): Promise<Map<string, string>> {
    const byMarket = new Map<string, Set<string>>();
    for (const row of rows) {
      const key = `${row.brand}|${row.country}`;
      byMarket.set(key, (byMarket.get(key) ?? new Set()).add(row.dealerCode));
    }
    const names = new Map<string, string>();
    for (const [key, codes] of byMarket) {
      const [brand = '', country = ''] = key.split('|');
      for (const dealer of await store.dealers(brand, country, [...codes]))
        names.set(dealer.dealerCode, dealer.name);
    }
    return names;
  }

  /** The payment methods each order's campaign offers (staff may have narrowed its market's). */
  async function enabledMethodsOf(rows: readonly OrderRow[]): Promise<Map<string, PaymentMethod[]>> {
    const methods = new Map<string, PaymentMethod[]>();
    for (const id of new Set(rows.map((row) => row.campaignId))) {
      const campaign = await store.campaign(id);
      if (campaign)
        methods.set(
          id,
          enabledPaymentMethods(campaign.country, campaign.paymentMethods as PaymentMethod[] | null),
        );
    }
    return methods;
  }

  async function views(rows: readonly OrderRow[], viewer: OrderViewer): Promise<ReservationOrder[]> {
    const ids = rows.map((row) => row.id);
    const [events, paymentRows, names, campaignMethods] = await Promise.all([
      store.events(ids),
      store.paymentsOf(ids),
      dealerNames(rows),
      enabledMethodsOf(rows),
    ]);
    const at = now();
    return rows.map((row) => {
      const status = row.status as OrderStatus;
      const holding = EXPIRING_STATUSES.includes(status) && row.paidAt === null;
      const identityStep = row.identityStep && isIdentityStep(row.identityStep) ? row.identityStep : null;
      const offered = campaignMethods.get(row.campaignId) ?? MARKET_PAYMENT_METHODS[row.country];
      return {
        id: row.id,
        status,
        milestone: orderMilestone(status),
        cancelReason: row.cancelReason,
        expired: status === 'CANCELLED' && EXPIRED_REASONS.has(row.cancelReason ?? ''),
        brand: row.brand,
        country: row.country,
        campaignId: row.campaignId,
        reservationType: row.reservationType as ReservationOrder['reservationType'],
        fundingType: row.fundingType as ReservationOrder['fundingType'],
        charge: row.charge as ReservationCharge,
        unitId: row.unitId,
        mvsCode: row.mvsCode,
        modelYear: row.modelYear,
        colorCode: row.colorCode,
        vehicleName: row.vehicleName,
        dealerCode: row.dealerCode,
        dealerName: names.get(row.dealerCode) ?? null,
        state: row.state,
        currency: row.currency as 'BRL' | 'ARS',
        priceCents: row.priceCents,
        amountCents: row.amountCents,
        paymentMethod: (row.paymentMethod as PaymentMethod | null) ?? null,
        availableMethods:
          status === 'PRE_RESERVE'
            ? [...offered]
            : status === 'RESERVE'
              ? offered.filter((m) => m === 'dealer' || m === 'financing' || m === 'consortium')
              : status === 'BILLET_PAYMENT' || status === 'UPLOADED_DOCS' || status === 'BILLET_AVAILABLE'
                ? ['boleto']
                : [],
        holdUntil: holding ? row.holdUntil.toISOString() : null,
        serverNow: at.toISOString(),
        documentsUploaded: row.documentsUploadedAt !== null,
        paidAt: row.paidAt?.toISOString() ?? null,
        deliveredAt: row.deliveredAt?.toISOString() ?? null,
        cancelledAt: row.cancelledAt?.toISOString() ?? null,
        withdrawalUntil: row.paidAt
          ? withdrawalDeadline(row.country, row.paidAt, row.deliveredAt).toISOString()
          : null,
        welcomeKit: row.welcomeKit ?? null,
        payments: paymentRows.filter((p) => p.orderId === row.id).map(paymentView),
        timeline: events
          .filter((e: OrderEventRow) => e.orderId === row.id)
          .map((e) => ({
            from: (e.fromStatus as OrderStatus | null) ?? null,
            to: e.toStatus as OrderStatus,
            actor: e.actor as OrderActor,
            note: e.note,
            at: e.at.toISOString(),
          })),
        nextStatuses: viewer.kind === 'staff' ? nextOrderStatuses(status, 'staff') : [],
        identity: {
          step: identityStep,
          quizFailed: row.identityQuiz?.failed ?? false,
          nextSteps: viewer.kind === 'staff' ? nextIdentitySteps(identityStep, 'staff') : [],
        },
        employeeProgram:
          row.b2eCompanyCode !== null && row.listPriceCents !== null
            ? {
                companyCode: row.b2eCompanyCode,
                listPriceCents: row.listPriceCents,
                discountBasisPoints: row.b2eDiscountBasisPoints ?? 0,
              }
            : null,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  async function view(row: OrderRow, viewer: OrderViewer): Promise<ReservationOrder> {
    const [answer] = await views([row], viewer);
    return answer!;
  }

  async function ownOrder(userId: string, id: string): Promise<OrderRow> {
    const row = await store.order(id);
    // Another person's order is answered as missing: its existence is not theirs to know.
    if (!row || row.userId !== userId)
      throw new DomainError('order_not_found', {}, { detail: 'No such order' });
    return row;
  }

  /** Where the buyer follows an order (its page in the language it was made in). */
  function orderUrl(row: OrderRow, origin: string | undefined): string {
    const base = options.linkBase ?? origin ?? '';
    return `${base}/${pageLocale(row.locale, row.country)}/${row.brand}/reservation/orders/${row.id}`;
  }

  /** The buyer's address and name and the dealer's name, for an order's e-mails. */
  async function mailContext(row: OrderRow) {
    const [buyer, dealers] = await Promise.all([
      createUserDirectory(db).byId(row.userId),
      store.dealers(row.brand, row.country, [row.dealerCode]),
    ]);
    return { buyer, dealerName: dealers[0]?.name ?? null };
  }

  /**
   * Queues the e-mail that confirms an order's payment, in the transaction that records it; once
   * per order. `amount` is null when the payment was confirmed off the gateway (by the dealer).
   */
  async function queuePaidMail(
    tx: Db,
    row: OrderRow,
    context: Awaited<ReturnType<typeof mailContext>>,
    amount: number | null,
    whole: boolean,
    origin: string | undefined,
  ): Promise<void> {
    if (!context.buyer?.email) return;
    await enqueueMail(
      tx,
      `order-paid:${row.id}`,
      row.id,
      orderPaidMail({
        locale: pageLocale(row.locale, row.country),
        to: context.buyer.email,
        name: context.buyer.name ?? '',
        vehicle: row.vehicleName,
        dealerName: context.dealerName,
        amount,
        whole,
        orderUrl: orderUrl(row, origin),
      }),
    );
  }

  /**
   * Takes one step of the transition table, only if the order is still where it was read: a
   * replayed event or a second click finds it moved and changes nothing.
   */
  async function transition(
    tx: Db,
    order: OrderRow,
    to: OrderStatus,
    actor: OrderActor,
    extra: Partial<OrderRow> = {},
    note: string | null = null,
  ): Promise<OrderRow | null> {
    assertOrderTransition(order.status as OrderStatus, to, actor);
    const txStore = createReservationStore(tx);
    const moved = await txStore.moveOrder(order.id, order.status, { ...extra, status: to });
    if (!moved) return null;
    await txStore.insertEvent({ orderId: order.id, fromStatus: order.status, toStatus: to, actor, note });
    return { ...order, ...extra, status: to };
  }

  async function campaignOf(id: string): Promise<CampaignRow> {
    const campaign = await store.campaign(id);
    if (!campaign || !campaign.active || (campaign.endsAt && campaign.endsAt < now())) {
      throw new DomainError('campaign_not_found', {}, { detail: 'No such campaign' });
    }
    return campaign;
  }

  /** A version's name and its colours' names, as the catalogue of the campaign's market names them. */
  async function versionColors(mvsCode: string, year: number, brand: string, country: CountryCode) {
    const version = await catalogue.version({ mvsCode, year, brand: brand as CatalogueBrand, country });
    const colors = version.parts.filter((part) => part.type === 'COLOR');
    return {
      name: `${version.model.name} ${version.mvs.versionName}`,
      colors: new Map(colors.map((part) => [part.code, part.name] as const)),
    };
  }

  /** The free cars of a campaign's version now, in a state or at a dealer where one is asked. */
  async function freeCarsOf(
    campaign: CampaignRow,
    query: { mvsCode: string; year: number; state?: string | undefined; dealerCode?: string | undefined },
  ) {
    const version = await versionColors(query.mvsCode, query.year, campaign.brand, campaign.country);
    const free = await units.freeUnits(
      {
        brand: campaign.brand,
        mvsCode: query.mvsCode,
        modelYear: query.year,
        country: campaign.country,
        ...(query.state ? { state: query.state } : {}),
        ...(query.dealerCode ? { dealerCode: query.dealerCode } : {}),
      },
      [...version.colors.keys()],
      now(),
    );
    return { version, free };
  }

  async function unitPrice(row: {
    mvsCode: string;
    modelYear: number;
    colorCode: string;
    country: string;
    state: string;
  }) {
    const price = await createPricesService(db).reservation(
      {
        mvsCode: row.mvsCode,
        year: row.modelYear,
        colorCode: row.colorCode,
        country: row.country as CountryCode,
        state: row.state,
        optionalCode: '',
        priceSource: 'ecommercePrice',
      },
      options.log,
    );
    return price.unavailable || price.base?.price === null || price.base === null ? null : price.totals.total;
  }

  // ---- Payments ----

  function gatewayKey(orderId: string, key: string): string {
    return `${orderId}:${key}`;
  }

  /** Pays back a payment through the gateway and records it. */
  async function refundPayment(payment: PaymentRow, key: string): Promise<number> {
    if (!payment.providerPaymentId) return 0;
    let answer: GatewayPayment;
    try {
      answer = await gateway.refund(payment.providerPaymentId, `refund:${payment.id}:${key}`);
    } catch (error) {
      options.log.error({ err: error, paymentId: payment.id }, 'refund failed');
      throw new DomainError('order.cancellation_failed');
    }
    await store.movePayment(payment.id, payment.status, {
      status: 'refunded',
      refundedCents: answer.refundedCents || payment.amountCents,
      detail: answer.detail,
    });
    return answer.refundedCents || payment.amountCents;
  }

  /** Ends an order whose car was not paid in time (or whose Pix expired) and frees the car. */
  async function endUnpaid(order: OrderRow, reason: string, actor: OrderActor, note: string | null = null) {
    return db.transaction(async (tx) => {
      const locked = await createReservationStore(tx).lockOrder(order.id);
      if (!locked || locked.status === 'CANCELLED' || locked.paidAt !== null) return locked ?? order;
      const moved = await transition(
        tx,
        locked,
        'CANCELLED',
        actor,
        { cancelReason: reason, cancelledAt: now() },
        note,
      );
      await createStockUnitService(tx).release(locked.unitId, locked.id);
      return moved ?? locked;
    });
  }

  /**
   * Brings our payment in line with the gateway's: on approval the car is sold and the order
   * moves; a payment for an order that already ended or lost its car is refunded at once.
   * Applying the same state twice changes nothing.
   */
  async function settle(payment: PaymentRow, answer: GatewayPayment, origin?: string): Promise<void> {
    const fresh = (await store.payment(payment.id)) ?? payment;
    if (fresh.status === answer.status || fresh.status === 'refunded') return;
    if (answer.status !== 'approved') {
      const moved = await store.movePayment(fresh.id, fresh.status, {
        status: answer.status,
        detail: answer.detail,
        providerPaymentId: answer.id,
      });
      if (moved && answer.status === 'cancelled' && fresh.method === 'pix') {
        const order = await store.order(fresh.orderId);
        if (order && order.status === 'PRE_RESERVE') await endUnpaid(order, 'pix_expired', 'payment');
      }
      return;
    }
    const before = await store.order(fresh.orderId);
    const context = before ? await mailContext(before) : { buyer: undefined, dealerName: null };
    const outcome = await db.transaction(async (tx) => {
      const txStore = createReservationStore(tx);
      const order = await txStore.lockOrder(fresh.orderId);
      if (!order) return 'refund' as const;
      const status = order.status as OrderStatus;
      const paidTarget: OrderStatus = order.charge === 'FEE' ? 'RESERVE' : 'PAID';
      if (order.paidAt !== null || !canTransitionOrder(status, paidTarget, 'payment'))
        return 'refund' as const;
      const sold = await createStockUnitService(tx).sell(order.unitId, order.id, now());
      if (!sold) return 'refund' as const;
      const written = await txStore.movePayment(fresh.id, fresh.status, {
        status: 'approved',
        detail: answer.detail,
        providerPaymentId: answer.id,
      });
      if (!written) return 'none' as const;
      const paid = await transition(tx, order, paidTarget, 'payment', {
        paidAt: now(),
        paymentMethod: fresh.method,
      });
      if (paid) await queuePaidMail(tx, paid, context, fresh.amountCents, paidTarget === 'PAID', origin);
      return 'paid' as const;
    });
    if (outcome === 'refund') {
      // The money came for an order that can no longer take it: it goes back at once.
      await store.movePayment(fresh.id, fresh.status, { status: 'pending', providerPaymentId: answer.id });
      const current = (await store.payment(fresh.id)) ?? fresh;
      await refundPayment({ ...current, providerPaymentId: answer.id }, 'late');
      const order = await store.order(fresh.orderId);
      if (order && order.paidAt === null && order.status !== 'CANCELLED')
        await endUnpaid(order, 'unit_lost', 'payment');
    }
  }

  function refusePayment(row: PaymentRow): never {
    if (row.method === 'boleto') throw new DomainError('boleto.generation_failed');
    throw new DomainError('payment.failed');
  }

  async function answerFor(
    orderId: string,
    paymentId: string | null,
    userId: string,
  ): Promise<PaymentAnswer> {
    const order = await ownOrder(userId, orderId);
    const payment = paymentId ? await store.payment(paymentId) : undefined;
    return {
      order: await view(order, { kind: 'owner', userId }),
      payment: payment ? paymentView(payment) : null,
    };
  }

  /** A payment still `creating` long after any call could be in flight: its server stopped. */
  function isStaleCreating(row: PaymentRow): boolean {
    return row.status === 'creating' && now().getTime() - row.updatedAt.getTime() > STALE_CREATING_MS;
  }

  /** Before this, an untouched `creating` payment is stale. */
  function staleBefore(): Date {
    return new Date(now().getTime() - STALE_CREATING_MS);
  }

  /**
   * Finishes or fails the payments a crash left `creating` (and, when asked, reads back the
   * `pending` ones whose webhook never came), of one campaign or all: each is claimed first, then
   * the gateway is asked by the payment's idempotency key. Found, its answer is recorded (an
   * approval sells the car, or is refunded when the order ended meanwhile); not found, nothing
   * was charged and the payment fails.
   */
  async function reconcile(
    scope: { campaignId?: string; pending?: boolean; limit?: number } = {},
  ): Promise<ReconcileResult> {
    const result: ReconcileResult = { checked: 0, finished: 0, failed: 0, unchanged: 0 };
    const limit = scope.limit ?? 100;
    for (const row of await store.openPayments(['creating'], staleBefore(), limit, scope.campaignId)) {
      const claimed = await store.claimStaleCreating(row.id, staleBefore(), now());
      if (!claimed) continue;
      result.checked += 1;
      let answer: GatewayPayment | null;
      try {
        answer = await gateway.findByKey(gatewayKey(row.orderId, row.idempotencyKey), row.id);
      } catch (error) {
        // The gateway cannot say: the payment waits for the next run rather than guess.
        options.log.warn({ err: error, paymentId: row.id }, 'reconciliation postponed: gateway unavailable');
        result.unchanged += 1;
        continue;
      }
      if (!answer) {
        const failed = await store.movePayment(row.id, 'creating', {
          status: 'error',
          detail: 'not_created',
        });
        result[failed ? 'failed' : 'unchanged'] += 1;
        continue;
      }
      const order = await store.order(row.orderId);
      if (!order) continue;
      const ended = order.status === 'CANCELLED' || order.paidAt !== null;
      if (ended && answer.status === 'pending') {
        // A Pix or boleto issued for an order that ended meanwhile is withdrawn at the gateway.
        answer = await gateway.cancel(answer.id).catch(() => answer as GatewayPayment);
      }
      let saved: PaymentRow;
      if (ended && answer.status !== 'approved') {
        await store.movePayment(row.id, 'creating', {
          status: answer.status,
          detail: answer.detail,
          providerPaymentId: answer.id,
        });
        saved = (await store.payment(row.id)) ?? row;
      } else {
        saved = await applyGatewayAnswer(order, row, answer);
      }
      if (saved.status === 'declined' || saved.status === 'error' || saved.status === 'cancelled')
        result.failed += 1;
      else result.finished += 1;
    }
    if (!scope.pending) return result;
    for (const row of await store.openPayments(['pending'], now(), limit, scope.campaignId)) {
      if (!row.providerPaymentId) continue;
      result.checked += 1;
      try {
        const answer = await gateway.get(row.providerPaymentId);
        if (answer.status === 'pending') {
          result.unchanged += 1;
          continue;
        }
        await settle(row, answer);
        const after = (await store.payment(row.id))?.status;
        if (after === 'approved') result.finished += 1;
        else if (after === 'pending') result.unchanged += 1;
        else result.failed += 1;
      } catch (error) {
        options.log.warn({ err: error, paymentId: row.id }, 'reconciliation postponed: gateway unavailable');
        result.unchanged += 1;
      }
    }
    return result;
  }

  /** Waits for an identical call in flight to finish, then answers what it did. */
  async function awaitSettled(existing: PaymentRow): Promise<PaymentRow> {
    let row = existing;
    const until = Date.now() + IN_FLIGHT_WAIT_MS;
    while (row.status === 'creating' && Date.now() < until) {
      await delay(50);
      row = (await store.payment(row.id)) ?? row;
    }
    if (row.status === 'creating')
      throw new DomainError('payment_in_progress', {}, { detail: 'The same payment is being processed' });
    return row;
  }

  async function gatewayPayment(
    order: OrderRow,
    row: PaymentRow,
    body: PaymentBody,
    payer: { email: string; name: string; taxId: string | null },
    timers: ReservationTimers,
    customerId?: string,
  ): Promise<GatewayPayment> {
    const base = {
      reference: row.id,
      idempotencyKey: gatewayKey(order.id, row.idempotencyKey),
      amountCents: row.amountCents,
      currency: row.currency as 'BRL' | 'ARS',
      description: order.vehicleName,
      payer,
    };
    if (body.method === 'card') {
      return gateway.chargeCard({
        ...base,
        token: body.token,
        brand: body.brand,
        installments: body.installments,
        ...(customerId ? { customerId } : {}),
      });
    }
    if (body.method === 'pix') return gateway.createPix({ ...base, expiresAt: pixExpiry(now(), timers) });
    return gateway.createBoleto({ ...base, dueDate: boletoSlipDueDate(now()) });
  }

  /**
   * Records what the gateway answered for a payment we left `creating`: an approval sells the car;
   * a Pix keeps the car until it expires; an issued boleto makes the slip available.
   */
  async function applyGatewayAnswer(
    order: OrderRow,
    row: PaymentRow,
    answer: GatewayPayment,
    origin?: string,
  ): Promise<PaymentRow> {
    if (answer.status === 'approved') {
      await settle(row, answer, origin);
    } else {
      const extra =
        row.method === 'pix'
          ? { pixPayload: answer.pixPayload ?? null, expiresAt: answer.pixExpiresAt ?? null }
          : row.method === 'boleto'
            ? {
                boletoBarcode: answer.boletoBarcode ?? null,
                boletoLine: answer.boletoBarcode ? boletoBarcodeToLine(answer.boletoBarcode) : null,
                expiresAt: answer.boletoDueDate ?? null,
              }
            : {};
      await store.movePayment(row.id, 'creating', {
        status: answer.status,
        detail: answer.detail,
        providerPaymentId: answer.id,
        ...extra,
      });
    }
    const saved = (await store.payment(row.id)) ?? row;
    if (row.method === 'pix' && saved.status === 'pending' && saved.expiresAt) {
      // A Pix issued late in the countdown keeps the car until the Pix itself expires.
      const until = saved.expiresAt > order.holdUntil ? saved.expiresAt : order.holdUntil;
      await units.extendHold(order.unitId, order.id, until);
      if (until > order.holdUntil)
        await store.updateOrder(order.id, { holdUntil: until, paymentMethod: 'pix' });
      else await store.updateOrder(order.id, { paymentMethod: 'pix' });
    }
    if (row.method === 'boleto' && saved.status === 'pending') {
      const until = boletoHoldUntil(now());
      await units.extendHold(order.unitId, order.id, until);
      await db.transaction(async (tx) => {
        const locked = await createReservationStore(tx).lockOrder(order.id);
        if (locked?.status === 'UPLOADED_DOCS') {
          await transition(tx, locked, 'BILLET_AVAILABLE', 'payment', {
            holdUntil: until,
            paymentMethod: 'boleto',
          });
        }
      });
    }
    return saved;
  }

  async function payOnGateway(
    userId: string,
    order: OrderRow,
    key: string,
    body: Extract<PaymentBody, { method: 'card' | 'pix' | 'boleto' }>,
    origin?: string,
  ): Promise<PaymentAnswer> {
    const existing = await store.paymentByKey(order.id, key);
    if (existing) {
      if (existing.method !== body.method)
        throw new DomainError(
          'idempotency_key_reused',
          {},
          { detail: 'The key was used for another payment' },
        );
      // A stale row is driven on by one caller only: a retry and the reconciliation never both.
      const claimed =
        isStaleCreating(existing) &&
        (await store.claimStaleCreating(existing.id, staleBefore(), now())) !== undefined;
      if (!claimed) {
        const settled = await awaitSettled(existing);
        if (settled.status === 'declined' || settled.status === 'error') refusePayment(settled);
        return answerFor(order.id, settled.id, userId);
      }
    }
    if (body.method === 'pix' && !existing) {
      const pending = (await store.paymentsOf([order.id])).find(
        (p) => p.method === 'pix' && p.status === 'pending' && p.expiresAt !== null && p.expiresAt > now(),
      );
      // One Pix code per order at a time: asking again shows the same code.
      if (pending) return answerFor(order.id, pending.id, userId);
    }
    // A saved card's one-time token is charged as the buyer's gateway customer; another buyer's
    // card is as missing as an unknown one.
    let customerId: string | undefined;
    if (body.method === 'card' && body.savedCardId) {
      if (!options.savedCards) throw new DomainError('not_found', {}, { detail: 'No saved cards here' });
      customerId = await options.savedCards.chargeAs(userId, body.savedCardId, body.brand, body.lastFour);
    }
    const user = await createUserDirectory(db).byId(userId);
    const timers = await timersOf(order.brand, order.country);
    // A row left `creating` by a stopped server is driven again with the same key: the gateway
    // answers the first charge if there was one, and never makes a second.
    let row: PaymentRow | undefined = existing;
    if (!row)
      try {
        row = await store.insertPayment({
          orderId: order.id,
          idempotencyKey: key,
          method: body.method,
          provider: gateway.name,
          status: 'creating',
          amountCents: order.amountCents,
          currency: order.currency,
          ...(body.method === 'card'
            ? { cardBrand: body.brand, cardLastFour: body.lastFour, installments: body.installments }
            : {}),
        });
      } catch (error) {
        // The one-live-payment index: another payment of this order is in flight or taken.
        if (
          (error as { code?: string }).code === '23505' ||
          /payments_one_live_per_order/.test(String(error))
        ) {
          throw new DomainError(
            'payment_in_progress',
            {},
            { detail: 'Another payment of this order is in progress or done' },
          );
        }
        throw error;
      }
    if (!row) {
      const raced = await store.paymentByKey(order.id, key);
      if (!raced)
        throw new DomainError('payment_in_progress', {}, { detail: 'The same payment is being processed' });
      const settled = await awaitSettled(raced);
      if (settled.status === 'declined' || settled.status === 'error') refusePayment(settled);
      return answerFor(order.id, settled.id, userId);
    }
    let answer: GatewayPayment;
    try {
      answer = await gatewayPayment(
        order,
        row,
        body,
        { email: user?.email ?? '', name: user?.name ?? '', taxId: user?.cpf ?? null },
        timers,
        customerId,
      );
    } catch (error) {
      options.log.error({ err: error, paymentId: row.id }, 'payment gateway failed');
      // Unreachable or refused: nothing was charged under this key that we know of; the same key
      // may be tried again, the gateway answers the first result if there was one.
      await store.movePayment(row.id, 'creating', {
        status: 'error',
        detail: error instanceof PaymentGatewayError ? error.code : 'unexpected',
      });
      refusePayment(row);
    }
    const saved = await applyGatewayAnswer(order, row, answer, origin);
    if (saved.status === 'declined' || saved.status === 'error') refusePayment(saved);
    return answerFor(order.id, saved.id, userId);
  }

  /** Refuses a method staff turned off for the order's campaign (the product). */
  /** The method must be offered in the order's market and enabled for its campaign. */
  async function assertMethodAvailable(order: OrderRow, method: PaymentMethod): Promise<void> {
    if (!isPaymentMethodOffered(order.country, method)) {
      throw new DomainError(
        'payment_method_not_offered',
        {},
        { detail: `${method} is not offered in this market` },
      );
    }
    const methods = (await enabledMethodsOf([order])).get(order.campaignId);
    if (methods && !methods.includes(method)) {
      throw new DomainError(
        'payment_method_not_enabled',
        {},
        { detail: `${method} is not enabled for this campaign` },
      );
    }
  }

  async function liveOrder(userId: string, id: string): Promise<OrderRow> {
    const order = await ownOrder(userId, id);
    const status = order.status as OrderStatus;
    if (EXPIRING_STATUSES.includes(status) && order.paidAt === null && order.holdUntil <= now()) {
      await endUnpaid(order, 'countdown_expired', 'system');
      throw new DomainError('reservation_expired', {}, { detail: 'The reservation time is over' });
    }
    return order;
  }

  return {
    store,

    async campaigns(query: CampaignsQuery): Promise<ReservationCampaign[]> {
      return (await store.campaigns(query.brand, query.country)).map(toCampaign);
    },

    async campaignDealers(id: string, query: CampaignDealersQuery): Promise<ReservationDealer[]> {
      const campaign = await campaignOf(id);
      const dealers = (await store.dealers(campaign.brand, campaign.country)).filter(
        (d) => query.state === undefined || d.state === query.state,
      );
      const counts =
        query.mvsCode && query.year
          ? countByDealer(
              (await freeCarsOf(campaign, { mvsCode: query.mvsCode, year: query.year, state: query.state }))
                .free,
            )
          : new Map<string, number>();
      return dealers
        .filter((d) => !query.mvsCode || counts.has(d.dealerCode))
        .map((d) => reservationDealer(d, counts, null));
    },

    async dealersByRadius(query: DealersByRadiusQuery): Promise<ReservationDealer[]> {
      const campaign = await campaignOf(query.campaignId);
      const { free } = await freeCarsOf(campaign, { mvsCode: query.mvsCode, year: query.year });
      const counts = countByDealer(free);
      const dealers = await store.dealers(campaign.brand, campaign.country, [...counts.keys()]);
      return dealers
        .map((d) => ({ d, km: haversineMeters([query.lon, query.lat], [d.lon, d.lat]) / 1000 }))
        .filter(({ km }) => km <= query.radiusKm)
        .sort((a, b) => a.km - b.km)
        .map(({ d, km }) => reservationDealer(d, counts, Math.round(km * 10) / 10));
    },

    /** The showcase: free cars of the build's version, the build's colour first, each priced. */
    async availability(query: AvailabilityQuery): Promise<AvailabilityAnswer> {
      const campaign = await campaignOf(query.campaignId);
      const { version, free } = await freeCarsOf(campaign, query);
      const dealers = new Map(
        (
          await store.dealers(campaign.brand, campaign.country, [...new Set(free.map((u) => u.dealerCode))])
        ).map((d) => [d.dealerCode, d] as const),
      );
      const prices = new Map<string, number | null>();
      for (const unit of free) {
        const key = `${unit.colorCode}|${unit.state}`;
        if (!prices.has(key)) prices.set(key, await unitPrice(unit));
      }
      const offers = free
        .filter((unit) => dealers.has(unit.dealerCode))
        .map((unit) => {
          const dealer = dealers.get(unit.dealerCode)!;
          const price = prices.get(`${unit.colorCode}|${unit.state}`) ?? null;
          return {
            unitId: unit.id,
            dealerCode: unit.dealerCode,
            dealerName: dealer.name,
            city: dealer.city,
            state: unit.state,
            colorCode: unit.colorCode,
            colorName: version.colors.get(unit.colorCode) ?? null,
            matchesBuild: query.colorCode !== undefined && unit.colorCode === query.colorCode,
            currency: currencyOf(campaign.country),
            priceCents: price,
            amountCents:
              price === null
                ? null
                : reservationAmount(campaign.charge as ReservationCharge, price, campaign.feeCents),
          };
        })
        .sort((a, b) => Number(b.matchesBuild) - Number(a.matchesBuild));
      let delivery: AvailabilityAnswer['delivery'] = offers.length > 0 ? 'READY_FOR_DELIVERY' : null;
      let deliveryDays: number | null = null;
      if (offers.length === 0) {
        const stock = await createStockService(db).available(
          {
            mvsCode: query.mvsCode,
            modelYear: query.year,
            brand: campaign.brand as CatalogueBrand,
            country: campaign.country,
            ...(query.state ? { state: query.state } : {}),
          },
          options.log,
        );
        // Cars counted but all held by other buyers read as "no date known" until one is freed.
        delivery = stock.delivery === 'READY_FOR_DELIVERY' ? 'UNDEFINED' : stock.delivery;
        deliveryDays = stock.deliveryDays;
      }
      return {
        campaign: toCampaign(campaign),
        vehicleName: version.name,
        units: offers,
        delivery,
        deliveryDays,
      };
    },

    async validateUser(userId: string): Promise<ValidateUserAnswer> {
      const user = await createUserDirectory(db).byId(userId);
      if (!user) throw new DomainError('not_found', {}, { detail: 'No such account' });
      const missing: ValidateUserAnswer['missing'] = [];
      if (!user.name?.trim()) missing.push('name');
      if (!user.phone?.trim()) missing.push('phone');
      if (!user.cpf?.trim() && user.locale !== 'es-AR') missing.push('taxId');
      if (!user.address) missing.push('address');
      return { ready: missing.length === 0, missing };
    },

    /**
     * Holds one car for the buyer for the countdown. The car is taken by one conditional update in
     * the same transaction as the order: of any number of buyers at once, exactly one gets it.
     */
    async preReserve(
      userId: string,
      key: string,
      body: PreReserveBody,
      locale: string,
      origin?: string,
      program?: EmployeeProgramTerms,
    ): Promise<ReservationOrder> {
      const again = await store.orderByKey(userId, key);
      if (again) {
        if (again.unitId !== body.unitId)
          throw new DomainError('idempotency_key_reused', {}, { detail: 'The key was used for another car' });
        return view(again, { kind: 'owner', userId });
      }
      const campaign = await campaignOf(body.campaignId);
      if (program && program.market !== campaign.country) {
        throw new DomainError(
          'country_mismatch',
          {},
          { detail: 'The program validation is of another market' },
        );
      }
      const unit = await units.unit(body.unitId);
      if (!unit || unit.brand !== campaign.brand || unit.country !== campaign.country) {
        throw new DomainError('unit_not_found', {}, { detail: 'No such car in this campaign' });
      }
      const listPrice = await unitPrice(unit);
      if (listPrice === null)
        throw new DomainError('price_unavailable', {}, { detail: 'This car has no price at the moment' });
      // The program price: the same build price less the program's discount, half up to the cent.
      const price = program ? applyDiscount(listPrice, program.discountBasisPoints).price : listPrice;
      const version = await versionColors(unit.mvsCode, unit.modelYear, unit.brand, campaign.country);
      const timers = await timersOf(campaign.brand, campaign.country);
      const start = now();
      // A program reservation waits for the partner's approver, the car held meanwhile.
      const holdUntil = program
        ? b2eApprovalDeadline(campaign.country, start)
        : reservationDeadline(start, timers);
      const [buyer, [dealer]] = await Promise.all([
        createUserDirectory(db).byId(userId),
        store.dealers(campaign.brand, campaign.country, [unit.dealerCode]),
      ]);
      const created = await db.transaction(async (tx) => {
        const txStore = createReservationStore(tx);
        if (program) {
          // The yearly limit is counted under a lock on the holder's year, inside the transaction
          // that writes the order: parallel reservations of one circle queue here, one at a time.
          await tx.execute(
            sql`select pg_advisory_xact_lock(hashtextextended(${`b2e:${program.holderId}:${program.year}`}, 0))`,
          );
          const [counted] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(orders)
            .where(
              and(
                eq(orders.b2eHolderId, program.holderId),
                eq(orders.b2eYear, program.year),
                ne(orders.status, 'CANCELLED'),
              ),
            );
          if ((counted?.n ?? 0) >= program.yearlyLimit) {
            throw new DomainError('b2e_limit_reached', { limit: program.yearlyLimit });
          }
        }
        const order = await txStore.insertOrder({
          userId,
          idempotencyKey: key,
          brand: campaign.brand,
          country: campaign.country,
          locale: pageLocale(locale, campaign.country),
          campaignId: campaign.id,
          reservationType: body.reservationType,
          fundingType: body.fundingType,
          charge: campaign.charge,
          unitId: unit.id,
          mvsCode: unit.mvsCode,
          modelYear: unit.modelYear,
          colorCode: unit.colorCode,
          dealerCode: unit.dealerCode,
          state: unit.state,
          vehicleName: version.name,
          status: program ? 'APPROVAL_EMPLOYEE' : 'PRE_RESERVE',
          currency: currencyOf(campaign.country),
          priceCents: price,
          amountCents: reservationAmount(campaign.charge as ReservationCharge, price, campaign.feeCents),
          holdUntil,
          ...(program
            ? {
                b2eCompanyCode: program.companyCode,
                b2eHolderId: program.holderId,
                b2eYear: program.year,
                b2eBuyerType: program.buyerType,
                b2eDocumentHint: program.documentHint,
                b2eDiscountBasisPoints: program.discountBasisPoints,
                listPriceCents: listPrice,
              }
            : {}),
        });
        if (!order) return null;
        const held = await createStockUnitService(tx).hold(unit.id, order.id, holdUntil, start);
        if (!held)
          throw new DomainError(
            'unit_unavailable',
            {},
            { detail: 'This car was just reserved by someone else' },
          );
        await txStore.insertEvent({
          orderId: order.id,
          fromStatus: null,
          toStatus: 'PRE_RESERVE',
          actor: 'customer',
        });
        if (program) {
          assertOrderTransition('PRE_RESERVE', 'APPROVAL_EMPLOYEE', 'system');
          await txStore.insertEvent({
            orderId: order.id,
            fromStatus: 'PRE_RESERVE',
            toStatus: 'APPROVAL_EMPLOYEE',
            actor: 'system',
          });
        }
        // The confirmation is queued with the order: sent when, and only when, the car is held.
        if (buyer?.email) {
          await enqueueMail(
            tx,
            `order-reserved:${order.id}`,
            order.id,
            orderReservedMail({
              locale: pageLocale(order.locale, order.country),
              to: buyer.email,
              name: buyer.name ?? '',
              vehicle: order.vehicleName,
              dealerName: dealer?.name ?? null,
              amount: order.amountCents,
              holdUntil,
              orderUrl: orderUrl(order, origin),
            }),
          );
        }
        return order;
      });
      // A concurrent call with the same key made the order: answer it.
      const order = created ?? (await store.orderByKey(userId, key));
      if (!order)
        throw new DomainError(
          'unit_unavailable',
          {},
          { detail: 'This car was just reserved by someone else' },
        );
      return view(order, { kind: 'owner', userId });
    },

    async userReserves(userId: string): Promise<ReservationOrder[]> {
      return views(await store.ordersOf(userId), { kind: 'owner', userId });
    },

    async order(viewer: OrderViewer, id: string): Promise<ReservationOrder> {
      if (viewer.kind === 'owner') return view(await ownOrder(viewer.userId, id), viewer);
      const row = await store.order(id);
      if (!row || (viewer.dealerCodes !== 'any' && !viewer.dealerCodes.includes(row.dealerCode))) {
        throw new DomainError('order_not_found', {}, { detail: 'No such order' });
      }
      return view(row, viewer);
    },

    async status(userId: string, id: string): Promise<ReservationStatusAnswer> {
      const order = await view(await ownOrder(userId, id), { kind: 'owner', userId });
      return {
        id: order.id,
        status: order.status,
        expired: order.expired,
        holdUntil: order.holdUntil,
        serverNow: order.serverNow,
      };
    },

    /** A payment of the buyer's order; `origin`: the site the confirmation e-mail links to. */
    async pay(
      userId: string,
      id: string,
      key: string,
      body: PaymentBody,
      origin?: string,
    ): Promise<PaymentAnswer> {
      const order = await ownOrder(userId, id);
      const replay = await store.paymentByKey(order.id, key);
      if (
        replay &&
        !(
          isStaleCreating(replay) &&
          (body.method === 'card' || body.method === 'pix' || body.method === 'boleto')
        )
      ) {
        if (replay.method !== body.method)
          throw new DomainError(
            'idempotency_key_reused',
            {},
            { detail: 'The key was used for another payment' },
          );
        const settled = await awaitSettled(replay);
        if (settled.status === 'declined' || settled.status === 'error') refusePayment(settled);
        return answerFor(order.id, settled.id, userId);
      }
      const live = await liveOrder(userId, id);
      await assertMethodAvailable(live, body.method);
      const status = live.status as OrderStatus;
      if (body.method === 'card' || body.method === 'pix') {
        if (status !== 'PRE_RESERVE')
          throw new DomainError('order.transition_refused', { from: status, to: 'PAID', actor: 'payment' });
        return payOnGateway(userId, live, key, body, origin);
      }
      if (body.method === 'boleto') {
        if (status === 'PRE_RESERVE') {
          // Spec §4: the boleto needs the documents first; the order waits for them.
          await db.transaction(async (tx) => {
            const locked = await createReservationStore(tx).lockOrder(live.id);
            if (locked?.status === 'PRE_RESERVE')
              await transition(tx, locked, 'BILLET_PAYMENT', 'customer', { paymentMethod: 'boleto' });
          });
          return answerFor(live.id, null, userId);
        }
        if (status === 'BILLET_PAYMENT')
          throw new DomainError(
            'documents_required',
            {},
            { detail: 'Upload the documents before the boleto' },
          );
        if (status !== 'UPLOADED_DOCS')
          throw new DomainError('order.transition_refused', {
            from: status,
            to: 'BILLET_AVAILABLE',
            actor: 'payment',
          });
        return payOnGateway(userId, live, key, body, origin);
      }
      return this.offGateway(userId, live, body);
    },

    async offGateway(
      userId: string,
      order: OrderRow,
      body: Extract<PaymentBody, { method: 'dealer' | 'financing' | 'consortium' }>,
    ): Promise<PaymentAnswer> {
      const to = offGatewayStatus(body.method, body.method === 'consortium' ? body.kind : 'external');
      await db.transaction(async (tx) => {
        const locked = await createReservationStore(tx).lockOrder(order.id);
        if (!locked) return;
        if (locked.status === to) return;
        const extra: Partial<OrderRow> = { paymentMethod: body.method };
        if (locked.paidAt === null) {
          const until = addBusinessDays(now(), OFF_GATEWAY_HOLD_BUSINESS_DAYS);
          extra.holdUntil = until;
          await createStockUnitService(tx).extendHold(locked.unitId, locked.id, until);
        }
        const note = body.method === 'financing' && body.proposalId ? `proposal ${body.proposalId}` : null;
        const moved = await transition(tx, locked, to, 'customer', extra, note);
        if (!moved)
          throw new DomainError('order_moved', {}, { detail: 'The order changed meanwhile; reload it' });
      });
      return answerFor(order.id, null, userId);
    },

    async remainingPayment(userId: string, id: string, body: RemainingPaymentBody): Promise<PaymentAnswer> {
      const order = await ownOrder(userId, id);
      await assertMethodAvailable(order, body.method);
      return this.offGateway(userId, order, body);
    },

    /**
     * One document of the buyer, stored through the file storage; the type is read from the bytes.
     * When the market's set is complete, the order learns its documents are in.
     */
    async uploadDocument(
      userId: string,
      id: string,
      type: string,
      file: { fileName: string; data: Buffer },
      storage: FileStorage,
    ): Promise<{
      order: ReservationOrder;
      document: { id: string; type: string; contentType: string; size: number };
    }> {
      const order = await ownOrder(userId, id);
      const country = order.country;
      if (order.status === 'CANCELLED')
        throw new DomainError('order_cancelled', {}, { detail: 'The order was cancelled' });
      if (!isOrderDocumentType(country, type)) {
        throw new DomainError(
          'validation_error',
          {},
          { detail: `Document type must be one of ${ORDER_DOCUMENT_TYPES[country].join(', ')}` },
        );
      }
      const contentType = sniffFileType(file.data);
      if (!contentType)
        throw new DomainError('file_type_refused', {}, { detail: 'Send a PDF, JPEG or PNG file' });
      const storageKey = await storage.put('orders', order.id.replace(/-/g, ''), file.data);
      const [row] = await db
        .insert(orderDocuments)
        .values({
          orderId: order.id,
          type,
          fileName: file.fileName.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'document',
          contentType,
          size: file.data.length,
          storageKey,
        })
        .returning();
      const types = (
        await db
          .select({ type: orderDocuments.type })
          .from(orderDocuments)
          .where(eq(orderDocuments.orderId, order.id))
      ).map((r) => r.type);
      if (orderDocumentsComplete(country, types)) await this.documentsUploaded(userId, id);
      return {
        order: await view((await store.order(order.id)) ?? order, { kind: 'owner', userId }),
        document: { id: row!.id, type, contentType, size: file.data.length },
      };
    },

    /** The feedback screen after delivery: one opinion per order, only once the car is delivered. */
    async feedback(userId: string, id: string, body: OrderFeedbackBody): Promise<OrderFeedbackAnswer> {
      const order = await ownOrder(userId, id);
      if (order.status !== 'DELIVERED')
        throw new DomainError(
          'order_not_delivered',
          {},
          { detail: 'Feedback is asked once the car is delivered' },
        );
      const [row] = await db
        .insert(orderFeedback)
        .values({ orderId: order.id, score: body.score, comment: body.comment || null })
        .onConflictDoNothing()
        .returning();
      if (!row)
        throw new DomainError('feedback_already_sent', {}, { detail: 'This order already has its feedback' });
      return { score: row.score, comment: row.comment, createdAt: row.createdAt.toISOString() };
    },

    /** The buyer's documents are in (the boleto may be issued now). */
    async documentsUploaded(userId: string, id: string): Promise<ReservationOrder> {
      const order = await ownOrder(userId, id);
      await db.transaction(async (tx) => {
        const locked = await createReservationStore(tx).lockOrder(order.id);
        if (!locked) return;
        if (locked.documentsUploadedAt === null)
          await createReservationStore(tx).updateOrder(locked.id, { documentsUploadedAt: now() });
        if (locked.status === 'BILLET_PAYMENT') await transition(tx, locked, 'UPLOADED_DOCS', 'customer');
      });
      return view(await ownOrder(userId, id), { kind: 'owner', userId });
    },

    /**
     * The buyer cancels: before paying the order simply ends; within the right of withdrawal
     * everything paid is refunded through the gateway; later, staff decide on the request.
     */
    async cancel(userId: string, id: string, key: string, body: CancelBody): Promise<CancelAnswer> {
      const order = await ownOrder(userId, id);
      const status = order.status as OrderStatus;
      if (status === 'CANCELLED' || status === 'REQUESTED_CANCELLATION') {
        // Asking again answers what the first request did.
        const refunded = (await store.paymentsOf([order.id])).reduce((sum, p) => sum + p.refundedCents, 0);
        const outcome =
          status === 'REQUESTED_CANCELLATION' ? 'request' : order.paidAt ? 'withdraw' : 'cancel';
        return { order: await view(order, { kind: 'owner', userId }), outcome, refundedCents: refunded };
      }
      const outcome = cancellationOutcome({
        status,
        country: order.country,
        paidAt: order.paidAt,
        deliveredAt: order.deliveredAt,
        now: now(),
      });
      const note = body.reason ?? null;
      let refundedCents = 0;
      if (outcome === 'cancel') {
        for (const payment of await store.paymentsOf([order.id])) {
          if (payment.status === 'pending' && payment.providerPaymentId) {
            const answer = await gateway.cancel(payment.providerPaymentId).catch((error: unknown) => {
              options.log.error({ err: error, paymentId: payment.id }, 'gateway cancel failed');
              throw new DomainError('order.cancellation_failed');
            });
            if (answer.status === 'approved') {
              await settle(payment, answer);
            } else {
              await store.movePayment(payment.id, 'pending', { status: 'cancelled', detail: answer.detail });
            }
          }
        }
        const current = (await store.order(order.id)) ?? order;
        if (current.paidAt === null) await endUnpaid(current, 'customer', 'customer', note);
        else return this.cancel(userId, id, key, body);
      } else if (outcome === 'withdraw') {
        for (const payment of await store.paymentsOf([order.id])) {
          if (payment.status === 'approved') refundedCents += await refundPayment(payment, key);
        }
        await db.transaction(async (tx) => {
          const locked = await createReservationStore(tx).lockOrder(order.id);
          if (!locked) return;
          const requested = await transition(tx, locked, 'REQUESTED_CANCELLATION', 'customer', {}, note);
          if (!requested)
            throw new DomainError('order_moved', {}, { detail: 'The order changed meanwhile; reload it' });
          await transition(
            tx,
            requested,
            'CANCELLED',
            'system',
            { cancelReason: 'withdrawal', cancelledAt: now() },
            'right of withdrawal',
          );
          await createStockUnitService(tx).release(locked.unitId, locked.id);
        });
      } else if (outcome === 'request') {
        await db.transaction(async (tx) => {
          const locked = await createReservationStore(tx).lockOrder(order.id);
          if (locked) await transition(tx, locked, 'REQUESTED_CANCELLATION', 'customer', {}, note);
        });
      } else {
        throw new DomainError('order.transition_refused', {
          from: status,
          to: 'CANCELLED',
          actor: 'customer',
        });
      }
      return {
        order: await view((await store.order(order.id)) ?? order, { kind: 'owner', userId }),
        outcome,
        refundedCents,
      };
    },

    async welcomeKit(userId: string, id: string, address: WelcomeKitAddress): Promise<ReservationOrder> {
      const order = await ownOrder(userId, id);
      if (order.paidAt === null || order.status === 'CANCELLED') {
        throw new DomainError(
          'order_not_paid',
          {},
          { detail: 'The welcome kit address is asked once the car is paid' },
        );
      }
      if (address.country !== order.country) {
        throw new DomainError(
          'country_mismatch',
          {},
          { detail: 'The address must be in the market of the order' },
        );
      }
      await store.updateOrder(order.id, { welcomeKit: address });
      return view((await store.order(order.id)) ?? order, { kind: 'owner', userId });
    },

    async staffOrders(
      dealerCodes: readonly string[] | 'any',
      query: StaffOrdersQuery,
    ): Promise<ReservationOrder[]> {
      const rows = await store.ordersForStaff({
        dealerCodes,
        limit: query.limit,
        ...(query.status ? { status: query.status } : {}),
      });
      return views(rows, { kind: 'staff', dealerCodes });
    },

    /** Program reservations of a holder's circle in a year that still count (not cancelled). */
    async employeeCarsInYear(holderId: string, year: number): Promise<number> {
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(eq(orders.b2eHolderId, holderId), eq(orders.b2eYear, year), ne(orders.status, 'CANCELLED')),
        );
      return counted?.n ?? 0;
    },

    /** Employee-program reservations of some partner companies, newest first (the approver's list). */
    async employeeOrders(companyCodes: readonly string[], status?: OrderStatus): Promise<OrderRow[]> {
      if (companyCodes.length === 0) return [];
      return db
        .select()
        .from(orders)
        .where(
          and(
            inArray(orders.b2eCompanyCode, [...companyCodes]),
            status ? eq(orders.status, status) : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt))
        .limit(200);
    },

    /**
     * The partner company's approver decides an employee-program reservation: approved, it goes
     * back to the pre-reserve with a fresh countdown for the employee to pay the program price;
     * refused, it ends and its car is freed. Someone else's company answers 404; an order already
     * decided (or ended) answers 409.
     */
    async decideEmployeeOrder(
      companyCodes: readonly string[],
      id: string,
      decision: 'approve' | 'refuse',
      note: string | null,
    ): Promise<OrderRow> {
      // The market's timers come from the page settings, read before the transaction: on the
      // embedded database a read outside the transaction would wait for it to end, forever.
      const known = await store.order(id);
      const timers = known ? await timersOf(known.brand, known.country) : null;
      return db.transaction(async (tx) => {
        const locked = await createReservationStore(tx).lockOrder(id);
        if (!locked || locked.b2eCompanyCode === null || !companyCodes.includes(locked.b2eCompanyCode)) {
          throw new DomainError('order_not_found', {}, { detail: 'No such order' });
        }
        if (locked.status !== 'APPROVAL_EMPLOYEE') {
          throw new DomainError(
            'order_moved',
            {},
            { detail: 'This reservation was already decided or ended' },
          );
        }
        if (decision === 'approve') {
          // (An order that appeared between the two reads is one this approver cannot know yet.)
          if (!timers) throw new DomainError('order_not_found', {}, { detail: 'No such order' });
          const holdUntil = reservationDeadline(now(), timers);
          const moved = await transition(tx, locked, 'PRE_RESERVE', 'partner', { holdUntil }, note);
          if (!moved)
            throw new DomainError('order_moved', {}, { detail: 'The order changed meanwhile; reload it' });
          return moved;
        }
        const moved = await transition(
          tx,
          locked,
          'CANCELLED',
          'partner',
          { cancelReason: 'employer_refused', cancelledAt: now() },
          note,
        );
        if (!moved)
          throw new DomainError('order_moved', {}, { detail: 'The order changed meanwhile; reload it' });
        await createStockUnitService(tx).release(locked.unitId, locked.id);
        return moved;
      });
    },

    /** Staff (or a partner event) move an order one step of the table. */
    async move(
      viewer: Extract<OrderViewer, { kind: 'staff' }>,
      id: string,
      body: MoveOrderBody,
      actor: OrderActor = 'staff',
    ): Promise<ReservationOrder> {
      const order = await store.order(id);
      if (!order || (viewer.dealerCodes !== 'any' && !viewer.dealerCodes.includes(order.dealerCode))) {
        throw new DomainError('order_not_found', {}, { detail: 'No such order' });
      }
      assertOrderTransition(order.status as OrderStatus, body.to, actor);
      if (body.to === 'CANCELLED' && order.paidAt !== null) {
        for (const payment of await store.paymentsOf([order.id])) {
          if (payment.status === 'approved') await refundPayment(payment, `staff-${order.id}`);
        }
      }
      const context = body.to === 'PAID' && order.paidAt === null ? await mailContext(order) : null;
      await db.transaction(async (tx) => {
        const locked = await createReservationStore(tx).lockOrder(order.id);
        if (!locked) return;
        const extra: Partial<OrderRow> = {};
        if (body.to === 'PAID' && locked.paidAt === null) {
          const sold = await createStockUnitService(tx).sell(locked.unitId, locked.id, now());
          if (!sold)
            throw new DomainError(
              'unit_unavailable',
              {},
              { detail: 'The car of this order went to another buyer' },
            );
          extra.paidAt = now();
        }
        if (body.to === 'DELIVERED') extra.deliveredAt = now();
        if (body.to === 'CANCELLED') {
          extra.cancelledAt = now();
          extra.cancelReason = 'staff';
          await createStockUnitService(tx).release(locked.unitId, locked.id);
        }
        const moved = await transition(tx, locked, body.to, actor, extra, body.note ?? null);
        if (!moved)
          throw new DomainError('order_moved', {}, { detail: 'The order changed meanwhile; reload it' });
        // The dealer (or a partner) confirmed the payment off the gateway: the buyer hears of it.
        if (context && extra.paidAt) await queuePaidMail(tx, moved, context, null, true, undefined);
      });
      return view((await store.order(order.id)) ?? order, viewer);
    },

    /** The periodic job's work: payments a crash left `creating`, of every campaign. */
    reconcilePayments: (limit = 100) => reconcile({ limit }),

    /**
     * Staff reprocess a campaign's orders (`PUT reprocess/{campaign}`): stale `creating`
     * payments are finished or failed at the gateway, `pending` ones whose webhook never came are
     * read back, and reservations whose time ran out are ended. Each step is conditional, so a
     * second call finds nothing more to do.
     */
    async reprocess(campaignId: string, brands?: readonly string[]): Promise<ReprocessAnswer> {
      const campaign = await store.campaign(campaignId);
      if (!campaign || (brands && !brands.includes(campaign.brand)))
        throw new DomainError('campaign_not_found', {}, { detail: 'No such campaign' });
      const payments = await reconcile({ campaignId, pending: true });
      const expired = await this.expire(campaignId);
      return { campaignId, ...payments, expired };
    },

    /**
     * Staff choose the payment methods a product (a reservation campaign) offers, within its
     * market's: Argentina never offers Pix or boleto. Orders already paid are not touched.
     */
    async setPaymentMethods(
      productId: string,
      methods: readonly PaymentMethod[],
      brands?: readonly string[],
    ): Promise<PaymentMethodsAnswer> {
      const campaign = await store.campaign(productId);
      if (!campaign || (brands && !brands.includes(campaign.brand)))
        throw new DomainError('campaign_not_found', {}, { detail: 'No such product' });
      const country = campaign.country;
      const refused = methods.filter((method) => !isPaymentMethodOffered(country, method));
      if (refused.length > 0)
        throw new DomainError(
          'payment_method_not_offered',
          {},
          { detail: `${refused.join(', ')} not offered in ${country}` },
        );
      const enabled = enabledPaymentMethods(country, methods);
      await store.setCampaignPaymentMethods(campaign.id, enabled);
      return {
        productId: campaign.id,
        country,
        paymentMethod: enabled,
        marketMethods: [...MARKET_PAYMENT_METHODS[country]],
      };
    },

    /**
     * The payment types a buyer may use (`GET payment`): the market's, narrowed to the campaign's
     * when one is named; a campaign of another brand or market answers as missing.
     */
    async paymentTypes(query: PaymentTypesQuery): Promise<PaymentTypesAnswer> {
      let enabled: readonly PaymentMethod[] | null = null;
      if (query.campaignId) {
        const campaign = await campaignOf(query.campaignId);
        if (campaign.brand !== query.brand || campaign.country !== query.country)
          throw new DomainError('campaign_not_found', {}, { detail: 'No such campaign in this market' });
        enabled = campaign.paymentMethods as PaymentMethod[] | null;
      }
      return {
        country: query.country,
        campaignId: query.campaignId ?? null,
        types: enabledPaymentMethods(query.country, enabled).map(paymentType),
      };
    },

    /**
     * The offers service's payment types (`GET v2/payment`): the campaign's types with what it
     * asks, priced from the cheapest free car of the version when one is named.
     */
    async offerPaymentTypes(query: OfferPaymentTypesQuery): Promise<OfferPaymentTypesAnswer> {
      const campaign = toCampaign(await campaignOf(query.campaignId));
      let priceFromCents: number | null = null;
      let amountFromCents: number | null = null;
      if (query.mvsCode && query.year) {
        const shown = await this.availability({
          campaignId: query.campaignId,
          mvsCode: query.mvsCode,
          year: query.year,
          ...(query.state ? { state: query.state } : {}),
        });
        for (const unit of shown.units) {
          if (unit.priceCents === null) continue;
          if (priceFromCents === null || unit.priceCents < priceFromCents) {
            priceFromCents = unit.priceCents;
            amountFromCents = unit.amountCents;
          }
        }
      }
      return {
        campaign,
        types: campaign.paymentMethods.map(paymentType),
        priceFromCents,
        amountFromCents,
      };
    },

    /**
     * Whether the order's last payment is still processing at the gateway (`processing`). A pending
     * one is read back from the gateway, as the reconciliation job does, and applied when it moved.
     */
    async processing(userId: string, id: string): Promise<PaymentProcessingAnswer> {
      const order = await ownOrder(userId, id);
      const latest = (await store.paymentsOf([order.id])).sort(
        (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
      )[0];
      let payment = latest;
      if (payment?.status === 'pending' && payment.providerPaymentId) {
        try {
          const answer = await gateway.get(payment.providerPaymentId);
          if (answer.status !== 'pending') {
            await settle(payment, answer);
            payment = (await store.payment(payment.id)) ?? payment;
          }
        } catch (error) {
          // The gateway cannot say now: the payment is answered as we have it.
          options.log.warn({ err: error, paymentId: payment.id }, 'processing read-back failed');
        }
      }
      const fresh = (await store.order(order.id)) ?? order;
      return {
        orderId: fresh.id,
        orderStatus: fresh.status as OrderStatus,
        processing: payment ? payment.status === 'creating' || payment.status === 'pending' : false,
        payment: payment
          ? {
              id: payment.id,
              method: payment.method as PaymentMethod,
              status: payment.status,
              detail: payment.detail,
            }
          : null,
      };
    },

    /**
     * A gateway webhook: verified, recorded by event id (a replay stops here), then the payment is
     * read back from the gateway and applied.
     */
    async webhook(delivery: WebhookDelivery): Promise<{ applied: boolean }> {
      const notice = gateway.verifyWebhook(delivery);
      if (!(await store.recordWebhookEvent(gateway.name, notice.eventId))) return { applied: false };
      const payment = await store.paymentByProviderId(gateway.name, notice.paymentId);
      if (!payment) return { applied: false };
      const answer = await gateway.get(notice.paymentId);
      const before = payment.status;
      await settle(payment, answer);
      const after = (await store.payment(payment.id))?.status;
      return { applied: after !== before };
    },

    /**
     * The expiry job: ends every reservation whose countdown (or Pix, or boleto) ran out unpaid
     * and frees its car. A Pix paid at the last second is applied instead of cancelled.
     */
    async expire(campaignId?: string): Promise<number> {
      let ended = 0;
      for (const order of await store.expiredHolds(EXPIRING_STATUSES, now(), 100, campaignId)) {
        let reason = 'countdown_expired';
        for (const payment of await store.paymentsOf([order.id])) {
          if (payment.status !== 'pending' || !payment.providerPaymentId) continue;
          try {
            const answer = await gateway.get(payment.providerPaymentId);
            if (answer.status === 'approved') {
              await settle(payment, answer);
              continue;
            }
            const cancelled =
              answer.status === 'pending' ? await gateway.cancel(payment.providerPaymentId) : answer;
            if (cancelled.status === 'approved') {
              await settle(payment, cancelled);
              continue;
            }
            await store.movePayment(payment.id, 'pending', { status: 'cancelled', detail: cancelled.detail });
            if (payment.method === 'pix') reason = 'pix_expired';
          } catch (error) {
            // The gateway cannot confirm: the order waits for the next run rather than guess.
            options.log.warn({ err: error, orderId: order.id }, 'expiry postponed: gateway unavailable');
            reason = '';
            break;
          }
        }
        if (!reason) continue;
        const current = await store.order(order.id);
        if (!current || current.paidAt !== null || current.status === 'CANCELLED') continue;
        await endUnpaid(current, reason, 'system');
        ended += 1;
      }
      return ended;
    },
  };
}

export type ReservationService = ReturnType<typeof createReservationService>;

/** What a reconciliation did: payments looked at, finished (approved or issued), failed, left as they were. */
export interface ReconcileResult {
  checked: number;
  finished: number;
  failed: number;
  unchanged: number;
}
export { UNPAID_ORDER_STATUSES };
