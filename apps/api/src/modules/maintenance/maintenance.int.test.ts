import { ErrorResponse, MaintenancePlan, MaintenanceSuggestion } from '@autohub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';

describe('maintenance plan and prices', () => {
  let t: TestApp;
  let mvsCode = '';
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    const detail = (
      await t.app.inject({ method: 'GET', url: '/api/catalogue/model/latest?brand=fiat&country=BR&modelCode=363' })
    ).json() as { versions: { mvs: { code: string } }[] };
    mvsCode = detail.versions[0]!.mvs.code;
  });
  afterAll(() => t.close());

  const plan = (code: string, query = 'brand=fiat&country=BR') =>
    t.app.inject({ method: 'GET', url: `/api/maintenance/${code}?${query}` });

  it('gives ten revisions every 10,000 km or 12 months with fixed prices, and the other services', async () => {
    const response = await plan(mvsCode);
    expect(response.statusCode).toBe(200);
    const body = MaintenancePlan.parse(response.json());
    expect(body).toMatchObject({ mvsCode, currency: 'BRL', modelName: 'Fiat Pulse' });
    expect(body.revisions.map((revision) => [revision.km, revision.months])).toEqual(
      Array.from({ length: 10 }, (_, index) => [(index + 1) * 10_000, (index + 1) * 12]),
    );
    // Whole reais, and the fourth revision (spark plugs) costs more than the first.
    for (const revision of body.revisions) expect(revision.price % 100).toBe(0);
    expect(body.revisions[3]!.price).toBeGreaterThan(body.revisions[0]!.price);
    expect(body.revisions[3]!.items).toContain('SPARK_PLUGS');
    expect(body.services.map((service) => service.code)).toContain('ALIGNMENT_BALANCING');
  });

  it('answers in pesos in Argentina, and 404 for an unknown version', async () => {
    const models = (
      await t.app.inject({ method: 'GET', url: '/api/catalogue/model?brand=peugeot&country=AR' })
    ).json() as { models: { code: string }[] };
    const modelCode = models.models[0]!.code;
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/api/catalogue/model/latest?brand=peugeot&country=AR&modelCode=${modelCode}`,
      })
    ).json() as { versions: { mvs: { code: string } }[] };
    const argentina = MaintenancePlan.parse((await plan(detail.versions[0]!.mvs.code, 'brand=peugeot&country=AR')).json());
    expect(argentina.currency).toBe('ARS');
    // Hundreds of pesos.
    for (const revision of argentina.revisions) expect(revision.price % 10_000).toBe(0);
    const unknownModel = await plan('999ZZZ9');
    expect(unknownModel.statusCode).toBe(404);
    expect(ErrorResponse.parse(unknownModel.json()).code).toBe('model_not_found');
    const unknownVersion = await plan('363ZZZ9');
    expect(unknownVersion.statusCode).toBe(404);
    expect(ErrorResponse.parse(unknownVersion.json()).code).toBe('mvs_not_found');
  });

  it('names an Argentine version as the Argentine catalogue does', async () => {
    const detail = (
      await t.app.inject({ method: 'GET', url: '/api/catalogue/model/latest?brand=fiat&country=AR&modelCode=281' })
    ).json() as { versions: { mvs: { code: string; versionName: string } }[] };
    // The demo data is kept in Portuguese ("Cabine Dupla"); Argentina reads "Cabina Doble".
    const version = detail.versions.find((entry) => entry.mvs.versionName.includes('Cabina'));
    expect(version).toBeDefined();
    const response = await plan(version!.mvs.code, 'brand=fiat&country=AR');
    expect(response.statusCode, response.body).toBe(200);
    expect(MaintenancePlan.parse(response.json()).versionName).toBe(version!.mvs.versionName);
  });

  it('suggests the next revision by mileage or age, whichever first', async () => {
    const suggest = async (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/maintenance/suggestion?brand=fiat&country=BR&mvsCode=${mvsCode}&${query}` });
    expect(MaintenanceSuggestion.parse((await suggest('mileageKm=25000')).json()).revision).toMatchObject({
      number: 3,
      km: 30_000,
    });
    expect(MaintenanceSuggestion.parse((await suggest('mileageKm=8000&months=37')).json()).revision).toMatchObject({
      number: 4,
    });
    expect(MaintenanceSuggestion.parse((await suggest('mileageKm=120000')).json()).revision).toBeNull();
    const bad = await suggest('mileageKm=-5');
    expect(bad.statusCode).toBe(400);
  });
});
