import { request as httpRequest } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/helpers.js';

const STAFF_TOKEN = 'staff-token-for-cached-answers';
const RETURNING = { cookie: 'XSRF-TOKEN=returning-visitor', 'accept-encoding': 'gzip, deflate, br' };

// Headers that differ between any two answers, whoever sends them.
const PER_ANSWER = new Set(['date', 'x-request-id', 'keep-alive', 'connection']);
// Cached public reads are not counted against the rate limit (decision 053): no counter headers.
const RATE_LIMIT = /^x-ratelimit-/;

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The body as sent, still compressed. */
  body: Buffer;
}

/** One request as a browser sends it, with the answer's bytes as they came. */
function send(url: string, method: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const answerHeaders: Record<string, string> = {};
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join('; ') : value;
        }
        resolve({ status: incoming.statusCode ?? 0, headers: answerHeaders, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const headersOf = (answer: Answer): Record<string, string> =>
  Object.fromEntries(
    Object.entries(answer.headers).filter(([name]) => !PER_ANSWER.has(name) && !RATE_LIMIT.test(name)),
  );

function read(answer: Answer): unknown {
  const text = answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.body) : answer.body;
  return JSON.parse(text.toString('utf8'));
}

describe('public reads answered again from the read cache before the framework', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { STAFF_API_TOKEN: STAFF_TOKEN } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on a port');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = RETURNING) =>
    send(`${base}${path}`, 'GET', headers);
  const served = () => t.app.cachedAnswers?.served ?? 0;

  it('sends a returning browser the same bytes and headers the route sent, without the route', async () => {
    const path = '/api/settings/fiat/pt-BR';
    const before = served();
    const first = await get(path);
    expect(served()).toBe(before);
    const second = await get(path);
    expect(served()).toBe(before + 1);
    expect(second.status).toBe(200);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers['content-encoding']).toBe('br');
    expect(first.headers['x-ratelimit-limit']).toBeDefined();
    expect(second.headers['x-ratelimit-limit']).toBeUndefined();
    expect(second.headers['x-request-id']).toMatch(/\S/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(read(second)).toEqual(read(first));
  });

  it('answers an unchanged copy with an empty 304, as the route does', async () => {
    const path = '/api/financing/plans?brand=fiat&locale=es-AR';
    const first = await get(path);
    const etag = first.headers.etag ?? '';
    const fromRoute = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { ...RETURNING, 'if-none-match': etag },
    });
    const before = served();
    const notModified = await get(path, { ...RETURNING, 'if-none-match': etag });
    expect(served()).toBe(before + 1);
    expect(notModified.status).toBe(304);
    expect(fromRoute.statusCode).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe(fromRoute.headers['cache-control']);
    expect(notModified.headers['content-security-policy']).toBe(fromRoute.headers['content-security-policy']);
  });

  it('leaves a first visit to the api, which gives it its XSRF cookie', async () => {
    const path = '/api/settings/jeep/es-AR';
    await get(path);
    const before = served();
    const firstVisit = await get(path, { 'accept-encoding': 'br' });
    expect(served()).toBe(before);
    expect(firstVisit.headers['set-cookie']).toMatch(/XSRF-TOKEN=/);
  });

  it('shows a staff change on the next read, on every address of the changed settings', async () => {
    const path = '/api/settings/peugeot/es-AR';
    const before = read(await get(path)) as { locationTtlMs: number };
    await get(path);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/staff/settings/peugeot/es-AR',
      headers: { authorization: `Bearer ${STAFF_TOKEN}` },
      payload: { locationTtlMs: before.locationTtlMs + 60_000 },
    });
    expect(changed.statusCode).toBe(200);
    const count = served();
    const after = read(await get(path)) as { locationTtlMs: number };
    expect(served()).toBe(count);
    expect(after.locationTtlMs).toBe(before.locationTtlMs + 60_000);
  });

  it('never answers a route that is not public, nor a write', async () => {
    const path = '/api/settings/fiat/pt-BR';
    await get(path);
    const before = served();
    const head = await send(`${base}${path}`, 'HEAD', RETURNING);
    expect(head.status).toBe(200);
    const ownAccount = await get('/api/users/self');
    expect(ownAccount.status).toBe(401);
    expect(served()).toBe(before);
  });
});
