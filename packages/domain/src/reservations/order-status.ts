import { DomainError } from '../errors/errors.js';

/**
 * The order timeline (reservation) statuses of spec document 1 §4, `{product}` read as `FIAT`.
 * The spec lists them without transitions; the table below is ours
 * (docs/decisions/014-online-reservation-and-payments.md).
 */
export const ORDER_STATUSES = [
  'PRE_RESERVE',
  'RESERVE',
  'BILLET_PAYMENT',
  'FINANCING_PAYMENT',
  'DEALER_PAYMENT',
  'UPLOADED_DOCS',
  'ANTI_FRAUD',
  'APPROVAL_DIRECT_SALE',
  'WAITING_LIST',
  'APPROVAL_EMPLOYEE',
  'SIGN_CONTRACT',
  'CREATED_ORDER',
  'MOUNTED_VEHICLE',
  'VEHICLE_PRODUCED',
  'INVOICED',
  'BILLET_AVAILABLE',
  'EXPEDITE',
  'DELIVER_TO_CCSS',
  'CUSTOMER_DELIVERY',
  'BILLING',
  'REGISTERED',
  'TRANSPORTING',
  'REMAINING_PAYMENT',
  'PAID',
  'IN_TRANSIT',
  'AT_DEALER',
  'CANCELLED',
  'DELIVERED',
  'REQUESTED_CANCELLATION',
  'REACTIVATED_ORDER',
  'PROGRESS_ORDER',
  'INVOICE_DELIVERY',
  'EXT_CONSORTIUM_PAYMENT',
  'FIAT_CONSORTIUM_PAYMENT',
  'PLACED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who moves an order: the buyer, a payment event, dealer or back-office staff, a job, a partner. */
export const ORDER_ACTORS = ['customer', 'payment', 'staff', 'system', 'partner'] as const;
export type OrderActor = (typeof ORDER_ACTORS)[number];

interface Edge {
  readonly to: OrderStatus;
  readonly by: readonly OrderActor[];
}

const C: OrderActor = 'customer';
const P: OrderActor = 'payment';
const S: OrderActor = 'staff';
const J: OrderActor = 'system';
const X: OrderActor = 'partner';

function edges(...list: [OrderStatus, ...OrderActor[]][]): readonly Edge[] {
  return list.map(([to, ...by]) => ({ to, by }));
}

/** Where a paid order goes next, shared by every way of paying. */
const AFTER_PAYMENT = edges(['ANTI_FRAUD', S, X, J], ['SIGN_CONTRACT', S, X], ['CREATED_ORDER', S, X]);
/** Cancellation of an order already paid or in progress: asked by the buyer, decided by staff. */
const CANCEL_PAID = edges(['REQUESTED_CANCELLATION', C, S], ['CANCELLED', S, J]);
/** Cancellation before any money moved: the buyer, staff or the expiry job end it at once. */
const CANCEL_UNPAID = edges(['CANCELLED', C, S, J, P]);

/**
 * The transition table: for each status, the statuses it may go to and who may take each step.
 * One table for the api, the back office and the timeline screen.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly Edge[]>> = {
  // The unit is held for the countdown; the payment route chosen moves the order on.
  PRE_RESERVE: [
    ...edges(
      ['RESERVE', P],
      ['PAID', P],
      ['BILLET_PAYMENT', C],
      ['DEALER_PAYMENT', C],
      ['FINANCING_PAYMENT', C],
      ['EXT_CONSORTIUM_PAYMENT', C],
      ['FIAT_CONSORTIUM_PAYMENT', C],
      ['APPROVAL_EMPLOYEE', J],
      ['WAITING_LIST', S, J],
    ),
    ...CANCEL_UNPAID,
  ],
  // Boleto: documents first (spec §4), then the slip, then compensation.
  BILLET_PAYMENT: [...edges(['UPLOADED_DOCS', C, S]), ...CANCEL_UNPAID],
  UPLOADED_DOCS: [...edges(['BILLET_AVAILABLE', P, J], ['ANTI_FRAUD', S, X, J]), ...CANCEL_UNPAID],
  BILLET_AVAILABLE: [...edges(['RESERVE', P], ['PAID', P]), ...CANCEL_UNPAID],
  // The reservation fee is paid; the rest is due.
  RESERVE: [
    ...edges(
      ['REMAINING_PAYMENT', C, S],
      ['DEALER_PAYMENT', C, S],
      ['FINANCING_PAYMENT', C, S],
      ['EXT_CONSORTIUM_PAYMENT', C, S],
      ['FIAT_CONSORTIUM_PAYMENT', C, S],
      ['PAID', P, S],
    ),
    ...AFTER_PAYMENT,
    ...CANCEL_PAID,
  ],
  REMAINING_PAYMENT: [...edges(['PAID', P, S]), ...CANCEL_PAID],
  DEALER_PAYMENT: [...edges(['PAID', S, X]), ...CANCEL_PAID],
  FINANCING_PAYMENT: [...edges(['PAID', S, X]), ...CANCEL_PAID],
  EXT_CONSORTIUM_PAYMENT: [...edges(['PAID', S, X]), ...CANCEL_PAID],
  FIAT_CONSORTIUM_PAYMENT: [...edges(['PAID', S, X]), ...CANCEL_PAID],
  // The partner company's approver lets the employee pay (back to the countdown) or refuses.
  APPROVAL_EMPLOYEE: [...edges(['PRE_RESERVE', S, X], ['CANCELLED', X]), ...CANCEL_UNPAID],
  WAITING_LIST: [...edges(['PRE_RESERVE', S, J]), ...CANCEL_UNPAID],
  PAID: [...AFTER_PAYMENT, ...edges(['APPROVAL_DIRECT_SALE', S, X]), ...CANCEL_PAID],
  ANTI_FRAUD: [...edges(['APPROVAL_DIRECT_SALE', S, X], ['SIGN_CONTRACT', S, X]), ...CANCEL_PAID],
  APPROVAL_DIRECT_SALE: [...edges(['SIGN_CONTRACT', S, X]), ...CANCEL_PAID],
  SIGN_CONTRACT: [...edges(['CREATED_ORDER', S, X]), ...CANCEL_PAID],
  CREATED_ORDER: [...edges(['PLACED', S, X]), ...CANCEL_PAID],
  PLACED: [...edges(['PROGRESS_ORDER', S, X]), ...CANCEL_PAID],
  // A car in stock goes straight to billing; a factory order is mounted and produced first.
  PROGRESS_ORDER: [...edges(['MOUNTED_VEHICLE', S, X], ['BILLING', S, X]), ...CANCEL_PAID],
  MOUNTED_VEHICLE: [...edges(['VEHICLE_PRODUCED', S, X]), ...CANCEL_PAID],
  VEHICLE_PRODUCED: [...edges(['BILLING', S, X]), ...CANCEL_PAID],
  BILLING: [...edges(['INVOICED', S, X]), ...CANCEL_PAID],
  INVOICED: [...edges(['INVOICE_DELIVERY', S, X], ['EXPEDITE', S, X]), ...CANCEL_PAID],
  INVOICE_DELIVERY: [...edges(['EXPEDITE', S, X], ['AT_DEALER', S, X]), ...CANCEL_PAID],
  EXPEDITE: [...edges(['TRANSPORTING', S, X]), ...CANCEL_PAID],
  TRANSPORTING: [...edges(['IN_TRANSIT', S, X]), ...CANCEL_PAID],
  IN_TRANSIT: [...edges(['AT_DEALER', S, X], ['DELIVER_TO_CCSS', S, X]), ...CANCEL_PAID],
  DELIVER_TO_CCSS: [...edges(['AT_DEALER', S, X]), ...CANCEL_PAID],
  AT_DEALER: [...edges(['REGISTERED', S, X], ['CUSTOMER_DELIVERY', S, X]), ...CANCEL_PAID],
  REGISTERED: [...edges(['CUSTOMER_DELIVERY', S, X]), ...CANCEL_PAID],
  CUSTOMER_DELIVERY: [...edges(['DELIVERED', S, X]), ...CANCEL_PAID],
  // The right of withdrawal runs after delivery too: the buyer may still ask.
  DELIVERED: edges(['REQUESTED_CANCELLATION', C, S]),
  REQUESTED_CANCELLATION: edges(['CANCELLED', S, J], ['REACTIVATED_ORDER', S]),
  REACTIVATED_ORDER: [...edges(['PROGRESS_ORDER', S, X]), ...CANCEL_PAID],
  CANCELLED: [],
};

/** Statuses nothing leaves. */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(
  (status) => ORDER_TRANSITIONS[status].length === 0,
);

/**
 * The usual way of a paid order to the buyer's hands, step by step as dealer or back-office staff
 * move it (the desk's "next step"); each step is an edge of the table that staff may take.
 */
export const ORDER_DELIVERY_PATH = [
  'CREATED_ORDER',
  'PLACED',
  'PROGRESS_ORDER',
  'BILLING',
  'INVOICED',
  'EXPEDITE',
  'TRANSPORTING',
  'IN_TRANSIT',
  'AT_DEALER',
  'REGISTERED',
  'CUSTOMER_DELIVERY',
  'DELIVERED',
] as const satisfies readonly OrderStatus[];

/** Statuses where no money has been taken yet: cancelling them needs no refund. */
export const UNPAID_ORDER_STATUSES: readonly OrderStatus[] = [
  'PRE_RESERVE',
  'BILLET_PAYMENT',
  'UPLOADED_DOCS',
  'BILLET_AVAILABLE',
  'APPROVAL_EMPLOYEE',
  'WAITING_LIST',
];

/** Statuses whose unit is only held (the countdown runs), not yet sold to the buyer. */
export const HOLDING_ORDER_STATUSES: readonly OrderStatus[] = UNPAID_ORDER_STATUSES;

/**
 * Milestones of the timeline screen, in the order a buyer lives them. Each status belongs to the
 * last milestone it reaches; the screen shows the milestones done, current and to come.
 */
export const ORDER_MILESTONES = [
  'reserved',
  'paid',
  'approved',
  'production',
  'transport',
  'delivered',
] as const;
export type OrderMilestone = (typeof ORDER_MILESTONES)[number];

const MILESTONE_OF: Readonly<Record<OrderStatus, OrderMilestone>> = {
  PRE_RESERVE: 'reserved',
  APPROVAL_EMPLOYEE: 'reserved',
  WAITING_LIST: 'reserved',
  BILLET_PAYMENT: 'reserved',
  UPLOADED_DOCS: 'reserved',
  BILLET_AVAILABLE: 'reserved',
  RESERVE: 'reserved',
  REMAINING_PAYMENT: 'reserved',
  DEALER_PAYMENT: 'reserved',
  FINANCING_PAYMENT: 'reserved',
  EXT_CONSORTIUM_PAYMENT: 'reserved',
  FIAT_CONSORTIUM_PAYMENT: 'reserved',
  PAID: 'paid',
  ANTI_FRAUD: 'paid',
  APPROVAL_DIRECT_SALE: 'approved',
  SIGN_CONTRACT: 'approved',
  CREATED_ORDER: 'approved',
  PLACED: 'approved',
  PROGRESS_ORDER: 'production',
  REACTIVATED_ORDER: 'production',
  MOUNTED_VEHICLE: 'production',
  VEHICLE_PRODUCED: 'production',
  BILLING: 'production',
  INVOICED: 'production',
  INVOICE_DELIVERY: 'transport',
  EXPEDITE: 'transport',
  TRANSPORTING: 'transport',
  IN_TRANSIT: 'transport',
  DELIVER_TO_CCSS: 'transport',
  AT_DEALER: 'transport',
  REGISTERED: 'transport',
  CUSTOMER_DELIVERY: 'transport',
  DELIVERED: 'delivered',
  REQUESTED_CANCELLATION: 'reserved',
  CANCELLED: 'reserved',
};

export function orderMilestone(status: OrderStatus): OrderMilestone {
  return MILESTONE_OF[status];
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The statuses an actor may move an order in `from` to. */
export function nextOrderStatuses(from: OrderStatus, actor?: OrderActor): OrderStatus[] {
  return ORDER_TRANSITIONS[from]
    .filter((edge) => actor === undefined || edge.by.includes(actor))
    .map((e) => e.to);
}

export function canTransitionOrder(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return ORDER_TRANSITIONS[from].some((edge) => edge.to === to && edge.by.includes(actor));
}

/**
 * Checks one step of the table.
 *
 * @throws DomainError `order.transition_refused` when the table has no such step for the actor.
 */
export function assertOrderTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): void {
  if (!canTransitionOrder(from, to, actor)) {
    throw new DomainError('order.transition_refused', { from, to, actor });
  }
}
