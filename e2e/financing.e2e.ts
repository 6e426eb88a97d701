import { NO_TOTALS } from '@autohub/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { mailTo } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/*
 * Financing as a buyer goes through it: a built car (the builder's stored current car), every plan
 * of the brand, entrance and term changes, the comparator with the CET and the chart, the balloon
 * review, the standalone calculator with an upgrade, and proposals the sandbox bank approves and
 * denies, found again under "my proposals" (the financing area's own account page).
 */

// Sandbox bank test inputs: the last digit of the CPF picks the answer (valid CPFs).
const APPROVED_CPF = '529.982.247-25';
const DENIED_CPF = '400.000.007-10';

interface Version {
  mvs: { code: string; modelCode: string; modelName: string; versionName: string; year: number };
  colors: { id: string; code: string; name: string }[];
  defaultColorId: string;
}

/** A stored build of the first version of a model, the way the builder keeps it. */
async function storeBuild(
  page: Page,
  request: APIRequestContext,
  brand: string,
  country: string,
  modelCode: string,
) {
  const response = await request.get(
    `/api/catalogue/model/latest?brand=${brand}&country=${country}&modelCode=${modelCode}`,
  );
  expect(response.ok()).toBe(true);
  const detail = (await response.json()) as { year: number; versions: Version[] };
  const version = detail.versions[0];
  if (!version) throw new Error(`no version of ${modelCode}`);
  const color = version.colors.find((c) => c.id === version.defaultColorId) ?? version.colors[0];
  const car = {
    brand,
    mvs: { ...version.mvs, year: detail.year, price: null },
    groupedMvs: [],
    color: color ? { id: color.id, code: color.code, name: color.name, type: 'COLOR', price: null } : null,
    coating: null,
    parts: [],
    services: [],
    prices: null,
    location: { countryCode: country, stateCode: country === 'BR' ? 'SP' : 'X' },
    ...NO_TOTALS,
    loadedFromLocalStorage: false,
    isReady: true,
    updatePrice: false,
  };
  await page.addInitScript((stored) => {
    window.localStorage.setItem('currentCar', JSON.stringify({ ...stored, savedAt: Date.now() }));
  }, car);
  return version;
}

/** Signs up, confirms through the sandbox mailbox and signs in; the page's cookies hold the session. */
async function signIn(page: Page, email: string) {
  const password = 'Senha!123';
  const signUp = await page.request.post('/api/signup/password', {
    data: { name: 'Maria da Silva', email, password, passwordConfirmation: password },
  });
  expect(signUp.status(), await signUp.text()).toBe(202);
  // The e-mail leaves through the outbox: wait for the worker to deliver it to the sandbox mailbox.
  const link = await mailTo(page.request, email, 'confirm-email');
  const token = decodeURIComponent(/[?&]token=([^\s&]+)/.exec(link)?.[1] ?? '');
  expect((await page.request.put('/api/confirm', { data: { token } })).ok()).toBe(true);
  const session = await page.request.post('/api/auth/v3/authentication', { data: { email, password } });
  expect(session.status()).toBe(200);
}

async function startWithStoredBuild(
  page: Page,
  visit: (path: string) => Promise<void>,
  path: string,
  useLabel: RegExp,
) {
  await visit(path);
  await page.getByRole('button', { name: useLabel }).click();
  await expect(page.locator('[data-ui-state="plans"]')).toBeVisible();
}

test.describe('financing', () => {
  test('simulates every plan of a built car, changes entrance and term, and compares plans with their CET', async ({
    page,
    request,
    visit,
  }) => {
    test.setTimeout(90_000);
    const version = await storeBuild(page, request, 'fiat', 'BR', '226');
    await startWithStoredBuild(page, visit, '/pt-BR/fiat/financing', /Financiar este carro/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planos de financiamento');
    await expect(page.getByText(version.mvs.versionName).first()).toBeVisible();

    // UI state "plans": every plan of the brand with its installment and CET.
    const cards = page.locator('.funding-plans > li');
    await expect(cards).toHaveCount(5);
    await expect(cards.first()).toContainText(/CET \d+,\d{2}\s?% a\.a\./);
    await expectNoAxeViolations(page, 'plan list');

    // UI state "comparator": side by side, with CET, total paid and the chart with its table.
    await page.getByRole('button', { name: 'Comparar planos lado a lado' }).click();
    await expect(page.locator('[data-ui-state="comparator"]')).toBeVisible();
    const table = page.locator('.funding-compare-table');
    await expect(table.getByRole('rowheader', { name: 'CET ao ano' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Total pago' })).toBeVisible();
    await page.getByLabel('Prazo').selectOption('60');
    await expect(table.getByText('O comparativo não está disponível para este prazo').first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Quanto você terá pago ao longo do tempo' })).toBeVisible();
    await page.getByText('Ver os valores do gráfico em tabela').click();
    await expect(page.locator('.funding-chart__table table')).toBeVisible();
    await expectNoAxeViolations(page, 'comparator');
    await page.getByRole('button', { name: 'Ver a lista de planos' }).click();

    // Each plan in its simulator.
    const planNames = await cards.locator('h3').allTextContents();
    for (const name of planNames) {
      await page.getByRole('button', { name: `Simular ${name}` }).click();
      if (name.startsWith('Next')) {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simulador Next');
        await page
          .getByRole('radio', { name: /36x de/ })
          .last()
          .check();
        await expect(page.getByText('Preço a prazo')).toBeVisible();
      } else {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Simulador');
        const installment = page.getByTestId('installment');
        await expect(installment).toBeVisible();
        await expect(page.getByTestId('cet')).toContainText('a.a.');
        const before = await installment.textContent();
        // One point of entrance a step (spec §9): five steps up with the keyboard.
        const entrance = page.getByRole('slider', { name: 'Entrada' });
        await entrance.focus();
        for (let i = 0; i < 5; i++) await entrance.press('ArrowRight');
        await expect(installment).not.toHaveText(before ?? '');
        const terms = page.getByRole('radio');
        const firstTerm = (await terms.first().getAttribute('value')) ?? '';
        await terms.first().check();
        await expect(installment).toContainText(`${firstTerm}x de`);
        await expectNoAxeViolations(page, `simulator ${name}`);
      }
      await page.getByRole('button', { name: 'Voltar' }).click();
      await expect(page.locator('[data-ui-state="plans"]')).toBeVisible();
    }
  });

  test('reviews a balloon proposal in Spanish for a Peugeot', async ({ page, request, visit }) => {
    await storeBuild(page, request, 'peugeot', 'AR', 'P24A');
    await startWithStoredBuild(page, visit, '/es-AR/peugeot/financing', /Financiar este auto/);
    await page.getByRole('button', { name: 'Simular Plan cuota balón' }).click();
    await expect(
      page.getByRole('heading', { name: 'Revisión de la propuesta con cuota balón' }),
    ).toBeVisible();
    const final = page.getByRole('slider', { name: 'Cuota final (balón)' });
    await final.focus();
    await final.press('ArrowRight');
    await expect(page.locator('output').last()).toContainText('21%');
    await expect(page.getByText(/Cuota final \(balón\), en el mes 37/)).toBeVisible();
    await expectNoAxeViolations(page, 'balloon review');
  });

  test('uses the standalone calculator with an upgrade version', async ({ page, visit }) => {
    await visit('/pt-BR/fiat/financing/calculator');
    // The car comes from the catalogue: the Pulse's first version at its price.
    const total = page.getByLabel('Valor total');
    await expect(total).not.toHaveValue('');
    const firstModelsTotal = await total.inputValue();
    await page.getByLabel('Modelo').selectOption('363');
    // The Pulse's versions and prices arrive after the choice, and only then do the total and the
    // entrance follow it: typed earlier, the entrance would be overwritten.
    await expect(total).not.toHaveValue(firstModelsTotal);
    // Filled as the money mask writes an amount, as if typed.
    await expect(total).toHaveValue(/^R\$ \d{1,3}(\.\d{3})+,\d{2}$/);
    await page.getByLabel('Valor de entrada').fill('30.000,00');
    await page.getByLabel('Número de parcelas').selectOption('48');
    await expect(page.getByTestId('calculator-installment')).toContainText('48x de R$');
    const opener = page.getByRole('button', { name: 'Simular upgrade de versão' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Upgrade de versão' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(/Versão superior do/)).toBeVisible();
    await expect(dialog.getByTestId('upgrade-increase')).toHaveText(
      /^Sua parcela aumenta R\$\s?[\d.]+,\d{2} por mês$/,
    );
    await expectNoAxeViolations(page, 'upgrade modal');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  for (const [locale, brand] of [
    ['pt-BR', 'fiat'],
    ['es-AR', 'peugeot'],
  ] as const) {
    test(`${brand} in ${locale}: the calculator's version list, with its prices, stays inside a phone`, async ({
      page,
      visit,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await visit(`/${locale}/${brand}/financing/calculator`);
      const version = page.getByLabel(locale === 'pt-BR' ? 'Versão' : 'Versión', { exact: true });
      await expect(version.locator('option').first()).toHaveText(/\$/);
      // The total comes in the market's money, laid out as its mask writes it.
      await expect(page.getByLabel(locale === 'pt-BR' ? 'Valor total' : 'Monto total')).toHaveValue(
        locale === 'pt-BR' ? /^R\$ [\d.]+,\d{2}$/ : /^\$ [\d.]+,\d{2}$/,
      );
      const { scrolled, viewport } = await page.evaluate(() => ({
        scrolled: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(scrolled).toBeLessThanOrEqual(viewport);
      const box = await version.boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
      // No entrance and no final instalment are amounts too: the whole price is financed.
      const pt = locale === 'pt-BR';
      await page.getByLabel(pt ? 'Valor de entrada' : 'Anticipo').fill('0');
      await page
        .getByLabel(pt ? 'Parcela final residual (opcional)' : 'Cuota final residual (opcional)')
        .fill('0');
      // The result, not the calculator's "invalid" message, which takes its place.
      await expect(page.getByTestId('calculator-installment')).toBeVisible();
    });
  }

  test('sends a proposal that is approved and one that is denied, and finds both in my proposals', async ({
    page,
    request,
    visit,
  }) => {
    test.setTimeout(120_000);
    await storeBuild(page, request, 'fiat', 'BR', '226');
    await signIn(page, `comprador.${Date.now()}@example.com`);

    async function propose(cpf: string) {
      await page.getByRole('button', { name: /^Simular CDC Tradicional/ }).click();
      await expect(page.getByTestId('installment')).toBeVisible();
      await page.getByRole('button', { name: 'Quero esta proposta' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Análise de crédito');
      await page.getByLabel('CPF').fill(cpf);
      await page.getByLabel('Data de nascimento').fill('17/05/1990');
      await page.getByLabel('Renda mensal (R$)').fill('25.000,00');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seus dados');
      await page.getByLabel('Nome completo').fill('Maria da Silva');
      await page.getByLabel('E-mail').fill('maria@example.com');
      await page.getByLabel('Celular com DDD').fill('(11) 98765-4321');
      await page.getByRole('button', { name: 'Continuar' }).click();
      await expect(page.locator('[data-ui-state="terms"]')).toBeVisible();
      await page.getByRole('button', { name: 'Enviar proposta' }).click();
      await expect(page.getByText('Aceite os termos para enviar a proposta')).toBeVisible();
      await page.getByLabel('Li e aceito os termos e condições').check();
      await page.getByRole('button', { name: 'Enviar proposta' }).click();
    }

    await startWithStoredBuild(page, visit, '/pt-BR/fiat/financing', /Financiar este carro/);
    await propose(APPROVED_CPF);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proposta aprovada', {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Ver o resumo' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumo do financiamento');
    await page.getByRole('button', { name: 'Nova simulação' }).click();

    await propose(DENIED_CPF);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Proposta não aprovada', {
      timeout: 15_000,
    });
    await expectNoAxeViolations(page, 'denied');

    await visit('/pt-BR/fiat/financing/proposals');
    const items = page.getByTestId('proposal-item');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Negada');
    await expect(items.nth(1)).toContainText('Aprovada');

    // The approved one: PDF, then formalization (wait, QR code, complete).
    await items.nth(1).getByRole('link').click();
    await expect(page.getByTestId('proposal-status')).toHaveText('Aprovada');
    const pdf = await page.request.get(
      (await page.getByRole('link', { name: 'Baixar a proposta em PDF' }).getAttribute('href')) ?? '',
    );
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await page.getByRole('button', { name: 'Formalizar o contrato' }).click();
    await expect(page.getByText('Aguarde: o banco está preparando o seu contrato.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code para assinar o contrato' })).toBeVisible({
      timeout: 15_000,
    });
    await expectNoAxeViolations(page, 'formalization QR code');
    await page.getByRole('button', { name: 'Já assinei o contrato' }).click();
    await expect(page.getByText('Formalização concluída. O banco está liberando o pagamento.')).toBeVisible();
  });
});
