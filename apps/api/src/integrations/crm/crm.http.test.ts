import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCrm, startFakeCrm } from './crm-fake-server.fixture.js';
import { HttpCrm } from './crm.http.js';
import { CrmError, type CrmMessage } from './crm.port.js';

const lead: CrmMessage = {
  kind: 'lead',
  idempotencyKey: '7d4f4c0e-2f7e-4a57-9d0c-5b1c1f7f0a11',
  brand: 'jeep',
  payload: { firstName: 'Maria', email: 'maria@example.com', brandId: 57 },
};

describe('HTTP CRM adapter', () => {
  let server: FakeCrm;
  let crm: HttpCrm;
  beforeAll(async () => {
    server = await startFakeCrm();
    crm = adapter(5_000);
  });
  // Answers are awaited generously (a busy machine may take a while to open the first connection);
  // the time-out case has an adapter of its own with a short limit.
  const adapter = (timeoutMs: number) =>
    new HttpCrm({
      baseUrl: `${server.baseUrl}/crm/`,
      credentials: (brand) =>
        brand === 'jeep'
          ? { clientId: 'jeep-id', clientSecret: 'jeep-secret' }
          : { clientId: 'id', clientSecret: 's' },
      timeoutMs,
    });
  afterAll(() => server.close());

  it('posts the payload as it is, with the brand credentials and the idempotency key', async () => {
    server.handle(() => ({ status: 201, json: { id: 'CRM-1' } }));
    const receipt = await crm.send(lead);
    expect(receipt).toEqual({ crmId: 'CRM-1', duplicate: false, statusCode: 201 });
    const request = server.requests.at(-1);
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/crm/leads');
    expect(request?.body).toEqual(lead.payload);
    expect(request?.headers['client_id']).toBe('jeep-id');
    expect(request?.headers['client_secret']).toBe('jeep-secret');
    expect(request?.headers['idempotency-key']).toBe(lead.idempotencyKey);
  });

  it('takes a 409 as "already received", not as a failure', async () => {
    server.handle(() => ({ status: 409, json: { id: 'CRM-1' } }));
    await expect(crm.send(lead)).resolves.toMatchObject({ duplicate: true, crmId: 'CRM-1' });
  });

  it('marks 5xx, 429 and time-outs as worth a retry, other 4xx as final', async () => {
    server.handle(() => ({ status: 503 }));
    await expect(crm.send(lead)).rejects.toMatchObject({ retryable: true, statusCode: 503 });
    server.handle(() => ({ status: 429 }));
    await expect(crm.send(lead)).rejects.toMatchObject({ retryable: true, statusCode: 429 });
    server.handle(() => ({ status: 422, json: { error: 'cpf' } }));
    await expect(crm.send(lead)).rejects.toMatchObject({ retryable: false, statusCode: 422 });
    server.handle(() => ({ status: 201, delayMs: 2_000 }));
    const error = await adapter(300)
      .send(lead)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CrmError);
    expect(error).toMatchObject({ retryable: true, message: 'CRM timed out after 300 ms' });
  });

  it('sends contact messages to their own path', async () => {
    server.handle(() => ({ status: 200, json: {} }));
    const receipt = await crm.send({ ...lead, kind: 'contact', idempotencyKey: 'c-1' });
    expect(server.requests.at(-1)?.path).toBe('/crm/contact-us');
    expect(receipt.crmId).toBe('c-1');
  });
});
