import { followSignInPrompt } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { receiptFor, staff } from './support/leads';

/**
 * The back office's integration failures: a lead the CRM refused through every retry shows up for
 * staff, who correct the name, send it again, and see it resolved; the CRM gets it once.
 */

// Support handles integration failures; page settings are the services team's (decision 006).
const DEMO_STAFF = { email: 'suporte@autohub.dev', password: 'Autohub!2026' };
const DEMO_SERVICES = { email: 'servicos@autohub.dev', password: 'Autohub!2026' };

test('staff correct and resend a lead the CRM refused through every retry', async ({
  page,
  visit,
  request,
  consoleErrors,
}) => {
  const email = `falha.crm.${Date.now()}@example.com`;
  const crm = (mode: 'ok' | 'fail') =>
    request.patch('/api/staff/sandbox/crm', { headers: staff(), data: { mode, latencyMs: 0 } });
  expect((await crm('fail')).ok()).toBe(true);
  let leadId = '';
  try {
    const lead = await request.post('/api/leads', {
      data: {
        kind: 'lead',
        brand: 'fiat',
        locale: 'pt-BR',
        form: {
          leadPersonType: 'physicalPerson',
          name: 'Marcos Vianna',
          email,
          cpf: '529.982.247-25',
          phone: '(11) 98765-4321',
          dealerCode: '07123',
          allowEmail: true,
        },
      },
    });
    expect(lead.status()).toBe(202);
    leadId = ((await lead.json()) as { id: string }).id;
    // The outbox gives up after its last attempt and opens a journey error.
    await expect
      .poll(
        async () => {
          const answer = await request.get('/api/journey-integration-errors?status=OPEN', {
            headers: staff(),
          });
          return ((await answer.json()) as { items: { reference: string }[] }).items.some(
            (item) => item.reference === leadId,
          );
        },
        { timeout: 15_000 },
      )
      .toBe(true);
  } finally {
    await crm('ok');
  }

  // Anonymous visitors are asked to sign in first.
  await visit('/pt-BR/fiat/staff/integration-errors');
  await followSignInPrompt(page, 'Entre com sua conta da equipe para continuar.');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_STAFF.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Falhas de integração' })).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(leadId) });
  await expect(row).toContainText('Aberta');
  await expect(row).toContainText('503');

  // A broken JSON is named and nothing is sent; the corrected name is saved with a note.
  await row.getByRole('button', { name: `Corrigir ${leadId}` }).click();
  const editor = page.getByRole('form', { name: `Corrigir o envio ${leadId}` });
  const payload = editor.getByLabel('Conteúdo enviado (JSON)');
  const original = await payload.inputValue();
  await payload.fill(`${original}}`);
  await editor.getByRole('button', { name: 'Salvar correção' }).click();
  await expect(editor.getByText('O conteúdo não é um objeto JSON válido.')).toBeVisible();
  await payload.fill(original.replace('"Marcos Vianna"', '"Marcos A. Vianna"'));
  await editor.getByLabel('Observação').fill('Nome completo confirmado por telefone');
  await editor.getByRole('button', { name: 'Salvar correção' }).click();
  await expect(page.getByText('Correção salva.')).toBeVisible();

  // Resend: it leaves the open list, and the CRM receives the corrected lead once.
  await page.getByRole('checkbox', { name: `Selecionar ${leadId}` }).check();
  await page.getByRole('button', { name: 'Reenviar 1 selecionada' }).click();
  await expect(page.getByText('Reenviadas: 1. Ignoradas: 0.')).toBeVisible();
  const receipt = await receiptFor(request, email);
  expect(receipt.payload.firstName).toBe('Marcos A. Vianna');
  expect(receipt.deliveries).toBe(1);
  await page.getByLabel('Situação').selectOption({ label: 'Resolvida' });
  await expect(page.getByRole('row', { name: new RegExp(leadId) })).toContainText('Resolvida');
  expect(consoleErrors).toEqual([]);
});

test('staff switch the company CPF/CNPJ mode on for a brand and its lead form follows', async ({
  page,
  visit,
  request,
}) => {
  try {
    await visit('/pt-BR/jeep/staff/settings');
    await followSignInPrompt(page, 'Entre com sua conta da equipe para continuar.');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_SERVICES.email);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_SERVICES.password);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações da página Jeep' })).toBeVisible();

    await page.getByLabel('Modo CPF/CNPJ de empresa no formulário de contato').check();
    const cities = page.getByLabel(/Cidades que aceitam contato sem CPF/);
    await cities.fill('355030');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(page.getByText('Use códigos IBGE de 7 dígitos, separados por vírgula.')).toBeVisible();
    await cities.fill('3550308');
    await page.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(page.getByText('Configurações salvas.')).toBeVisible();

    await visit('/pt-BR/jeep/lead');
    await expect(page.getByLabel('CPF ou CNPJ', { exact: true })).toBeVisible();
  } finally {
    await request.patch('/api/staff/settings/jeep/pt-BR', {
      headers: staff(),
      data: { leadCompanyCpfCnpjMode: false, allowedCitiesWithoutCpf: [] },
    });
  }
});

test('a seller finds the desks of their work in the account area, in Portuguese and in Spanish', async ({
  page,
  visit,
}) => {
  await visit('/pt-BR/fiat/auth/sign-in?returnTo=%2Fpt-BR%2Ffiat%2Faccount');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('vendedor@autohub.dev');
  await page.getByLabel('Senha', { exact: true }).fill('Autohub!2026');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  const areas = page.getByRole('region', { name: 'Áreas de trabalho' });
  await expect(areas.getByRole('link', { name: 'Test drives da concessionária' })).toBeVisible();
  await expect(areas.getByRole('link', { name: 'Simulador de cotação' })).toBeVisible();
  await expect(areas.getByRole('link', { name: /Configurações da página/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'account with work areas');
  await areas.getByRole('link', { name: 'Test drives da concessionária' }).click();
  await expect(page).toHaveURL(/\/pt-BR\/fiat\/dealer\/test-drives$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Test drives da concessionária' })).toBeVisible();

  await visit('/es-AR/fiat/account');
  const spanish = page.getByRole('region', { name: 'Áreas de trabajo' });
  await expect(spanish.getByRole('link', { name: 'Simulador de cotización' })).toBeVisible();
});

test('a customer has no work areas in the account area', async ({ page, visit }) => {
  await visit('/pt-BR/fiat/auth/sign-in?returnTo=%2Fpt-BR%2Ffiat%2Faccount');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('cliente@autohub.dev');
  await page.getByLabel('Senha', { exact: true }).fill('Autohub!2026');
  const answered = page.waitForResponse((response) => response.url().includes('/api/work-areas'));
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  expect((await answered).ok()).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Dados pessoais', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Áreas de trabalho' })).toHaveCount(0);
});
