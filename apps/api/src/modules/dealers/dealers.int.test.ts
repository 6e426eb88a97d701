import { type Dealer, type DealerWithDistance } from '@autohub/contract';
import { ERRORS, type ErrorCode, haversineMeters } from '@autohub/domain';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers.js';
import { AR_PROVINCE_IDS } from './province-ids.js';
import { httpStatusOf } from '../../http/error-handler.js';

const t = useTestApp();

async function get<T>(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T }> {
  const response = await t.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>() };
}

/** The error answer's code, checked to be the catalogue entry whose message the spec words. */
async function expectSpecError(url: string, code: ErrorCode, specMessage: string): Promise<void> {
  const { status, body } = await get<{ code: string; message: string }>(url);
  expect(body.code).toBe(code);
  expect(status).toBe(httpStatusOf(code));
  expect(ERRORS[code].message).toBe(specMessage);
}

const staff = (): Record<string, string> => ({ authorization: `Bearer ${t.config.staffApiToken}` });
const SAO_PAULO = { latitude: -23.5329, longitude: -46.6395 };

describe('dealer/findDealersBy', () => {
  it('finds the dealers of a brand in a city, by name, in both spellings of the call', async () => {
    for (const path of ['dealer/findDealersBy', 'v2/dealer/findDealersBy']) {
      const { status, body } = await get<Dealer[]>(
        `/api/dealers/${path}?state=SP&city=S%C3%A3o%20Paulo&brand=fiat`,
      );
      expect(status).toBe(200);
      expect(body.length).toBeGreaterThanOrEqual(2);
      for (const dealer of body) {
        expect(dealer).toMatchObject({ brand: 'fiat', blocked: false });
        expect(dealer.address).toMatchObject({ stateCode: 'SP', cityName: 'São Paulo', countryCode: 'BR' });
        expect(dealer.name).toMatch(/^Fiat .+ Veículos$/);
        expect(dealer.address.postalCode >= '01000000' && dealer.address.postalCode <= '05999999').toBe(true);
        expect(dealer.coordinates).toEqual([dealer.longitude, dealer.latitude]);
      }
      const names = body.map((dealer) => dealer.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  it('reads a city by name without accents or by IBGE code', async () => {
    const byName = await get<Dealer[]>(
      '/api/dealers/dealer/findDealersBy?state=sp&city=sao%20paulo&brand=jeep',
    );
    const byCode = await get<Dealer[]>('/api/dealers/dealer/findDealersBy?city=3550308&brand=jeep');
    expect(byName.body.map((d) => d.id)).toEqual(byCode.body.map((d) => d.id));
    expect(byName.body.length).toBeGreaterThan(0);
  });

  it('uses the province name as state code in Argentina, and accepts the ISO letter too', async () => {
    const byName = await get<Dealer[]>(
      '/api/dealers/dealer/findDealersBy?state=C%C3%B3rdoba&city=C%C3%B3rdoba&brand=fiat',
    );
    const byLetter = await get<Dealer[]>('/api/dealers/dealer/findDealersBy?state=X&city=Cordoba&brand=fiat');
    expect(byName.status).toBe(200);
    expect(byName.body.length).toBeGreaterThan(0);
    expect(byName.body.map((d) => d.id)).toEqual(byLetter.body.map((d) => d.id));
    expect(byName.body[0]?.address).toMatchObject({
      stateCode: 'Córdoba',
      stateName: 'Córdoba',
      countryCode: 'AR',
    });
    expect(byName.body[0]?.name).toMatch(/Automotores$/);
    expect(byName.body[0]?.address.postalCode).toMatch(/^X5000[A-Z]{3}$/);
  });

  it('answers 404 for a place it does not know and 400 for an unknown brand', async () => {
    expect((await get('/api/dealers/dealer/findDealersBy?state=ZZ&brand=fiat')).status).toBe(404);
    expect((await get('/api/dealers/dealer/findDealersBy?state=SP&city=Atlantis')).status).toBe(404);
    expect((await get('/api/dealers/dealer/findDealersBy?state=SP&brand=tesla')).status).toBe(400);
  });
});

describe('v2/dealer/findDealersByRadius', () => {
  it("requires the reference point: 'There is no Radius'", async () => {
    await expectSpecError(
      '/api/dealers/v2/dealer/findDealersByRadius?brand=fiat',
      'dealers.no_radius',
      'There is no Radius',
    );
    await expectSpecError(
      '/api/dealers/v2/dealer/findDealersByRadius?brand=fiat&latitude=-23.5&longitude=',
      'dealers.no_radius',
      'There is no Radius',
    );
  });

  it('answers the nearest dealers of the brand within the radius, nearest first, by haversine', async () => {
    const { status, body } = await get<DealerWithDistance[]>(
      `/api/dealers/v2/dealer/findDealersByRadius?brand=peugeot&latitude=${SAO_PAULO.latitude}&longitude=${SAO_PAULO.longitude}&radius=30&limit=5`,
    );
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(0);
    expect(body.length).toBeLessThanOrEqual(5);
    let previous = 0;
    for (const dealer of body) {
      expect(dealer.brand).toBe('peugeot');
      const expected = haversineMeters([SAO_PAULO.longitude, SAO_PAULO.latitude], dealer.coordinates);
      expect(Math.abs(dealer.distanceMeters - expected)).toBeLessThanOrEqual(1);
      expect(dealer.distanceMeters).toBeLessThanOrEqual(30_000);
      expect(dealer.distanceMeters).toBeGreaterThanOrEqual(previous);
      previous = dealer.distanceMeters;
    }
  });

  it('finds nothing of a brand far from every city, and more with a wider radius', async () => {
    const sea = await get<DealerWithDistance[]>(
      '/api/dealers/v2/dealer/findDealersByRadius?latitude=-30&longitude=-30&radius=100',
    );
    expect(sea.body).toEqual([]);
    const near = await get<DealerWithDistance[]>(
      `/api/dealers/v2/dealer/findDealersByRadius?brand=fiat&latitude=${SAO_PAULO.latitude}&longitude=${SAO_PAULO.longitude}&radius=5&limit=100`,
    );
    const wide = await get<DealerWithDistance[]>(
      `/api/dealers/v2/dealer/findDealersByRadius?brand=fiat&latitude=${SAO_PAULO.latitude}&longitude=${SAO_PAULO.longitude}&radius=120&limit=100`,
    );
    expect(wide.body.length).toBeGreaterThan(near.body.length);
    expect(new Set(wide.body.map((d) => d.address.cityName)).size).toBeGreaterThan(3);
  });

  it('filters by service and refuses values out of range', async () => {
    const { body } = await get<DealerWithDistance[]>(
      `/api/dealers/v2/dealer/findDealersByRadius?latitude=${SAO_PAULO.latitude}&longitude=${SAO_PAULO.longitude}&radius=50&service=RECALL&limit=50`,
    );
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((dealer) => dealer.services.includes('RECALL'))).toBe(true);
    expect((await get('/api/dealers/v2/dealer/findDealersByRadius?latitude=95&longitude=0')).status).toBe(
      400,
    );
    expect(
      (await get('/api/dealers/v2/dealer/findDealersByRadius?latitude=0&longitude=0&limit=0')).status,
    ).toBe(400);
  });
});

describe('offline dealers', () => {
  it('finds offline dealers near a point, and requires the point', async () => {
    const { body } = await get<DealerWithDistance[]>(
      `/api/dealers/v2/dealer/findOfflineDealersByLocation?latitude=${SAO_PAULO.latitude}&longitude=${SAO_PAULO.longitude}&radius=100&limit=50`,
    );
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((dealer) => dealer.offline)).toBe(true);
    await expectSpecError(
      '/api/dealers/v2/dealer/findOfflineDealersByLocation',
      'dealers.no_radius',
      'There is no Radius',
    );
  });

  it('lists the states with offline dealers with their counts, and the dealers of one', async () => {
    const states = await get<Array<{ stateCode: string; dealerCount: number; countryCode: string }>>(
      '/api/dealers/v2/dealer/findAllOfflineStates?brand=fiat',
    );
    expect(states.status).toBe(200);
    const sp = states.body.find((state) => state.stateCode === 'SP');
    expect(sp?.dealerCount).toBeGreaterThan(0);
    const dealers = await get<Dealer[]>(
      '/api/dealers/v2/dealer/findOfflineDealersByState?brand=fiat&state=SP',
    );
    expect(dealers.body).toHaveLength(sp?.dealerCount ?? -1);
    expect(dealers.body.every((d) => d.offline && d.address.stateCode === 'SP')).toBe(true);
    const argentina = await get<Array<{ stateCode: string }>>(
      '/api/dealers/v2/dealer/findAllOfflineStates?countryCode=AR',
    );
    expect(argentina.body.every((state) => !/^[A-Z]$/.test(state.stateCode))).toBe(true);
  });

  it("requires the state: 'stateCode param is required'", async () => {
    await expectSpecError(
      '/api/dealers/v2/dealer/findOfflineDealersByState?brand=fiat',
      'params.state_code_required',
      'stateCode param is required',
    );
  });
});

describe('dealer/{id} and staff blocking', () => {
  it('answers a dealer by id, 404 for an unknown one and 400 for a malformed id', async () => {
    const { status, body } = await get<Dealer>('/api/dealers/dealer/1');
    expect(status).toBe(200);
    expect(body.id).toBe(1);
    expect(body.openingPeriods.some((p) => p.weekday === 6 && p.type === 'WORKING_TIME')).toBe(true);
    expect(body.openingPeriods.some((p) => p.weekday === 0)).toBe(false);
    expect((await get('/api/dealers/dealer/99999999')).status).toBe(404);
    expect((await get('/api/dealers/dealer/abc')).status).toBe(400);
  });

  it('lets staff block a dealer, which then leaves every public search', async () => {
    const url = `/api/dealers/v2/dealer/findDealersByRadius?brand=fiat&latitude=${SAO_PAULO.latitude}&longitude=${SAO_PAULO.longitude}&radius=20&limit=100`;
    const before = (await get<DealerWithDistance[]>(url)).body;
    const target = before[0];
    if (!target) throw new Error('no dealer near São Paulo');

    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/dealers/dealer/updateBlocked',
      payload: { dealerIds: [target.id], blocked: true },
    });
    expect(anonymous.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/dealers/dealer/updateBlocked',
      headers: { authorization: 'Bearer not-the-staff-token-at-all' },
      payload: { dealerIds: [target.id], blocked: true },
    });
    expect(wrong.statusCode).toBe(403);

    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/dealers/dealer/updateBlocked',
      headers: staff(),
      payload: { dealerIds: [target.id, 99999999], blocked: true },
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ updated: [target.id], notFound: [99999999] });
    expect((await get<DealerWithDistance[]>(url)).body.map((d) => d.id)).not.toContain(target.id);
    const byCity = await get<Dealer[]>(
      `/api/dealers/dealer/findDealersBy?city=${target.address.cityCode}&brand=fiat`,
    );
    expect(byCity.body.map((d) => d.id)).not.toContain(target.id);
    expect((await get<Dealer>(`/api/dealers/dealer/${target.id}`)).body.blocked).toBe(true);

    await t.app.inject({
      method: 'POST',
      url: '/api/dealers/dealer/updateBlocked',
      headers: staff(),
      payload: { dealerIds: [target.id], blocked: false },
    });
    expect((await get<DealerWithDistance[]>(url)).body.map((d) => d.id)).toContain(target.id);
  });

  it('refuses an empty or unknown-field body', async () => {
    for (const payload of [
      { dealerIds: [], blocked: true },
      { dealerIds: [1], blocked: true, extra: 1 },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/dealers/dealer/updateBlocked',
        headers: staff(),
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('dealer groups and influence areas', () => {
  interface Group {
    id: number;
    brands: string[];
    dealerCount: number;
  }
  interface Area {
    id: number;
    dealerGroupId: number | null;
    cityCount: number;
    brandName: string;
  }

  it('lists groups with their brands and dealers, their states, cities and influence areas', async () => {
    const groups = (await get<Group[]>('/api/dealers/dealergroup?brand=fiat')).body;
    expect(groups.length).toBeGreaterThan(0);
    expect(groups.every((group) => group.brands.includes('fiat') && group.dealerCount > 0)).toBe(true);

    const withAreas: Array<{ group: Group; areas: Area[] }> = [];
    for (const group of groups) {
      const areas = (await get<Area[]>(`/api/dealers/dealergroup/${group.id}/influencearea`)).body;
      expect(areas.every((area) => area.dealerGroupId === group.id)).toBe(true);
      if (areas.length > 0) withAreas.push({ group, areas });
    }
    const first = withAreas[0];
    if (!first) throw new Error('no dealer group runs an influence area');

    const states = await get<Array<{ stateCode: string }>>(
      `/api/dealers/dealergroup/${first.group.id}/states`,
    );
    expect(states.body.length).toBeGreaterThan(0);
    const state = states.body[0]?.stateCode ?? '';
    const cities = await get<Array<{ stateCode: string }>>(
      `/api/dealers/dealergroup/${first.group.id}/state/${encodeURIComponent(state)}/cities`,
    );
    expect(cities.body.length).toBeGreaterThan(0);
    expect(cities.body.every((city) => city.stateCode === state)).toBe(true);

    const area = first.areas[0];
    const areaCities = await get<unknown[]>(
      `/api/dealers/dealergroup/${first.group.id}/influencearea/${area?.id}/city`,
    );
    expect(areaCities.body).toHaveLength(area?.cityCount ?? -1);

    // An influence area of another group, or none, is 'There is no influence area'.
    const other = groups.find((group) => group.id !== first.group.id);
    await expectSpecError(
      `/api/dealers/dealergroup/${other?.id}/influencearea/${area?.id}/city`,
      'dealers.no_influence_area',
      'There is no influence area',
    );
    expect((await get('/api/dealers/dealergroup/9999/states')).status).toBe(404);
  });

  it("answers the cities of an influence area, and 'There is no influence area' without one", async () => {
    const cities = await get<Array<{ cityName: string; countryCode: string }>>(
      '/api/dealers/influencearea/1/city',
    );
    expect(cities.status).toBe(200);
    expect(cities.body.map((city) => city.cityName)).toContain('São Paulo');
    for (const id of ['abc', '99999999', '%20', '0']) {
      await expectSpecError(
        `/api/dealers/influencearea/${id}/city`,
        'dealers.no_influence_area',
        'There is no influence area',
      );
    }
  });
});

describe('regionals', () => {
  interface RegionalAnswer {
    regionalId: number;
    regionCode: string;
    brand: string;
    states: string[];
  }

  it("lists a country's regionals of a brand, their states and the cities of a state", async () => {
    const fiat = (await get<RegionalAnswer[]>('/api/dealers/dealer/countrycode/BR/regional?brand=fiat')).body;
    expect(fiat.map((regional) => regional.regionCode)).toEqual([
      'SP',
      'SUDESTE',
      'SUL',
      'CENTRO_OESTE',
      'NORDESTE',
      'NORTE',
    ]);
    const dodge = (await get<RegionalAnswer[]>('/api/dealers/dealer/countrycode/ar/regional?brand=dodge'))
      .body;
    expect(dodge.map((regional) => regional.regionCode)).toEqual(['AMBA', 'INTERIOR']);
    expect(dodge[0]?.states).toEqual(['Ciudad Autónoma de Buenos Aires', 'Buenos Aires']);

    const states = await get<Array<{ stateCode: string }>>(
      '/api/dealers/dealer/regional/SUL/brand/fiat/states',
    );
    expect(states.body.map((state) => state.stateCode)).toEqual(['PR', 'RS', 'SC']);
    const cities = await get<Array<{ cityName: string }>>(
      '/api/dealers/dealer/regional/SUL/brand/fiat/cities?stateCode=PR',
    );
    expect(cities.body.map((city) => city.cityName)).toContain('Curitiba');
    const outside = await get<unknown[]>('/api/dealers/dealer/regional/SUL/brand/fiat/cities?stateCode=SP');
    expect(outside.body).toEqual([]);
    expect((await get('/api/dealers/dealer/countrycode/XX/regional')).status).toBe(404);
  });

  it("answers 'There is no Regional' and 'stateCode param is required' on bad input", async () => {
    await expectSpecError(
      '/api/dealers/dealer/regional/NOWHERE/brand/fiat/states',
      'dealers.no_regional',
      'There is no Regional',
    );
    // Leapmotor's network has no São Paulo regional of its own.
    await expectSpecError(
      '/api/dealers/dealer/regional/SP/brand/leapmotor/states',
      'dealers.no_regional',
      'There is no Regional',
    );
    await expectSpecError(
      '/api/dealers/dealer/regional/NOWHERE/brand/fiat/cities?stateCode=PR',
      'dealers.no_regional',
      'There is no Regional',
    );
    await expectSpecError(
      '/api/dealers/dealer/regional/SUL/brand/fiat/cities',
      'params.state_code_required',
      'stateCode param is required',
    );
  });
});

describe('provinces and zones (Argentina)', () => {
  interface ZoneAnswer {
    name: string;
    dealerCount: number;
    cities: Array<{ cityName: string }>;
  }

  it('lists provinces with dealers, every province, and their zones', async () => {
    const all = await get<Array<{ id: number; code: string; name: string }>>('/api/dealers/province/all');
    expect(all.body).toHaveLength(24);
    expect(all.body).toContainEqual({ id: 14, code: 'X', name: 'Córdoba' });
    const withFiat = await get<Array<{ id: number }>>('/api/dealers/province?brand=fiat');
    expect(withFiat.body).toHaveLength(24);
    const withDodge = await get<Array<{ id: number }>>('/api/dealers/province?brand=dodge');
    expect(withDodge.body.length).toBeLessThanOrEqual(24);

    const buenosAires = AR_PROVINCE_IDS.B;
    const zones = (await get<ZoneAnswer[]>(`/api/dealers/province/${buenosAires}/zone?brand=fiat`)).body;
    const allZones = (await get<ZoneAnswer[]>(`/api/dealers/province/${buenosAires}/allzones?brand=fiat`))
      .body;
    expect(zones.every((zone) => zone.dealerCount > 0)).toBe(true);
    expect(allZones.map((zone) => zone.name)).toContain('Delta e Islas');
    expect(zones.map((zone) => zone.name)).not.toContain('Delta e Islas');
    expect(zones.find((zone) => zone.name === 'GBA Norte')?.cities.map((city) => city.cityName)).toEqual([
      'San Isidro',
      'Tigre',
    ]);
  });

  it("answers 'routeParams.provinceId param is required' without a province id, 404 for an unknown one", async () => {
    for (const path of ['zone', 'allzones']) {
      await expectSpecError(
        `/api/dealers/province/abc/${path}`,
        'params.province_id_required',
        'routeParams.provinceId param is required',
      );
      await expectSpecError(
        `/api/dealers/province/%20/${path}`,
        'params.province_id_required',
        'routeParams.provinceId param is required',
      );
      expect((await get(`/api/dealers/province/99/${path}`)).status).toBe(404);
    }
  });
});
