import { ErrorResponse, PageSettings, SERVICE_FAMILIES } from '@autohub/contract';
import { BRAND_SLUGS, FUELS, LOCALES } from '@autohub/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { pageSettings } from './settings.schema.js';

const STAFF_TOKEN = 'staff-token-for-settings-tests';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

describe('page settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { STAFF_API_TOKEN: STAFF_TOKEN } });
  });
  afterAll(() => t.close());

  const get = (brand: string, locale: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/settings/${brand}/${locale}`, headers });
  const patch = (brand: string, locale: string, payload: unknown, headers: Record<string, string> = staff) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/staff/settings/${brand}/${locale}`,
      headers,
      payload: payload as object,
    });

  describe('GET /api/settings/:brand/:locale', () => {
    it.each(BRAND_SLUGS.flatMap((brand) => LOCALES.map((locale) => [brand, locale] as const)))(
      'answers the settings of %s in %s',
      async (brand, locale) => {
        const response = await get(brand, locale);
        expect(response.statusCode).toBe(200);
        const settings = PageSettings.parse(response.json());
        expect(settings).toMatchObject({
          brand,
          locale,
          language: locale,
          skin: brand,
          locationTtlMs: 14_400_000,
        });
        expect(settings.country).toBe(locale === 'pt-BR' ? 'BR' : 'AR');
        expect(settings.currency).toBe(locale === 'pt-BR' ? 'BRL' : 'ARS');
        expect(settings.phoneCode).toBe(locale === 'pt-BR' ? '+55' : '+54');
        // Dodge and Chrysler sell no model in Argentina: their pages there list none.
        const soldThere = !(locale === 'es-AR' && (brand === 'dodge' || brand === 'chrysler'));
        expect(settings.currentCarModels.length > 0).toBe(soldThere);
        expect(Object.keys(settings.fuelLabels).sort()).toEqual(Object.keys(FUELS).sort());
        for (const family of SERVICE_FAMILIES)
          expect(settings.serviceBaseUrls[family]).toBe(`/api/${family}`);
      },
    );

    it('gives the main brands at least three current models with prices in centavos', async () => {
      for (const brand of ['fiat', 'jeep', 'peugeot', 'citroen']) {
        const settings = PageSettings.parse((await get(brand, 'pt-BR')).json());
        expect(settings.currentCarModels.length, brand).toBeGreaterThanOrEqual(3);
        for (const model of settings.currentCarModels) {
          expect(model.startingPrice === null || Number.isInteger(model.startingPrice)).toBe(true);
        }
      }
    });

    it('labels fuels in the page language', async () => {
      const brazil = PageSettings.parse((await get('fiat', 'pt-BR')).json());
      const argentina = PageSettings.parse((await get('fiat', 'es-AR')).json());
      expect(brazil.fuelLabels.electric).toBe('Elétrico');
      expect(argentina.fuelLabels.electric).toBe('Eléctrico');
      expect([brazil.fuelLabels.gas, argentina.fuelLabels.gas]).toEqual(['Gasolina', 'Nafta']);
    });

    it('lets Argentine leads go without CPF and requires it in Brazil', async () => {
      const brazil = PageSettings.parse((await get('jeep', 'pt-BR')).json());
      const argentina = PageSettings.parse((await get('jeep', 'es-AR')).json());
      expect(brazil).toMatchObject({ allowLeadsWithoutCpf: false, showCpfCnpjOnLeadForm: true });
      expect(argentina).toMatchObject({
        allowLeadsWithoutCpf: true,
        enabledLeadsWithoutCpfRegardlessCitiesAndDealers: true,
        showCpfCnpjOnLeadForm: false,
      });
    });

    it('is cacheable for a short time and revalidates with its entity tag', async () => {
      const first = await get('ram', 'pt-BR');
      expect(first.headers['cache-control']).toBe('no-cache');
      const etag = first.headers.etag;
      expect(etag).toEqual(expect.any(String));
      const again = await get('ram', 'pt-BR', { 'if-none-match': String(etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    });

    it('shows a switch flipped directly in the database once the short reuse time has passed', async () => {
      expect(PageSettings.parse((await get('dodge', 'pt-BR')).json()).subsidizedPriceEnabled).toBe(false);
      await t.db
        .update(pageSettings)
        .set({ subsidizedPriceEnabled: true })
        .where(and(eq(pageSettings.brand, 'dodge'), eq(pageSettings.locale, 'pt-BR')));
      const now = Date.now();
      const clock = vi.spyOn(Date, 'now').mockReturnValue(now + t.config.settingsCacheTtlMs + 1);
      try {
        expect(PageSettings.parse((await get('dodge', 'pt-BR')).json()).subsidizedPriceEnabled).toBe(true);
      } finally {
        clock.mockRestore();
      }
    });

    it('answers 404 unknown_brand for a brand it does not serve', async () => {
      const response = await get('ferrari', 'pt-BR');
      expect(response.statusCode).toBe(404);
      expect(ErrorResponse.parse(response.json())).toEqual({
        code: 'unknown_brand',
        message: 'Marca desconhecida',
      });
    });

    it('answers 404 unknown_locale for a market it does not serve, in the caller’s language', async () => {
      const response = await get('fiat', 'en-US', { 'accept-language': 'es-AR,es;q=0.9' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'unknown_locale', message: 'Idioma o mercado desconocido' });
    });
  });

  describe('PATCH /api/staff/settings/:brand/:locale', () => {
    it('refuses a call without credentials with 401 unauthorized', async () => {
      const response = await patch('fiat', 'pt-BR', { chatBotEnabled: false }, {});
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({ code: 'unauthorized' });
    });

    it('checks credentials before the body, so strangers learn nothing about the schema', async () => {
      const response = await patch('fiat', 'pt-BR', { chatBotEnabled: 'yes' }, {});
      expect(response.statusCode).toBe(401);
    });

    it('refuses a wrong token with 403 forbidden and changes nothing', async () => {
      const response = await patch(
        'fiat',
        'pt-BR',
        { subsidizedPriceEnabled: true },
        { authorization: 'Bearer nope' },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
      expect(PageSettings.parse((await get('fiat', 'pt-BR')).json()).subsidizedPriceEnabled).toBe(false);
    });

    it('changes switches and values, and the next read shows them', async () => {
      expect(PageSettings.parse((await get('peugeot', 'pt-BR')).json()).chatBotEnabled).toBe(true);
      const response = await patch('peugeot', 'pt-BR', {
        chatBotEnabled: false,
        showDictionaryTips: true,
        allowLeadsWithoutCpf: true,
        allowedCitiesWithoutCpf: ['3550308'],
        locationTtlMs: 3_600_000,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(PageSettings.parse(response.json())).toMatchObject({ brand: 'peugeot', chatBotEnabled: false });

      const read = PageSettings.parse((await get('peugeot', 'pt-BR')).json());
      expect(read).toMatchObject({
        chatBotEnabled: false,
        showDictionaryTips: true,
        allowLeadsWithoutCpf: true,
        allowedCitiesWithoutCpf: ['3550308'],
        locationTtlMs: 3_600_000,
      });
      // Other pages keep their own settings.
      expect(PageSettings.parse((await get('peugeot', 'es-AR')).json()).showDictionaryTips).toBe(false);
    });

    it('rejects values the contract does not allow, naming each field', async () => {
      const response = await patch('fiat', 'pt-BR', {
        chatBotEnabled: 'yes',
        locationTtlMs: -5,
        brand: 'jeep',
      });
      expect(response.statusCode).toBe(400);
      const body = ErrorResponse.parse(response.json());
      expect(body.code).toBe('validation_error');
      expect(body.message).toBe('Confira os campos obrigatórios');
      expect(body.details?.map((detail) => detail.path).sort()).toEqual(
        ['body.brand', 'body.chatBotEnabled', 'body.locationTtlMs'].sort(),
      );
      expect(body.details?.find((detail) => detail.path === 'body.brand')?.code).toBe('unrecognized_key');
    });

    it("sets and clears the car maker's own legal texts, an https address only", async () => {
      expect(PageSettings.parse((await get('citroen', 'es-AR')).json())).toMatchObject({
        privacyNoticeUrl: null,
        termsOfUseUrl: null,
      });
      const address = 'https://legal.example.com/ar/privacidad';
      expect((await patch('citroen', 'es-AR', { privacyNoticeUrl: address })).statusCode).toBe(200);
      expect(PageSettings.parse((await get('citroen', 'es-AR')).json())).toMatchObject({
        privacyNoticeUrl: address,
        termsOfUseUrl: null,
      });
      // The Brazilian page of the brand keeps the built-in notice.
      expect(PageSettings.parse((await get('citroen', 'pt-BR')).json()).privacyNoticeUrl).toBeNull();

      for (const refused of ['http://legal.example.com/x', 'javascript:alert(1)', 'legal.example.com']) {
        const response = await patch('citroen', 'es-AR', { termsOfUseUrl: refused });
        expect(response.statusCode, refused).toBe(400);
        expect(ErrorResponse.parse(response.json()).details?.map((detail) => detail.path)).toEqual([
          'body.termsOfUseUrl',
        ]);
      }
      expect((await patch('citroen', 'es-AR', { privacyNoticeUrl: null })).statusCode).toBe(200);
      expect(PageSettings.parse((await get('citroen', 'es-AR')).json()).privacyNoticeUrl).toBeNull();
    });

    it('rejects an empty change', async () => {
      const response = await patch('fiat', 'pt-BR', {});
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_error' });
    });

    it('answers 404 unknown_brand for a brand it does not serve', async () => {
      const response = await patch('ferrari', 'pt-BR', { chatBotEnabled: true });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'unknown_brand' });
    });
  });
});
