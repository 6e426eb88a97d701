import { BRAND_SLUGS, LOCALES } from '@autohub/domain';
import type { Page } from '@playwright/test';
import { accountThroughApi } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/** Room between the header's last visible link and its tools (brand switcher, language), in px. */
function headerClearance(page: Page): Promise<number | null> {
  return page.locator('header.site-header').evaluate((element) => {
    const links = element.querySelectorAll('.primary-nav__list > li');
    const tools = element.querySelector('.site-header__tools');
    const last = Array.from(links)
      .filter((li) => li.getClientRects().length > 0)
      .at(-1);
    if (!last || !tools) return null;
    return tools.getBoundingClientRect().left - last.getBoundingClientRect().right;
  });
}

test.describe('site header', () => {
  test('fits its row at 1200 px before the brand typeface arrives (its metric-matched stand-in)', async ({
    page,
    visit,
    consoleErrors,
  }) => {
    // A first visit on a slow line: the web fonts never come, the stand-ins hold their width.
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.setViewportSize({ width: 1200, height: 900 });
    for (const locale of LOCALES)
      for (const brand of BRAND_SLUGS) {
        await visit(`/${locale}/${brand}`, { skipAxe: true });
        const clearance = await headerClearance(page);
        expect(clearance, `${brand} ${locale}`).not.toBeNull();
        expect(clearance, `${brand} ${locale}`).toBeGreaterThanOrEqual(8);
      }
    // The refused font files are the only failures the browser reports.
    const others = consoleErrors.filter((line) => !/net::ERR_FAILED/.test(line));
    consoleErrors.splice(0, consoleErrors.length, ...others);
  });

  test('stays one row from 1200 px for every brand and language, its links clear of the tools', async ({
    page,
    visit,
  }) => {
    // Thirty-six pages in one test: on a loaded machine they take more than the default minute.
    test.slow();
    for (const width of [1200, 1366])
      for (const locale of LOCALES) {
        for (const brand of BRAND_SLUGS) {
          await page.setViewportSize({ width, height: 900 });
          await visit(`/${locale}/${brand}`, { skipAxe: true });
          // Measured in the brand's own typeface: the fallback's widths are not the header's.
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          const header = page.locator('header.site-header');
          const box = await header.boundingBox();
          expect(box?.height, `${brand} ${locale}`).toBeLessThanOrEqual(80);
          // Every header item is centred on the logo's row.
          const centres = await header
            .locator('.site-header__home, .primary-nav__list > li, .brand-switcher, .locale-switch')
            .evaluateAll((items) =>
              // Items the wide header leaves out (its "Home": the logo is the way home) have no box.
              items
                .filter((item) => item.getClientRects().length > 0)
                .map((item) => {
                  const box = item.getBoundingClientRect();
                  return Math.round(box.top + box.height / 2);
                }),
            );
          const spread = Math.max(...centres) - Math.min(...centres);
          expect(spread, `${brand} ${locale}: ${centres.join(',')}`).toBeLessThanOrEqual(12);
          // No label breaks onto a second line to make room.
          const wrapped = await header.locator('a, button').evaluateAll((items) =>
            items
              .filter((item) => item.getClientRects().length > 0)
              .filter((item) => {
                // Line boxes of the label's text; two lines sit a line height apart.
                const tops: number[] = [];
                const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                  const range = document.createRange();
                  range.selectNodeContents(node);
                  for (const rect of Array.from(range.getClientRects()))
                    if (rect.height > 0) tops.push(rect.top);
                }
                return tops.length > 0 && Math.max(...tops) - Math.min(...tops) > 12;
              })
              .map((item) => item.textContent?.trim()),
          );
          expect(wrapped, `${brand} ${locale}`).toEqual([]);
          // The last link ends before the brand switcher begins: none runs under another.
          const clearance = await headerClearance(page);
          if (clearance !== null)
            expect(clearance, `${brand} ${locale} at ${width} px`).toBeGreaterThanOrEqual(8);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
        }
      }
    await expectNoAxeViolations(page, 'desktop header');
  });

  test('on a phone: a 72 px header, a drawer that keeps and returns the focus', async ({ page, visit }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await visit('/es-AR/jeep');
    const header = page.locator('header.site-header');
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(72);
    // The header's own link (the page below has its own links to the dealers).
    const dealersLink = header.getByRole('link', { name: 'Concesionarios', exact: true });
    await expect(dealersLink).toBeHidden();

    const toggle = page.getByRole('button', { name: 'Menú', exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: /Cerrar menú/ })).toBeFocused();
    await expect(page.getByRole('button', { name: /Cambiar de marca/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Português (Brasil)' })).toBeVisible();
    await expectNoAxeViolations(page, 'open drawer');

    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() =>
        Boolean(document.activeElement?.closest('.site-header__panel')),
      );
      expect(inside, `Tab ${i + 1} left the drawer`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('.site-header__panel')))).toBe(
      true,
    );

    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(dealersLink).toBeHidden();

    // A page opened from the drawer closes it and takes the focus to its heading.
    await toggle.click();
    await dealersLink.click();
    await expect(page).toHaveURL(/\/es-AR\/jeep\/dealers$/);
    await expect(page.locator('main h1')).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('page changes', () => {
  test('focus lands on the new heading and the title is announced', async ({ page, visit }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await visit('/pt-BR/peugeot');
    await page
      .getByRole('navigation', { name: 'Navegação principal' })
      .getByRole('link', { name: 'Financiamento' })
      .click();
    await expect(page).toHaveURL(/\/financing$/);
    await expect(page.locator('main h1')).toBeFocused();
    const announced = page.locator('[data-route-announcer]');
    await expect(announced).not.toHaveText('');
    expect(await announced.textContent()).toBe(await page.title());

    // Keyboard: the next Tab goes on from the page's heading, not back to the top of the document.
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(next).toBe(true);
  });
});

/** The footer control that has the focus: its text, and whether a focus ring is drawn around it. */
async function focusedInFooter(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active?.closest('footer')) return null;
    const style = getComputedStyle(active);
    return {
      text: active.textContent?.trim() ?? '',
      ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
    };
  });
}

