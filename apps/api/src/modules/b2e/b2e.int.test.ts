import { EmployeeValidation, EperV3, ReservationPrice } from '@autohub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { type TestSession, createAccount } from '../auth/auth.fixture.js';
import { CATALOGUE } from '../catalogue/demo/data/index.js';
import { b2eValidations } from './b2e.schema.js';

const pulse = CATALOGUE.fiat[0]!.versions[0]!;
const color = pulse.parts.find((part) => part.type === 'COLOR')!;
const build = `mvsCode=${pulse.mvs.code}&year=${pulse.mvs.year}&colorCode=${color.code}&country=BR&state=SP`;

const employee = {
  market: 'BR',
  buyerType: 'employee',
  companyCode: 'acme',
  employeeCode: '1001',
  document: '529.982.247-25',
};

describe('employee purchase (B2E)', () => {
  let t: TestApp;
  let ana: TestSession;
  let lia: TestSession;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    ana = await createAccount(t.app, t.db, 'ana.acme@example.com', { name: 'Ana Ramos' });
    lia = await createAccount(t.app, t.db, 'lia.ramos@example.com', { name: 'Lia Ramos' });
  });
  afterAll(() => t.close());

  const validate = (payload: object, session?: TestSession, language = 'pt-BR') =>
    t.app.inject({
      method: 'POST',
      url: '/api/employee/validate',
      payload,
      headers: { ...(session?.headers ?? {}), 'accept-language': language },
    });
  const get = (url: string, session: TestSession) =>
    t.app.inject({ method: 'GET', url, headers: session.headers });

  it('asks a dependent for the holder document, and checks both documents', async () => {
    const response = await validate({ ...employee, buyerType: 'dependent', document: '111.444.777-36' });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { details: { path: string; code: string }[] }).details).toEqual([
      expect.objectContaining({ path: 'body.document', code: 'cpf_invalid' }),
      expect.objectContaining({ path: 'body.holderDocument', code: 'b2e_holder_document_required' }),
    ]);
  });

  it('tells a visitor the answer without keeping it', async () => {
    const answer = EmployeeValidation.parse((await validate(employee)).json());
    expect(answer).toMatchObject({
      eligible: true,
      companyName: 'Acme Autopeças S.A.',
      discountBasisPoints: 1200,
      saved: false,
    });
    expect(await t.db.select().from(b2eValidations)).toHaveLength(0);
  });

  it('lists every impediment in the reader language', async () => {
    const unknown = EmployeeValidation.parse(
      (await validate({ ...employee, employeeCode: '9999' }, undefined, 'es-AR')).json(),
    );
    expect(unknown.impediments).toEqual([
      {
        code: 'NOT_ON_PARTNER_LIST',
        message: 'No encontramos este documento y legajo en la empresa asociada',
      },
    ]);
    const inactive = EmployeeValidation.parse(
      (await validate({ ...employee, employeeCode: '1003', document: '390.533.447-05' })).json(),
    );
    expect(inactive.impediments.map((i) => i.code)).toEqual(['INACTIVE_AT_PARTNER']);
    const assignee = EmployeeValidation.parse(
      (
        await validate({
          market: 'AR',
          buyerType: 'assignee',
          companyCode: 'TRAMA',
          employeeCode: '2001',
          document: '20-12345678-6',
        })
      ).json(),
    );
    expect(assignee.impediments.map((i) => i.code)).toEqual(['BUYER_TYPE_NOT_IN_MARKET']);
  });

  it('keeps a signed-in employee validation and prices a build at the program price', async () => {
    expect((await get(`/api/b2e/program-price?${build}`, ana)).statusCode).toBe(409);
    expect((await get('/api/b2e/impediments?market=BR', ana)).json()).toMatchObject({
      eligible: false,
      impediments: [{ code: 'NOT_VALIDATED' }],
    });
    const saved = EmployeeValidation.parse((await validate(employee, ana)).json());
    expect(saved).toMatchObject({ eligible: true, saved: true });
    expect((await get('/api/b2e/impediments?market=BR', ana)).json()).toEqual({
      market: 'BR',
      eligible: true,
      impediments: [],
    });

    const list = ReservationPrice.parse(
      (await t.app.inject({ method: 'GET', url: `/api/prices/price/reservation?${build}` })).json(),
    );
    const program = (await get(`/api/b2e/program-price?${build}`, ana)).json() as {
      listPrice: number;
      discount: number;
      price: number;
    };
    expect(program.listPrice).toBe(list.totals.total);
    expect(program.discount).toBe(Math.floor((program.listPrice * 1200 + 5000) / 10_000));
    expect(program.price).toBe(program.listPrice - program.discount);

    const eper = EperV3.parse((await get('/api/auth/v3/eper?market=BR', ana)).json());
    expect(eper).toMatchObject({
      status: 'VALID',
      buyerType: 'employee',
      companyName: 'Acme Autopeças S.A.',
      documentHint: '•••725',
    });
    expect(eper.program.discounts).toContainEqual({ buyerType: 'dependent', basisPoints: 1000 });

    const bill = await t.app.inject({
      method: 'GET',
      url: `/api/b2e/bill/generate-url?${build}&validation=${eper.validationId}`,
    });
    expect(bill.statusCode).toBe(200);
    const pdf = await t.app.inject({ method: 'GET', url: (bill.json() as { url: string }).url });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const forged = await t.app.inject({ method: 'GET', url: `${(bill.json() as { url: string }).url}x` });
    expect(forged.statusCode).toBe(404);
  });

  it("gives a dependent the dependent's price through the employee", async () => {
    const answer = EmployeeValidation.parse(
      (
        await validate(
          { ...employee, buyerType: 'dependent', document: '111.444.777-35', holderDocument: '52998224725' },
          lia,
        )
      ).json(),
    );
    expect(answer).toMatchObject({ eligible: true, discountBasisPoints: 1000, saved: true });
    const program = (await get(`/api/b2e/program-price?${build}`, lia)).json() as { basisPoints: number };
    expect(program.basisPoints).toBe(1000);
    // The holder cannot be their own dependent.
    expect(
      (await validate({ ...employee, buyerType: 'dependent', holderDocument: employee.document }, lia))
        .statusCode,
    ).toBe(400);
  });

  it('answers availability from dealer stock', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/b2e/reserve/availability?brand=fiat&market=BR&mvsCode=${pulse.mvs.code}&year=${pulse.mvs.year}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ mvsCode: pulse.mvs.code, available: expect.any(Boolean) });
  });
});
