import type { CountryCode } from '../markets/markets.js';
import type { OrderStatus } from '../reservations/order-status.js';

/** The six ways of paying for a car online (spec document 1 §1). */
export const PAYMENT_METHODS = ['card', 'pix', 'boleto', 'dealer', 'financing', 'consortium'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods charged through the payment gateway; the others are settled outside it. */
export const GATEWAY_PAYMENT_METHODS = ['card', 'pix', 'boleto'] as const satisfies readonly PaymentMethod[];
export type GatewayPaymentMethod = (typeof GATEWAY_PAYMENT_METHODS)[number];

/**
 * The routes each market offers. Pix and boleto are Brazilian rails; Argentina pays by card
 * (credit or debit), at the dealer, by financing or by a savings plan (consortium), as its car
 * makers' sites do (docs/decisions/014-online-reservation-and-payments.md).
 */
export const MARKET_PAYMENT_METHODS: Readonly<Record<CountryCode, readonly PaymentMethod[]>> = {
  BR: ['card', 'pix', 'boleto', 'dealer', 'financing', 'consortium'],
  AR: ['card', 'dealer', 'financing', 'consortium'],
};

export function isPaymentMethodOffered(country: CountryCode, method: PaymentMethod): boolean {
  return MARKET_PAYMENT_METHODS[country].includes(method);
}

/**
 * The methods a product (a reservation campaign) offers: those staff enabled for it, within its
 * market's, in the market's order; all of the market's when staff never chose
 * (docs/decisions/045-payment-methods-per-product-and-stock-reduction.md).
 */
export function enabledPaymentMethods(
  country: CountryCode,
  enabled: readonly PaymentMethod[] | null | undefined,
): PaymentMethod[] {
  const market = MARKET_PAYMENT_METHODS[country];
  return enabled ? market.filter((method) => enabled.includes(method)) : [...market];
}

export function isGatewayPaymentMethod(method: PaymentMethod): method is GatewayPaymentMethod {
  return (GATEWAY_PAYMENT_METHODS as readonly string[]).includes(method);
}

/** Consortium kinds: an outside administrator's plan, or the brand's own. */
export const CONSORTIUM_KINDS = ['external', 'brand'] as const;
export type ConsortiumKind = (typeof CONSORTIUM_KINDS)[number];

/** The order status an off-gateway route moves a reservation to when the buyer chooses it. */
export function offGatewayStatus(
  method: Exclude<PaymentMethod, GatewayPaymentMethod>,
  consortium: ConsortiumKind = 'external',
): OrderStatus {
  if (method === 'dealer') return 'DEALER_PAYMENT';
  if (method === 'financing') return 'FINANCING_PAYMENT';
  return consortium === 'brand' ? 'FIAT_CONSORTIUM_PAYMENT' : 'EXT_CONSORTIUM_PAYMENT';
}

/** Published-style sandbox test cards: what each one answers (the sandbox gateway honours them). */
export const SANDBOX_TEST_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  error: '4000000000000119',
  approvedMastercard: '5555555555554444',
} as const;
