import { BRANDS } from '@autohub/domain';
import { expect, test } from './support/fixtures';

const HOMES = [
  { locale: 'pt-BR', brand: 'fiat', price: /^R\$\s?\d{1,3}(\.\d{3})*,\d{2}$/ },
  { locale: 'es-AR', brand: 'peugeot', price: /^\$\s?\d{1,3}(\.\d{3})*,\d{2}$/ },
] as const;

test.describe('home page before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const { locale, brand, price } of HOMES) {
    test(`shows the ${brand} lead model and its price in ${locale} with JavaScript off`, async ({ page }) => {
      await page.goto(`/${locale}/${brand}`);
      const hero = page.getByRole('region', { name: BRANDS[brand].name });
      await expect(hero.locator('.hero__model')).toHaveText(/\S/);
      await expect(hero.locator('.hero__price strong')).toHaveText(price);
      await expect(hero.getByRole('link', { name: /^(Monte o seu|Armá tu) / })).toBeVisible();
      await expect(page.getByRole('list', { name: /model/i }).getByRole('listitem').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
    });
  }
});

test('the server-rendered home hydrates without errors or new requests and opens a model in place', async ({
  page,
  visit,
}) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
  });
  await visit('/pt-BR/fiat');
  // The brand layout applies the theme once React runs: the page is hydrated.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--brand-primary')))
    .not.toBe('');
  // The data came with the page: nothing it rendered from is asked again.
  expect(apiCalls.filter((call) => /^\/api\/(settings\/|catalogue\/model\?|prices\/offers)/.test(call))).toEqual([]);

  // A click on a card is the router's, not a new document: the page is interactive.
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/pt-BR\/fiat\/builder\/\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
