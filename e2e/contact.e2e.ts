import { expect, test } from './support/fixtures';

/** Contact us: what is missing is named with nothing typed lost, and a sent message is confirmed. */
test('a visitor sends a message through contact us', async ({ page, visit }) => {
  await visit('/pt-BR/jeep/contact');
  await page.getByLabel('Nome', { exact: true }).fill('Lúcia Prado');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(`contato.${Date.now()}@example.com`);
  await page.getByLabel('Motivo do contato').selectOption({ label: 'Pós-venda e revisões' });
  await page.getByLabel('Mensagem').fill('Quero saber o preço da revisão de 20 mil km do meu Compass.');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('Confira os campos destacados.')).toBeVisible();
  await expect(page.getByLabel('Mensagem')).toHaveValue(/revisão de 20 mil km/);

  await page.getByRole('checkbox', { name: 'E-mail' }).check();
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(page.getByText('SUA MENSAGEM FOI ENVIADA!')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByLabel('Mensagem')).toHaveValue('');
});
