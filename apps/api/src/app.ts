import { DomainError } from '@autohub/domain';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawServerDefault,
} from 'fastify';
import { type ZodTypeProvider, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAuth } from './http/auth.js';
import { errorHandler, sendError } from './http/error-handler.js';
import { registerOpenApi } from './http/openapi.js';
import { isApiRequest } from './http/request-path.js';
import { computeSecurityHeaders } from './http/security-headers.js';
import { registerTextGuard } from './http/text-guard.js';
import { hasWebApp, isPageNavigation, registerWebApp, sendAppShell } from './http/web-app.js';
import { registerReadCache } from './lib/read-cache.plugin.js';
import { mailboxRoutes } from './integrations/mail/mailbox.routes.js';
import { loggerOptions, requestIdOf } from './logger.js';
import { type Ports, createPorts } from './integrations/ports.js';
import { sandboxWebhookDelivery } from './modules/payments/sandbox-webhook.js';
import { dealersRoutes } from './modules/dealers/dealers.routes.js';
import { financingRoutes } from './modules/financing/financing.routes.js';
import { authRoutes, identitySandboxRoutes } from './modules/auth/auth.routes.js';
import { garageRoutes } from './modules/garage/garage.routes.js';
import { buildsRoutes } from './modules/builds/builds.routes.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { integrationLogRoutes } from './modules/integration-log/integration-log.routes.js';
import { crmSandboxRoutes } from './modules/leads/crm-sandbox.routes.js';
import { leadsRoutes } from './modules/leads/leads.routes.js';
import { whatsappRoutes } from './modules/leads/whatsapp.routes.js';
import { ratingsRoutes } from './modules/ratings/ratings.routes.js';
import { recallsRoutes } from './modules/recalls/recalls.routes.js';
import { maintenanceRoutes } from './modules/maintenance/maintenance.routes.js';
import { testDrivesRoutes } from './modules/test-drives/test-drives.routes.js';
import { registerDelivery } from './outbox/delivery.plugin.js';
import { locationsRoutes } from './modules/locations/locations.routes.js';
import { pricesRoutes } from './modules/prices/prices.routes.js';
import { privacyRoutes } from './modules/privacy/privacy.routes.js';
import { registerReservations } from './modules/reservations/reservations.plugin.js';
import { rentalRoutes } from './modules/rental/rental.routes.js';
import { b2eRoutes } from './modules/b2e/b2e.routes.js';
import { discountClubRoutes } from './modules/discount-club/discount-club.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { stockRoutes } from './modules/stock/stock.routes.js';
import { quotationsRoutes } from './modules/quotations/quotations.routes.js';
import { dealerPricesRoutes } from './modules/dealer-prices/dealer-prices.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { accountRecordsRoutes } from './modules/account-records/account-records.routes.js';

export type App = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface BuildAppOptions {
  config: Config;
  /**
   * The database, opened (and prepared) by the caller, who also closes it. Absent only where no
   * request is served, e.g. when writing the OpenAPI document.
   */
  database?: Database;
  /** Destination of the log lines; standard output when absent. */
  logStream?: DestinationStream;
  /** Partner ports to use instead of those the configuration names (tests). */
  ports?: Partial<Ports>;
}

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Registers the global limit of api calls and answers the limit of unknown addresses, or
 * `undefined` when limiting is off (RATE_LIMIT_MAX=0).
 */
async function registerRateLimit(
  app: App,
  config: Config,
  isUnlimitedNotFound: (request: FastifyRequest) => boolean,
): Promise<PreHandler | undefined> {
  if (config.rateLimit.max === 0) return undefined;
  // Counters live in Redis when several api instances share the traffic; in memory otherwise.
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    ...(redis ? { redis, nameSpace: 'autohub-rate-limit:' } : {}),
    // A Redis outage must not take the api down with it: requests pass unlimited meanwhile.
    skipOnError: true,
    // The web app's files are cheap, cacheable and requested many at a time; the api is limited.
    allowList: (request) => !isApiRequest(request),
    errorResponseBuilder: (_request, context) =>
      new DomainError('rate_limited', {}, { detail: `Rate limit exceeded, retry in ${context.after}` }),
  });

  // Unknown addresses have their own counter, whatever route matched first, so scanning for
  // them costs the scanner, not us. Page addresses of the web app are not "unknown".
  const notFoundLimit = app.createRateLimit({
    max: config.rateLimit.max,
    timeWindow: config.rateLimit.windowMs,
    allowList: () => false,
  });
  return async (request, reply) => {
    if (isUnlimitedNotFound(request)) return;
    const result = await notFoundLimit(request);
    if (!result.isAllowed && result.isExceeded) {
      void reply.header('retry-after', result.ttlInSeconds);
      throw new DomainError(
        'rate_limited',
        {},
        { detail: `Rate limit exceeded, retry in ${result.ttlInSeconds} s` },
      );
    }
  };
}

