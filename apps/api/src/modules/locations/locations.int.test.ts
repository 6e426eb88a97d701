import { ERRORS } from '@autohub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, useTestApp } from '../../../test/helpers.js';
import { type FakeServer, startFakeServer } from '../../integrations/geocoding/fake-http-server.fixture.js';

const t = useTestApp();

async function get<T>(
  url: string,
  headers: Record<string, string> = {},
  app = t,
): Promise<{ status: number; body: T }> {
  const response = await app.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json<T>() };
}

interface ErrorAnswer {
  code: string;
  message: string;
}

describe('cep/{code}', () => {
  it('answers the address of a postal code with or without the hyphen, with the city point', async () => {
    const withHyphen = await get<Record<string, unknown>>('/api/locations/cep/01310-100');
    const without = await get<Record<string, unknown>>('/api/locations/cep/01310100');
    expect(withHyphen.status).toBe(200);
    expect(withHyphen.body).toEqual(without.body);
    expect(withHyphen.body).toMatchObject({
      postalCode: '01310100',
      street: 'Avenida Paulista',
      cityName: 'São Paulo',
      cityCode: '3550308',
      stateCode: 'SP',
      stateName: 'São Paulo',
      countryCode: 'BR',
      latitude: -23.5329,
      longitude: -46.6395,
    });
  });

  it('answers an Argentine code with the province name as state code', async () => {
    const { status, body } = await get<Record<string, unknown>>('/api/locations/cep/5000');
    expect(status).toBe(200);
    expect(body).toMatchObject({ cityName: 'Córdoba', stateCode: 'Córdoba', countryCode: 'AR' });
  });

  it("answers 'O CEP não foi encontrado' for an unknown or malformed code, in the reader's language", async () => {
    for (const code of ['00000000', '1234', 'abc', '99999-99']) {
      const { status, body } = await get<ErrorAnswer>(`/api/locations/cep/${code}`);
      expect(status, code).toBe(404);
      expect(body).toEqual({ code: 'postal_code.not_found', message: 'O CEP não foi encontrado' });
    }
    expect(ERRORS['postal_code.not_found'].message).toBe('O CEP não foi encontrado');
    const spanish = await get<ErrorAnswer>('/api/locations/cep/00000000', { 'accept-language': 'es-AR' });
    expect(spanish.body).toEqual({
      code: 'postal_code.not_found',
      message: 'No encontramos el código postal',
    });
  });

  it('answers 503 when the partner is down', async () => {
    const { status, body } = await get<ErrorAnswer>('/api/locations/cep/99999999');
    expect(status).toBe(503);
    expect(body.code).toBe('service_unavailable');
  });
});

describe('cep/{code} through the ViaCEP protocol', () => {
  let fake: FakeServer;
  let viacep: TestApp;
  beforeAll(async () => {
    fake = await startFakeServer((request) =>
      request.url.pathname === '/ws/13015904/json/'
        ? {
            json: {
              cep: '13015-904',
              logradouro: 'Rua Barão de Jaguara',
              complemento: '',
              bairro: 'Centro',
              localidade: 'Campinas',
              uf: 'SP',
              ibge: '3509502',
            },
          }
        : request.url.pathname === '/ws/13015905/json/'
          ? { status: 500, json: { message: 'down' } }
          : { json: { erro: true } },
    );
    viacep = await createTestApp({ env: { POSTAL_CODE_PROVIDER: 'viacep', VIACEP_BASE_URL: fake.baseUrl } });
  });
  afterAll(async () => {
    await viacep.close();
    await fake.close();
  });

  it('asks the partner without the hyphen and adds the seeded city point', async () => {
    const { status, body } = await get<Record<string, unknown>>('/api/locations/cep/13015-904', {}, viacep);
    expect(status).toBe(200);
    expect(fake.requests.at(-1)?.url.pathname).toBe('/ws/13015904/json/');
    expect(body).toMatchObject({
      street: 'Rua Barão de Jaguara',
      cityName: 'Campinas',
      cityCode: '3509502',
      stateCode: 'SP',
    });
    expect(typeof body.latitude).toBe('number');
  });

  it('finds nothing when the partner answers a status other than 200, or an error record', async () => {
    for (const code of ['13015905', '13015906']) {
      const { status, body } = await get<ErrorAnswer>(`/api/locations/cep/${code}`, {}, viacep);
      expect(status).toBe(404);
      expect(body.code).toBe('postal_code.not_found');
    }
  });
});

