import type { CountryCode } from '@autohub/domain';
import type { FastifyInstance } from 'fastify';
import '../../fastify-decorations.js';
import type { PaymentGateway } from '../../integrations/payment/payment.port.js';
import { paymentsRoutes } from '../payments/payments.routes.js';
import { type LeadsService, createLeadsService } from '../leads/leads.service.js';
import { savedCardsRoutes } from '../payments/saved-cards.routes.js';
import { type SavedCardsService, createSavedCardsService } from '../payments/saved-cards.service.js';
import { createSettingsService, sharedSettingsService } from '../settings/settings.service.js';
import { createReservationLeads } from './reservation-lead.js';
import { reservationsRoutes } from './reservations.routes.js';
import { type ReservationService, createReservationService } from './reservations.service.js';
import { type IdentityCheckService, createIdentityCheckService } from './identity-check.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Online reservations, for other modules that reserve through the same flow (employee sales). */
    reservations: ReservationService;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

const LOCALE_OF: Readonly<Record<CountryCode, string>> = { BR: 'pt-BR', AR: 'es-AR' };
const DEFAULT_JOB_INTERVAL_MS = 30_000;
const withSlash = (url: string): string => (url.endsWith('/') ? url : `${url}/`);

/**
 * The reservation and payment routes over the app's payment port, and the job that ends
 * expired reservations (every RESERVATION_JOB_INTERVAL_MS, 30 s by default; `off` when a separate
 * worker runs it; never during tests, which run it by hand).
 */
export async function registerReservations(app: FastifyInstance, env: Env = process.env): Promise<void> {
  const getGateway = (): PaymentGateway => app.ports.payment;
  let service: ReservationService | undefined;
  let savedCards: SavedCardsService | undefined;
  const getSavedCards = (): SavedCardsService => {
    savedCards ??= createSavedCardsService(app.database.db, {
      gateway: getGateway,
      // The buyer's contracts: orders whose rest goes to financing or consortium instalments.
      contracts: async (userId) =>
        (await getService().store.ordersOf(userId)).flatMap((order) =>
          (order.paymentMethod === 'financing' || order.paymentMethod === 'consortium') &&
          order.status !== 'CANCELLED'
            ? [
                {
                  id: order.id,
                  kind: order.paymentMethod,
                  vehicleName: order.vehicleName,
                  status: order.status,
                },
              ]
            : [],
        ),
    });
    return savedCards;
  };
  const getService = (): ReservationService => {
    if (service) return service;
    const settings = createSettingsService(app.database.db, { cacheTtlMs: 10_000 });
    service = createReservationService(app.database.db, {
      gateway: getGateway(),
      savedCards: { chargeAs: (...args) => getSavedCards().chargeAs(...args) },
      log: app.log.child({ component: 'reservations' }),
      ...(app.config.publicBaseUrl ? { linkBase: app.config.publicBaseUrl } : {}),
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
  let identity: IdentityCheckService | undefined;
  const getIdentity = (): IdentityCheckService => {
    if (identity) return identity;
    const settings = createSettingsService(app.database.db, { cacheTtlMs: 10_000 });
    identity = createIdentityCheckService(app.database.db, {
      face: () => app.ports.face,
      storage: () => app.ports.fileStorage,
      maxAttempts: async (brand, country) =>
        (await settings.get(brand, LOCALE_OF[country as CountryCode] ?? 'pt-BR')).selfieMaxAttempts,
      log: app.log.child({ component: 'identity-check' }),
    });
    return identity;
  };

  // A reservation attempt that becomes a lead goes through the leads module's own service.
  let leadsService: LeadsService | undefined;
  let leads: ReturnType<typeof createReservationLeads> | undefined;
  const getLeads = () =>
    (leads ??= createReservationLeads(
      app.database.db,
      () =>
        (leadsService ??= createLeadsService(app.database.db, {
          settings: sharedSettingsService(app.database.db, {
            cacheTtlMs: app.config.settingsCacheTtlMs,
            cache: app.readCache,
          }),
        })),
    ));

  await app.register(reservationsRoutes, {
    prefix: '/api',
    service: getService,
    identity: getIdentity,
    leads: getLeads,
  });
  await app.register(savedCardsRoutes, { prefix: '/api', service: getSavedCards });
  await app.register(paymentsRoutes, {
    prefix: '/api',
    gateway: getGateway,
    service: getService,
    publicKey:
      app.config.ports.payment.provider === 'mercadopago'
        ? (app.config.ports.payment.publicKey ?? null)
        : null,
    cardTokenUrl:
      app.config.ports.payment.provider === 'mercadopago'
        ? new URL('v1/card_tokens', withSlash(app.config.ports.payment.baseUrl)).toString()
        : null,
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
