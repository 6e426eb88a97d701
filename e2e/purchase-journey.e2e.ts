import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { sharedBuildHydrated, sharedToroBuild } from './support/builds';
import { chooseDealer, receiptFor } from './support/leads';

/**
 * The full car-purchase form: from the builder's resume with the built car, or from the form with
 * the car chosen there. A half-typed address is refused rather than dropped; a complete one, the
 * buyer's plans and the car reach the CRM in the payload the spec defines.
 */

test('a buyer sends a purchase request from the builder resume and the CRM gets it whole', async ({
  page,
  visit,
  request,
}) => {
  const { path, mvs, year } = await sharedToroBuild(request);

  await visit(path, { skipAxe: true });
  await sharedBuildHydrated(page);
  await page.getByRole('link', { name: 'Quero comprar este carro' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quero comprar' })).toBeVisible();
  await expect(
    page.getByText(`Interesse: ${mvs.modelName} ${mvs.versionName} ${year}`),
  ).toBeVisible();

  const email = `compra.${Date.now()}@example.com`;
  await page.getByLabel('Nome completo').fill('Renata Alves');
  await page.getByLabel('CPF', { exact: true }).fill('529.982.247-25');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Celular com DDD').fill('(11) 98765-4321');

  // A street without number nor neighbourhood is named, not silently left out.
  await page.getByLabel('Rua').fill('Avenida Paulista');
  await chooseDealer(page, '01310-100', page.getByRole('group', { name: 'Concessionária', exact: true }));
  await page.getByLabel('Aceito receber contato por e-mail').check();
  await page.getByRole('button', { name: 'Enviar proposta de compra' }).click();
  await expect(page.getByText('Confira os campos destacados.')).toBeVisible();
  await expect(page.getByText('Digite o número')).toBeVisible();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Renata Alves');
  await expectNoAxeViolations(page, 'the purchase form with its errors');

  // The CEP fills the rest of the address.
  const address = page.getByRole('group', { name: 'Endereço (opcional)' });
  await address.getByLabel('CEP').fill('01310-100');
  await address.getByLabel('CEP').blur();
  await expect(address.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(address.getByLabel('Estado')).toHaveValue('SP');
  await address.getByLabel('Número').fill('1000');
  await address.getByLabel('Bairro').fill('Bela Vista');
  await expect(address.getByText('Digite o número')).toHaveCount(0);
  await page.getByLabel('Forma de pagamento').selectOption({ label: 'Financiamento' });
  await page.getByLabel('Tem carro para dar na troca?').selectOption({ label: 'Sim' });
  await page.getByLabel('Mensagem (opcional)').fill('Gostaria de retirar na loja');
  await page.getByRole('button', { name: 'Enviar proposta de compra' }).click();
  await expect(page.getByText(/Recebemos seu pedido\. A concessionária vai preparar sua proposta/)).toBeVisible();

  const receipt = await receiptFor(request, email);
  expect(receipt.kind).toBe('lead');
  expect(receipt.deliveries).toBe(1);
  expect(receipt.payload).toMatchObject({
    firstName: 'Renata Alves',
    cpf: '52998224725',
    userPostalCode: '01310100',
    homeNumber: '1000',
    neighborhood: 'Bela Vista',
    productCode: mvs.code,
    msc_ano_modelo: year,
    indEmailContact: true,
  });
  expect(String(receipt.payload.street)).toContain('1000');
  expect(String(receipt.payload.description)).toContain('Forma de pagamento: Financiamento');
  expect(String(receipt.payload.description)).toContain('Tem carro para dar na troca?: Sim');
  expect(String(receipt.payload.description)).toContain('Mensagem: Gostaria de retirar na loja');
});

test('without a built car the buyer picks the model and version on the form', async ({ page, visit }) => {
  await visit('/pt-BR/jeep/purchase');
  await page.getByRole('button', { name: 'Enviar proposta de compra' }).click();
  await expect(page.getByText('Confira os campos destacados.')).toBeVisible();
  const versionSelect = page.getByLabel('Versão');
  await expect(versionSelect).toBeDisabled();
  const model = page.getByLabel('Modelo');
  const firstModel = (await model.locator('option').nth(1).innerText()).trim();
  await model.selectOption({ label: firstModel });
  await expect(versionSelect).toBeEnabled();
  await versionSelect.selectOption({ index: 1 });
  await expect(versionSelect).not.toHaveValue('');
});

test('the purchase request carries the accessory, the service and the price of the car as built', async ({
  page,
  visit,
  request,
}) => {
  test.setTimeout(90_000);
  const { path } = await sharedToroBuild(request);
  await visit(path, { skipAxe: true });
  await sharedBuildHydrated(page);

  // An accessory and a service added in the builder.
  await page.locator('.builder-stepper a[data-step="accessories"]').click();
  const accessory = page.locator('button[data-part]').first();
  const accessoryName = ((await accessory.getAttribute('aria-label')) ?? '').replace(/^Adicionar /, '');
  expect(accessoryName).not.toBe('');
  await accessory.click();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible().catch(() => false)) await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(accessory).toHaveAttribute('aria-pressed', 'true');
  await page.locator('.builder-stepper a[data-step="services"]').click();
  const service = page.locator('label:has(input[data-service])').first();
  const serviceName = (await service.locator('span').first().innerText()).trim();
  await service.locator('input').check();
  await page.locator('.builder-stepper a[data-step="resume"]').click();
  const total = (await page.getByTestId('builder-total').innerText()).trim();

  await page.getByRole('link', { name: 'Quero comprar este carro' }).click();
  await expect(page.getByText(`Seu carro montado: ${total}`)).toBeVisible();
  const email = `montado.${Date.now()}@example.com`;
  await page.getByLabel('Nome completo').fill('Renata Alves');
  await page.getByLabel('CPF', { exact: true }).fill('529.982.247-25');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Celular com DDD').fill('(11) 98765-4321');
  await chooseDealer(page, '01310-100', page.getByRole('group', { name: 'Concessionária', exact: true }));
  await page.getByLabel('Aceito receber contato por e-mail').check();
  await page.getByRole('button', { name: 'Enviar proposta de compra' }).click();
  await expect(page.getByText(/Recebemos seu pedido\. A concessionária vai preparar sua proposta/)).toBeVisible();

  const description = String((await receiptFor(request, email)).payload.description);
  expect(description).toContain(`Acessórios: ${accessoryName}`);
  expect(description).toContain(`Serviços: ${serviceName}`);
  // The same amount the builder showed, written without the currency symbol.
  const digits = total.replace(/[^\d,.]/g, '');
  expect(description).toContain(`Preço do carro montado: BRL ${digits}`);
});
