import { ErrorResponse, RecallCampaignList, RecallSearchResult, VehicleRecall } from '@autohub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { createAccount } from '../auth/auth.fixture.js';
import { users } from '../users/users.schema.js';
import { maskChassis } from './recalls.service.js';

const STAFF_TOKEN = 'staff-token-for-recall-tests';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

describe('recalls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_MAX: '0' } });
  });
  afterAll(() => t.close());

  const search = (brand: string, query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/recalls/search?brand=${brand}&query=${encodeURIComponent(query)}`,
    });

  it('finds the campaigns of a car by plate, pending first, with the chassis masked', async () => {
    const response = await search('fiat', 'rcl-1a23');
    expect(response.statusCode).toBe(200);
    const result = RecallSearchResult.parse(response.json());
    expect(result.searchedBy).toBe('plate');
    expect(result.vehicle).toEqual({
      plate: 'RCL1A23',
      chassis: '***********123456',
      modelName: 'Pulse Audace',
      modelYear: 2026,
    });
    expect(result.recalls.map((recall) => [recall.code, recall.status])).toEqual([
      ['FI-2026-014', 'PENDING'],
      ['FI-2025-031', 'PENDING'],
    ]);
  });

  it('finds an Argentine car by its Mercosur or 1995 plate on the Argentine site only', async () => {
    const mercosur = await t.app.inject({
      method: 'GET',
      url: `/api/recalls/search?brand=peugeot&country=AR&query=${encodeURIComponent('ae 123 bc')}`,
    });
    expect(mercosur.statusCode).toBe(200);
    const result = RecallSearchResult.parse(mercosur.json());
    expect(result.vehicle).toMatchObject({ plate: 'AE123BC', modelName: '208 Allure' });
    expect(result.recalls.map((recall) => [recall.code, recall.status])).toEqual([
      ['PE-2026-003', 'PENDING'],
    ]);

    const old = await t.app.inject({
      method: 'GET',
      url: '/api/recalls/search?brand=peugeot&country=AR&query=KJH456',
    });
    expect(RecallSearchResult.parse(old.json()).vehicle.plate).toBe('KJH456');

    // The Brazilian site reads the same text with Brazilian layouts: not a plate there.
    const inBrazil = await search('peugeot', 'AE123BC');
    expect(inBrazil.statusCode).toBe(400);
    expect(ErrorResponse.parse(inBrazil.json()).details?.[0]?.code).toBe('plate_chassis_invalid');
  });

  it('shows a campaign already done as DONE with its date, and a car outside every range as clear', async () => {
    const done = RecallSearchResult.parse((await search('fiat', 'RCL2B34')).json());
    expect(done.recalls).toEqual([
      expect.objectContaining({
        code: 'FI-2025-031',
        status: 'DONE',
        performedAt: '2026-01-12T14:00:00.000Z',
      }),
    ]);
    const clear = RecallSearchResult.parse((await search('fiat', '9BD363A1SPY190000')).json());
    expect(clear.searchedBy).toBe('chassis');
    expect(clear.vehicle.chassis).toBe('9BD363A1SPY190000');
    expect(clear.recalls).toEqual([]);
  });

  it('names a bad query and an unknown plate in the spec’s words', async () => {
    const bad = await search('fiat', 'ABC12');
    expect(bad.statusCode).toBe(400);
    expect(ErrorResponse.parse(bad.json()).details).toEqual([
      expect.objectContaining({
        path: 'querystring.query',
        code: 'plate_chassis_invalid',
        message: 'Placa ou chassi inválido',
      }),
    ]);
    const unknown = await search('fiat', 'ZZZ9Z99');
    expect(unknown.statusCode).toBe(404);
    expect(ErrorResponse.parse(unknown.json()).code).toBe('recall.vehicle_not_found');
  });

  it('lists the campaigns of a brand in a market', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/recall-campaigns/fiat/BR' });
    const { items } = RecallCampaignList.parse(response.json());
    expect(items.map((item) => item.code)).toEqual(['FI-2026-014', 'FI-2025-031']);
    const argentina = RecallCampaignList.parse(
      (await t.app.inject({ method: 'GET', url: '/api/recall-campaigns/peugeot/AR' })).json(),
    );
    expect(argentina.items.map((item) => item.title)).toEqual(['208 — cinturón de seguridad trasero']);
  });

  it('gives a PDF voucher for a pending campaign only', async () => {
    const voucher = (query: string, campaign: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/recalls/voucher?brand=fiat&query=${query}&campaign=${campaign}`,
      });
    const pdf = await voucher('RCL1A23', 'FI-2026-014');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await voucher('RCL2B34', 'FI-2025-031')).json()).toMatchObject({ code: 'recall.already_done' });
    expect((await voucher('RCL3C45', 'FI-2026-014')).statusCode).toBe(409);
  });

  it('lets a dealer record the work for its own dealers, once; back-office staff for none', async () => {
    // The dealer's mechanic holds `recalls:perform`; a seller does not.
    const seller = await createAccount(t.app, t.db, 'oficina.recall@example.com', {
      roles: ['repairman'],
      dealerCodes: ['010001'],
    });
    const salesDesk = await createAccount(t.app, t.db, 'vendas.recall@example.com', {
      roles: ['user_dealer'],
      dealerCodes: ['010001'],
    });
    const record = (headers: Record<string, string>, dealerCode: string, campaign = 'FI-2026-014') =>
      t.app.inject({
        method: 'POST',
        url: '/api/dealer/recalls/repairs',
        headers,
        payload: { chassis: '9BD363A1SPY123456', campaign, dealerCode },
      });
    expect((await record({}, '010001')).statusCode).toBe(401);
    const desk = await t.app.inject({
      method: 'GET',
      url: '/api/dealer/recalls/desk',
      headers: seller.headers,
    });
    expect(desk.json()).toMatchObject({ scope: 'own', dealers: [{ dealerCode: '010001' }] });
    const salesView = await t.app.inject({
      method: 'GET',
      url: '/api/dealer/recalls/desk',
      headers: salesDesk.headers,
    });
    expect(salesView.statusCode).toBe(403);
    expect((await record(salesDesk.headers, '010001')).statusCode).toBe(403);
    expect((await record(seller.headers, '019999')).statusCode).toBe(403);
    expect((await record(seller.headers, '010001', 'JE-2026-007')).statusCode).toBe(409);
    const done = await record(seller.headers, '010001');
    expect(done.statusCode).toBe(200);
    expect(VehicleRecall.parse(done.json())).toMatchObject({ code: 'FI-2026-014', status: 'DONE' });
    // Recall work is the workshop's: the staff token, which belongs to no dealer, is refused.
    expect((await record(staff, '019999')).statusCode).toBe(403);
    // A mechanic working for another brand does not record work at this brand's dealer.
    const otherBrand = await createAccount(t.app, t.db, 'oficina.jeep.recall@example.com', {
      roles: ['repairman'],
      dealerCodes: ['010001'],
    });
    await t.db
      .update(users)
      .set({ brandLimits: ['ram'] })
      .where(eq(users.email, 'oficina.jeep.recall@example.com'));
    expect((await record(otherBrand.headers, '010001')).statusCode).toBe(403);
    const after = RecallSearchResult.parse((await search('fiat', 'RCL1A23')).json());
    expect(after.recalls.map((recall) => [recall.code, recall.status])).toEqual([
      ['FI-2025-031', 'PENDING'],
      ['FI-2026-014', 'DONE'],
    ]);
  });

  it('masks all but the last six characters', () => {
    expect(maskChassis('9BD363A1SPY123456')).toBe('***********123456');
  });
});
