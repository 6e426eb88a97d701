import { accountThroughApi } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * Dealer ratings by the people who just bought a car: a customer without a recent delivery is told
 * why they cannot rate yet; once the car delivered last week is in their garage, they rate a
 * dealership and their opinion shows in its list, signed with their first name and initial.
 */

/** A chassis no other run used: 17 characters, A–Z and 0–9. */
function freshChassis(): string {
  return `9BDE2E${String(Date.now()).slice(-11)}`;
}

test('a customer with a car delivered last week rates a dealership', async ({
  page,
  visit,
  request,
  playwright,
}) => {
  // Anonymous visitors are invited to sign in.
  await visit('/pt-BR/fiat/ratings');
  const dealer = page.getByRole('list', { name: 'Concessionárias' }).getByRole('listitem').first();
  const dealerName = (await dealer.getByRole('heading', { level: 2 }).innerText()).trim();
  await dealer.getByRole('button', { name: `Ver opiniões de ${dealerName}` }).click();
  await expect(page.getByRole('link', { name: 'Entre na sua conta para avaliar' })).toBeVisible();

  // Signed in, without a recent delivery: told why, and where to register the car.
  const email = `avaliacao.${Date.now()}@example.com`;
  await accountThroughApi(page.request, email, 'Bianca Teixeira');
  await visit('/pt-BR/fiat/ratings');
  await page.getByRole('button', { name: `Ver opiniões de ${dealerName}` }).click();
  await expect(
    page.getByText(/Você poderá avaliar quando tiver um veículo entregue há menos de 30 dias/),
  ).toBeVisible();

  // The dealers' sales feed reports the delivery to her account, which proves the car is hers;
  // the buyer adds it to the garage by chassis.
  const chassis = freshChassis();
  const sixDaysAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  const self = (await (await page.request.get('/api/users/self')).json()) as { id: string };
  // The feed is the dealership's system (the demo DMS), signed in with basic credentials.
  const dms = await request.post('/api/auth/v3/authentication', {
    headers: { authorization: `Basic ${Buffer.from('dms@autohub.dev:Autohub!2026').toString('base64')}` },
  });
  expect(dms.status()).toBe(200);
  const { accessToken } = (await dms.json()) as { accessToken: string };
  // The system calls with its bearer token only, without the browser's cookies.
  const feed = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const delivery = await feed.post('/api/staff/ratings/vehicle-deliveries', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { customerId: self.id, chassis, deliveryDate: sixDaysAgo },
  });
  expect(delivery.status()).toBe(204);
  await feed.dispose();
  await page.getByRole('link', { name: 'Abrir minha garagem' }).click();
  const addOwned = page.getByRole('form', { name: 'Adicionar meu carro' });
  await addOwned.getByLabel('Modelo', { exact: true }).fill('Fastback');
  await addOwned.getByLabel('Ano modelo').fill('2026');
  await addOwned.getByLabel('Chassi').fill(chassis);
  await addOwned.getByRole('button', { name: 'Adicionar meu carro' }).click();
  await expect(page.getByRole('heading', { level: 3, name: /Fastback/ })).toBeVisible();

  // Now the dealership can be rated; a missing score and forbidden characters are named.
  await visit('/pt-BR/fiat/ratings');
  await page.getByRole('button', { name: `Ver opiniões de ${dealerName}` }).click();
  const form = page.getByRole('form', { name: `Avalie ${dealerName}` });
  await form.getByLabel('Assunto').fill('Entrega em 100% no prazo');
  await form.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(form.getByText('Escolha uma nota de 1 a 5')).toBeVisible();
  await expect(form.getByText(/Não use os caracteres/)).toBeVisible();
  await form.getByLabel('5 · Muito Bom').check();
  await form.getByLabel('Assunto').fill('Entrega no prazo');
  await form.getByLabel('Comentário (opcional)').fill('Equipe atenciosa do começo ao fim.');
  await form.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(page.getByText('Obrigado pela sua avaliação!')).toBeVisible();
  const opinion = page.locator('.ratings-opinion', { hasText: 'Equipe atenciosa do começo ao fim.' });
  await expect(opinion).toContainText('5 de 5');
  await expect(opinion).toContainText('Entrega no prazo');
  await expect(opinion).toContainText('Bianca T.');
});

test('the Argentine ratings list its own dealers, with opinions in Spanish', async ({ page, visit, request }) => {
  const network = (await (
    await request.get('/api/dealers/dealer/findDealersBy?brand=fiat&countryCode=AR')
  ).json()) as { name: string }[];
  const argentine = new Set(network.map((dealer) => dealer.name));
  await visit('/es-AR/fiat/ratings');
  const dealers = page.getByRole('list', { name: 'Concesionarios' }).getByRole('listitem');
  await expect(dealers.first()).toBeVisible();
  const names = (await dealers.getByRole('heading', { level: 2 }).allInnerTexts()).map((name) => name.trim());
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(argentine.has(name)).toBe(true);
  await page.getByRole('button', { name: `Ver opiniones de ${names[0]}` }).click();
  await expect(page.getByRole('heading', { level: 3, name: `Opiniones sobre ${names[0]}` })).toBeVisible();
  await expect(page.locator('.ratings-opinion').first()).toContainText(
    /Atención|Entrega del vehículo|Test drive|Negociación|Posventa|Documentación/,
  );
});
