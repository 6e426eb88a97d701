import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** Follows a link of the page without scrolling to it first, as a click where the visitor scrolled. */
async function follow(page: Page, href: string): Promise<void> {
  await page.evaluate((target) => {
    const link = document.querySelector<HTMLAnchorElement>(`a[href="${target}"]`);
    if (!link) throw new Error(`no link to ${target}`);
    link.click();
  }, href);
}

/** Waits for the rendered page to be hydrated (the brand layout marks the device class once React runs). */
async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-device', /\w+/);
}

test.describe('navigation between pages', () => {
  test('keeps the page on screen with the progress bar while the next page loads', async ({ page, visit }) => {
    await visit('/pt-BR/fiat', { skipAxe: true });
    await hydrated(page);
    const progress = page.locator('.route-progress');
    await expect(progress).toHaveAttribute('data-active', 'false');
    // The contact page's chunk is held until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/contact-page-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await follow(page, '/pt-BR/fiat/contact');
    await expect(progress).toHaveAttribute('data-active', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Fiat' })).toBeVisible();
    release();
    await expect(page.locator('main h1')).not.toHaveText('Fiat');
    await expect(progress).toHaveAttribute('data-active', 'false');
    expect(new URL(page.url()).pathname).toBe('/pt-BR/fiat/contact');
  });

  test('opens a new page at its top and returns to the scrolled place on back and forward', async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await visit('/pt-BR/fiat', { skipAxe: true });
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);

    await follow(page, '/pt-BR/fiat/dealers');
    await expect(page).toHaveURL(/\/pt-BR\/fiat\/dealers$/);
    await expect(page.locator('main h1')).not.toHaveText('Fiat');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Back at once, before the scroll's own event has come: the place is still kept.
    await page.evaluate(() => {
      window.scrollTo(0, 150);
      history.back();
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Fiat' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);

    await page.goForward();
    await expect(page).toHaveURL(/\/pt-BR\/fiat\/dealers$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(150);
  });
});

