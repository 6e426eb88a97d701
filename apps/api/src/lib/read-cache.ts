import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import type { CacheBus, CacheMessage } from './cache-bus.js';

/**
 * A JSON answer prepared once for every request that reads it: checked against its contract,
 * serialised, tagged and compressed at most once per encoding, instead of on each request.
 */
export class PreparedAnswer<T> {
  readonly json: Buffer;
  readonly etag: string;
  private brotli: Buffer | undefined;
  private gzip: Buffer | undefined;
  /** The cache entry that holds this answer, set when a read cache prepared it. */
  slot: string | undefined;

  constructor(readonly value: T) {
    this.json = Buffer.from(JSON.stringify(value));
    this.etag = `W/"${createHash('sha1').update(this.json).digest('base64url')}"`;
  }

  /** The body in an encoding the caller accepts; small bodies are not worth compressing. */
  body(encoding: 'br' | 'gzip' | undefined): Buffer {
    if (encoding === undefined || this.json.length < COMPRESS_THRESHOLD) return this.json;
    if (encoding === 'br') {
      // Compressed once for thousands of reads: the best ratio is worth its one-off cost.
      return (this.brotli ??= brotliCompressSync(this.json, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: this.json.length },
      }));
    }
    return (this.gzip ??= gzipSync(this.json, { level: 9 }));
  }
}

const COMPRESS_THRESHOLD = 1024;

export interface ReadOptions {
  /** Longest reuse; explicit invalidation usually ends it sooner. 0 reads the source every time. */
  ttlMs: number;
  /** Whether a loaded value may be kept (a degraded answer, e.g. prices unavailable, is not). */
  keep?: (value: unknown) => boolean;
}

interface Entry {
  value: unknown;
  expiresAt: number;
  /** Roughly what the entry holds in memory. */
  bytes: number;
}

// A prepared answer holds its JSON and up to two compressed copies; other values are small records.
const sizeOf = (value: unknown): number => (value instanceof PreparedAnswer ? value.json.length * 2 : 1_024);

export interface ReadCacheOptions {
  /** Cross-instance invalidation; only this process is cleared when absent. */
  bus?: CacheBus;
  /** Entries kept at most; the oldest go first. */
  maxEntries?: number;
  /** Memory kept at most (roughly); the oldest entries go first. */
  maxBytes?: number;
}

const SEPARATOR = '\u0000';

