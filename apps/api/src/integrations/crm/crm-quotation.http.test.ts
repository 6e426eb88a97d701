import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCrm, startFakeCrm } from './crm-fake-server.fixture.js';
import { HttpCrm } from './crm.http.js';
import type { CrmMessage } from './crm.port.js';

const quotation: CrmMessage = {
  kind: 'quotation',
  idempotencyKey: 'quotation:6f1c1a8e-7a43-4a0b-9a55-0d6c5f6f2a10:1',
  brand: 'fiat',
  payload: {
    quotationNumber: 'Q-2026-0042',
    opportunityName: 'Frota Paulista',
    dealerCode: '12345',
    price: 12_345_600,
  },
};

describe('HTTP CRM adapter, quotations', () => {
  let server: FakeCrm;
  let crm: HttpCrm;
  beforeAll(async () => {
    server = await startFakeCrm();
    crm = new HttpCrm({
      baseUrl: server.baseUrl,
      credentials: () => ({ clientId: 'fiat-id', clientSecret: 'fiat-secret' }),
      timeoutMs: 5_000,
    });
  });
  afterAll(() => server.close());

  it('posts the quotation to /quotations with the credentials and the delivery key', async () => {
    server.handle(() => ({ status: 201, json: { id: 'OPP-77' } }));
    await expect(crm.send(quotation)).resolves.toEqual({
      crmId: 'OPP-77',
      duplicate: false,
      statusCode: 201,
    });
    const request = server.requests.at(-1);
    expect(request?.path).toBe('/quotations');
    expect(request?.body).toEqual(quotation.payload);
    expect(request?.headers['client_id']).toBe('fiat-id');
    expect(request?.headers['idempotency-key']).toBe(quotation.idempotencyKey);
  });

  it('reads each refusal code 001–006 from the body as a final answer', async () => {
    for (const [status, code] of [
      [401, '001'],
      [409, '002'],
      [404, '003'],
      [422, '004'],
      [422, '005'],
      [500, '006'],
    ] as const) {
      server.handle(() => ({ status, json: { code, message: 'refused' } }));
      await expect(crm.send(quotation)).rejects.toMatchObject({
        crmCode: code,
        retryable: false,
        statusCode: status,
      });
    }
  });

  it('keeps a 409 without a code as the repeat of the same delivery, and a 503 as worth a retry', async () => {
    server.handle(() => ({ status: 409, json: { id: 'OPP-77' } }));
    await expect(crm.send(quotation)).resolves.toMatchObject({ duplicate: true, crmId: 'OPP-77' });
    server.handle(() => ({ status: 503, json: { code: '999' } }));
    await expect(crm.send(quotation)).rejects.toMatchObject({ retryable: true, crmCode: null });
  });
});
