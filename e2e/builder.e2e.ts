import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/*
 * The car builder as a buyer uses it: location, model, version, every step with the conflicts
 * modal (one conflict confirmed, one cancelled), a forced colour change, the resume with a total
 * checked against the api's own price answer, a share link opened in a fresh browser and a reload.
 */

interface Journey {
  locale: 'pt-BR' | 'es-AR';
  brand: string;
  /** Label of the state/province option and its price key. */
  stateLabel: string;
  stateIso: string;
  continueLabel: string;
  confirmLocationLabel: string;
  modelCode: string;
  mvsCode: string;
  /** A two-tone paint that brings its roof optional (a conflict the buyer confirms). */
  twoTone: string;
  roofItem: string;
  /** An optional whose consequences the buyer cancels. */
  cancelPart: string;
  /** A plain colour picked after the forced colour change. */
  plainColor: string;
  /** An optional with included parts, confirmed (the chain is listed). */
  chainPart?: string;
  accessory: string;
  coating?: string;
  service: string;
  colorNotice: RegExp;
  stepTitles: { optionals: string; coating: string };
  /** The summary's four groups of the spec's fourteen tabs, and the first section of the second. */
  previewGroups: string[];
  firstPriceSection: string;
}

const JOURNEYS: Journey[] = [
  {
    locale: 'pt-BR',
    brand: 'fiat',
    stateLabel: 'São Paulo',
    stateIso: 'SP',
    continueLabel: 'Continuar',
    confirmLocationLabel: 'Confirmar localização',
    modelCode: '226',
    mvsCode: '226VD92',
    twoTone: 'color-branco-teto-preto',
    roofItem: 'item-teto-preto',
    cancelPart: 'pack-work',
    plainColor: 'color-vermelho-montecarlo',
    chainPart: 'pack-premium',
    accessory: 'acc-estribos',
    coating: 'coating-couro-marrom',
    service: 'svc-protection',
    colorNotice: /não combina mais com/,
    stepTitles: { optionals: 'Opcionais', coating: 'Revestimento' },
    previewGroups: ['Seu carro', 'Preço', 'Proposta', 'Ficha técnica'],
    firstPriceSection: 'Preço inicial',
  },
  {
    locale: 'es-AR',
    brand: 'peugeot',
    stateLabel: 'Córdoba',
    stateIso: 'X',
    continueLabel: 'Continuar',
    confirmLocationLabel: 'Confirmar ubicación',
    modelCode: 'P24A',
    mvsCode: 'P24AA8GT00T20CV2',
    twoTone: 'color-branco-black-diamond',
    roofItem: 'item-teto-black-diamond',
    cancelPart: 'item-teto-solar',
    plainColor: 'color-vermelho-elixir',
    accessory: '',
    service: '',
    colorNotice: /ya no combina con/,
    stepTitles: { optionals: 'Opcionales', coating: 'Tapizado' },
    previewGroups: ['Tu auto', 'Precio', 'Propuesta', 'Ficha técnica'],
    firstPriceSection: 'Precio inicial',
  },
];

interface StoredCar {
  mvs: { code: string; year: number };
  color: { code: string } | null;
  coating: { code: string } | null;
  parts: { id: string; code: string; type: string }[];
  services: { id: string }[];
  loadedFromLocalStorage: boolean;
}

async function storedCar(page: Page): Promise<StoredCar> {
  const raw = await page.evaluate(() => localStorage.getItem('currentCar'));
  expect(raw, 'the current car is kept in local storage').not.toBeNull();
  return JSON.parse(raw as string) as StoredCar;
}

async function shownTotal(page: Page): Promise<number> {
  const total = page.getByTestId('builder-total');
  await expect(total).toHaveAttribute('data-cents', /^\d+$/);
  return Number(await total.getAttribute('data-cents'));
}

async function goToStep(page: Page, step: string): Promise<void> {
  await page.locator(`.builder-stepper a[data-step="${step}"]`).click();
  await expect(page.locator(`.builder-stepper a[data-step="${step}"]`)).toHaveAttribute(
    'aria-current',
    'step',
  );
}

