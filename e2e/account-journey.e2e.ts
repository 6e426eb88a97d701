import type { APIRequestContext, Download, Page } from '@playwright/test';
import { PASSWORD, accountThroughApi, mailTo } from './support/accounts';
import { sharedToroBuild } from './support/builds';
import { expect, staffToken, test } from './support/fixtures';

/**
 * A person's account from sign-up to deletion, in the browser: the confirmation link comes from the
 * sandbox mailbox (the mail port's development outlet), everything else is done on the pages.
 */

const NEW_PASSWORD = 'Nova#Senha9';

/** The path of the first link in a message, so the page opens it on the server under test. */
function linkPath(text: string): string {
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  if (!url) throw new Error(`no link in: ${text}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * Refused calls the test provokes on purpose are logged by the browser as failed resources: they must
 * be exactly the expected ones, and anything else still fails the test.
 */
function expectRefusals(consoleErrors: string[], pattern: RegExp, count: number) {
  expect(consoleErrors.filter((line) => pattern.test(line))).toHaveLength(count);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((line) => !pattern.test(line)));
}

async function signInOnPage(page: Page, email: string, password: string) {
  await page.goto('/pt-BR/fiat/auth/sign-in');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Headers of a state-changing call made with the session cookie: the XSRF token echoes its cookie. */
async function xsrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const cookies = (await request.storageState()).cookies;
  const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': xsrf };
}

test('a person holds an account from sign-up to deletion', async ({ page, visit, consoleErrors }) => {
  test.setTimeout(120_000);
  const email = `conta.${Date.now()}@example.com`;

  // Sign up: the rules are listed and a confirmation that differs is refused in the spec's words.
  await visit('/pt-BR/fiat/auth/sign-up');
  await page.getByLabel('Nome completo').fill('Joana Pereira');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Nova senha').fill(PASSWORD);
  await expect(page.getByRole('list', { name: 'Regras da senha' })).toBeVisible();
  await page.getByLabel('Confirme a senha').fill('Outra!123');
  // The notice to accept opens beside the form, which keeps what was typed.
  const [notice] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Aviso de privacidade (abre em nova aba)' }).click(),
  ]);
  await expect(notice.getByRole('heading', { level: 1 })).toBeVisible();
  await notice.close();
  await expect(page.getByLabel('Nome completo')).toHaveValue('Joana Pereira');
  await page.getByLabel('Li e aceito o aviso de privacidade').check();
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByText('As senhas digitadas não são iguais')).toBeVisible();
  await page.getByLabel('Confirme a senha').fill(PASSWORD);
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('heading', { name: 'Confira seu e-mail' })).toBeFocused();

  // Signing in before confirming is refused; the e-mailed link confirms.
  await signInOnPage(page, email, PASSWORD);
  await expect(page.getByText('Confirme seu e-mail para entrar: use o link que enviamos.')).toBeVisible();
  await visit(linkPath(await mailTo(page.request, email, 'confirm-email')));
  await expect(page.getByText('E-mail confirmado! Agora você já pode entrar.')).toBeVisible();

  // Sign in lands in the account area.
  await signInOnPage(page, email, PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Joana Pereira' })).toBeVisible();

  // The data steps: personal data, then the address filled in from the postal code.
  await page.getByRole('link', { name: 'Completar cadastro' }).click();
  await expect(page.locator(':focus')).toHaveText('Dados pessoais');
  await page.getByLabel('Como prefere ser chamado(a)').fill('Jô');
  await page.getByLabel('CPF').fill('529.982.247-25');
  await page.getByLabel('Celular').fill('(11) 98765-4321');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.locator(':focus')).toHaveText('Endereço');
  await page.getByLabel('CEP').fill('01310-100');
  await expect(page.getByLabel('Cidade')).toHaveValue('São Paulo');
  await expect(page.getByLabel('Estado')).toHaveValue('SP');
  await expect(page.getByLabel('Rua')).not.toHaveValue('');
  await page.getByLabel('Número').fill('1000');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Seus dados foram salvos com sucesso.')).toBeVisible();
  await page.getByRole('link', { name: 'Fazer depois' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Olá, Jô' })).toBeVisible();
  await expect(page.getByLabel('CEP')).toHaveValue('01310-100');

  // A car in the garage.
  await page.getByRole('link', { name: 'Abrir minha garagem' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Minha garagem' })).toBeVisible();
  const addOwned = page.getByRole('form', { name: 'Adicionar meu carro' });
  await addOwned.getByLabel('Modelo', { exact: true }).fill('Pulse');
  await addOwned.getByLabel('Ano modelo').fill('2024');
  await addOwned.getByLabel('Placa').fill('BRA2E19');
  await addOwned.getByRole('button', { name: 'Adicionar meu carro' }).click();
  await expect(page.getByRole('heading', { level: 3, name: /Pulse/ })).toBeVisible();
  await expect(page.getByText(/placa BRA2E19/)).toBeVisible();

  // Changing the password needs the current one.
  await page.getByRole('link', { name: 'Voltar para minha conta' }).click();
  const change = page.getByRole('form', { name: 'Alterar senha' });
  await change.getByLabel('Senha atual').fill('Errada!123');
  await change.getByLabel('Nova senha').fill(NEW_PASSWORD);
  await change.getByLabel('Confirme a senha').fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(change.getByText(/A senha atual não confere/)).toBeVisible();
  await change.getByLabel('Senha atual').fill(PASSWORD);
  await change.getByLabel('Nova senha').fill(NEW_PASSWORD);
  await change.getByLabel('Confirme a senha').fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada.')).toBeVisible();

  // Export: a JSON file with what we hold, the garage included.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const download = await downloading;
  const exported = JSON.stringify(JSON.parse(await readDownload(download)));
  expect(exported).toContain(email);
  expect(exported).toContain('BRA2E19');

  // Deletion asks for a confirmation, then the account is gone.
  const deletion = page.getByRole('button', { name: 'Excluir conta' });
  await page.getByLabel('Senha atual').last().fill(NEW_PASSWORD);
  await deletion.click();
  await expect(page.getByText('Confirme que deseja excluir a conta.')).toBeVisible();
  await page.getByLabel('Entendo que a exclusão não pode ser desfeita').check();
  await deletion.click();
  await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  await signInOnPage(page, email, NEW_PASSWORD);
  await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
  // Refused on purpose: sign-in before confirming (403), the wrong current password (400), the
  // deletion without confirmation never reaches the api, the sign-in after deletion (401).
  expectRefusals(consoleErrors, /status of 40[013]/, 3);
});

async function readDownload(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

test('repeated wrong passwords are slowed down', async ({ page, request, consoleErrors }) => {
  const email = `lenta.${Date.now()}@example.com`;
  await accountThroughApi(request, email);
  for (let attempt = 1; attempt <= 3; attempt++) {
    await signInOnPage(page, email, `Errada!${attempt}23`);
    await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
  }
  // Even the right password waits out the pause.
  await signInOnPage(page, email, PASSWORD);
  await expect(page.locator('.auth-alert')).toContainText('Muitas tentativas com senha errada.');
  expectRefusals(consoleErrors, /status of 401/, 3);
  expectRefusals(consoleErrors, /status of 429/, 1);
});

test('a customer cannot reach another customer garage, nor a staff route', async ({
  playwright,
  baseURL,
}) => {
  const ana = await playwright.request.newContext({ baseURL });
  const bruno = await playwright.request.newContext({ baseURL });
  try {
    await accountThroughApi(ana, `ana.${Date.now()}@example.com`);
    await accountThroughApi(bruno, `bruno.${Date.now()}@example.com`);
    const added = await ana.post('/api/garage/owned', {
      headers: await xsrfHeaders(ana),
      data: { brand: 'fiat', model: 'Argo', modelYear: 2023, plate: 'ABC1D23' },
    });
    expect(added.status(), await added.text()).toBeLessThan(300);
    const anaCar = ((await (await ana.get('/api/garage/owned')).json()) as { cars: { id: string }[] })
      .cars[0];
    expect(anaCar).toBeDefined();
    const anaId = ((await (await ana.get('/api/users/self')).json()) as { id: string }).id;

    // Bruno's own garage does not show Ana's car, and he can neither remove it nor read hers.
    const brunoCars = (await (await bruno.get('/api/garage/owned')).json()) as { cars: unknown[] };
    expect(brunoCars.cars).toEqual([]);
    const removal = await bruno.delete(`/api/garage/owned/car/${anaCar!.id}`, {
      headers: await xsrfHeaders(bruno),
    });
    expect(removal.status()).toBe(404);
    // Someone else's records answer as if they did not exist.
    const staffRead = await bruno.get(`/api/staff/users/${anaId}/garage`);
    expect(staffRead.status()).toBe(404);
    expect(await staffRead.text()).not.toContain('ABC1D23');
    expect((await ana.get('/api/garage/owned')).ok()).toBe(true);

    // A staff route refuses a customer; the staff token opens it.
    const settingsChange = await bruno.patch('/api/staff/settings/fiat/pt-BR', {
      headers: await xsrfHeaders(bruno),
      data: { chatBotEnabled: true },
    });
    expect([401, 403]).toContain(settingsChange.status());
    const asStaff = await bruno.get(`/api/staff/users/${anaId}/garage`, {
      headers: { authorization: `Bearer ${staffToken()}` },
    });
    expect(asStaff.status()).toBe(200);
  } finally {
    await ana.dispose();
    await bruno.dispose();
  }
});

test('a car built in the configurator lands in the garage of a signed-in buyer', async ({ page, visit }) => {
  // A finished build of the Fiat Toro, shared through the api (the link opens its resume step).
  const { path, mvs } = await sharedToroBuild(page.request);

  await accountThroughApi(page.request, `montou.${Date.now()}@example.com`);
  await visit('/pt-BR/fiat/garage');
  const built = page.getByRole('region', { name: 'Carros que montei' });
  await expect(built.getByText('Os carros que você montar no configurador aparecem aqui.')).toBeVisible();

  // The resume records the build in the background; the buyer leaves once it is kept.
  const recorded = page.waitForResponse(
    (response) => response.url().includes('/api/garage/visited') && response.request().method() === 'POST',
  );
  await visit(path, { skipAxe: true });
  await expect(page.locator('.builder-stepper a[data-step="resume"]')).toHaveAttribute(
    'aria-current',
    'step',
  );
  expect((await recorded).ok()).toBe(true);
  await visit('/pt-BR/fiat/garage');
  await expect(built.getByRole('heading', { level: 3, name: new RegExp(mvs.modelName) })).toBeVisible();
});
