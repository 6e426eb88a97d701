import { PUBLIC } from '@autohub/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../src/modules/auth/auth.fixture.js';
import { type TestApp, createTestApp } from '../helpers.js';
import { type LogCapture, captureLogs } from './log-capture.js';

const CPF = '529.982.247-25';
const CPF_DIGITS = '52998224725';
const PASSWORD = 'Segredo!Forte9';
const CARD = '4111 1111 1111 1111';

describe('the http edge checks the path the router reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' } });
  });
  afterAll(() => t.close());

  it('asks a percent-encoded /api/ write for the XSRF header like any other', async () => {
    const me = await createAccount(t.app, t.db, 'encoded.path@example.com');
    const { 'x-xsrf-token': _header, ...cookiesOnly } = me.headers;
    for (const url of ['/%61pi/users/self', '/api/%75sers/self', '/%61%70%69/users/self']) {
      const response = await t.app.inject({
        method: 'PATCH',
        url,
        headers: cookiesOnly,
        payload: { nickname: 'Forged' },
        remoteAddress: `203.0.113.${url.length}`,
      });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toMatchObject({ code: 'xsrf_failed' });
    }
  });

  it('counts a percent-encoded /api/ call against the rate limit', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/%61pi/settings/fiat/pt-BR',
        remoteAddress: '198.51.100.77',
      });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

describe('NUL characters and lone surrogates are refused at the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => t.close());

  it('answers 400 naming the field, for a body, a query and a path parameter', async () => {
    const nul = await t.app.inject({
      method: 'POST',
      url: '/api/signup/password',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":"Ana\\u0000Souza","email":"nul@example.com","password":"${PASSWORD}","passwordConfirmation":"${PASSWORD}"}`,
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({
      code: 'validation_error',
      details: [expect.objectContaining({ path: 'body.name', code: 'field_invalid' })],
    });

    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"brand":"fiat","locale":"pt-BR","name":"Ana","email":"a@example.com","message":"x\\ud800y"}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toMatchObject({ details: [expect.objectContaining({ path: 'body.message' })] });

    const key = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"brand":"fiat","locale":"pt-BR","na\\u0000me":"Ana"}',
    });
    expect(key.statusCode).toBe(400);

    const query = await t.app.inject({ method: 'GET', url: '/api/dealers?brand=fiat&city=S%00P' });
    expect(query.statusCode).toBe(400);
    const param = await t.app.inject({ method: 'GET', url: '/api/settings/fi%00at/pt-BR' });
    expect(param.statusCode).toBe(400);
  });
});

describe('nothing secret or identifying reaches the log', () => {
  let t: TestApp;
  let logs: LogCapture;
  beforeAll(async () => {
    logs = captureLogs();
    t = await createTestApp({
      env: { RATE_LIMIT_MAX: '0', LOG_LEVEL: 'info' },
      logStream: logs,
      beforeReady: (app) => {
        // A query that fails on its parameter, as a store bug would: the error carries the values.
        app.post('/api/test-only/failing-query', { config: { access: PUBLIC } }, async () => {
          await app.database.db.execute(sql`select ${CPF_DIGITS}::int, ${PASSWORD}::int`);
          return {};
        });
        app.post('/api/test-only/log-text', { config: { access: PUBLIC } }, async (request) => {
          request.log.info(`customer ${CPF} paid with ${CARD}, password=${PASSWORD}`);
          return {};
        });
      },
    });
  });
  afterAll(() => t.close());

  it('keeps the values of a failed query out of the error it logs', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test-only/failing-query', payload: {} });
    expect(response.statusCode).toBe(500);
    expect(logs.text()).toContain('request failed');
    expect(logs.text()).not.toContain(CPF_DIGITS);
    expect(logs.text()).not.toContain(PASSWORD);
  });

  it('never logs a body sent as text, nor the fields of a rejected JSON body', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/v3/authentication',
      headers: { 'content-type': 'text/plain' },
      payload: `email=ana@example.com&password=${PASSWORD}&cpf=${CPF}`,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { brand: 'fiat', locale: 'pt-BR', name: 'Ana', note: `cpf ${CPF} senha ${PASSWORD}` },
    });
    expect(logs.text()).toContain('request rejected');
    expect(logs.text()).not.toContain(PASSWORD);
    expect(logs.text()).not.toContain(CPF);
  });

  it('redacts tax ids, card numbers and passwords by their shape, whatever carried them', async () => {
    await t.app.inject({ method: 'POST', url: '/api/test-only/log-text', payload: {} });
    const line = logs.lines.find((entry) => entry.includes('paid with'));
    expect(line).toBeDefined();
    expect(line).not.toContain(CPF);
    expect(line).not.toContain(CARD);
    expect(line).not.toContain(PASSWORD);
  });
});
