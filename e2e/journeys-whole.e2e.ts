import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { PASSWORD, accountThroughApi, mailTo } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { chooseDealer } from './support/leads';

/*
 * The journeys that broke where a real buyer goes next, each in the locale where it was seen:
 * one price for a build on the home page, builder, financing and paper; builder steps in the
 * browser history; the account listing the person's own records; a proposal typed before signing
 * in; the commercial condition and the calculator's upgrade; the purchase lead with the build;
 * typed car data refused.
 */

const DAY_MS = 86_400_000;
const isoDay = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The buyer's location, as the location selector keeps it. */
async function locateBuyer(page: Page, baseURL: string, location: object): Promise<void> {
  await page
    .context()
    .addCookies([{ name: 'location', value: encodeURIComponent(JSON.stringify(location)), url: baseURL }]);
}

const cents = async (locator: ReturnType<Page['locator']>): Promise<number> => {
  await expect(locator).toHaveAttribute('data-cents', /^\d+$/);
  return Number(await locator.getAttribute('data-cents'));
};

async function step(page: Page, name: string): Promise<void> {
  await expect(page.locator(`.builder-stepper a[data-step="${name}"]`)).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(page).toHaveURL(new RegExp(`step=${name}`));
}

/** Confirms the conflicts dialog when a change brings others along. */
async function confirmIfAsked(page: Page, label: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: label }).click();
}

const MARKETS = [
  {
    locale: 'pt-BR' as const,
    brand: 'fiat',
    modelCode: '363',
    location: { countryCode: 'BR', stateCode: 'SP', isoCode: 'SP', stateName: 'São Paulo' },
    useBuild: /Financiar este carro/,
    confirm: 'Confirmar',
  },
  {
    locale: 'es-AR' as const,
    brand: 'peugeot',
    modelCode: 'P84A',
    location: { countryCode: 'AR', stateCode: 'Córdoba', isoCode: 'X', stateName: 'Córdoba' },
    useBuild: /Financiar este auto/,
    confirm: 'Confirmar',
  },
];

