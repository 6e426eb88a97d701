import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CacheBus, CacheBusHandlers, CacheMessage } from './cache-bus.js';
import { ReadCache, acceptedEncoding, sendPrepared } from './read-cache.js';

const forever = { ttlMs: 60_000 };

/** Two caches joined by an in-memory bus, as two instances joined by Redis or PostgreSQL. */
function joinedPair(): [ReadCache, ReadCache] {
  const members: CacheBusHandlers[] = [];
  const bus = (): CacheBus => ({
    kind: 'redis',
    start: async (handlers) => {
      members.push(handlers);
    },
    publish: async (message: CacheMessage) => {
      for (const member of members) member.onMessage(message);
    },
    close: async () => undefined,
  });
  return [new ReadCache({ bus: bus() }), new ReadCache({ bus: bus() })];
}

describe('read cache', () => {
  it('reads the source once for requests that arrive together, then serves from memory', async () => {
    const cache = new ReadCache();
    let reads = 0;
    const load = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { value: reads };
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.get('settings', 'fiat', load, forever)));
    expect(answers).toEqual([{ value: 1 }, { value: 1 }, { value: 1 }]);
    expect(await cache.get('settings', 'fiat', load, forever)).toEqual({ value: 1 });
    expect(reads).toBe(1);
  });

  it('reads again after an invalidation, and drops it on the other instances too', async () => {
    const [a, b] = joinedPair();
    await a.start();
    await b.start();
    let version = 1;
    const load = async () => version;
    expect(await a.get('settings', 'fiat', load, forever)).toBe(1);
    expect(await b.get('settings', 'fiat', load, forever)).toBe(1);
    version = 2;
    await a.invalidate('settings');
    expect(await a.get('settings', 'fiat', load, forever)).toBe(2);
    expect(await b.get('settings', 'fiat', load, forever)).toBe(2);
  });

  it('does not keep what a read started before an invalidation returned', async () => {
    const cache = new ReadCache();
    let release: (value: string) => void = () => undefined;
    const slow = cache.get(
      'prices',
      'SP',
      () => new Promise<string>((resolve) => (release = resolve)),
      forever,
    );
    await cache.invalidate('prices');
    release('old');
    expect(await slow).toBe('old');
    expect(await cache.get('prices', 'SP', async () => 'new', forever)).toBe('new');
  });

  it('keeps nothing a caller marks as degraded, and nothing with a time-to-live of 0', async () => {
    const cache = new ReadCache();
    await cache.get('prices', 'SP', async () => ({ unavailable: true }), { ...forever, keep: () => false });
    await cache.get('catalogue', 'x', async () => 1, { ttlMs: 0 });
    expect(cache.size).toBe(0);
  });

  it('keeps memory within its budget by letting the oldest answers go', async () => {
    const cache = new ReadCache({ maxBytes: 10_000 });
    const schema = z.object({ text: z.string() });
    for (const key of ['a', 'b', 'c']) {
      await cache.answer('catalogue', key, async () => ({ text: key.repeat(2_000) }), { ...forever, schema });
    }
    expect(cache.size).toBe(2);
    let reads = 0;
    await cache.answer('catalogue', 'a', async () => ({ text: String((reads += 1)) }), {
      ...forever,
      schema,
    });
    expect(reads).toBe(1);
  });

  it('checks an answer against its contract once, and refuses one that does not match', async () => {
    const cache = new ReadCache();
    const schema = z.object({ name: z.string() });
    const answer = await cache.answer('catalogue', 'a', async () => ({ name: 'Pulse' }), {
      ...forever,
      schema,
    });
    expect(answer.json.toString()).toBe('{"name":"Pulse"}');
    await expect(
      cache.answer('catalogue', 'b', async () => ({ name: 42 }) as unknown as { name: string }, {
        ...forever,
        schema,
      }),
    ).rejects.toThrow();
  });

  it('prefers Brotli, then gzip, and honours q=0', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });

  it('sends the tag and Cache-Control, compresses large bodies, and answers 304 to a browser that has it', async () => {
    const cache = new ReadCache();
    const app = Fastify();
    const big = { text: 'carro '.repeat(500) };
    app.get('/x', async (request, reply) => {
      const answer = await cache.answer('t', 'x', async () => big, {
        ...forever,
        schema: z.object({ text: z.string() }),
      });
      return sendPrepared(request, reply, answer, 'no-cache');
    });
    const plain = await app.inject({ url: '/x' });
    expect(plain.json()).toEqual(big);
    expect(plain.headers['cache-control']).toBe('no-cache');
    const compressed = await app.inject({ url: '/x', headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 10);
    const again = await app.inject({ url: '/x', headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await app.close();
  });
});
