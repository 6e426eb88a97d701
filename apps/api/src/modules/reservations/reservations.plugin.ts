import type { CountryCode } from '@autohub/domain';
import type { FastifyInstance } from 'fastify';
import '../../fastify-decorations.js';
import { createPaymentGateway } from '../../integrations/payment/payment.factory.js';
import type { PaymentGateway } from '../../integrations/payment/payment.port.js';
import { paymentsRoutes } from '../payments/payments.routes.js';
import { createSettingsService } from '../settings/settings.service.js';
import { reservationsRoutes } from './reservations.routes.js';
import { type ReservationService, createReservationService } from './reservations.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Online reservations, for other modules that reserve through the same flow (employee sales). */
    reservations: ReservationService;
    paymentGateway: PaymentGateway;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const LOCALE_OF: Readonly<Record<CountryCode, string>> = { BR: 'pt-BR', AR: 'es-AR' };
const DEFAULT_JOB_INTERVAL_MS = 30_000;

/**
 * The reservation and payment routes, the gateway the environment names, and the job that ends
 * expired reservations (every RESERVATION_JOB_INTERVAL_MS, 30 s by default; `off` when a separate
 * worker runs it; never during tests, which run it by hand).
 */
export async function registerReservations(app: FastifyInstance, env: Env = process.env): Promise<void> {
  let gateway: PaymentGateway | undefined;
  const getGateway = (): PaymentGateway =>
    (gateway ??= createPaymentGateway(env, {
      production: app.config.nodeEnv === 'production',
      // The sandbox delivers its webhooks through the real route, signature check included.
      deliver: async (delivery) => {
        const query = new URLSearchParams(delivery.query as Record<string, string>).toString();
        const response = await app.inject({
          method: 'POST',
          url: `/api/payments/webhooks/sandbox?${query}`,
          headers: delivery.headers as Record<string, string>,
          payload: delivery.body as Record<string, unknown>,
        });
        if (response.statusCode >= 400)
          app.log.warn({ status: response.statusCode }, 'sandbox webhook refused');
      },
    }));
  let service: ReservationService | undefined;
  const getService = (): ReservationService => {
    if (service) return service;
    const settings = createSettingsService(app.database.db, { cacheTtlMs: 10_000 });
    service = createReservationService(app.database.db, {
      gateway: getGateway(),
      log: app.log.child({ component: 'reservations' }),
      timers: async (brand, country) => {
        const page = await settings.get(brand, LOCALE_OF[country]);
        return {
          countdownMinutes: page.reservationCountdownMinutes,
          pixExpiryMinutes: page.pixExpiryMinutes,
        };
      },
    });
    return service;
  };
  app.decorate('reservations', { getter: getService });
  app.decorate('paymentGateway', { getter: getGateway });

  await app.register(reservationsRoutes, { prefix: '/api', service: getService });
  await app.register(paymentsRoutes, {
    prefix: '/api',
    gateway: getGateway,
    service: getService,
    publicKey: env.MERCADOPAGO_PUBLIC_KEY ?? null,
  });

  const setting = (env.RESERVATION_JOB_INTERVAL_MS ?? '').trim();
  if (app.config.nodeEnv === 'test' || setting === 'off') return;
  const interval = Number(setting) > 0 ? Number(setting) : DEFAULT_JOB_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = true;
      getService()
        .expire()
        .then((ended) => {
          if (ended > 0) app.log.info({ ended }, 'expired reservations ended');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'reservation expiry failed'))
        .finally(() => {
          running = false;
        });
    }, interval);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
