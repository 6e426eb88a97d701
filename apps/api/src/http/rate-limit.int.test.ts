import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/helpers.js';

const LIMIT = 3;

async function statuses(t: TestApp, url: string, ip: string, times: number): Promise<number[]> {
  const answers: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await t.app.inject({
      method: 'GET',
      url: url.replace('{n}', String(attempt)),
      remoteAddress: ip,
    });
    answers.push(response.statusCode);
  }
  return answers;
}

describe('rate limiting (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: String(LIMIT), RATE_LIMIT_WINDOW_MS: '60000' } });
  });
  afterAll(() => t.close());

  it('limits each client on the api and tells it when to come back', async () => {
    expect(await statuses(t, '/api/settings/fiat/pt-BR', '198.51.100.1', LIMIT + 1)).toEqual([
      200, 200, 200, 429,
    ]);
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/settings/fiat/pt-BR',
      remoteAddress: '198.51.100.1',
    });
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not affected.
    expect(await statuses(t, '/api/settings/fiat/pt-BR', '198.51.100.2', 1)).toEqual([200]);
  });

  it('limits requests for unknown addresses', async () => {
    expect(await statuses(t, '/wp-login-{n}.php', '198.51.100.3', LIMIT + 2)).toEqual([
      404, 404, 404, 429, 429,
    ]);
  });

  it('never limits the health probe', async () => {
    expect(new Set(await statuses(t, '/api/health', '198.51.100.4', LIMIT + 2))).toEqual(new Set([200]));
  });
});

// Several api instances share their counters through Redis. Runs where REDIS_URL is set.
describe.skipIf(!process.env.REDIS_URL)('rate limiting (Redis)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT_MAX: String(LIMIT), REDIS_URL: String(process.env.REDIS_URL) };
    [first, second] = await Promise.all([createTestApp({ env }), createTestApp({ env })]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('counts a client’s calls across instances', async () => {
    const ip = `192.0.2.${Math.floor(Math.random() * 250) + 1}`;
    const answers = [
      ...(await statuses(first, '/api/settings/jeep/pt-BR', ip, 2)),
      ...(await statuses(second, '/api/settings/jeep/pt-BR', ip, 2)),
    ];
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});