for (const m of MARKETS) {
  test(`${m.brand} ${m.locale}: one price from the home page to the builder, financing and paper; steps follow Back`, async ({
    page,
    visit,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    await locateBuyer(page, baseURL!, m.location);

    // "A partir de" on the home page is the cheapest version the builder offers in that state.
    await visit(`/${m.locale}/${m.brand}`);
    const startingFrom = await cents(page.getByTestId(`starting-price-${m.modelCode}`));
    await visit(`/${m.locale}/${m.brand}/builder/${m.modelCode}`, { skipAxe: true });
    const versionPrices = page.locator('li:has(button[data-mvs]) .price[data-cents]');
    await expect(versionPrices.first()).toHaveAttribute('data-cents', /^\d+$/);
    const prices = (
      await versionPrices.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-cents')))
    ).map(Number);
    expect(startingFrom).toBe(Math.min(...prices));

    // A version picked in financing costs what the builder and the home page say.
    const cheapest = page.locator('li:has(button[data-mvs])').filter({
      has: page.locator(`.price[data-cents="${startingFrom}"]`),
    });
    const cheapestCode = (await cheapest.first().locator('button[data-mvs]').getAttribute('data-mvs')) ?? '';

    // The build: version, an accessory, a service; every step is an address in the history.
    await page.locator(`button[data-mvs="${cheapestCode}"]`).click();
    await step(page, 'optionals');
    await page.locator('.builder-stepper a[data-step="accessories"]').click();
    await step(page, 'accessories');
    const accessory = page.locator('button[data-part]').first();
    if ((await accessory.count()) > 0) {
      await accessory.click();
      await confirmIfAsked(page, m.confirm);
      await expect(accessory).toHaveAttribute('aria-pressed', 'true');
    }
    await page.locator('.builder-stepper a[data-step="services"]').click();
    await step(page, 'services');
    await page.locator('input[data-service]').first().check();
    await page.goBack();
    await step(page, 'accessories');
    await page.goBack();
    await step(page, 'optionals');
    await page.goForward();
    await step(page, 'accessories');
    await page.goForward();
    await step(page, 'services');
    await page.locator('.builder-stepper a[data-step="resume"]').click();
    await step(page, 'resume');
    const total = await cents(page.getByTestId('builder-total'));
    expect(total).toBeGreaterThan(0);

    // Paper: the print sheet alone, with the car and the same total; no page chrome.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('print-sheet')).toBeVisible();
    await expect(page.locator('header').first()).toBeHidden();
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    const pdfPath = testInfo.outputPath('build.pdf');
    mkdirSync(path.dirname(pdfPath), { recursive: true });
    writeFileSync(pdfPath, pdf);
    await testInfo.attach('build.pdf', { path: pdfPath, contentType: 'application/pdf' });
    const pdftotext = ['/usr/bin/pdftotext', '/usr/local/bin/pdftotext'].find((file) => existsSync(file));
    if (pdftotext) {
      const text = execFileSync(pdftotext, ['-layout', pdfPath, '-']).toString('utf8');
      const sheetTotal = (
        await page.getByTestId('print-sheet').locator('.print-sheet__total dd').innerText()
      ).trim();
      expect(text.replace(/\s+/g, ' ')).toContain(sheetTotal.replace(/\s+/g, ' '));
      // One page: a summary, not the page's blank sheets.
      expect(text.split('\f').filter((pageText) => pageText.trim() !== '')).toHaveLength(1);
    }
    await page.emulateMedia({ media: 'screen' });
    const shownTotal = await page.getByTestId('builder-total').innerText();

    // "Financiar este carro" finances this very build: accessories, services and bonus included.
    await visit(`/${m.locale}/${m.brand}/financing`, { skipAxe: true });
    await page.getByRole('button', { name: m.useBuild }).click();
    await expect(page.getByTestId('car-price')).toHaveText(shownTotal);
    await expectNoAxeViolations(page, 'plans of the build');
  });
}

test('pt-BR jeep: a booking and a proposal are confirmed by e-mail and listed in the account with their status', async ({
  page,
  visit,
}) => {
  test.setTimeout(120_000);
  const email = `conta.${Date.now()}@example.com`;
  await accountThroughApi(page.request, email, 'Lúcia Ramos');

  // Test drive booked while signed in.
  await visit('/pt-BR/jeep/test-drive');
  await page.getByLabel('Modelo', { exact: true }).selectOption({ index: 1 });
  await chooseDealer(page, '01310-100');
  await page.getByLabel('Data', { exact: true }).fill(isoDay(3));
  await page.getByRole('radio', { name: 'Tarde' }).check();
  await page.getByLabel('Horário').fill('15:30');
  await page.getByLabel('Nome', { exact: true }).fill('Lúcia Ramos');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Celular com DDD').fill('(11) 97654-3210');
  await page.getByRole('button', { name: 'Solicitar test drive' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Seu test drive' })).toBeVisible();
  const confirmation = await mailTo(page.request, email, 'test-drive-booked');
  expect(confirmation).toContain('15:30');
  expect(confirmation).toContain('/pt-BR/jeep/account');

  await visit('/pt-BR/jeep/account');
  const drives = page.getByTestId('account-testDrives');
  await expect(drives.getByTestId('account-test-drive')).toHaveCount(1);
  await expect(drives).toContainText('Aguardando a concessionária');
  await expect(drives).toContainText('15:30');
  await expect(page.getByTestId('account-orders')).toContainText('Você ainda não tem pedidos.');
});

test('pt-BR fiat: a proposal typed before signing in is sent after signing in, in place, and shows in the account', async ({
  page,
  visit,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = `proposta.${Date.now()}@example.com`;
  // The account exists, but this browser is not signed in.
  const other = await browser.newContext();
  try {
    await accountThroughApi(other.request, email, 'Maria da Silva');
  } finally {
    await other.close();
  }

  await visit('/pt-BR/fiat/financing');
  await page.getByLabel('Modelo').selectOption('363');
  await page.getByLabel('Versão').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: /^Simular CDC Tradicional/ }).click();
  await expect(page.getByTestId('installment')).toBeVisible();

  // The commercial condition re-prices the simulation through the api.
  // Fiat's reduced rate for the whole line applies to the CDC plan.
  const conditions = page.getByRole('group', { name: 'Condições comerciais' }).getByRole('checkbox');
  await expect(conditions).toHaveCount(1);
  const before = await page.getByTestId('installment').innerText();
  await conditions.first().check();
  await expect(page.getByTestId('installment')).not.toHaveText(before);
  await expect(page.getByText(/Condição comercial aplicada/).first()).toBeVisible();
  await conditions.first().uncheck();
  await expect(page.getByTestId('installment')).toHaveText(before);

  await page.getByRole('button', { name: 'Quero esta proposta' }).click();
  await page.getByLabel('CPF').fill('529.982.247-25');
  await page.getByLabel('Data de nascimento').fill('17/05/1990');
  await page.getByLabel('Renda mensal (R$)').fill('25.000,00');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Nome completo').fill('Maria da Silva');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Celular com DDD').fill('(11) 98765-4321');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Li e aceito os termos e condições').check();
  await page.getByRole('button', { name: 'Enviar proposta' }).click();

  // Signing in happens over the form; what was typed goes to the bank.
  const dialog = page.getByRole('dialog', { name: 'Entrar na sua conta' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'sign-in in place');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.locator('[data-step="loading-propose-result"], [data-step="installment-approved"]'),
  ).toBeVisible();
  const mail = await mailTo(page.request, email, 'financing-proposal-sent');
  expect(mail).not.toContain('52998224725');

  await visit('/pt-BR/fiat/account');
  await expect(page.getByTestId('account-proposal')).toHaveCount(1);
  await expect(page.getByTestId('account-proposals')).toContainText('Situação:');
  await expect(page.getByTestId('account-document')).toHaveCount(0);

  // A document sent from the proposal is listed in the account under that proposal.
  await page.getByTestId('account-proposal').getByRole('link').click();
  await page.getByLabel('Arquivo (PDF, JPG ou PNG, até 5 MB)').setInputFiles({
    name: 'holerite.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 comprovante de renda'),
  });
  await page.getByRole('button', { name: 'Enviar documento' }).click();
  await expect(page.getByText('Documento enviado', { exact: true })).toBeVisible();
  await visit('/pt-BR/fiat/account');
  await expect(page.getByTestId('account-document')).toHaveCount(1);
  await expect(page.getByTestId('account-document')).toContainText('holerite.pdf');
});

