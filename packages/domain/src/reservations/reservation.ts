import type { CountryCode } from '../markets/markets.js';
import { type OrderStatus, UNPAID_ORDER_STATUSES } from './order-status.js';

/** Reservation types of spec document 1 §3. */
export const RESERVATION_TYPES = ['focus', 'offline', 'labeled', 'leadOffline'] as const;
export type ReservationType = (typeof RESERVATION_TYPES)[number];

/** Reservation funding types of spec document 1 §3: the brand's bank (PSA) or a second bank (B2). */
export const RESERVATION_FUNDING_TYPES = ['PSA', 'B2'] as const;
export type ReservationFundingType = (typeof RESERVATION_FUNDING_TYPES)[number];

/** What a campaign charges online: a reservation fee (the rest later) or the full price. */
export const RESERVATION_CHARGES = ['FEE', 'FULL_PRICE'] as const;
export type ReservationCharge = (typeof RESERVATION_CHARGES)[number];

/**
 * Timers the spec leaves open ("not shown"), with our defaults; page settings override them per
 * brand and market (docs/decisions/014-online-reservation-and-payments.md).
 */
export interface ReservationTimers {
  /** How long a unit stays held for an unpaid reservation. */
  countdownMinutes: number;
  /** How long a Pix charge can be paid. */
  pixExpiryMinutes: number;
}

export const DEFAULT_RESERVATION_TIMERS: ReservationTimers = { countdownMinutes: 20, pixExpiryMinutes: 15 };
/** Limits staff may set, so a typo never holds a car for a year or for a second. */
export const RESERVATION_TIMER_LIMITS = {
  countdownMinutes: { min: 5, max: 24 * 60 },
  pixExpiryMinutes: { min: 5, max: 24 * 60 },
} as const;

/** Days a boleto is due after it is issued, and business days a bank takes to settle it (spec §4). */
export const BOLETO_DUE_DAYS = 2;
export const BOLETO_COMPENSATION_BUSINESS_DAYS = 3;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** When the countdown of a reservation started at `start` ends. */
export function reservationDeadline(
  start: Date,
  timers: ReservationTimers = DEFAULT_RESERVATION_TIMERS,
): Date {
  return new Date(start.getTime() + timers.countdownMinutes * MINUTE);
}

/** When a Pix charge issued at `issuedAt` stops being payable. */
export function pixExpiry(issuedAt: Date, timers: ReservationTimers = DEFAULT_RESERVATION_TIMERS): Date {
  return new Date(issuedAt.getTime() + timers.pixExpiryMinutes * MINUTE);
}

/** Adds business days (Monday to Friday, in UTC); bank holidays are the gateway's to add. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    date.setTime(date.getTime() + DAY);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date;
}

/** The boleto's due date (a calendar date) for a slip issued at `issuedAt`. */
export function boletoSlipDueDate(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + BOLETO_DUE_DAYS * DAY);
}

/**
 * How long the unit stays held once a boleto is issued: its due date plus the compensation time,
 * so a slip paid on its last day still finds the car.
 */
export function boletoHoldUntil(issuedAt: Date): Date {
  return addBusinessDays(boletoSlipDueDate(issuedAt), BOLETO_COMPENSATION_BUSINESS_DAYS);
}

/**
 * Days of the right of withdrawal for purchases made online: Brazil's consumer code art. 49 gives
 * seven; Argentina's law 24.240 art. 34 gives ten (calendar days in both).
 */
export const WITHDRAWAL_DAYS: Readonly<Record<CountryCode, number>> = { BR: 7, AR: 10 };

/**
 * The last moment of the right of withdrawal: the days run from the later of the payment and the
 * delivery of the car (the consumer codes count from the contract or the receipt of the product).
 */
export function withdrawalDeadline(country: CountryCode, paidAt: Date, deliveredAt: Date | null): Date {
  const start = deliveredAt && deliveredAt > paidAt ? deliveredAt : paidAt;
  return new Date(start.getTime() + WITHDRAWAL_DAYS[country] * DAY);
}

/** What a buyer's cancellation does to an order. */
export type CancellationOutcome =
  /** No money taken yet: the order ends and the unit is freed at once. */
  | 'cancel'
  /** Within the right of withdrawal: the order ends and everything paid is refunded. */
  | 'withdraw'
  /** Past the withdrawal period: staff look at the request (REQUESTED_CANCELLATION). */
  | 'request'
  /** The order already ended. */
  | 'refused';

export function cancellationOutcome(input: {
  status: OrderStatus;
  country: CountryCode;
  paidAt: Date | null;
  deliveredAt: Date | null;
  now: Date;
}): CancellationOutcome {
  if (input.status === 'CANCELLED' || input.status === 'REQUESTED_CANCELLATION') return 'refused';
  if (UNPAID_ORDER_STATUSES.includes(input.status) || input.paidAt === null) return 'cancel';
  return input.now <= withdrawalDeadline(input.country, input.paidAt, input.deliveredAt)
    ? 'withdraw'
    : 'request';
}

/** The amount charged online: the campaign's fee, capped at the price, or the full price. */
export function reservationAmount(charge: ReservationCharge, priceCents: number, feeCents: number): number {
  return charge === 'FEE' ? Math.min(feeCents, priceCents) : priceCents;
}