/**
 * Values that rarely change (page settings, catalogue, prices of a state, financing plans) kept in
 * this process, grouped in areas. Whoever changes an area's data calls `invalidate` after the change
 * is committed: every instance sharing the bus drops the area (or one key of it) at once, and the
 * time-to-live only bounds changes made behind the api's back (a direct database edit).
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<unknown>>();
  // Bumped by each invalidation: a load that started before it must not store what it read.
  private readonly generations = new Map<string, number>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private bytes = 0;
  private readonly bus: CacheBus | undefined;

  constructor(options: ReadCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 5_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.bus = options.bus;
  }

  /** Starts listening to the other instances' invalidations. */
  async start(): Promise<void> {
    await this.bus?.start({
      onMessage: (message) => this.drop(message.area, message.key),
      // Messages may have been missed while the bus was away: everything is read again.
      onReset: () => this.clear(),
    });
  }

  async close(): Promise<void> {
    await this.bus?.close();
  }

  /** The value of `key` in `area`, loaded once on a miss however many requests ask at that moment. */
  async get<T>(area: string, key: string, load: () => Promise<T>, options: ReadOptions): Promise<T> {
    const id = area + SEPARATOR + key;
    const entry = this.entries.get(id);
    if (entry !== undefined) {
      if (entry.expiresAt > Date.now()) return entry.value as T;
      this.remove(id);
    }
    const pending = this.loading.get(id);
    if (pending !== undefined) return pending as Promise<T>;
    const generation = this.generation(area, key);
    const promise = load().then(
      (value) => {
        this.loading.delete(id);
        const keep = options.ttlMs > 0 && (options.keep?.(value) ?? true);
        if (keep && this.generation(area, key) === generation) this.store(id, value, options.ttlMs);
        return value;
      },
      (error: unknown) => {
        this.loading.delete(id);
        throw error;
      },
    );
    this.loading.set(id, promise);
    return promise;
  }

  /**
   * Like `get`, as a prepared answer: the value is checked against the contract schema once, then
   * serialised, tagged and compressed once for all the requests that read it.
   */
  async answer<T>(
    area: string,
    key: string,
    load: () => Promise<T>,
    options: Omit<ReadOptions, 'keep'> & { schema: ZodType<T>; keep?: (value: T) => boolean },
  ): Promise<PreparedAnswer<T>> {
    const { schema, keep, ...rest } = options;
    const prepare = async (): Promise<PreparedAnswer<T>> => {
      const answer = new PreparedAnswer(schema.parse(await load()));
      answer.slot = area + SEPARATOR + key;
      return answer;
    };
    return this.get(area, key, prepare, {
      ...rest,
      ...(keep ? { keep: (answer) => keep((answer as PreparedAnswer<T>).value) } : {}),
    });
  }

  /**
   * Whether `answer` is still what the cache holds for its key: neither invalidated, replaced nor
   * expired. Answers sent again without asking the cache (`CachedAnswers`) check this first.
   */
  holds(answer: PreparedAnswer<unknown>): boolean {
    if (answer.slot === undefined) return false;
    const entry = this.entries.get(answer.slot);
    return entry !== undefined && entry.value === answer && entry.expiresAt > Date.now();
  }

  /**
   * Drops an area (or one key of it) here and on every instance of the bus. Call it after the
   * change is committed, never inside its transaction: a reader must not reload the old row.
   */
  async invalidate(area: string, key?: string): Promise<void> {
    this.drop(area, key);
    await this.bus?.publish({ area, ...(key === undefined ? {} : { key }) });
  }

  /** Drops everything in this process (tests, or after the bus lost messages). */
  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generations.set('', (this.generations.get('') ?? 0) + 1);
  }

  get size(): number {
    return this.entries.size;
  }

  private generation(area: string, key: string): string {
    return `${this.generations.get('') ?? 0}.${this.generations.get(area) ?? 0}.${
      this.generations.get(area + SEPARATOR + key) ?? 0
    }`;
  }

  private drop(area: string, key?: CacheMessage['key']): void {
    const scope = key === undefined ? area : area + SEPARATOR + key;
    this.generations.set(scope, (this.generations.get(scope) ?? 0) + 1);
    if (key !== undefined) {
      this.remove(scope);
      return;
    }
    const prefix = area + SEPARATOR;
    for (const id of [...this.entries.keys()]) if (id.startsWith(prefix)) this.remove(id);
  }

  private store(id: string, value: unknown, ttlMs: number): void {
    this.remove(id);
    const bytes = sizeOf(value);
    this.entries.set(id, { value, expiresAt: Date.now() + ttlMs, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries || (this.bytes > this.maxBytes && this.entries.size > 1)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.remove(oldest);
    }
  }

  private remove(id: string): void {
    const entry = this.entries.get(id);
    if (entry === undefined) return;
    this.entries.delete(id);
    this.bytes -= entry.bytes;
  }
}

/** The encoding of a prepared body this caller accepts best, or none. */
export function acceptedEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  if (header === undefined) return undefined;
  const accepted = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params
      .map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1])
      .find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string): number => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return undefined;
}

export function matchesTag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const weak = (tag: string): string => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || weak(tag) === weak(etag));
}

/**
 * Sends a prepared answer with its entity tag and `Cache-Control`, or an empty 304 when the browser
 * already holds it. The body goes out as prepared: neither serialised nor compressed again.
 */
export function sendPrepared(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PreparedAnswer<unknown>,
  cacheControl: string,
): FastifyReply {
  // A public read is sent again from the server's listener while the cache holds it (cached-answers.ts).
  if (request.method === 'GET' && request.routeOptions.config.access?.kind === 'public') {
    request.server.cachedAnswers?.remember(request.raw.url ?? request.url, answer, cacheControl);
  }
  void reply
    .header('cache-control', cacheControl)
    .header('etag', answer.etag)
    .header('vary', 'accept-encoding');
  if (matchesTag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const body = answer.body(encoding);
  void reply.type('application/json; charset=utf-8');
  if (body !== answer.json && encoding !== undefined) void reply.header('content-encoding', encoding);
  return reply.send(body);
}
