import { ConfiguratorVersion, ModelList, VersionDatasheet } from '@autohub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { CATALOGUE } from './demo/data/index.js';

describe('catalogue per market', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const peugeot208 = CATALOGUE.peugeot.find((model) => model.code === 'P21A');
  const allure = peugeot208?.versions.find((version) => version.mvs.engine.includes('Turbo 200'));
  if (!allure) throw new Error('the demo catalogue lost the 208 Turbo');

  it('gives the Argentine builder Spanish texts and nafta, and the Brazilian one the same version in Portuguese', async () => {
    const url = `/api/catalogue/mvs?mvsCode=${allure.mvs.code}&brand=peugeot`;
    const argentina = ConfiguratorVersion.parse((await get(`${url}&country=AR`)).json());
    const brazil = ConfiguratorVersion.parse((await get(url)).json());

    expect(brazil.mvs.fuel).toBe('Flex');
    expect(argentina.mvs.fuel).toBe('Gas');
    expect(argentina.mvs.engine).toBe('1.0 Turbo 200');
    expect(brazil.serialItems).toContain('Ar-condicionado');
    expect(argentina.serialItems).toContain('Aire acondicionado');
    expect(argentina.serialItems).not.toContain('Ar-condicionado');
    const colour = (answer: ConfiguratorVersion) =>
      answer.parts.find((part) => part.id === 'color-preto-perla-nera')?.name;
    expect([colour(brazil), colour(argentina)]).toEqual(['Preto Perla Nera', 'Negro Perla Nera']);
    // The same parts and rules: only the words change.
    expect(argentina.parts.map((part) => part.id)).toEqual(brazil.parts.map((part) => part.id));
  });

  it('leaves the ethanol figures out of an Argentine datasheet', async () => {
    const sheet = VersionDatasheet.parse(
      (await get(`/api/catalogue/datasheet?mvsCode=${allure.mvs.code}&country=AR`)).json(),
    );
    expect(JSON.stringify(sheet)).not.toContain('ethanol');
  });

  it('lists the Argentine models with their Spanish taglines', async () => {
    const list = ModelList.parse((await get('/api/catalogue/model?brand=peugeot&country=AR')).json());
    expect(list.models.map((model) => model.code)).toEqual(['P21A', 'P24A', 'P84A']);
    expect(JSON.stringify(list)).toContain('El hatchback con i-Cockpit');
  });
});
