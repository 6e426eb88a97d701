import { PersonalDataExport, UserSelf } from '@autohub/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAULISTA_ADDRESS } from '../../../test/addresses.js';
import { useTestApp } from '../../../test/helpers.js';
import { type TestSession, createAccount } from '../auth/auth.fixture.js';

describe('users/self', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  let me: TestSession;
  beforeAll(async () => {
    me = await createAccount(t.app, t.db, 'self@example.com', { name: 'Carla Nunes' });
  });

  const patch = (payload?: object, headers = me.headers) =>
    t.app.inject({ method: 'PATCH', url: '/api/users/self', headers, ...(payload ? { payload } : {}) });

  it('reads the attributes of spec §3 with the completion of the user-data steps', async () => {
    const self = UserSelf.parse(
      (await t.app.inject({ method: 'GET', url: '/api/users/self', headers: me.headers })).json(),
    );
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
      expect(response.json()).toEqual({ code: 'body.no_body_content', message: 'Nenhum dado foi enviado' });
    }
  });

  it('goes through the user-data, address-data and dealer-data steps', async () => {
    const step1 = await patch({ name: 'Carla Nunes', cpf: '529.982.247-25', phone: '(11) 98765-4321' });
    expect(step1.json()).toMatchObject({
      cpf: '52998224725',
      completion: { userData: true, addressData: false },
    });
    const address = PAULISTA_ADDRESS;
    const step2 = await patch({ address });
    expect(step2.json()).toMatchObject({ address, completion: { addressData: true } });
    const step4 = await patch({ preferredDealerCode: 'D-123' });
    expect(step4.json()).toMatchObject({
      preferredDealerCode: 'D-123',
      completion: { userData: true, addressData: true, dealerData: true },
    });
  });

  it('checks each field with the spec’s rules and refuses unknown fields', async () => {
    const response = await patch({ cpf: '111.111.111-11', phone: '(11) 3456-7890', email: 'x@y.z' });
    expect(response.statusCode).toBe(400);
    const codes = (response.json() as { details: { code: string }[] }).details.map((d) => d.code);
    expect(codes).toEqual(expect.arrayContaining(['cpf_invalid', 'phone_invalid', 'unrecognized_key']));
  });

  describe('an Argentine person', () => {
    let ar: TestSession;
    beforeAll(async () => {
      ar = await createAccount(t.app, t.db, 'dni@example.com', { name: 'Lucía Fernández' });
    });
    const arPatch = (payload: object) => patch(payload, { ...ar.headers, 'accept-language': 'es-AR' });

    it('completes the user-data step with a DNI instead of a CPF, kept as digits', async () => {
      const response = await arPatch({
        name: 'Lucía Fernández',
        document: { kind: 'DNI', number: '12.345.678' },
        phone: '+54 9 351 555-1234',
      });
      expect(response.statusCode).toBe(200);
      expect(UserSelf.parse(response.json())).toMatchObject({
        cpf: null,
        document: { kind: 'DNI', number: '12345678' },
        completion: { userData: true },
      });
    });

    it('takes a CUIL/CUIT in place of the DNI and lists it in the personal-data export', async () => {
      const response = await arPatch({ document: { kind: 'CUIL', number: '20-12345678-6' } });
      expect(response.json()).toMatchObject({ document: { kind: 'CUIL', number: '20123456786' } });
      const exported = await t.app.inject({ method: 'GET', url: '/api/privacy/export', headers: ar.headers });
      expect(PersonalDataExport.parse(exported.json()).account.document).toEqual({
        kind: 'CUIL',
        number: '20123456786',
      });
    });

    it('refuses a CUIL with a wrong check digit, a DNI too short and an unknown kind, in Spanish', async () => {
      const wrongCuil = await arPatch({ document: { kind: 'CUIL', number: '20-12345678-0' } });
      expect(wrongCuil.statusCode).toBe(400);
      expect(wrongCuil.json().details).toEqual([
        { path: 'body.document.number', code: 'cuil_invalid', message: 'CUIL inválido' },
      ]);
      const shortDni = await arPatch({ document: { kind: 'DNI', number: '123.456' } });
      expect(shortDni.json().details).toMatchObject([{ path: 'body.document.number', code: 'dni_invalid' }]);
      const passport = await arPatch({ document: { kind: 'PASSPORT', number: '12345678' } });
      expect(passport.json().details).toMatchObject([
        { path: 'body.document.kind', code: 'document_invalid' },
      ]);
      const kept = UserSelf.parse(
        (await t.app.inject({ method: 'GET', url: '/api/users/self', headers: ar.headers })).json(),
      );
      expect(kept.document).toEqual({ kind: 'CUIL', number: '20123456786' });
    });

    it('keeps an Argentine address with its código postal, and refuses one of neither market in Spanish', async () => {
      const address = {
        postalCode: 'X5000ABC',
        street: 'Avenida Colón',
        number: '1200',
        neighborhood: 'Centro',
        city: 'Córdoba',
        state: 'Córdoba',
      };
      const saved = await arPatch({ address });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ address, completion: { addressData: true } });
      expect((await arPatch({ address: { ...address, postalCode: '5000' } })).statusCode).toBe(200);
      const wrong = await arPatch({ address: { ...address, postalCode: 'X50' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().details).toEqual([
        { path: 'body.address.postalCode', code: 'cep_invalid', message: expect.stringMatching(/postal/i) },
      ]);
    });
  });
});
