import { DomainError } from '@autohub/domain';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
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
import {
  type FastifyPluginAsyncZod,
  type ZodTypeProvider,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAuth } from './http/auth.js';
import { errorHandler, sendError } from './http/error-handler.js';
import { registerOpenApi } from './http/openapi.js';
import { isApiRequest } from './http/request-path.js';
import { computeSecurityHeaders, type SecurityHeaders } from './http/security-headers.js';
import { registerTextGuard } from './http/text-guard.js';
import {
  hasWebApp,
  isBuiltFile,
  loadPageRenderer,
  isPageNavigation,
  registerPageHeads,
  registerWebApp,
  sendAppShell,
} from './http/web-app.js';
import { CachedAnswers } from './lib/cached-answers.js';
import { registerReadCache } from './lib/read-cache.plugin.js';
import { mailboxRoutes } from './integrations/mail/mailbox.routes.js';
import { loggerOptions, requestIdOf } from './logger.js';
import { type Ports, createPorts } from './integrations/ports.js';
import { sandboxWebhookDelivery } from './modules/payments/sandbox-webhook.js';
import { registerDelivery } from './outbox/delivery.plugin.js';
import type { RoutePlugin } from './modules/manifest.js';
import { MODULES, MODULE_SERVICES } from './modules/modules.js';
import { workAreasRoutes } from './modules/work-areas.routes.js';

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

const REQUEST_LINE_LEVELS = new Set(['info', 'debug', 'trace']);

/** How long an idle kept-alive connection stays open: Fastify's own default, above a proxy's 60 s. */
export const KEEP_ALIVE_MS = 72_000;

function unavailableDatabase(): never {
  throw new Error('This app was built without a database.');
}

/** The api, ready to `listen` or to `inject` requests into. Shared by the server and the tests. */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  let commonHeaders: SecurityHeaders['app'] = {};
  const app = Fastify({
    // Public reads the read cache holds are answered before the framework (lib/cached-answers.ts).
    serverFactory: (handler) => {
      const server = createServer((request, response) => {
        if (!cachedAnswers.serve(request, response)) handler(request, response);
      });
      // Fastify sets this only on a server it creates itself; Node's own 5 s would close a kept-alive
      // connection while a proxy or a client (with a longer idle time) is sending on it.
      server.keepAliveTimeout = KEEP_ALIVE_MS;
      return server;
    },
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
  // Declared after the server that calls it: the first request comes once the app is listening.
  const cachedAnswers = new CachedAnswers({
    cache: () => app.readCache,
    commonHeaders: () => commonHeaders,
    requestId: requestIdOf,
    log: (request, statusCode, id) => {
      // The line the api writes for each request it answers, when its level writes them.
      if (REQUEST_LINE_LEVELS.has(app.log.level)) {
        const req = { method: request.method, url: request.url };
        app.log.info({ reqId: id, req, res: { statusCode }, cached: true }, 'request completed');
      }
    },
  });

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
  // What modules offer each other without importing each other (modules/manifest.ts).
  app.decorate('services', MODULE_SERVICES);
  if (options.database) {
    app.decorate('database', options.database);
    // A derived record written after its answer and then refused is lost: said in the log.
    options.database.onDerivedWriteFailure((error) =>
      app.log.error({ err: error }, 'a derived record was not stored after its answer'),
    );
  } else {
    app.decorate('database', { getter: unavailableDatabase });
  }

  const payment = config.ports.payment;
  const security = await computeSecurityHeaders({
    production: config.nodeEnv === 'production',
    // Mercado Pago's card tokens are made by the browser at the gateway's own address.
    connectSources: payment.provider === 'mercadopago' ? [new URL(payment.baseUrl).origin] : [],
  });
  commonHeaders = security.app;
  app.addHook('onRequest', (request, reply, done) => {
    // The built files are the same for everyone: nothing of a request to trace, no document to guard.
    if (isBuiltFile(request.url)) void reply.headers(security.asset);
    else void reply.headers(security.app).header('x-request-id', request.id);
    done();
  });

  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Only answers made per request come here (the read cache and the web app's files are
    // compressed once, at a high level). Brotli 3 costs about half of level 5 on a 6 KB
    // simulation, for a body some 6 % bigger, still smaller than gzip's (bench/README.md).
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 3 } },
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
  app.decorate('cachedAnswers', cachedAnswers);

  await registerOpenApi(app, { docsCsp: security.docsCsp });
  // The outbox worker (started when the app is ready, stopped on close).
  registerDelivery(app);
  // Every module of modules/registry.ts: its routes under /api, its sandbox helpers outside production.
  const production = config.nodeEnv === 'production';
  registerPageHeads(app);
  const register = (plugin: RoutePlugin) => app.register(plugin as FastifyPluginAsyncZod, { prefix: '/api' });
  for (const module of MODULES) {
    for (const plugin of module.routes ?? []) await register(plugin);
    if (module.register) await module.register(app);
    if (!production) for (const plugin of module.developmentRoutes ?? []) await register(plugin);
  }
  await register(workAreasRoutes(MODULES));
  if (!production) {
    // Development helper: the sandbox mailbox. Never in production.
    await app.register(mailboxRoutes, { prefix: '/api' });
  }

  if (serveWebApp) {
    await registerWebApp(app, config.webDistDir);
    app.pageRenderer = await loadPageRenderer(config.webDistDir, app.log);
  }

  app.setNotFoundHandler(notFoundLimit ? { preHandler: notFoundLimit } : {}, (request, reply) => {
    if (serveWebApp && isPageNavigation(request)) {
      return sendAppShell(app, config.webDistDir, request, reply);
    }
    return sendError(request, reply, 'not_found');
  });

  return app;
}
