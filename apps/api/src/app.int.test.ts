import { Writable } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { ErrorResponse } from '@autohub/contract';
import { DomainError, PUBLIC } from '@autohub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type TestApp, createTestApp } from '../test/helpers.js';
import { KEEP_ALIVE_MS } from './app.js';

const STAFF_TOKEN = 'staff-token-for-app-tests';

/** Collects the log lines the app writes. */
function logCollector(): { stream: Writable; lines: () => Record<string, unknown>[]; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString('utf8'));
      callback();
    },
  });
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { stream, lines, text };
}

describe('the api server', () => {
  it('keeps an idle connection open longer than a proxy or a client waits to reuse it', async () => {
    const t = await createTestApp();
    try {
      // Node's default (5 s) closed connections a client reused a few seconds later: ECONNRESET.
      expect(t.app.server.keepAliveTimeout).toBeGreaterThanOrEqual(KEEP_ALIVE_MS);
    } finally {
      await t.close();
    }
  });
});

describe('the api platform', () => {
  let t: TestApp;
  const logs = logCollector();

  beforeAll(async () => {
    t = await createTestApp({
      env: { STAFF_API_TOKEN: STAFF_TOKEN, LOG_LEVEL: 'info' },
      logStream: logs.stream,
      beforeReady: (app) => {
        // Failures the real routes do not produce on demand.
        app.get('/api/test/crash', { config: { access: PUBLIC }, schema: { hide: true } }, () => {
          throw new Error('connect ECONNREFUSED 10.0.0.7:5432 password=hunter2');
        });
        app.get('/api/test/domain-error', { config: { access: PUBLIC }, schema: { hide: true } }, () => {
          throw new DomainError('coupon.unavailable');
        });
        app.post(
          '/api/test/fields',
          {
            config: { access: PUBLIC },
            schema: { hide: true, body: z.object({ cpf: z.string().min(11, 'cpf_invalid') }) },
          },
          () => ({
            ok: true,
          }),
        );
      },
    });
  });
  afterAll(() => t.close());

  describe('errors', () => {
    it('hides the internals of an unexpected failure behind a generic 500', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/test/crash' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        code: 'internal_error',
        message: 'Um erro ocorreu, tente novamente',
      });
      expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|stack|at /);
      // The details stay in the logs for the people running the platform.
      expect(logs.text()).toContain('ECONNREFUSED');
    });

    it('answers a domain error with its status, stable code and user message in the caller’s language', async () => {
      const pt = await t.app.inject({ method: 'GET', url: '/api/test/domain-error' });
      expect(pt.statusCode).toBe(404);
      expect(pt.json()).toEqual({ code: 'coupon.unavailable', message: expect.any(String) });
      const es = await t.app.inject({
        method: 'GET',
        url: '/api/test/domain-error',
        headers: { 'accept-language': 'es-AR' },
      });
      expect(es.json().code).toBe('coupon.unavailable');
      expect(es.json().message).not.toBe(pt.json().message);
    });

    it('answers a field rule that names a catalogue message with that code, in the caller’s language', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/test/fields',
        headers: { 'accept-language': 'pt-BR' },
        payload: { cpf: '123' },
      });
      expect(response.statusCode).toBe(400);
      expect(ErrorResponse.parse(response.json()).details).toEqual([
        { path: 'body.cpf', code: 'cpf_invalid', message: 'CPF inválido' },
      ]);
    });

    it('answers malformed JSON with a 400 in the error shape', async () => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: '/api/staff/settings/fiat/pt-BR',
        headers: { authorization: `Bearer ${STAFF_TOKEN}`, 'content-type': 'application/json' },
        payload: '{"chatBotEnabled":',
      });
      expect(response.statusCode).toBe(400);
      expect(ErrorResponse.parse(response.json()).code).toBe('bad_request');
    });
  });

  describe('logs', () => {
    it('never write passwords, tax ids or credentials of a request', async () => {
      await t.app.inject({
        method: 'PATCH',
        url: '/api/staff/settings/fiat/pt-BR',
        headers: { authorization: `Bearer ${STAFF_TOKEN}`, cookie: 'session=abc123secret' },
        payload: {
          password: 'S3cret!pass',
          newPassword: 'N3w!pass',
          cpf: '52998224725',
          card: { number: '4111111111111111', cvv: '123', holder: 'Ana' },
        },
      });
      // The rejection is logged with its code and field paths, never with the body.
      const rejected = logs
        .lines()
        .filter((line) => line.msg === 'request rejected')
        .at(-1);
      expect(rejected).toMatchObject({ code: 'validation_error' });
      expect(rejected).not.toHaveProperty('body');
      const text = logs.text();
      for (const secret of [
        'S3cret!pass',
        'N3w!pass',
        '52998224725',
        '4111111111111111',
        'abc123secret',
        STAFF_TOKEN,
      ]) {
        expect(text).not.toContain(secret);
      }
    });

    it('carry the request id, which the answer returns', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'trace-42.a' },
      });
      expect(response.headers['x-request-id']).toBe('trace-42.a');
      expect(logs.lines().some((line) => line.reqId === 'trace-42.a')).toBe(true);

      const generated = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': 'bad id!' },
      });
      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });

  describe('unknown addresses', () => {
    it('answer a JSON 404', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Página ou recurso não encontrado' });
    });
  });

  describe('security headers', () => {
    it('allow only the app itself and forbid framing elsewhere', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('data:');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });

    it('are on error answers too', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing-either' });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    });
  });

  describe('compression', () => {
    it('answers in Brotli when the client accepts it', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/settings/fiat/pt-BR',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      const settings = JSON.parse(brotliDecompressSync(response.rawPayload).toString('utf8')) as {
        brand: string;
      };
      expect(settings.brand).toBe('fiat');
    });

    it('falls back to gzip, and to plain text for clients that accept neither', async () => {
      const gzip = await t.app.inject({
        method: 'GET',
        url: '/api/settings/fiat/pt-BR',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      const plain = await t.app.inject({ method: 'GET', url: '/api/settings/fiat/pt-BR' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json()).toMatchObject({ brand: 'fiat' });
    });
  });

  describe('API documentation', () => {
    it('serves the OpenAPI document with every route', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
      expect(response.statusCode).toBe(200);
      const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
      expect(document.openapi).toBe('3.1.0');
      expect(Object.keys(document.paths)).toEqual(
        expect.arrayContaining([
          '/api/health',
          '/api/settings/{brand}/{locale}',
          '/api/staff/settings/{brand}/{locale}',
        ]),
      );
      expect(document.paths['/api/staff/settings/{brand}/{locale}']?.patch).toMatchObject({
        security: [{ staffToken: [] }],
      });
      expect(
        Object.keys(document.paths).some((path) => path === '/api/test' || path.startsWith('/api/test/')),
      ).toBe(false);
    });

    it('serves the docs page with a policy that lets it draw, scoped to the docs', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('swagger-ui-bundle.js');
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data:");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);

      const script = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
      expect(script.statusCode).toBe(200);
      expect(script.body).toContain('./json');
    });
  });
});
