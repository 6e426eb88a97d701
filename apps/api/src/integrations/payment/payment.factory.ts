import { MercadoPagoGateway } from './payment.mercadopago.js';
import type { PaymentGateway, WebhookDelivery } from './payment.port.js';
import { SandboxPaymentGateway } from './payment.sandbox.js';

type Env = Readonly<Record<string, string | undefined>>;

/** The development webhook secret of the sandbox; production never runs the sandbox. */
export const SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret';

/**
 * The gateway the environment names: PAYMENT_PROVIDER `sandbox` (the default outside production)
 * or `mercadopago` with MERCADOPAGO_ACCESS_TOKEN, MERCADOPAGO_WEBHOOK_SECRET and optionally
 * MERCADOPAGO_API_URL, MERCADOPAGO_PUBLIC_KEY and PAYMENT_NOTIFICATION_URL. Production refuses the
 * sandbox: real money never falls back to a pretend gateway.
 */
export function createPaymentGateway(
  env: Env,
  options: { production: boolean; deliver?: (delivery: WebhookDelivery) => Promise<void> },
): PaymentGateway {
  const provider = (env.PAYMENT_PROVIDER ?? '').trim().toLowerCase() || (options.production ? '' : 'sandbox');
  if (provider === 'sandbox') {
    if (options.production) throw new Error('PAYMENT_PROVIDER=sandbox is refused in production');
    return new SandboxPaymentGateway({
      webhookSecret: env.PAYMENT_WEBHOOK_SECRET ?? SANDBOX_WEBHOOK_SECRET,
      ...(options.deliver ? { deliver: options.deliver } : {}),
    });
  }
  if (provider === 'mercadopago') {
    const accessToken = env.MERCADOPAGO_ACCESS_TOKEN;
    const webhookSecret = env.MERCADOPAGO_WEBHOOK_SECRET;
    if (!accessToken || !webhookSecret) {
      throw new Error(
        'PAYMENT_PROVIDER=mercadopago needs MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET',
      );
    }
    return new MercadoPagoGateway({
      baseUrl: env.MERCADOPAGO_API_URL ?? 'https://api.mercadopago.com/',
      accessToken,
      webhookSecret,
      ...(env.PAYMENT_NOTIFICATION_URL ? { notificationUrl: env.PAYMENT_NOTIFICATION_URL } : {}),
    });
  }
  throw new Error(
    provider ? `unsupported payment provider: ${provider}` : 'PAYMENT_PROVIDER must be set in production',
  );
}
