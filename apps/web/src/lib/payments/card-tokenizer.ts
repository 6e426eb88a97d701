import type { PaymentGatewayConfig } from '@autohub/contract';
import { type CardBrand, detectCardBrand, normalizeCardNumber } from '@autohub/domain';

/** What the gateway's script answers for a card: never the number, only a token and its marks. */
export interface CardToken {
  token: string;
  brand: CardBrand;
  lastFour: string;
}

export interface CardInput {
  number: string;
  holderName: string;
  expiry: string;
  cvv: string;
}

interface SandboxGatewayScript {
  createCardToken(card: CardInput): Promise<CardToken>;
}

declare global {
  interface Window {
    AutohubSandboxGateway?: SandboxGatewayScript;
  }
}

const loaded = new Map<string, Promise<void>>();

/** Loads the gateway's script once, from the address the api names. */
function loadScript(src: string): Promise<void> {
  let promise = loaded.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loaded.delete(src);
        reject(new Error('gateway_script_failed'));
      };
      document.head.appendChild(script);
    });
    loaded.set(src, promise);
  }
  return promise;
}

/** A card the gateway refused to tokenize; `message` is what to show the buyer. */
export class CardTokenError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'CardTokenError';
  }
}

/**
 * Mercado Pago's public card-token protocol: the card goes to `POST {cardTokenUrl}?public_key=…`
 * (no cookies, no credentials of ours) and the answer's `id` is the token. The brand comes from the
 * number's pattern, the last four from the gateway's answer.
 */
export async function mercadoPagoCardToken(
  config: Pick<PaymentGatewayConfig, 'publicKey' | 'cardTokenUrl'>,
  card: CardInput,
  refusedMessage: string,
  fetchImpl: typeof fetch = fetch,
): Promise<CardToken> {
  if (!config.cardTokenUrl || !config.publicKey) throw new Error('gateway_not_configured');
  const number = normalizeCardNumber(card.number);
  const brand = detectCardBrand(number);
  const [month = '', year = ''] = card.expiry.split('/');
  const url = new URL(config.cardTokenUrl, window.location.href);
  url.searchParams.set('public_key', config.publicKey);
  const response = await fetchImpl(url.toString(), {
    method: 'POST',
    credentials: 'omit',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      card_number: number,
      security_code: card.cvv.trim(),
      expiration_month: Number(month),
      expiration_year: 2000 + Number(year),
      cardholder: { name: card.holderName.trim() },
    }),
  });
  const body = (await response.json().catch(() => null)) as {
    id?: unknown;
    last_four_digits?: unknown;
  } | null;
  if (!response.ok || typeof body?.id !== 'string' || !brand)
    throw new CardTokenError(refusedMessage, response.status);
  const lastFour =
    typeof body.last_four_digits === 'string' && /^\d{4}$/.test(body.last_four_digits)
      ? body.last_four_digits
      : number.slice(-4);
  return { token: body.id, brand, lastFour };
}

/**
 * Turns the card typed in the form into the gateway's token, in the browser: the number and the
 * security code go to the gateway only, never to our api. `refusedMessage`: what to show when the
 * gateway refuses the card.
 */
export async function tokenizeCard(
  config: PaymentGatewayConfig,
  card: CardInput,
  refusedMessage: string,
): Promise<CardToken> {
  if (config.provider === 'mercadopago') return mercadoPagoCardToken(config, card, refusedMessage);
  await loadScript(config.tokenizerUrl);
  if (!window.AutohubSandboxGateway) throw new Error('gateway_script_failed');
  return window.AutohubSandboxGateway.createCardToken(card);
}
