import { accountThroughApi } from './support/accounts';
import { sharedToroBuild } from './support/builds';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { BR_STATES, reserveFirstCar, stockedState } from './support/reservations';

/**
 * Saved cards: the buyer keeps cards in the account area ("Cartões"), tokenized by the gateway in
 * the browser, moves the default mark, removes one, and pays a reserved car with the saved card.
 */

test('a buyer saves two cards, makes one the default, removes the other and pays a reserved car with the saved card', async ({
  page,
  visit,
}) => {
  // The car to reserve at the end, chosen before signing in.
  const { mvs, year } = await sharedToroBuild(page.request);
  const state = await stockedState(page.request, 'fiat-br-reserva', mvs.code, year, BR_STATES);
  const email = `cartoes.${Date.now()}@example.com`;
  await accountThroughApi(page.request, email, 'Paula Lima');
  await visit('/pt-BR/fiat/account', { skipAxe: true });
  const section = page.getByRole('region', { name: 'Cartões' });
  await expect(section.getByText('Você ainda não tem cartões salvos.')).toBeVisible();

  // Only the gateway's token reaches our api: no card number in any call to it but the sandbox's.
  const toApi: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/') && !request.url().includes('/api/payments/sandbox/'))
      toApi.push(request.postData() ?? '');
  });

  const addCard = async (number: string, expiry: string) => {
    await section.getByRole('button', { name: 'Adicionar cartão' }).click();
    await section.getByLabel('Número do cartão').fill(number);
    await section.getByLabel('Nome impresso no cartão').fill('PAULA LIMA');
    await section.getByLabel('Validade (MM/AA)').fill(expiry);
    await section.getByLabel('Código de segurança').fill('123');
    await section.getByRole('button', { name: 'Salvar cartão' }).click();
  };
  await addCard('4242 4242 4242 4242', '12/35');
  const cards = section.getByTestId('saved-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Visa final 4242');
  await expect(cards.first()).toContainText('Validade 12/35');
  await expect(cards.first()).toContainText('Principal');
  await addCard('5555 5555 5555 4444', '08/33');
  await expect(cards).toHaveCount(2);
  await expectNoAxeViolations(page, 'the saved cards');

  await section.getByRole('button', { name: 'Tornar principal: Mastercard final 4444' }).click();
  await expect(cards.first()).toContainText('Mastercard final 4444');
  await expect(cards.first()).toContainText('Principal');
  await section.getByRole('button', { name: 'Remover: Visa final 4242' }).click();
  await expect(section.getByText('Remover o cartão Visa final 4242?')).toBeVisible();
  await section.getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Mastercard final 4444');
  expect(toApi.join('\n')).not.toMatch(/4242 ?4242|5555 ?5555|"cvv"|"number"/);

  // The same section in Argentine Spanish.
  await visit('/es-AR/fiat/account', { skipAxe: true });
  await expect(page.getByRole('region', { name: 'Tarjetas' }).getByTestId('saved-card')).toContainText(
    'Mastercard terminada en 4444',
  );

  // Checkout offers the saved card first.
  await visit(`/pt-BR/fiat/reservation?mvs=${mvs.code}&year=${year}&state=${state}`, { skipAxe: true });
  await reserveFirstCar(page, 'pt-BR');
  await expect(page.getByRole('heading', { level: 1, name: 'Seu pedido' })).toBeVisible();
  await expect(page.getByLabel('Cartão Mastercard final 4444')).toBeChecked();
  await expectNoAxeViolations(page, 'the order with a saved card');
  await page.getByRole('button', { name: /^Pagar R\$.* com o cartão salvo$/ }).click();
  await expect(page.getByTestId('order-status')).toContainText('Reserva confirmada');
  expect(toApi.join('\n')).not.toMatch(/4242 ?4242|5555 ?5555|"cvv"|"number"/);
});
