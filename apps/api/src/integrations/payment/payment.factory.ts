import { MercadoPagoGateway } from './payment.mercadopago.js';
import type { PaymentGateway, WebhookDelivery } from './payment.port.js';
import { SandboxPaymentGateway } from './payment.sandbox.js';

/** The development webhook secret of the sandbox; production never runs the sandbox unasked. */
export const SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret';

/**
 * PAYMENT_PROVIDER `sandbox` (PAYMENT_WEBHOOK_SECRET optional) or `mercadopago` with
 * MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET and optionally MERCADOPAGO_API_URL,
 * MERCADOPAGO_PUBLIC_KEY and PAYMENT_NOTIFICATION_URL.
 */
export type PaymentConfig =
  | { provider: 'sandbox'; webhookSecret?: string | undefined }
  | {
      provider: 'mercadopago';
      baseUrl: string;
      accessToken: string;
      webhookSecret: string;
      publicKey?: string | undefined;
      notificationUrl?: string | undefined;
    };

export function createPaymentGateway(
  config: PaymentConfig,
  options: { deliver?: (delivery: WebhookDelivery) => Promise<void> } = {},
): PaymentGateway {
  if (config.provider === 'mercadopago') {
    return new MercadoPagoGateway({
      baseUrl: config.baseUrl,
      accessToken: config.accessToken,
      webhookSecret: config.webhookSecret,
      ...(config.notificationUrl ? { notificationUrl: config.notificationUrl } : {}),
    });
  }
  return new SandboxPaymentGateway({
    webhookSecret: config.webhookSecret ?? SANDBOX_WEBHOOK_SECRET,
    ...(options.deliver ? { deliver: options.deliver } : {}),
  });
}