function unavailableDatabase(): never {
  throw new Error('This app was built without a database.');
}

/** The api, ready to `listen` or to `inject` requests into. Shared by the server and the tests. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions({
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
    }),
    genReqId: requestIdOf,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // The app is served at the root: /path and /path/ are the same page.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(errorHandler);

  app.decorate('config', config);
  app.decorate('ports', {
    ...createPorts(config, {
      db: () => app.database.db,
      deliverPaymentWebhook: sandboxWebhookDelivery(app),
    }),
    ...options.ports,
  } satisfies Ports);
  if (options.database) {
    app.decorate('database', options.database);
  } else {
    app.decorate('database', { getter: unavailableDatabase });
  }

  const security = await computeSecurityHeaders({ production: config.nodeEnv === 'production' });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(security.app).header('x-request-id', request.id);
    done();
  });

  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Answers are compressed on every request: a middle Brotli level keeps that cheap.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });
  const serveWebApp = hasWebApp(config.webDistDir);
  const notFoundLimit = await registerRateLimit(
    app,
    config,
    (request) => serveWebApp && isPageNavigation(request),
  );

  // Sessions, the XSRF check and the access guard must be in place before any route is added.
  await registerAuth(app);
  registerTextGuard(app);
  registerReadCache(app);

  await registerOpenApi(app, { docsCsp: security.docsCsp });
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(settingsRoutes, { prefix: '/api' });
  // The outbox worker (started when the app is ready, stopped on close).
  registerDelivery(app);
  await app.register(leadsRoutes, { prefix: '/api' });
  await app.register(crmSandboxRoutes, { prefix: '/api' });
  await app.register(whatsappRoutes, { prefix: '/api' });
  await app.register(integrationLogRoutes, { prefix: '/api' });
  await app.register(testDrivesRoutes, { prefix: '/api' });
  await app.register(ratingsRoutes, { prefix: '/api' });
  await app.register(recallsRoutes, { prefix: '/api' });
  await app.register(maintenanceRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(catalogueRoutes, { prefix: '/api' });
  await app.register(pricesRoutes, { prefix: '/api' });
  await app.register(stockRoutes, { prefix: '/api' });
  await app.register(dealerPricesRoutes, { prefix: '/api' });
  await app.register(quotationsRoutes, { prefix: '/api' });
  await app.register(buildsRoutes, { prefix: '/api' });
  await app.register(financingRoutes, { prefix: '/api' });
  await app.register(dealersRoutes, { prefix: '/api' });
  await app.register(locationsRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(accountRecordsRoutes, { prefix: '/api' });
  await app.register(garageRoutes, { prefix: '/api' });
  await app.register(privacyRoutes, { prefix: '/api' });
  await registerReservations(app);
  await app.register(rentalRoutes, { prefix: '/api' });
  await app.register(b2eRoutes, { prefix: '/api' });
  await app.register(discountClubRoutes, { prefix: '/api' });
  if (config.nodeEnv !== 'production') {
    // Development helpers: the sandbox mailbox and sandbox id tokens. Never in production.
    await app.register(mailboxRoutes, { prefix: '/api' });
    await app.register(identitySandboxRoutes, { prefix: '/api' });
  }

  if (serveWebApp) await registerWebApp(app, config.webDistDir);

  app.setNotFoundHandler(notFoundLimit ? { preHandler: notFoundLimit } : {}, (request, reply) => {
    if (serveWebApp && isPageNavigation(request)) return sendAppShell(reply);
    return sendError(request, reply, 'not_found');
  });

  return app;
}
