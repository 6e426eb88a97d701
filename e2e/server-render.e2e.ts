import { BRANDS } from '@autohub/domain';
import { sharedToroBuild } from './support/builds';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

const HOMES = [
  {
    locale: 'pt-BR',
    brand: 'fiat',
    price: /^R\$\s?\d{1,3}(\.\d{3})*,\d{2}$/,
    title: 'Fiat: modelos e preços | Autohub',
    // Fiat's red and white header (themes.ts), not the neutral blue and near-black.
    primary: '#a6192e',
    primaryRgb: 'rgb(166, 25, 46)',
    headerBg: 'rgb(255, 255, 255)',
    otherPage: '/pt-BR/fiat/dealers',
    postalCode: '01310100',
  },
  {
    locale: 'es-AR',
    brand: 'peugeot',
    price: /^\$\s?\d{1,3}(\.\d{3})*,\d{2}$/,
    title: 'Peugeot: modelos y precios | Autohub',
    // Peugeot's blue and black header.
    primary: '#0067b8',
    primaryRgb: 'rgb(0, 103, 184)',
    headerBg: 'rgb(0, 0, 0)',
    otherPage: '/es-AR/peugeot/dealers',
    postalCode: 'C1043AAZ',
  },
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

  // Fiat sets its text in Titillium Web, Peugeot in Manrope (components/brand/brand-fonts.ts).
  for (const { locale, brand, face } of [
    { locale: 'pt-BR', brand: 'fiat', face: 'titillium-web' },
    { locale: 'es-AR', brand: 'peugeot', face: 'manrope' },
  ] as const) {
    test(`sets the ${brand} home in its own typeface with JavaScript off, fetching no other brand's (${locale})`, async ({
      page,
    }) => {
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      await page.goto(`/${locale}/${brand}`);
      await page.waitForLoadState('networkidle');
      expect(fonts.length).toBeGreaterThan(0);
      for (const font of fonts) expect(font).toMatch(new RegExp(`^/assets/${face}-latin-`));
      const heading = await page
        .locator('h1')
        .first()
        .evaluate((h) => getComputedStyle(h).fontFamily);
      expect(heading.toLowerCase()).toContain(face.replace('-', ' '));
    });
  }

  for (const { locale, brand, postalCode } of HOMES) {
    test(`the ${brand} home's find-a-dealer form takes the postal code to the locator with JavaScript off (${locale})`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/${brand}`);
      const block = page.locator('.find-dealer');
      await block.getByRole('textbox').fill(postalCode);
      await block.getByRole('button').click();
      await expect(page).toHaveURL(`/${locale}/${brand}/dealers?postalCode=${postalCode}`);
    });
  }

  for (const { locale, brand, title, primary, primaryRgb, headerBg, otherPage } of HOMES) {
    test(`paints ${brand} in its colours with its ${locale} title with JavaScript off`, async ({ page }) => {
      const rootColour = () =>
        page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
        );
      await page.goto(`/${locale}/${brand}`);
      await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
      await expect(page).toHaveTitle(title);
      expect(await rootColour()).toBe(primary);
      // The header and the hero's call to action in the brand's own colours, from the style sheet alone.
      await expect(page.locator('.site-header')).toHaveCSS('background-color', headerBg);
      await expect(page.locator('.hero__cta').first()).toHaveCSS('background-color', primaryRgb);

      // A page the server does not render still carries its language, brand, palette and a title.
      await page.goto(otherPage);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('data-brand', brand);
      await expect(page).toHaveTitle(`${BRANDS[brand].name} | Autohub`);
      expect(await rootColour()).toBe(primary);
    });
  }
});

test.describe('shared build before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('answers with the builder at the resume step: the car drawn, the summary with its total', async ({
    page,
    request,
  }) => {
    const { path, mvs } = await sharedToroBuild(request);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(mvs.modelName);
    await expect(page.locator('.builder-stepper a[data-step="resume"]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(page.locator('.builder-stage svg')).toBeVisible();
    await expect(page.getByRole('tablist')).toBeVisible();
    // Priced at the state the build was shared from, as the builder prices it.
    await expect(page.getByTestId('location-current')).toHaveText('São Paulo');
    const summary = page.getByRole('complementary', { name: 'Resumo do seu carro' });
    await expect(summary).toContainText(mvs.versionName);
    await expect(summary.getByTestId('builder-total')).toHaveAttribute('data-cents', /^\d+$/);
    // The link preview's tags are the shared build's.
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      new RegExp(mvs.modelName),
    );
  });
});

test("a shared build hydrates in place, without errors: the address becomes the model's, the screen and the focus stay", async ({
  page,
  visit,
  request,
  consoleErrors: _consoleErrors,
}) => {
  const { path, mvs } = await sharedToroBuild(request);
  // The scripts wait until the elements the server sent are marked: none could have replaced them.
  let release = () => {};
  const marked = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await marked;
    await route.continue();
  });
  const apiCalls: string[] = [];
  const laterScripts: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
    const later = /\/(car-drawing|builder-steps|conflicts-modal|build-resolution)-[\w-]+\.js$/.exec(
      url.pathname,
    );
    if (later) laterScripts.push(later[1]!);
  });
  await page.goto(path, { waitUntil: 'commit' });
  await page.locator('.builder-stage').waitFor();
  const total = await page.getByTestId('builder-total').getAttribute('data-cents');
  const stageColor = await page.locator('.builder-stage__caption .builder-muted').textContent();
  await page.evaluate(() => {
    const kept = window as unknown as { served: Element[] };
    kept.served = ['.builder-stage', 'h1', '.builder-aside', '.builder-actions'].map(
      (selector) => document.querySelector(selector) as Element,
    );
  });
  release();
  await expect(page).toHaveURL(new RegExp(`/pt-BR/fiat/builder/226\\?step=resume$`));
  await expect(page.locator('html')).toHaveAttribute('data-device', /\w+/);
  expect(
    await page.evaluate(() =>
      (window as unknown as { served: Element[] }).served.every((element) => element.isConnected),
    ),
  ).toBe(true);
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await expect(page.getByTestId('builder-total')).toHaveAttribute('data-cents', total ?? '');
  // The data came with the page: the build, the model, the version and their prices are not asked again.
  expect(apiCalls.filter((call) => /^\/api\/(builds|catalogue|prices)\//.test(call))).toEqual([]);
  // The build is the current car, its state the buyer's location.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('currentCar') ?? 'null'));
  expect(stored).toMatchObject({ mvs: { code: mvs.code }, location: { countryCode: 'BR', isoCode: 'SP' } });
  await expectNoAxeViolations(page, 'a shared build once opened');
  // The print sheet is drawn when the page is printed, not with it. It shows a copy of the server's
  // drawing of the build: the drawing's code is not fetched, and the copy's ids are its own. Nor is
  // the code of the choice steps, their conflicts and the engine that resolves a choice fetched until
  // the person heads for the steps.
  await page.waitForLoadState('networkidle');
  await expect(page.getByTestId('print-sheet')).toHaveCount(0);
  await page.getByRole('button', { name: 'Imprimir' }).click();
  const printed = page.getByTestId('print-sheet').locator('svg');
  await expect(printed).toHaveCount(1);
  expect(await printed.locator('path').count()).toBeGreaterThan(3);
  expect(laterScripts).toEqual([]);
  await page.getByRole('navigation', { name: 'Etapas da montagem' }).hover();
  await expect
    .poll(() => laterScripts.sort())
    .toEqual(['build-resolution', 'builder-steps', 'conflicts-modal']);
  const ids = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[id]'), (element) => element.id),
  );
  expect(new Set(ids).size).toBe(ids.length);

  // A reload of the model's address restores the same build.
  await visit(page.url(), { skipAxe: true });
  await expect(page.locator('.builder-stepper a[data-step="resume"]')).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page.getByTestId('builder-total')).toHaveAttribute('data-cents', total ?? '');

  // The engine comes with the choice steps: a choice changes the build.
  await page.locator('.builder-stepper a[data-step="color"]').click();
  const other = page.locator('input[data-color]:not(:checked)').first();
  const otherCode = await other.getAttribute('data-color');
  await other.check();
  await expect(page.locator(`input[data-color="${otherCode}"]`)).toBeChecked();
  await expect(page.locator('.builder-stage__caption')).not.toContainText(stageColor ?? '');
});

test('a shared build opened by a buyer with a location kept is priced there and keeps it', async ({
  page,
  request,
  baseURL,
}) => {
  const { path } = await sharedToroBuild(request);
  const rio = { countryCode: 'BR', stateCode: 'RJ', isoCode: 'RJ', stateName: 'Rio de Janeiro' };
  await page
    .context()
    .addCookies([{ name: 'location', value: encodeURIComponent(JSON.stringify(rio)), url: baseURL ?? '' }]);
  await page.goto(path);
  await expect(page).toHaveURL(/\/builder\/\w+\?step=resume$/);
  await expect(page.getByTestId('location-current')).toHaveText('Rio de Janeiro');
  await expect(page.getByTestId('builder-total')).toHaveAttribute('data-cents', /^\d+$/);
  const kept = (await page.context().cookies()).find((cookie) => cookie.name === 'location');
  expect(JSON.parse(decodeURIComponent(kept?.value ?? '{}'))).toMatchObject({ isoCode: 'RJ' });
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('currentCar') ?? 'null'));
  expect(stored).toMatchObject({ location: { isoCode: 'RJ' } });
});

test('an unknown shared build code says so', async ({ page }) => {
  await page.goto('/pt-BR/fiat/builder?build=zzzzzzzz');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/Não encontramos esta configuração/);
});

test('the server-rendered home hydrates without errors or new requests and opens a model in place', async ({
  page,
  visit,
}) => {
  const apiCalls: string[] = [];
  const drawingScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) apiCalls.push(`${url.pathname}${url.search}`);
    if (/\/car-drawing-[\w-]+\.js$/.test(url.pathname)) drawingScripts.push(url.pathname);
  });
  await visit('/pt-BR/fiat');
  // The brand layout marks the device class once React runs: the page is hydrated.
  await expect(page.locator('html')).toHaveAttribute('data-device', /\w+/);
  // The server's car drawings are kept as they are: the drawing's code is not fetched for them.
  await page.waitForLoadState('networkidle');
  expect(drawingScripts).toEqual([]);
  const pictures = page.locator('main svg[data-picture]');
  expect(await pictures.count()).toBeGreaterThan(1);
  await expect(page.locator('main svg[data-pending]')).toHaveCount(0);
  expect(await pictures.first().locator('path').count()).toBeGreaterThan(3);
  await expect(page).toHaveTitle('Fiat: modelos e preços | Autohub');
  // The data came with the page: nothing it rendered from is asked again.
  expect(
    apiCalls.filter((call) => /^\/api\/(settings\/|catalogue\/model\?|prices\/offers)/.test(call)),
  ).toEqual([]);

  // A click on a card is the router's, not a new document: the page is interactive.
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/pt-BR\/fiat\/builder\/\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
  // A page drawn in the browser draws its cars: now the drawing's code comes.
  await expect(page.locator('main svg[data-picture]:not([data-pending])').first()).toBeVisible();
  expect(drawingScripts).toHaveLength(1);
  // The served title was the home's; the app keeps titling the pages it opens.
  await expect(page).toHaveTitle(/^Monte seu .+ \| Fiat \| Autohub$/);
  expect(await page.title()).toContain(name);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('the find-a-dealer form of a server-rendered home loads its script only near the screen, then works in place', async ({
  page,
  visit,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const answer = await page.request.get('/pt-BR/fiat', { headers: { accept: 'text/html' } });
  const html = await answer.text();
  // The form is in the served page, but its script is not linked from it: it loads after the page's.
  expect(html).toContain('Buscar concessionárias');
  expect(html).not.toMatch(/href="[^"]*find-dealer-form[^"]*"/);

  await visit('/pt-BR/fiat');
  const block = page.getByRole('region', { name: 'Encontre uma concessionária' });
  await expect(block.getByLabel('CEP')).toBeVisible();
  // Far below the first screen, the form's script (and its form kit) waits for the person to come near.
  await page.waitForLoadState('networkidle');
  expect(await block.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(
    2 * (page.viewportSize()?.height ?? 0),
  );
  expect(scripts.some((path) => path.includes('find-dealer-form'))).toBe(false);
  await block.scrollIntoViewIfNeeded();
  // React has taken over the form (its elements carry React's fiber) once the form's chunk ran.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const form = document.querySelector('.find-dealer__form');
        return form ? Object.keys(form).some((key) => key.startsWith('__reactFiber')) : false;
      }),
    )
    .toBe(true);
  expect(scripts.some((path) => path.includes('find-dealer-form'))).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  // React claims the form's elements before its commit runs the mask: the form is the script's once
  // a typed postal code comes out masked (typed earlier, it stays as typed, and the form posts it so).
  const postalCode = block.getByLabel('CEP');
  await expect(async () => {
    await postalCode.fill('');
    await postalCode.fill('01310100');
    await expect(postalCode).toHaveValue('01310-100', { timeout: 500 });
  }).toPass();
  await block.getByRole('button', { name: 'Buscar concessionárias' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/fiat\/dealers\?postalCode=01310-100/);
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('a postal code sent before the find-a-dealer form has its script is searched by the dealer locator', async ({
  page,
  visit,
}) => {
  // The form's script is still on its way (a slow connection): the server's form is all the person has.
  await page.route(/find-dealer-form[^/]*\.js$/, () => undefined);
  await visit('/pt-BR/fiat');
  const block = page.getByRole('region', { name: 'Encontre uma concessionária' });
  await block.getByLabel('CEP').fill('01310100');
  await block.getByRole('button', { name: 'Buscar concessionárias' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/fiat\/dealers\?postalCode=01310100$/);
  await expect(page.getByRole('textbox', { name: 'CEP' })).toHaveValue('01310-100');
  await expect(page.locator('.dealer-list__item').first()).toBeVisible();
});

test("the brand switcher repaints a server-rendered page in the next brand's colours, in place", async ({
  page,
  visit,
}) => {
  await visit('/pt-BR/fiat');
  await expect(page.locator('html')).toHaveAttribute('data-device', /\w+/);
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await page.getByRole('button', { name: 'Trocar de marca' }).click();
  await page.getByRole('navigation', { name: 'Marcas' }).getByRole('link', { name: 'Peugeot' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/peugeot$/);
  await expect(page.locator('html')).toHaveAttribute('data-brand', 'peugeot');
  // Peugeot's black header and blue buttons, where Fiat's were white and red.
  await expect(page.locator('.site-header')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await expect(page.locator('.hero__cta').first()).toHaveCSS('background-color', 'rgb(0, 103, 184)');
  await expect(page).toHaveTitle('Peugeot: modelos e preços | Autohub');
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});
