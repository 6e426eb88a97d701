import { expect, test } from './support/fixtures';

/** Revisions and services: an owner sees the plan's fixed prices and which revision comes next. */
test('an owner finds the price of the next revision by mileage', async ({ page, visit }) => {
  await visit('/pt-BR/fiat/services');
  await page.getByLabel('Modelo').selectOption({ label: 'Fiat Pulse' });
  const version = page.getByLabel('Versão');
  await expect(version).toBeEnabled();
  await version.selectOption({ index: 1 });

  const table = page.getByRole('table', { name: /Plano de revisões do Fiat Pulse/ });
  await expect(table.getByRole('row')).toHaveCount(11);
  await expect(table.getByRole('row', { name: /4ª/ })).toContainText('Velas de ignição');
  await expect(page.getByText('Alinhamento e balanceamento')).toBeVisible();

  await page.getByRole('button', { name: 'Ver próxima revisão' }).click();
  await expect(page.getByText('Campo obrigatório')).toBeVisible();
  await page.getByLabel('Quilometragem atual (km)').fill('25000');
  await page.getByRole('button', { name: 'Ver próxima revisão' }).click();
  await expect(page.locator('.maintenance-next')).toContainText('Sua próxima revisão é a 3ª, aos 30.000 km ou 36 meses');
  await expect(table.locator('tr[aria-current="true"]')).toContainText('3ª');

  // Three years old with few kilometres: the age decides.
  await page.getByLabel('Quilometragem atual (km)').fill('8000');
  await page.getByLabel('Meses desde a entrega (opcional)').fill('37');
  await page.getByRole('button', { name: 'Ver próxima revisão' }).click();
  await expect(page.locator('.maintenance-next')).toContainText('4ª, aos 40.000 km ou 48 meses');
});
