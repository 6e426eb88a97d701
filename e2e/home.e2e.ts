import { BRAND_SLUGS, BRANDS, LOCALES } from '@autohub/domain';
import { expect, staffToken, test } from './support/fixtures';

test.describe('brand home pages', () => {
  for (const locale of LOCALES) {
    for (const brand of BRAND_SLUGS) {
      test(`${brand} in ${locale} renders with its theme`, async ({ page, visit }) => {
        await visit(`/${locale}/${brand}`);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(BRANDS[brand].name);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
        const primary = await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
        );
        expect(primary).toMatch(/^#|rgb/);
        // Dodge and Chrysler sell no model in Argentina: their pages there say so (decision 017).
        if (locale === 'es-AR' && (brand === 'dodge' || brand === 'chrysler')) {
          await expect(page.getByText('No hay modelos disponibles en este momento.')).toBeVisible();
        } else {
          await expect(
            page.getByRole('list', { name: /model/i }).getByRole('listitem').first(),
          ).toBeVisible();
        }
        await expect(page.locator('body')).toHaveAttribute('data-hub-page', /.*/);
      });
    }
  }

  test('the themes differ between brands', async ({ page, visit }) => {
    const colours = new Set<string>();
    for (const brand of ['fiat', 'jeep', 'peugeot'] as const) {
      await visit(`/pt-BR/${brand}`, { skipAxe: true });
      colours.add(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
        ),
      );
    }
    expect(colours.size).toBe(3);
  });

  test('an unknown brand shows the not-found page', async ({ page, visit }) => {
    await visit('/pt-BR/tesla');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/não encontrad/i);
    await expect(page.getByRole('link', { name: 'Jeep' })).toBeVisible();
  });

  test('the root address redirects to a brand home', async ({ page, visit }) => {
    await visit('/');
    await expect(page).toHaveURL(/\/pt-BR\/fiat$/);
  });

  test('a settings switch changed by staff shows on the page', async ({ page, request, visit }) => {
    await visit('/es-AR/jeep', { skipAxe: true });
    await expect(page.locator('[data-dictionary-key]')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveAttribute('data-dictionary-tips');
    const response = await request.patch('/api/staff/settings/jeep/es-AR', {
      headers: { authorization: `Bearer ${staffToken()}` },
      data: { showDictionaryTips: true },
    });
    expect(response.status()).toBe(200);
    await visit('/es-AR/jeep');
    // The first tip in sight: a wide header leaves its "Home" link out (the logo is the way home).
    await expect(page.locator('[data-dictionary-key]:visible').first()).toBeVisible();
    await expect(page.getByRole('note')).toContainText(/traducción/);
    await request.patch('/api/staff/settings/jeep/es-AR', {
      headers: { authorization: `Bearer ${staffToken()}` },
      data: { showDictionaryTips: false },
    });
  });
});
