import { UserSelf } from '@autohub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { type TestSession, createAccount } from '../auth/auth.fixture.js';

describe('users/self', () => {
  let t: TestApp;
  let me: TestSession;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
    me = await createAccount(t.app, t.db, 'self@example.com', { name: 'Carla Nunes' });
  });
  afterAll(() => t.close());

  const patch = (payload?: object, headers = me.headers) =>
    t.app.inject({ method: 'PATCH', url: '/api/users/self', headers, ...(payload ? { payload } : {}) });

  it('reads the attributes of spec §3 with the completion of the user-data steps', async () => {
    const self = UserSelf.parse((await t.app.inject({ method: 'GET', url: '/api/users/self', headers: me.headers })).json());
    expect(self).toMatchObject({
      name: 'Carla Nunes',
      emails: [{ email: 'self@example.com', preferred: true }],
      emailPreferred: 'self@example.com',
      cpf: null,
      address: null,
      completion: { userData: false, addressData: false, dealerData: false },
    });
  });

  it('refuses an empty change with the catalogue’s "No body content provided."', async () => {
    for (const response of [await patch({}), await patch()]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'body.no_body_content', message: 'No body content provided.' });
    }
  });

  it('goes through the user-data, address-data and dealer-data steps', async () => {
    const step1 = await patch({ name: 'Carla Nunes', cpf: '529.982.247-25', phone: '(11) 98765-4321' });
    expect(step1.json()).toMatchObject({ cpf: '52998224725', completion: { userData: true, addressData: false } });
    const address = { postalCode: '01310-100', street: 'Avenida Paulista', number: '1000', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' };
    const step2 = await patch({ address });
    expect(step2.json()).toMatchObject({ address, completion: { addressData: true } });
    const step4 = await patch({ preferredDealerCode: 'D-123' });
    expect(step4.json()).toMatchObject({ preferredDealerCode: 'D-123', completion: { userData: true, addressData: true, dealerData: true } });
  });

  it('checks each field with the spec’s rules and refuses unknown fields', async () => {
    const response = await patch({ cpf: '111.111.111-11', phone: '(11) 3456-7890', email: 'x@y.z' });
    expect(response.statusCode).toBe(400);
    const codes = (response.json() as { details: { code: string }[] }).details.map((d) => d.code);
    expect(codes).toEqual(expect.arrayContaining(['cpf_invalid', 'phone_invalid', 'unrecognized_key']));
  });
});
