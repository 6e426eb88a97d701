import type { PaymentGatewayConfig } from '@autohub/contract';

/** What the gateway's script answers for a card: never the number, only a token and its marks. */
export interface CardToken {
  token: string;
  brand: string;
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

/**
 * Turns the card typed in the form into the gateway's token, in the browser: the number and the
 * security code go to the gateway only, never to our api.
 */
export async function tokenizeCard(config: PaymentGatewayConfig, card: CardInput): Promise<CardToken> {
  await loadScript(config.tokenizerUrl);
  if (config.provider === 'sandbox') {
    if (!window.AutohubSandboxGateway) throw new Error('gateway_script_failed');
    return window.AutohubSandboxGateway.createCardToken(card);
  }
  throw new Error('gateway_not_supported');
}
