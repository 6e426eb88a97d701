import { DomainError } from '../errors/errors.js';
import type { OrderActor, OrderStatus } from './order-status.js';

/**
 * The anti-fraud selfie and the identity validation of an order (spec document 1 §2 "Document
 * upload and anti-fraud photo", §4 "Identity validation steps", document 2 "Face: POST
 * face/detect. Quiz: POST quiz-answers; quiz/save"). The spec lists the steps without their
 * order or actors; the table below is ours (docs/decisions/039-identity-validation-steps.md).
 */
export const IDENTITY_STEPS = [
  'VALIDATING_IDENTITY',
  'VALIDATING_TOKEN',
  'AWAITING_INOVAMIND',
  'AWAITING_QUIZ',
  'SYNC_SALESFORCE',
  'PERSISTED_ON_HUB',
] as const;
export type IdentityStep = (typeof IDENTITY_STEPS)[number];

interface IdentityEdge {
  readonly to: IdentityStep;
  readonly by: readonly OrderActor[];
}

/**
 * Where each step may go and who takes it. `START` is an order whose selfie was not accepted yet:
 * the buyer's accepted selfie opens the check. The bureau (partner) decides whether a quiz is
 * needed; a failed quiz, or a bureau with nothing to ask, waits for staff.
 */
export const IDENTITY_TRANSITIONS: Readonly<Record<IdentityStep | 'START', readonly IdentityEdge[]>> = {
  START: [{ to: 'VALIDATING_IDENTITY', by: ['customer'] }],
  // The accepted selfie becomes the order's identity token.
  VALIDATING_IDENTITY: [{ to: 'VALIDATING_TOKEN', by: ['system'] }],
  // The buyer's data and the selfie go to the anti-fraud bureau.
  VALIDATING_TOKEN: [{ to: 'AWAITING_INOVAMIND', by: ['system'] }],
  AWAITING_INOVAMIND: [
    { to: 'AWAITING_QUIZ', by: ['partner'] },
    { to: 'SYNC_SALESFORCE', by: ['partner', 'staff'] },
  ],
  // Quiz answered right (quiz-answers), or checked by hand after a failed quiz.
  AWAITING_QUIZ: [{ to: 'SYNC_SALESFORCE', by: ['customer', 'staff'] }],
  // The validated buyer is written to the CRM, then kept on the hub.
  SYNC_SALESFORCE: [{ to: 'PERSISTED_ON_HUB', by: ['system'] }],
  PERSISTED_ON_HUB: [],
};

export function isIdentityStep(value: string): value is IdentityStep {
  return (IDENTITY_STEPS as readonly string[]).includes(value);
}

export function canTakeIdentityStep(from: IdentityStep | null, to: IdentityStep, actor: OrderActor): boolean {
  return IDENTITY_TRANSITIONS[from ?? 'START'].some((edge) => edge.to === to && edge.by.includes(actor));
}

/**
 * Checks one step of the identity table.
 *
 * @throws DomainError `order.transition_refused` when the table has no such step for the actor.
 */
export function assertIdentityStep(from: IdentityStep | null, to: IdentityStep, actor: OrderActor): void {
  if (!canTakeIdentityStep(from, to, actor)) {
    throw new DomainError('order.transition_refused', { from: from ?? 'START', to, actor });
  }
}

/** The steps an actor may take from `from`. */
export function nextIdentitySteps(from: IdentityStep | null, actor?: OrderActor): IdentityStep[] {
  return IDENTITY_TRANSITIONS[from ?? 'START']
    .filter((edge) => actor === undefined || edge.by.includes(actor))
    .map((edge) => edge.to);
}

/**
 * Selfie attempts an order gets when the page settings say nothing (decision 034): three, as the
 * spec's other retried checks (the messaging-app number check stops after 3 attempts).
 */
export const DEFAULT_SELFIE_MAX_ATTEMPTS = 3;
/** What staff may set as the page setting. */
export const SELFIE_MAX_ATTEMPTS_LIMITS = { min: 1, max: 10 } as const;

/**
 * Statuses whose order asks for the selfie: once the car is reserved or paid, or the payment
 * route is chosen, until the anti-fraud check; never on a cancelled or delivered order.
 */
export const SELFIE_ORDER_STATUSES: readonly OrderStatus[] = [
  'RESERVE',
  'REMAINING_PAYMENT',
  'DEALER_PAYMENT',
  'FINANCING_PAYMENT',
  'EXT_CONSORTIUM_PAYMENT',
  'FIAT_CONSORTIUM_PAYMENT',
  'PAID',
  'ANTI_FRAUD',
];

/**
 * Where the order goes when its selfie is accepted: a paid order enters the anti-fraud check; one
 * still paying keeps its status (its identity step records the check).
 */
export function orderStatusAfterSelfie(status: OrderStatus): OrderStatus | null {
  return status === 'PAID' ? 'ANTI_FRAUD' : null;
}

/** Where a selfie stands, from the attempts counted so far. */
export type SelfieState =
  { kind: 'not_open' } | { kind: 'open'; attemptsLeft: number } | { kind: 'locked' } | { kind: 'accepted' };

export function selfieState(input: {
  status: OrderStatus;
  failedAttempts: number;
  accepted: boolean;
  maxAttempts: number;
}): SelfieState {
  if (input.accepted) return { kind: 'accepted' };
  if (!SELFIE_ORDER_STATUSES.includes(input.status)) return { kind: 'not_open' };
  const left = input.maxAttempts - input.failedAttempts;
  return left > 0 ? { kind: 'open', attemptsLeft: left } : { kind: 'locked' };
}
