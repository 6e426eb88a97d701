import { followSignInPrompt } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * Recall search: an owner finds the pending campaigns of a car by plate and downloads the voucher;
 * a car outside every range is clear; a bad query is named in the spec's words.
 */
test('an owner looks up recalls by plate and downloads the voucher', async ({ page, visit }) => {
  await visit('/pt-BR/fiat/recalls');
  await expect(page.getByRole('heading', { level: 2, name: 'Campanhas de recall Fiat' })).toBeVisible();
  const field = page.getByLabel('Placa ou chassi');
  await field.fill('ABC12');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText('Placa ou chassi inválido')).toBeVisible();

  await field.fill('RCL-1A23');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pulse Audace 2026' })).toBeVisible();
  await expect(page.getByText('2 recalls pendentes para este veículo.')).toBeVisible();
  await expect(page.getByText('***********123456')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar comprovante FI-2026-014 (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('recall-FI-2026-014.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');

  // By chassis, a car outside every campaign's range.
  await field.fill('9BD363A1SPY190000');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText('Nenhum recall para este veículo.')).toBeVisible();
});

test('a campaign already done shows when it was done, in Spanish too', async ({ page, visit }) => {
  await visit('/pt-BR/fiat/recalls');
  await page.getByLabel('Placa ou chassi').fill('RCL2B34');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText(/Realizado em 12\/01\/2026/)).toBeVisible();
  await expect(page.getByRole('link', { name: /Baixar comprovante/ })).toHaveCount(0);

  await visit('/es-AR/peugeot/recalls');
  await expect(
    page.getByRole('heading', { level: 3, name: '208 — cinturón de seguridad trasero' }),
  ).toBeVisible();
  await page.getByLabel('Patente o chasis').fill('XX');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText('Patente o chasis inválido')).toBeVisible();
});

test('the dealer mechanic records the recall work and the owner sees it done', async ({ page, visit }) => {
  const chassis = '9BD363A1SPY130777';
  await visit('/pt-BR/fiat/dealer/recalls');
  await followSignInPrompt(page, 'Entre com a conta da oficina para registrar reparos.');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('oficina@autohub.dev');
  await page.getByLabel('Senha', { exact: true }).fill('Autohub!2026');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recall na oficina' })).toBeVisible();
  await expect(page.getByLabel('Concessionária')).not.toHaveValue('');

  await page.getByLabel('Chassi').fill(chassis);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await page.getByRole('button', { name: 'Registrar reparo FI-2026-014' }).click();
  await expect(page.getByText('Reparo FI-2026-014 registrado.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar reparo FI-2026-014' })).toHaveCount(0);

  await visit('/pt-BR/fiat/recalls');
  await page.getByLabel('Placa ou chassi').fill(chassis);
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByText('1 recall pendente para este veículo.')).toBeVisible();
  await expect(page.getByText(/Realizado em/)).toBeVisible();
});
