import type { Page } from '@playwright/test';
import { accountThroughApi, mailTo } from './support/accounts';
import { sharedToroBuild } from './support/builds';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { BR_STATES, reserveFirstCar, stockedState } from './support/reservations';

/**
 * Online reservation in both markets: the builder's resume leads to the showcase of the cars the
 * dealers hold; the buyer signs in, reserves one car, pays (a refused card with the spec's message,
 * then an approved one; Pix paid in the sandbox bank), follows the timeline, gives the welcome-kit
 * address and cancels within the right of withdrawal.
 */

/** A Brazilian buyer signed in through the api reserves a stocked Toro and lands on the order. */
async function openOrder(page: Page, label: string, name: string): Promise<void> {
  const { mvs, year } = await sharedToroBuild(page.request);
  const state = await stockedState(page.request, 'fiat-br-reserva', mvs.code, year, BR_STATES);
  await accountThroughApi(page.request, `${label}.${Date.now()}@example.com`, name);
  await page.goto(`/pt-BR/fiat/reservation?mvs=${mvs.code}&year=${year}&state=${state}`);
  await reserveFirstCar(page, 'pt-BR');
}

test('a buyer reserves the car a dealer holds, a refused card is explained, a good one reserves it, and a withdrawal refunds it', async ({
  page,
  visit,
  consoleErrors,
}) => {
  const { path, mvs, year } = await sharedToroBuild(page.request);
  const state = await stockedState(page.request, 'fiat-br-reserva', mvs.code, year, BR_STATES);

  // From the builder's resume to the showcase of this version.
  await visit(path, { skipAxe: true });
  const reserveLink = page.getByRole('link', { name: 'Reservar online' });
  await expect(reserveLink).toBeVisible();
  await visit(`/pt-BR/fiat/reservation?mvs=${mvs.code}&year=${year}&state=${state}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Carros disponíveis para reserva' }),
  ).toBeVisible();
  await expect(page.getByTestId('reservation-unit').first()).toContainText('Você paga agora: R$');

  // Register step: the chosen car stays in the address while the buyer signs in.
  await page
    .getByTestId('reservation-unit')
    .first()
    .getByRole('button', { name: /Reservar este carro/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Entre para reservar' })).toBeVisible();
  const email = `reserva.${Date.now()}@example.com`;
  await accountThroughApi(page.request, email, 'Renata Alves');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Confirme sua reserva' })).toBeVisible();
  await page.getByRole('button', { name: 'Reservar', exact: true }).click();
  await expect(page.getByText('Aceite os termos para reservar.')).toBeVisible();
  await page.getByLabel(/Li e aceito os termos da reserva online/).check();
  await expectNoAxeViolations(page, 'the reservation step');
  await page.getByRole('button', { name: 'Reservar', exact: true }).click();

  // The order: countdown and payment.
  await expect(page.getByRole('heading', { level: 1, name: 'Seu pedido' })).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/Tempo restante para pagar: (19|20):\d\d/);
  await expect(page.getByTestId('order-status')).toContainText('Pré-reserva: aguardando pagamento');
  await expectNoAxeViolations(page, 'the order awaiting payment');
  // The e-mail that confirms the car is held: the car, what to pay until when, this order's page.
  const orderPath = new URL(page.url()).pathname;
  const held = await mailTo(page.request, email, 'order-reserved');
  expect(held).toContain('Olá, Renata!');
  expect(held).toMatch(/pague R\$\s[\d.]+,\d{2} até \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
  expect(held).toContain(orderPath);

  const pay = async (number: string) => {
    await page.getByLabel('Número do cartão').fill(number);
    await page.getByLabel('Nome impresso no cartão').fill('RENATA ALVES');
    await page.getByLabel('Validade (MM/AA)').fill('12/35');
    await page.getByLabel('Código de segurança').fill('123');
    await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  };
  // Only the token reaches the reservation api: no card number in any call to it.
  const toApi: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/reservations/')) toApi.push(request.postData() ?? '');
  });
  await pay('4000 0000 0000 0002');
  await expect(
    page.getByText('TIVEMOS UM PROBLEMA NO PAGAMENTO. Verifique seus dados, por favor.'),
  ).toBeVisible();
  // The refusal is the api's 422, which the browser also notes in its console: exactly that one.
  expect(consoleErrors.filter((line) => /status of 422/.test(line))).toHaveLength(1);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((line) => !/status of 422/.test(line)),
  );
  await pay('4242 4242 4242 4242');
  await expect(page.getByTestId('order-status')).toContainText('Reserva confirmada');
  expect(toApi.join('\n')).not.toMatch(/4242 ?4242|4000 ?0000|"cvv"/);
  // And the e-mail that confirms the payment, without a digit of the card.
  const paid = await mailTo(page.request, email, 'order-paid');
  expect(paid).toMatch(/Recebemos seu pagamento de R\$\s[\d.]+,\d{2}/);
  expect(paid).toContain(orderPath);
  expect(paid).not.toContain('4242');
  await expect(page.getByTestId('order-history')).toContainText('Reserva confirmada');
  await expect(page.getByRole('timer')).toHaveCount(0);

  // Welcome kit: a wrong CEP is named beside its field, focused; a good address is kept.
  await page.getByLabel('Nome de quem recebe').fill('Renata Alves');
  await page.getByLabel('CEP').fill('123');
  await page.getByLabel('Rua').fill('Avenida Paulista');
  await page.getByLabel('Número', { exact: true }).fill('1000');
  await page.getByLabel('Bairro').fill('Bela Vista');
  await page.getByLabel('Cidade').fill('São Paulo');
  await page.getByLabel('Estado').fill('SP');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByLabel('CEP')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('CEP')).toBeFocused();
  // The form names the CEP before anything is sent: no refused call.
  expect(consoleErrors.filter((line) => /status of 400/.test(line))).toHaveLength(0);
  await page.getByLabel('CEP').fill('01310-100');
  await page.getByRole('button', { name: 'Salvar endereço' }).click();
  await expect(page.getByText('Endereço salvo: Avenida Paulista, 1000 — São Paulo.')).toBeVisible();
  await expectNoAxeViolations(page, 'the paid order with its welcome kit');

  // Cancel within the seven days: the fee comes back.
  await page.getByRole('button', { name: 'Cancelar pedido' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar pedido' });
  await expect(dialog).toContainText('prazo de arrependimento: tudo o que pagou será devolvido');
  await dialog.getByLabel('Motivo (opcional)').fill('Mudei de ideia');
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByText(/Pedido cancelado\. Estorno de R\$/)).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText('Cancelado');
});

test('Pix: the QR code and copy-paste code, paid in the sandbox bank, reserve the car', async ({ page }) => {
  await openOrder(page, 'pix', 'Paulo Lima');
  await page.getByRole('radio', { name: 'Pix' }).check();
  await page.getByRole('button', { name: 'Gerar código Pix' }).click();
  await expect(page.getByRole('img', { name: /QR Code Pix para pagar R\$/ })).toBeVisible();
  await expect(page.getByTestId('pix-code')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);
  await expectNoAxeViolations(page, 'the Pix code');
  await page.getByRole('button', { name: 'Pagar no banco de testes' }).click();
  await expect(page.getByTestId('order-status')).toContainText('Reserva confirmada');

  // The account lists the order with its status and a way back to it.
  await page.goto('/pt-BR/fiat/account');
  const order = page.getByTestId('account-order');
  await expect(order).toHaveCount(1);
  await expect(order).toContainText('Reserva confirmada');
  await order.getByRole('link').click();
  await expect(page.getByTestId('order-status')).toContainText('Reserva confirmada');
});

test('Argentina: no Pix nor boleto; the card reserves the car in pesos, in Spanish', async ({
  page,
  visit,
}) => {
  const mvsCode = '359D3M1';
  const year = 2027;
  const state = await stockedState(page.request, 'fiat-ar-reserva', mvsCode, year, [
    'A',
    'B',
    'C',
    'X',
    'S',
    'M',
  ]);
  const email = `reserva.ar.${Date.now()}@example.com`;
  await accountThroughApi(page.request, email, 'Lucía Fernández');
  await visit(`/es-AR/fiat/reservation?mvs=${mvsCode}&year=${year}&state=${state}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Autos disponibles para reservar' }),
  ).toBeVisible();
  await reserveFirstCar(page, 'es-AR');
  await expect(page.getByRole('heading', { level: 1, name: 'Tu pedido' })).toBeVisible();
  const methods = page.getByRole('group', { name: 'Medio de pago' });
  await expect(methods.getByRole('radio')).toHaveCount(4);
  await expect(methods.getByRole('radio', { name: 'Pix' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the Argentine order');
  await page.getByLabel('Número de la tarjeta').fill('4242 4242 4242 4242');
  await page.getByLabel('Nombre impreso en la tarjeta').fill('LUCIA FERNANDEZ');
  await page.getByLabel('Vencimiento (MM/AA)').fill('12/35');
  await page.getByLabel('Código de seguridad').fill('123');
  await page.getByRole('button', { name: /^Pagar \$/ }).click();
  await expect(page.getByTestId('order-status')).toContainText('Reserva confirmada');
  await expect(page.getByText(/Podés arrepentirte de la compra hasta el/)).toBeVisible();
  // Both confirmations in Spanish, in pesos, linking to the order on the Argentine page.
  const held = await mailTo(page.request, email, 'order-reserved');
  expect(held).toContain('Hola, Lucía:');
  expect(held).toMatch(/pagá \$\s?[\d.]+,\d{2} hasta el \d{2}\/\d{2}\/\d{4} a las \d{2}:\d{2}/);
  expect(held).toContain(new URL(page.url()).pathname);
  expect(await mailTo(page.request, email, 'order-paid')).toMatch(/Recibimos tu pago de \$\s?[\d.]+,\d{2}/);
});

test('boleto: documents first, then the typed line; the bank settles it and the car is reserved', async ({
  page,
  consoleErrors,
  request: bank,
}) => {
  await openOrder(page, 'boleto', 'Bruna Costa');
  await page.getByRole('radio', { name: 'Boleto' }).check();
  await page.getByRole('button', { name: 'Gerar boleto' }).click();
  await expect(page.getByTestId('order-status')).toContainText('Boleto escolhido: envie seus documentos');

  const pdf = { mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF') };
  // A file that is not what its name says is refused, in the buyer's language.
  await page.getByLabel('Tipo de documento').selectOption('CNH');
  await page
    .getByLabel('Arquivo')
    .setInputFiles({ name: 'cnh.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ') });
  await page.getByRole('button', { name: 'Enviar documento' }).click();
  await expect(page.getByText('Envie o documento em PDF, JPEG ou PNG.')).toBeVisible();
  expect(consoleErrors.filter((line) => /status of 415/.test(line))).toHaveLength(1);
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((line) => !/status of 415/.test(line)),
  );
  await page.getByLabel('Arquivo').setInputFiles({ name: 'cnh.pdf', ...pdf });
  await page.getByRole('button', { name: 'Enviar documento' }).click();
  await expect(page.getByText('Enviados: CNH.')).toBeVisible();
  await page.getByLabel('Tipo de documento').selectOption('PROOF_OF_ADDRESS');
  await page.getByLabel('Arquivo').setInputFiles({ name: 'conta.pdf', ...pdf });
  await page.getByRole('button', { name: 'Enviar documento' }).click();
  await expect(page.getByTestId('order-status')).toContainText('Documentos enviados');
  await page.getByRole('button', { name: 'Gerar boleto' }).click();
  await expect(page.getByTestId('boleto-line')).toHaveText(
    /^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/,
  );
  await expectNoAxeViolations(page, 'the boleto');

  // The buyer pays at the bank; the sandbox clock moves past the compensation.
  const orderId = page.url().split('/').pop()!;
  const order = (await (await page.request.get(`/api/reservations/${orderId}`)).json()) as {
    payments: { id: string }[];
  };
  // The sandbox bank is not the buyer's browser: it calls without the buyer's cookies.
  const paid = await bank.post(`/api/payments/sandbox/boleto/${order.payments[0]!.id}/pay`);
  expect(paid.status(), await paid.text()).toBe(200);
  await bank.post('/api/payments/sandbox/clock', { data: { advanceMs: 4 * 24 * 3_600_000 } });
  await expect(page.getByTestId('order-status')).toContainText('Reserva confirmada', { timeout: 15_000 });
});
