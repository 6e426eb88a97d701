import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface VisitOptions {
  /** Skip the axe check for a visit whose page is checked later in the test. */
  skipAxe?: boolean;
}

/** Runs axe on the page as it is now and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, context?: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations${context ? ` on ${context}` : ''}`).toEqual([]);
}

interface Fixtures {
  /** Console errors and page errors seen during the test; checked after each test. */
  consoleErrors: string[];
  /** Goes to a page, waits for the main landmark and for React to hold it, and checks it with axe. */
  visit: (path: string, options?: VisitOptions) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors during the test').toEqual([]);
  },
  visit: async ({ page, consoleErrors: _consoleErrors }, use) => {
    await use(async (path, options = {}) => {
      await page.goto(path);
      await page.locator('main').first().waitFor();
      // A server-rendered page shows its main before its script runs, and a button clicked then
      // does nothing: the visit ends once React holds the page's main (its element carries a fiber).
      await page.waitForFunction(() => {
        const main = document.querySelector('main');
        return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
      });
      if (!options.skipAxe) await expectNoAxeViolations(page, path);
    });
  },
});

export { expect };

/** Token the e2e server accepts on staff routes (set in the Playwright config). */
export const staffToken = (): string => process.env.E2E_STAFF_TOKEN ?? '';
