import { mailTo } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { chooseDealer, receiptFor } from './support/leads';

/** Revisions and services: an owner sees the plan's fixed prices and which revision comes next. */
test('an owner finds the price of the next revision by mileage', async ({ page, visit }) => {
  await visit('/pt-BR/fiat/services');
  // Before a car is chosen: what to do, and the way to book without it.
  const prompt = page.getByText('Escolha o modelo e a versão para ver o plano de revisões');
  await expect(prompt).toBeVisible();
  await expect(page.getByRole('link', { name: 'Agendar revisão' })).toHaveAttribute(
    'href',
    '/pt-BR/fiat/services/book',
  );
  await page.getByLabel('Modelo').selectOption({ label: 'Fiat Pulse' });
  const version = page.getByLabel('Versão');
  await expect(version).toBeEnabled();
  await version.selectOption({ index: 1 });

  const table = page.getByRole('table', { name: /Plano de revisões do Fiat Pulse/ });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(prompt).toBeHidden();
  await expect(table.getByRole('row', { name: /4ª/ })).toContainText('Velas de ignição');
  await expect(page.getByText('Alinhamento e balanceamento')).toBeVisible();

  await page.getByRole('button', { name: 'Ver próxima revisão' }).click();
  await expect(page.getByLabel('Quilometragem atual (km)')).toHaveAccessibleDescription(
    'Digite a quilometragem',
  );
  await page.getByLabel('Quilometragem atual (km)').fill('25000');
  await page.getByRole('button', { name: 'Ver próxima revisão' }).click();
  await expect(page.locator('.maintenance-next')).toContainText(
    'Sua próxima revisão é a 3ª, aos 30.000 km ou 36 meses',
  );
  await expect(table.locator('tr[aria-current="true"]')).toContainText('3ª');

  // Three years old with few kilometres: the age decides.
  // Cleared first, as a person selects before typing: a masked field may keep the old digits.
  await page.getByLabel('Quilometragem atual (km)').clear();
  await page.getByLabel('Quilometragem atual (km)').fill('8000');
  await page.getByLabel('Meses desde a entrega (opcional)').fill('37');
  await page.getByRole('button', { name: 'Ver próxima revisão' }).click();
  await expect(page.locator('.maintenance-next')).toContainText('4ª, aos 40.000 km ou 48 meses');
});

test('an owner asks a dealer to schedule the next revision and the request reaches the CRM', async ({
  page,
  visit,
  request,
}) => {
  await visit('/pt-BR/fiat/services');
  await page.getByLabel('Modelo').selectOption({ label: 'Fiat Pulse' });
  await page.getByLabel('Versão').selectOption({ index: 1 });
  await page.getByLabel('Quilometragem atual (km)').fill('25000');
  await page.getByRole('button', { name: 'Ver próxima revisão' }).click();
  await page.getByRole('link', { name: 'Agendar a 3ª revisão' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agendar revisão' })).toBeVisible();
  await expect(page.getByText(/Fiat Pulse .* · 3ª revisão/)).toBeVisible();
  await expect(page.getByLabel('Quilometragem atual (opcional)')).toHaveValue('25000');

  await page.getByRole('button', { name: 'Solicitar agendamento' }).click();
  await expect(page.getByText('Confira os campos destacados.')).toBeVisible();
  await expectNoAxeViolations(page, 'the revision request with its errors');

  const email = `revisao.${Date.now()}@example.com`;
  const inFiveDays = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Dia preferido').fill(inFiveDays);
  await page.getByRole('radio', { name: 'Manhã' }).check();
  await page.getByLabel('Nome completo').fill('Sérgio Nunes');
  await page.getByLabel('CPF', { exact: true }).fill('529.982.247-25');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Celular com DDD').fill('(11) 98765-4321');
  await chooseDealer(page, '01310-100');
  await page.getByLabel('Aceito receber contato por e-mail').check();
  await page.getByRole('button', { name: 'Solicitar agendamento' }).click();
  await expect(page.getByText(/vai entrar em contato para confirmar o horário/)).toBeVisible();

  const receipt = await receiptFor(request, email);
  expect(receipt.payload).toMatchObject({ form: 'Revision', firstName: 'Sérgio Nunes' });
  const description = String(receipt.payload.description);
  expect(description).toContain('Revisão: 3ª');
  expect(description).toContain('Quilometragem: 25000 km');
  expect(description).toContain('Período: Manhã');
  expect(description).toMatch(/Dia preferido: \d{2}\/\d{2}\/\d{4}/);

  // The owner is told by e-mail what was asked: the car, the revision, when, and the dealer.
  const confirmation = await mailTo(request, email, 'revision-requested');
  expect(confirmation).toContain('Olá, Sérgio!');
  expect(confirmation).toMatch(/da 3ª revisão do Fiat Pulse .+ na .+\./);
  expect(confirmation).toMatch(/Preferência: \d{2}\/\d{2}\/\d{4}, Manhã\./);
  expect(confirmation).not.toMatch(/529|98765/);
});
