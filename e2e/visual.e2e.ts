import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Visual regression of the key screens: three brands with different characters, both markets,
 * a phone and a desktop. Baselines are committed next to this file and were taken with Debian's
 * Chromium; after an intended change of the look, refresh them with
 * `npx playwright test -c e2e/playwright.config.ts e2e/visual.e2e.ts --update-snapshots` and look at
 * the new pictures before committing them.
 */
const BRANDS = ['fiat', 'jeep', 'peugeot'] as const;
const LOCALES = ['pt-BR', 'es-AR'] as const;
const SIZES = {
  phone: { width: 375, height: 667 },
  desktop: { width: 1366, height: 768 },
} as const;
const PAGES = { home: '', builder: '/builder' } as const;

/**
 * Body text uses `font-display: optional`, so the first paint may keep the fallback: the page is
 * opened twice, the second time with the brand's fonts in the cache, as a returning visitor sees it.
 */
async function settle(page: Page, path: string) {
  for (let pass = 0; pass < 2; pass += 1) {
    await page.goto(path);
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
  }
}

for (const brand of BRANDS) {
  for (const locale of LOCALES) {
    for (const [size, viewport] of Object.entries(SIZES)) {
      for (const [name, suffix] of Object.entries(PAGES)) {
        test(`${name} of ${brand} in ${locale} on a ${size}`, async ({ page }) => {
          await page.setViewportSize(viewport);
          await settle(page, `/${locale}/${brand}${suffix}`);
          await expect(page).toHaveScreenshot(`${name}-${brand}-${locale}-${size}.png`, {
            animations: 'disabled',
            caret: 'hide',
            scale: 'css',
            // The footer carries the current year.
            mask: [page.locator('.site-footer')],
            maxDiffPixelRatio: 0.01,
            threshold: 0.2,
          });
        });
      }
    }
  }
}
