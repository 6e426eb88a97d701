import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import '../fastify-decorations.js';
import type { CachedAnswers } from './cached-answers.js';
import { type CacheBus, postgresCacheBus, redisCacheBus } from './cache-bus.js';
import { ReadCache } from './read-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Rarely changing reads shared by the modules, invalidated across instances. */
    readCache: ReadCache;
    /** How long a read-cache entry lives when nothing invalidates it. */
    readCacheTtlMs: number;
    /** Public reads sent again from the server's listener (absent when the api is not listening). */
    cachedAnswers?: CachedAnswers;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

export interface ReadCacheConfig {
  ttlMs: number;
  /** `auto`: Redis when REDIS_URL is set, else PostgreSQL when it is the database, else none. */
  bus: 'auto' | 'redis' | 'postgres' | 'off';
}

/** Reads READ_CACHE_TTL_MS (default five minutes; 0 turns the cache off) and READ_CACHE_BUS. */
export function readCacheConfigFromEnv(env: Env): ReadCacheConfig {
  const ttl = Number(env.READ_CACHE_TTL_MS?.trim() || NaN);
  const bus = env.READ_CACHE_BUS?.trim().toLowerCase();
  return {
    ttlMs: Number.isInteger(ttl) && ttl >= 0 ? ttl : 300_000,
    bus: bus === 'redis' || bus === 'postgres' || bus === 'off' ? bus : 'auto',
  };
}

function busOf(app: FastifyInstance, choice: ReadCacheConfig['bus']): CacheBus | undefined {
  const { config } = app;
  const logger = app.log.child({ component: 'read-cache' });
  const redis = choice === 'redis' || (choice === 'auto' && config.redisUrl !== undefined);
  if (redis && config.redisUrl) return redisCacheBus(config.redisUrl, logger);
  const postgres = choice === 'postgres' || (choice === 'auto' && config.database.driver === 'postgres');
  if (postgres && config.database.driver === 'postgres') {
    return postgresCacheBus(
      config.database.url,
      async (channel, payload) => {
        await app.database.db.execute(sql`select pg_notify(${channel}, ${payload})`);
      },
      logger,
    );
  }
  return undefined;
}

// The OpenAPI writer builds the app without a database: no bus then.
function hasDatabase(app: FastifyInstance): boolean {
  try {
    return app.database !== undefined;
  } catch {
    return false;
  }
}

/** Decorates the app with its read cache; the bus listens from `ready` until `close`. */
export function registerReadCache(app: FastifyInstance, env: Env = process.env): void {
  const settings = readCacheConfigFromEnv(env);
  let cache: ReadCache | undefined;
  const get = (): ReadCache => {
    if (cache === undefined) {
      const bus = hasDatabase(app) ? busOf(app, settings.bus) : undefined;
      cache = new ReadCache(bus ? { bus } : {});
    }
    return cache;
  };
  app.decorate('readCache', { getter: get });
  app.decorate('readCacheTtlMs', settings.ttlMs);
  app.addHook('onReady', async () => {
    if (!hasDatabase(app)) return;
    try {
      await get().start();
    } catch (error) {
      // Without the bus this instance still serves; its entries then last until they expire.
      app.log.warn({ err: error }, 'read-cache bus could not start');
    }
  });
  app.addHook('onClose', async () => {
    await cache?.close();
  });
}