test('pt-BR fiat: the calculator upgrade is a dearer version of the same model, within the plan terms', async ({
  page,
  visit,
}) => {
  await visit('/pt-BR/fiat/financing/calculator');
  await page.getByLabel('Modelo').selectOption('363');
  const version = page.getByLabel('Versão', { exact: true });
  await version.selectOption({ index: 0 });
  await expect(page.getByTestId('calculator-installment')).toBeVisible();
  const terms = await page.getByLabel('Número de parcelas').locator('option').allTextContents();
  expect(terms.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Simular upgrade de versão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade de versão' });
  const upgrade = dialog.getByLabel(/Versão superior/);
  await expect(upgrade).toBeVisible();
  await expect(dialog.getByTestId('upgrade-increase')).toHaveText(
    /^Sua parcela aumenta R\$\s?[\d.]+,\d{2} por mês$/,
  );
  await expectNoAxeViolations(page, 'upgrade modal');
  await page.keyboard.press('Escape');
  // The dearest version has nothing above it: no upgrade, no negative increase.
  const last = (await version.locator('option').count()) - 1;
  await version.selectOption({ index: last });
  await page.getByRole('button', { name: 'Simular upgrade de versão' }).click();
  await expect(dialog.getByText(/já é a versão mais completa/)).toBeVisible();
  await expect(dialog.getByTestId('upgrade-increase')).toHaveCount(0);
});

test('pt-BR fiat: garage, revisions and address refuse impossible car data in the buyer language', async ({
  page,
  visit,
}) => {
  test.setTimeout(90_000);
  await accountThroughApi(page.request, `garagem.${Date.now()}@example.com`);
  await visit('/pt-BR/fiat/garage');
  const form = page.getByRole('form', { name: 'Adicionar meu carro' });
  await form.getByLabel('Modelo', { exact: true }).fill('Pulse');
  await form.getByLabel('Ano modelo').fill(String(new Date().getFullYear() + 9));
  await form.getByLabel('Quilometragem').fill('-5');
  await form.getByRole('button', { name: 'Adicionar meu carro' }).click();
  await expect(form.getByText('Digite um ano entre 1900 e o ano que vem')).toBeVisible();
  await expect(form.getByText('Digite a quilometragem só com números, sem sinal')).toBeVisible();
  // The fields do not overlap: each input stays inside its own field box.
  const boxes = await form.locator('.form-field').evaluateAll((fields) =>
    fields.map((field) => {
      const box = field.getBoundingClientRect();
      const input = field.querySelector('input, select')?.getBoundingClientRect();
      return input ? input.right <= box.right + 1 && input.left >= box.left - 1 : true;
    }),
  );
  expect(boxes.length).toBeGreaterThanOrEqual(7);
  expect(boxes.every(Boolean)).toBe(true);
  await expectNoAxeViolations(page, 'garage errors');

  await visit('/pt-BR/fiat/services');
  await page.getByLabel('Modelo').selectOption('363');
  await page.getByLabel('Versão').selectOption({ index: 1 });
  const km = page.getByLabel('Quilometragem atual (km)');
  for (const typed of ['-100', 'abc']) {
    await km.fill(typed);
    await page.getByRole('button', { name: 'Ver próxima revisão' }).click();
    await expect(km).toHaveAccessibleDescription('Digite a quilometragem só com números, sem sinal');
    await expect(km).toHaveAttribute('aria-invalid', 'true');
  }

  await visit('/pt-BR/fiat/account');
  const address = page.locator('section[aria-labelledby="account-address"]');
  await address.getByLabel('CEP').fill('01310-100');
  await address.getByLabel('Rua').fill('Avenida Paulista');
  await address.getByLabel('Número', { exact: true }).fill('1000');
  await address.getByLabel('Complemento').fill('<script>alert(1)</script>');
  await address.getByLabel('Bairro').fill('Bela Vista');
  await address.getByLabel('Cidade').fill('São Paulo');
  await address.getByLabel('Estado').selectOption({ label: 'São Paulo' });
  await address.getByRole('button', { name: 'Salvar' }).click();
  await expect(address.getByText('Não use os caracteres & $ < > %')).toBeVisible();
  await address.getByLabel('Complemento').fill('Apto 52');
  await address.getByRole('button', { name: 'Salvar' }).click();
  await expect(address.getByText('Não use os caracteres & $ < > %')).toHaveCount(0);
});
