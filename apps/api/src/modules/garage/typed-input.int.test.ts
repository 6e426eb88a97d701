import { beforeAll, describe, expect, it } from 'vitest';
import { PAULISTA_ADDRESS } from '../../../test/addresses.js';
import { useTestApp } from '../../../test/helpers.js';
import { type TestSession, createAccount } from '../auth/auth.fixture.js';

// What a person types in the garage, the revisions page and the address is refused by the api
// with the same domain rules the forms use: a model year past next year, a negative or non-number
// mileage, an address complement with markup.
describe('typed input refused by the api', () => {
  const t = useTestApp({ env: { RATE_LIMIT_MAX: '100000' } });
  let me: TestSession;
  beforeAll(async () => {
    me = await createAccount(t.app, t.db, 'typed.input@example.com', { name: 'Rita Alves' });
  });

  const codes = (body: string) =>
    (JSON.parse(body) as { details?: { code: string }[] }).details?.map((d) => d.code) ?? [];
  const owned = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/garage/owned',
      headers: me.headers,
      payload: { brand: 'fiat', model: 'Pulse', ...payload },
    });

  it('garage: a model year beyond next year and a negative mileage', async () => {
    const next = new Date().getUTCFullYear() + 1;
    const tooNew = await owned({ modelYear: next + 1 });
    expect(tooNew.statusCode).toBe(400);
    expect(codes(tooNew.body)).toContain('model_year_invalid');
    const negative = await owned({ modelYear: 2024, mileage: -5 });
    expect(negative.statusCode).toBe(400);
    expect(codes(negative.body)).toContain('mileage_invalid');
    expect((await owned({ modelYear: next, mileage: 12_000 })).statusCode).toBe(201);
  });

  it('revisions: "-100" and "abc" are not mileages', async () => {
    const pulse = (
      await t.app.inject({
        method: 'GET',
        url: '/api/catalogue/model/latest?brand=fiat&country=BR&modelCode=363',
      })
    ).json() as { versions: { mvs: { code: string } }[] };
    const mvsCode = pulse.versions[0]?.mvs.code ?? '';
    const suggest = (km: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/maintenance/suggestion?brand=fiat&country=BR&mvsCode=${mvsCode}&mileageKm=${km}`,
      });
    expect((await suggest('25000')).statusCode).toBe(200);
    for (const km of ['-100', 'abc']) {
      const response = await suggest(km);
      expect(response.statusCode, km).toBe(400);
      expect(codes(response.body), km).toContain('mileage_invalid');
    }
  });

  it('address: a complement with < > & $ % is refused, an ordinary one kept', async () => {
    const address = PAULISTA_ADDRESS;
    const patch = (complement: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/users/self',
        headers: me.headers,
        payload: { address: { ...address, complement } },
      });
    const script = await patch('<script>alert(1)</script>');
    expect(script.statusCode).toBe(400);
    expect(codes(script.body)).toContain('text_forbidden_chars');
    for (const bad of ['apto 5 & 6', 'R$ 10', '50%']) expect((await patch(bad)).statusCode, bad).toBe(400);
    const fine = await patch('Apto 52, bloco B');
    expect(fine.statusCode).toBe(200);
    expect(fine.json()).toMatchObject({ address: { complement: 'Apto 52, bloco B' } });
  });
});
