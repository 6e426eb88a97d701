import { HealthResponse } from '@autohub/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the database driver and its round trip', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = HealthResponse.parse(response.json());
    expect(body.status).toBe('ok');
    expect(body.database).toMatchObject({ driver: t.database.driver, ok: true });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database query fails', async () => {
    const ping = vi.spyOn(t.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ping).toHaveBeenCalled();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'degraded',
      database: { driver: t.database.driver, ok: false },
    });
  });
});
