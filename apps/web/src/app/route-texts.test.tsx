import type { Locale } from '@autohub/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveLocation } from '../components/location-selector/location-store';
import { forgetTexts, i18n, loadLocale } from '../lib/i18n/i18n';
import { mockSettingsApi, renderApp } from '../test/render-app';

/**
 * Each area's screens render with the common texts and the areas their route declares, nothing
 * else (as a fresh page in the browser): a text of another area would show its key, in the browser
 * and not on the server, whose texts accumulate. Every address starts from the common texts alone,
 * which the browser loads before it renders (main.tsx); the route's loader must fetch the rest.
 */
const ADDRESSES = [
  'fiat',
  'fiat/builder',
  'fiat/compare/226',
  'fiat/financing',
  'fiat/dealers',
  'fiat/lead',
  'fiat/test-drive',
  'fiat/services',
  'fiat/contact',
  'fiat/reservation',
  'fiat/auth/sign-in',
  'fiat/account',
  'fiat/rental',
  'fiat/staff/settings',
  'fiat/no-such-page',
];

const LOCALES: Locale[] = ['pt-BR', 'es-AR'];

/** What shows once an address's screen has its answers (a model's starting price in the builder). */
const READY: Record<string, (locale: Locale) => RegExp> = {
  'fiat/builder': (locale) => (locale === 'pt-BR' ? /A partir de/ : /Desde/),
  // The settings mock knows no model detail: the comparator ends on its page of a missing model.
  'fiat/compare/226': (locale) => (locale === 'pt-BR' ? /Modelo não encontrado/ : /Modelo no encontrado/),
};

let missing: string[] = [];

beforeEach(() => {
  mockSettingsApi();
  forgetTexts();
  missing = [];
  i18n.onMissing = (key) => missing.push(key);
});

afterEach(() => {
  i18n.onMissing = null;
});

describe('texts of each area', () => {
  for (const locale of LOCALES) {
    it.each(ADDRESSES)(`/${locale}/%s shows no text missing from its areas`, async (address) => {
      await loadLocale(locale);
      // A buyer who chose a location: prices and what goes with them show too.
      saveLocation(
        locale === 'pt-BR'
          ? { countryCode: 'BR', stateCode: 'SP', isoCode: 'SP', cityName: 'São Paulo' }
          : { countryCode: 'AR', stateCode: 'Córdoba', isoCode: 'X', cityName: 'Córdoba' },
      );
      await renderApp(`/${locale}/${address}`);
      // Looked up and checked in one go: a screen may put another heading in place of its first
      // (the comparator's, once the mock's answer says it has no such model).
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument());
      // The screen's first answers (settings, models) arrive and render too.
      const ready = READY[address];
      if (ready) expect((await screen.findAllByText(ready(locale))).length).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await waitFor(() => expect(missing).toEqual([]));
      expect(missing).toEqual([]);
    });
  }
});
