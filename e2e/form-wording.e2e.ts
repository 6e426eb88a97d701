import { accountThroughApi } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/*
 * pt-BR forms: the spec's words for empty fields, and documents, phones and dates laid out while
 * typed (digits in, masked text out).
 */

test('an empty lead form asks for the name and the mobile in the spec’s words', async ({ page, visit }) => {
  await visit('/pt-BR/fiat/lead');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Digite seu nome')).toBeVisible();
  await expect(page.getByText('Digite seu celular')).toBeVisible();
  await expect(page.getByText('Digite pelo menos um sobrenome')).toHaveCount(0);
  await expect(page.getByText('Digite um telefone válido')).toHaveCount(0);
  await expectNoAxeViolations(page, 'lead form with its messages');
});

test('CPF and mobile are masked as they are typed', async ({ page, visit }) => {
  await visit('/pt-BR/fiat/lead');
  const cpf = page.getByLabel('CPF', { exact: true });
  await cpf.pressSequentially('52998224725');
  await expect(cpf).toHaveValue('529.982.247-25');
  const phone = page.getByLabel('Celular com DDD');
  await phone.pressSequentially('11987654321');
  await expect(phone).toHaveValue('(11) 98765-4321');
  await expectNoAxeViolations(page, 'masked lead form');
});

test('the test-drive form masks the mobile and asks for it in the spec’s words', async ({ page, visit }) => {
  await visit('/pt-BR/fiat/test-drive');
  await page.getByRole('button', { name: 'Solicitar test drive' }).click();
  await expect(page.getByText('Digite seu nome')).toBeVisible();
  await expect(page.getByText('Digite seu celular')).toBeVisible();
  const phone = page.getByLabel('Celular com DDD');
  await phone.pressSequentially('21998765432');
  await expect(phone).toHaveValue('(21) 99876-5432');
});

test('CEP, CNPJ and the revision request’s CPF and mobile are masked as they are typed', async ({
  page,
  visit,
}) => {
  await visit('/pt-BR/fiat/services/book');
  const cpf = page.getByLabel(/^CPF/);
  await cpf.pressSequentially('52998224725');
  await expect(cpf).toHaveValue('529.982.247-25');
  const phone = page.getByLabel('Celular com DDD');
  await phone.pressSequentially('11987654321');
  await expect(phone).toHaveValue('(11) 98765-4321');
  const cep = page.getByRole('textbox', { name: 'CEP' });
  await cep.pressSequentially('01310100');
  await expect(cep).toHaveValue('01310-100');
  await expectNoAxeViolations(page, 'masked revision request');

  await visit('/pt-BR/fiat/rental');
  const cnpj = page.getByLabel('CNPJ');
  await cnpj.pressSequentially('11222333000181');
  await expect(cnpj).toHaveValue('11.222.333/0001-81');
  const mobile = page.getByLabel('Celular com DDD');
  await mobile.pressSequentially('21998765432');
  await expect(mobile).toHaveValue('(21) 99876-5432');
});

test('a signed-in buyer finds name and e-mail filled in on the test drive, contact and WhatsApp forms', async ({
  page,
  visit,
}) => {
  const email = `preenchido.${Date.now()}@example.com`;
  await accountThroughApi(page.request, email, 'Helena Martins');

  await visit('/pt-BR/jeep/test-drive');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Helena Martins');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);

  await visit('/pt-BR/jeep/contact');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Helena Martins');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);

  await visit('/pt-BR/jeep/whatsapp');
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Helena Martins');
  await expect(page.getByLabel('E-mail (opcional)')).toHaveValue(email);
});
