import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { z } from 'zod';

/** What an instance tells the others: drop an area of the read cache, or one key of it. */
export interface CacheMessage {
  area: string;
  key?: string;
}

export interface CacheBusHandlers {
  onMessage(message: CacheMessage): void;
  /** The connection came back after a gap: messages may have been missed. */
  onReset(): void;
}

/** Carries read-cache invalidations between the api instances. */
export interface CacheBus {
  readonly kind: 'redis' | 'postgres';
  start(handlers: CacheBusHandlers): Promise<void>;
  publish(message: CacheMessage): Promise<void>;
  close(): Promise<void>;
}

export interface BusLogger {
  warn(object: object, message: string): void;
}

/** One name for both transports (a PostgreSQL channel is an identifier: no dashes). */
export const CACHE_CHANNEL = 'autohub_read_cache';

const Message = z.object({ area: z.string().min(1).max(100), key: z.string().max(1000).optional() });

function parse(text: string): CacheMessage | undefined {
  try {
    const parsed = Message.safeParse(JSON.parse(text));
    if (!parsed.success) return undefined;
    return parsed.data.key === undefined ? { area: parsed.data.area } : parsed.data;
  } catch {
    return undefined;
  }
}

/** Redis pub/sub: one connection subscribes, another publishes. */
export function redisCacheBus(url: string, logger: BusLogger): CacheBus {
  const options = { connectTimeout: 1_000, maxRetriesPerRequest: 1, lazyConnect: true };
  const subscriber = new Redis(url, options);
  const publisher = new Redis(url, options);
  for (const connection of [subscriber, publisher]) {
    connection.on('error', (error: Error) => logger.warn({ err: error }, 'read-cache bus unavailable'));
  }
  return {
    kind: 'redis',
    async start(handlers) {
      let connectedBefore = false;
      subscriber.on('ready', () => {
        // ioredis subscribes again by itself after a reconnection; what was said meanwhile is lost.
        if (connectedBefore) handlers.onReset();
        connectedBefore = true;
      });
      subscriber.on('message', (_channel: string, text: string) => {
        const message = parse(text);
        if (message) handlers.onMessage(message);
      });
      await Promise.all([subscriber.connect(), publisher.connect()]);
      await subscriber.subscribe(CACHE_CHANNEL);
    },
    async publish(message) {
      try {
        await publisher.publish(CACHE_CHANNEL, JSON.stringify(message));
      } catch (error) {
        // The change is committed; the others see it when their entries expire.
        logger.warn({ err: error, area: message.area }, 'read-cache invalidation not sent');
      }
    },
    async close() {
      await Promise.all(
        [subscriber, publisher].map((connection) => connection.quit().catch(() => connection.disconnect())),
      );
    },
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY: one dedicated connection listens (a pooled one would lose the LISTEN
 * when released); notifications go out through the pool.
 */
export function postgresCacheBus(
  url: string,
  notify: (channel: string, payload: string) => Promise<void>,
  logger: BusLogger,
): CacheBus {
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen(handlers: CacheBusHandlers, reconnecting: boolean): Promise<void> {
    const { default: postgres } = await import('pg');
    const next = new postgres.Client({
      connectionString: url,
      application_name: `autohub-cache-${randomUUID().slice(0, 8)}`,
    });
    next.on('notification', (notification) => {
      const message = notification.payload === undefined ? undefined : parse(notification.payload);
      if (message) handlers.onMessage(message);
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'read-cache bus connection lost');
      next.end().catch(() => undefined);
      reconnect(handlers);
    });
    await next.connect();
    await next.query(`LISTEN ${CACHE_CHANNEL}`);
    client = next;
    if (reconnecting) handlers.onReset();
  }

  function reconnect(handlers: CacheBusHandlers): void {
    if (closed || retry) return;
    client = undefined;
    retry = setTimeout(() => {
      retry = undefined;
      listen(handlers, true).catch((error: unknown) => {
        logger.warn({ err: error }, 'read-cache bus reconnection failed');
        reconnect(handlers);
      });
    }, 1_000);
    retry.unref();
  }

  return {
    kind: 'postgres',
    start: (handlers) => listen(handlers, false),
    async publish(message) {
      try {
        await notify(CACHE_CHANNEL, JSON.stringify(message));
      } catch (error) {
        logger.warn({ err: error, area: message.area }, 'read-cache invalidation not sent');
      }
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