test.describe('site footer', () => {
  const markets = [
    {
      start: '/es-AR/peugeot',
      width: 1366,
      privacy: 'Aviso de privacidad',
      law: 'Tus derechos (Ley 25.326, arts. 14 a 16)',
      authority: 'AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA',
    },
    {
      start: '/pt-BR/fiat',
      width: 375,
      privacy: 'Aviso de privacidade',
      law: 'Seus direitos (LGPD, art. 18)',
      authority: 'Autoridade Nacional de Proteção de Dados (ANPD)',
    },
  ];

  for (const market of markets) {
    test(`${market.start} at ${market.width} px: the privacy link opens the notice, and Tab walks the footer in order`, async ({
      page,
      visit,
    }) => {
      await page.setViewportSize({ width: market.width, height: 900 });
      await visit(market.start, { skipAxe: true });
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: market.privacy, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${market.start}/privacy$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(market.privacy);
      await expect(page.getByRole('heading', { level: 2, name: market.law })).toBeVisible();
      await expect(page.getByRole('main')).toContainText(market.authority);
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: /datos|dados/ })
          .first(),
      ).toHaveAttribute('href', `${market.start}/account#account-privacy`);
      await expectNoAxeViolations(page, `${market.start}/privacy`);

      // From the last control of the page's main part, Tab goes through the footer top to bottom.
      const expected = await footer.locator('summary, a').evaluateAll((items) =>
        // A closed group's links are not shown, so not reachable with Tab.
        items.filter((item) => item.checkVisibility()).map((item) => item.textContent?.trim() ?? ''),
      );
      // Phone: four group rows and three legal links; wider: every link of the groups too.
      expect(expected.length).toBeGreaterThanOrEqual(market.width < 720 ? 7 : 18);
      await page.getByRole('main').getByRole('link').last().focus();
      const seen: string[] = [];
      for (let step = 0; step < expected.length; step += 1) {
        await page.keyboard.press('Tab');
        const focused = await focusedInFooter(page);
        expect(focused, `Tab ${step + 1} stays in the footer`).not.toBeNull();
        expect(focused?.ring, `visible focus on ${focused?.text}`).toBe(true);
        seen.push(focused?.text ?? '');
      }
      expect(seen).toEqual(expected);

      if (market.width < 720) {
        // On a phone a group opens from the keyboard and its links join the Tab order.
        const services = footer.locator('summary', { hasText: 'Serviços' });
        await services.focus();
        await page.keyboard.press('Enter');
        await expect(services.locator('xpath=..')).toHaveAttribute('open', '');
        await page.keyboard.press('Tab');
        expect((await focusedInFooter(page))?.text).toBe('Test drive');
        await expectNoAxeViolations(page, 'footer with a group open');
      }
    });
  }
});

test("the footer's personal-data link takes a signed-in person to the account's privacy section", async ({
  page,
  visit,
}) => {
  await accountThroughApi(page.request, `footer-${Date.now()}@example.com`);
  await page.setViewportSize({ width: 1366, height: 900 });
  await visit('/pt-BR/jeep/privacy', { skipAxe: true });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Meus dados pessoais' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/jeep\/account#account-privacy$/);
  const section = page.getByRole('heading', { level: 2, name: 'Privacidade e dados pessoais' });
  await expect(section).toBeFocused();
  await expect(section).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Baixar meus dados' })).toBeVisible();
});
