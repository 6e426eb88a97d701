import type { FastifyInstance } from 'fastify';
import type { WebhookDelivery } from '../../integrations/payment/payment.port.js';

/**
 * How the payment sandbox notifies us: through the real webhook route of this app, signature
 * check included, as the gateway's own call would arrive.
 */
export function sandboxWebhookDelivery(app: FastifyInstance): (delivery: WebhookDelivery) => Promise<void> {
  return async (delivery) => {
    const query = new URLSearchParams(delivery.query as Record<string, string>).toString();
    const response = await app.inject({
      method: 'POST',
      url: `/api/payments/webhooks/sandbox?${query}`,
      headers: delivery.headers as Record<string, string>,
      payload: delivery.body as Record<string, unknown>,
    });
    if (response.statusCode >= 400) app.log.warn({ status: response.statusCode }, 'sandbox webhook refused');
  };
}