for (const j of JOURNEYS) {
  test(`${j.brand} in ${j.locale}: build through every step, share, reload`, async ({
    page,
    visit,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    await visit(`/${j.locale}/${j.brand}/builder`);

    // Location: selection, then confirmation.
    const box = page.locator('.location');
    await box.locator('select').first().selectOption({ label: j.stateLabel });
    await box.getByRole('button', { name: j.continueLabel }).click();
    await expect(box.locator('[data-phase="LOCATION_CONFIRMATION"]')).toContainText(j.stateLabel);
    await box.getByRole('button', { name: j.confirmLocationLabel }).click();
    await expect(page.getByTestId('location-current')).toContainText(j.stateLabel);

    // Model, then version.
    await page.locator(`a[data-model="${j.modelCode}"]`).click();
    await expect(page.locator('.builder-stepper a[data-step="version"]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    // Chosen with the keyboard: the version list goes, and the focus lands on the new step's heading.
    await page.locator(`button[data-mvs="${j.mvsCode}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.builder-stepper a[data-step="optionals"]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(page.locator('#builder-step-title')).toHaveText(j.stepTitles.optionals);
    await expect(page.locator('#builder-step-title')).toBeFocused();
    await shownTotal(page);
    await expectNoAxeViolations(page, 'optionals step');

    const dialog = page.getByRole('dialog');
    if (j.chainPart) {
      // Conflict confirmed: the pack brings what it includes, each listed with its reason.
      await page.locator(`button[data-part="${j.chainPart}"]`).click();
      await expect(dialog.locator('[data-change="add:inclusive"]').first()).toBeVisible();
      await expectNoAxeViolations(page, 'conflicts modal');
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.locator(`button[data-part="${j.chainPart}"]`)).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }

    // Two-tone paint: its roof optional comes along once the buyer confirms.
    await goToStep(page, 'color');
    await page.locator(`input[data-color="${j.twoTone}"]`).click();
    await expect(dialog.locator('[data-change="add:inclusive"]')).toHaveCount(1);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.locator(`input[data-color="${j.twoTone}"]`)).toBeChecked();

    // Conflict cancelled: nothing changes.
    await goToStep(page, 'optionals');
    const before = await storedCar(page);
    await page.locator(`button[data-part="${j.cancelPart}"]`).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(`button[data-part="${j.cancelPart}"]`)).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect((await storedCar(page)).parts.map((p) => p.id)).toEqual(before.parts.map((p) => p.id));

    // Forced colour change: removing the roof the paint needs sends the buyer to the colour step.
    await page.locator(`button[data-part="${j.roofItem}"]`).click();
    await expect(dialog.locator('[data-change="color-change-required"]')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.locator('.builder-stepper a[data-step="color"]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(page.locator('.builder-notice')).toContainText(j.colorNotice);
    await expect(page.locator(`input[data-color="${j.twoTone}"]`)).not.toBeChecked();
    await expect(page.locator('.builder-stepper [data-step="resume"]')).not.toHaveAttribute('href', /.*/);
    await page.locator(`input[data-color="${j.plainColor}"]`).check();
    await expect(page.locator(`input[data-color="${j.plainColor}"]`)).toBeChecked();

    // "Continue" takes the focus to the next step's heading, brought into view.
    await page.locator('.builder-nav__next').click();
    await expect(page.locator('.builder-stepper a[data-step="coating"]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(page.locator('#builder-step-title')).toHaveText(j.stepTitles.coating);
    await expect(page.locator('#builder-step-title')).toBeFocused();
    await expect(page.locator('#builder-step-title')).toBeInViewport();
    if (j.coating) await page.locator(`input[data-coating="${j.coating}"]`).check();
    await goToStep(page, 'accessories');
    if (j.accessory) {
      await page.locator(`button[data-part="${j.accessory}"]`).click();
      await expect(page.locator(`button[data-part="${j.accessory}"]`)).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    await goToStep(page, 'services');
    const service = j.service
      ? page.locator(`input[data-service="${j.service}"]`)
      : page.locator('input[data-service]').first();
    await service.check();
    await goToStep(page, 'resume');
    await expect(page.getByRole('tablist')).toBeVisible();
    // The fourteen tabs of the spec in four groups on one row; the arrow keys move between them.
    const groups = page.getByRole('tablist').getByRole('tab');
    await expect(groups).toHaveText(j.previewGroups);
    // All four in view: the row neither wraps nor scrolls sideways.
    const { wide, shown } = await page
      .getByRole('tablist')
      .evaluate((list) => ({ wide: list.scrollWidth, shown: list.clientWidth }));
    expect(wide).toBeLessThanOrEqual(shown);
    const tops = await groups.evaluateAll(
      (tabs) => new Set(tabs.map((tab) => tab.getBoundingClientRect().top)).size,
    );
    expect(tops).toBe(1);
    await groups.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(groups.nth(1)).toBeFocused();
    await expect(groups.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('heading').first()).toHaveText(j.firstPriceSection);
    await expectNoAxeViolations(page, 'resume step');

    // The total is the api's price of the build for the state (price/reservation, campaign
    // source) plus the accessories and services of the state's batch prices.
    const car = await storedCar(page);
    const total = await shownTotal(page);
    const items = car.parts.filter((p) => p.type === 'ITEM').map((p) => p.code);
    const reservation = await (
      await request.get('/api/prices/price/reservation', {
        params: {
          mvsCode: car.mvs.code,
          year: car.mvs.year,
          country: j.locale === 'pt-BR' ? 'BR' : 'AR',
          state: j.stateIso,
          colorCode: car.color?.code ?? '',
          optionalCode: items.join(','),
          ...(car.coating ? { coatingCode: car.coating.code } : {}),
          priceSource: 'customPrice',
        },
      })
    ).json();
    const batch = await (
      await request.get('/api/prices/batchPrices', {
        params: {
          mvsCode: car.mvs.code,
          year: car.mvs.year,
          country: j.locale === 'pt-BR' ? 'BR' : 'AR',
          state: j.stateIso,
        },
      })
    ).json();
    let extras = 0;
    for (const p of car.parts.filter((part) => part.type === 'ACCESSORY')) {
      const price = batch.priceList.parts[p.code] as number;
      const custom = batch.customPrices.parts[p.code] as number | undefined;
      extras += custom === undefined ? price : Math.min(price, custom);
    }
    for (const s of car.services) extras += batch.priceList.services[s.id] as number;
    expect(reservation.unavailable).toBe(false);
    expect(total).toBe((reservation.totals.total as number) + extras);

    // Share: the short link opens the same build in a browser that never saw it.
    await page.locator('.builder-actions button').first().click();
    const link = await page.getByTestId('share-link').inputValue();
    expect(link).toMatch(new RegExp(`/${j.locale}/${j.brand}/builder\\?build=[a-z2-9]{8}$`));
    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await other.goto(link);
      // The build comes rendered; once the page has hydrated it is the current car, and the address
      // the model's.
      await expect(other).toHaveURL(
        new RegExp(`/${j.locale}/${j.brand}/builder/${j.modelCode}\\?step=resume$`),
      );
      await expect(other.locator('.builder-stepper a[data-step="resume"]')).toHaveAttribute(
        'aria-current',
        'step',
      );
      await expect(other.getByTestId('builder-total')).toHaveAttribute('data-cents', String(total));
      const shared = await storedCar(other);
      expect(shared.parts.map((p) => p.id).sort()).toEqual(car.parts.map((p) => p.id).sort());
      expect(shared.color?.code).toBe(car.color?.code);
    } finally {
      await fresh.close();
    }

    // A reload restores the build from local storage and prices it again.
    await page.reload();
    await expect(page.locator('.builder-stepper a[data-step="resume"]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(page.getByTestId('builder-total')).toHaveAttribute('data-cents', String(total));
    const restored = await storedCar(page);
    expect(restored.loadedFromLocalStorage).toBe(true);
    expect(restored.parts.map((p) => p.id)).toEqual(car.parts.map((p) => p.id));
  });
}

test('a saved build older than the time-to-live is not restored', async ({ page, visit }) => {
  await visit('/pt-BR/fiat/builder', { skipAxe: true });
  await page.evaluate(() => {
    const fiveHoursAgo = Date.now() - 5 * 3_600_000;
    localStorage.setItem(
      'currentCar',
      JSON.stringify({
        brand: 'fiat',
        mvs: { code: '226VD92', modelCode: '226', year: 2027, price: null },
        location: { countryCode: 'BR' },
        parts: [],
        services: [],
        savedAt: fiveHoursAgo,
      }),
    );
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Escolha o modelo' })).toBeVisible();
  await expect(page.locator('.builder-resume-saved')).toHaveCount(0);
});