describe('country/{c}/state and cities', () => {
  interface StateAnswer {
    stateCode: string;
    stateName: string;
    isoCode: string;
  }
  interface LocationAnswer {
    cityName: string;
    cityCode: string;
    stateCode: string;
    influenceAreas: Array<{ id: number; code: string; brandName: string }>;
    regionals: Array<{ regionalId: number; brandName: string }>;
  }

  it('lists the states of Brazil by UF and the provinces of Argentina by name', async () => {
    const brazil = (await get<StateAnswer[]>('/api/locations/country/BR/state')).body;
    expect(brazil).toHaveLength(27);
    expect(brazil).toContainEqual({
      countryCode: 'BR',
      stateCode: 'SP',
      stateName: 'São Paulo',
      isoCode: 'SP',
    });
    const argentina = (await get<StateAnswer[]>('/api/locations/country/ar/state')).body;
    expect(argentina).toHaveLength(24);
    expect(argentina).toContainEqual({
      countryCode: 'AR',
      stateCode: 'Córdoba',
      stateName: 'Córdoba',
      isoCode: 'X',
    });
    expect((await get('/api/locations/country/XX/state')).status).toBe(404);
  });

  it('lists the cities of a state with the influence areas and regionals of each brand', async () => {
    const cities = (await get<LocationAnswer[]>('/api/locations/country/BR/state/SP/city')).body;
    const saoPaulo = cities.find((city) => city.cityCode === '3550308');
    expect(saoPaulo?.stateCode).toBe('SP');
    expect(new Set(saoPaulo?.influenceAreas.map((area) => area.brandName)).size).toBe(9);
    expect(new Set(saoPaulo?.regionals.map((regional) => regional.brandName)).size).toBe(9);

    const jeep = (await get<LocationAnswer[]>('/api/locations/country/BR/state/SP/city?brand=jeep')).body;
    expect(jeep.every((city) => city.influenceAreas.every((area) => area.brandName === 'Jeep'))).toBe(true);
    expect(jeep.find((city) => city.cityCode === '3550308')?.regionals).toHaveLength(1);

    const cordoba = (await get<LocationAnswer[]>('/api/locations/country/AR/state/C%C3%B3rdoba/city')).body;
    expect(cordoba.map((city) => city.cityName)).toContain('Río Cuarto');
    expect(cordoba.every((city) => city.stateCode === 'Córdoba')).toBe(true);
  });

  it("answers 'stateCode param is required' for a blank state and 404 for an unknown one", async () => {
    const { status, body } = await get<ErrorAnswer>('/api/locations/country/BR/state/%20/city');
    expect(status).toBe(400);
    expect(body.code).toBe('params.state_code_required');
    expect(ERRORS['params.state_code_required'].message).toBe('stateCode param is required');
    expect((await get('/api/locations/country/BR/state/ZZ/city')).status).toBe(404);
  });
});

describe('geocoding', () => {
  interface GeocodeAnswer {
    placeId: string;
    latitude: number;
    longitude: number;
    cityName: string | null;
    stateCode: string | null;
    countryCode: string;
  }

  it('geocodes an address, suggests places while typing and names the place at a point', async () => {
    const geocode = await get<GeocodeAnswer>('/api/locations/geocode?address=Campinas&countryCode=BR');
    expect(geocode.status).toBe(200);
    expect(geocode.body).toMatchObject({ cityName: 'Campinas', stateCode: 'SP', countryCode: 'BR' });

    const suggestions = await get<
      Array<{ description: string; matchedSubstrings: Array<{ offset: number; length: number }> }>
    >('/api/locations/geocode/suggestion?input=Rosa');
    expect(suggestions.body.length).toBeGreaterThan(0);
    const first = suggestions.body[0];
    const match = first?.matchedSubstrings[0];
    expect(
      first?.description.slice(match?.offset, (match?.offset ?? 0) + (match?.length ?? 0)).toLowerCase(),
    ).toBe('rosa');

    const reverse = await get<GeocodeAnswer>(
      `/api/locations/geocode/reverse?latitude=${geocode.body.latitude}&longitude=${geocode.body.longitude}`,
    );
    expect(reverse.body.cityName).toBe('Campinas');
    const argentina = await get<GeocodeAnswer>(
      '/api/locations/geocode/reverse?latitude=-31.4201&longitude=-64.1888',
    );
    expect(argentina.body).toMatchObject({ cityName: 'Córdoba', stateCode: 'Córdoba', countryCode: 'AR' });
  });

  it('answers the location provider errors with their catalogue codes, and missing params', async () => {
    const failing = await get<ErrorAnswer>('/api/locations/geocode?address=FAIL');
    expect(failing.status).toBe(502);
    expect(failing.body.code).toBe('geo.geocoding_failed');
    const offMap = await get<ErrorAnswer>('/api/locations/geocode/reverse?latitude=-30&longitude=-30');
    expect(offMap.body.code).toBe('geo.reverse_geocode_not_found');
    for (const url of [
      '/api/locations/geocode',
      '/api/locations/geocode/suggestion?input=',
      '/api/locations/geocode/reverse?latitude=1',
    ]) {
      const { status, body } = await get<ErrorAnswer>(url);
      expect(status, url).toBe(400);
      expect(body.code).toBe('params.required');
    }
  });
});
