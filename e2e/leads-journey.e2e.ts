import type { APIRequestContext, Page } from '@playwright/test';
import { accountThroughApi, followSignInPrompt } from './support/accounts';
import {
  DEMO_SELLER,
  chooseDealer,
  chooseDealerNamed,
  demoSellerDealer,
  receiptFor,
  staff,
} from './support/leads';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/**
 * On the way to the dealer: person and company leads that reach the sandbox CRM with the payload the
 * spec defines, a test drive from request to rating, and a WhatsApp conversation started against the
 * sandbox messaging API (retry path and failure included).
 */

/** The first version of the Fiat Toro, as the builder's resume step hands it to the lead page. */
async function builtCar(request: APIRequestContext) {
  const detail = (await (
    await request.get('/api/catalogue/model/latest?brand=fiat&country=BR&modelCode=226')
  ).json()) as {
    year: number;
    versions: { mvs: { code: string; modelName: string; versionName: string } }[];
  };
  const version = detail.versions[0]!;
  return { ...version.mvs, year: detail.year };
}

/** Sends the lead form and waits for the thanks popup. */
async function sendAndSeeThanks(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText('Recebemos seu contato. A concessionária vai falar com você em breve.'),
  ).toBeVisible();
}

function isoDay(daysAhead: number): string {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  return day.toISOString().slice(0, 10);
}

test.describe('leads to the CRM', () => {
  test('a person lead from a built car reaches the CRM with the spec payload', async ({
    page,
    visit,
    request,
  }) => {
    const car = await builtCar(request);
    const email = `pessoa.${Date.now()}@example.com`;
    await visit(
      `/pt-BR/fiat/lead?model=226&modelName=${encodeURIComponent(car.modelName)}&version=${encodeURIComponent(
        car.versionName,
      )}&mvs=${car.code}&year=${car.year}`,
    );
    await expect(page.getByText(`Interesse: ${car.modelName} ${car.versionName}`)).toBeVisible();

    // Submitting empty shows what is missing and sends nothing.
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Confira os campos destacados.')).toBeVisible();

    await page.getByLabel('Nome', { exact: true }).fill('Rafael Lima');
    await page.getByLabel('CPF', { exact: true }).fill('529.982.247-25');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Celular com DDD').fill('(11) 98765-4321');
    const dealerName = await chooseDealer(page, '01310-100');
    await expect(page.getByText(`Concessionária escolhida: ${dealerName}`).first()).toBeVisible();
    await page.getByLabel('Aceito receber contato por SMS e telefone').check();
    await page.getByLabel('Aceito receber contato por e-mail').check();
    await sendAndSeeThanks(page);

    const receipt = await receiptFor(request, email);
    expect(receipt.kind).toBe('lead');
    expect(receipt.deliveries).toBe(1);
    expect(receipt.payload).toMatchObject({
      firstName: 'Rafael Lima',
      email,
      cpf: '52998224725',
      form: 'Proposal',
      indSmsContact: true,
      indPhoneContact: true,
      indEmailContact: true,
      indWhatsappContact: false,
    });
    expect(String(receipt.payload.dealersCode ?? '')).not.toBe('');
    expect(receipt.payload.phone).toMatch(/11987654321/);
  });

  test('the form is pre-filled for a signed-in buyer', async ({ page, visit }) => {
    const email = `cliente.${Date.now()}@example.com`;
    await accountThroughApi(page.request, email, 'Helena Martins');
    await visit('/pt-BR/fiat/lead');
    await expect(page.getByLabel('Nome', { exact: true })).toHaveValue('Helena Martins');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
    await page.getByRole('radio', { name: 'Empresa' }).check();
    await expect(page.getByLabel('Nome do contato')).toHaveValue('Helena Martins');
  });

  test('in company CPF/CNPJ mode the document field takes the CNPJ kept in the account', async ({
    page,
    visit,
    request,
  }) => {
    const email = `empresa.${Date.now()}@example.com`;
    await accountThroughApi(page.request, email, 'Otávio Ramos');

    // The buyer keeps the company's CNPJ in the account; a wrong one is named, nothing is lost.
    await visit('/pt-BR/ram/account');
    const personal = page.getByRole('region', { name: 'Dados pessoais' });
    await personal.getByLabel('CPF', { exact: true }).fill('529.982.247-25');
    await personal.getByLabel('Celular').fill('(11) 98765-4321');
    await personal.getByLabel('CNPJ da sua empresa (opcional)').fill('11.222.333/0001-80');
    await personal.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(personal.getByText('CNPJ inválido')).toBeVisible();
    await expect(personal.getByLabel('Celular')).toHaveValue('(11) 98765-4321');
    // Cleared first, as a person selects before typing: a masked field may keep the old digits.
    await personal.getByLabel('CNPJ da sua empresa (opcional)').clear();
    await personal.getByLabel('CNPJ da sua empresa (opcional)').fill('11.222.333/0001-81');
    await personal.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Dados salvos.')).toBeVisible();

    // Ram's Brazilian lead form runs the mode: the field asks for a CPF or a CNPJ and offers the
    // company's CNPJ.
    await visit('/pt-BR/ram/lead');
    const document = page.getByLabel('CPF ou CNPJ', { exact: true });
    await expect(document).toHaveValue('11.222.333/0001-81');
    await document.fill('11.222.333/0001-82');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('CPF/CNPJ inválido')).toBeVisible();

    await document.fill('11.222.333/0001-81');
    await chooseDealer(page, '01310-100');
    await page.getByLabel('Aceito receber contato por e-mail').check();
    await sendAndSeeThanks(page);
    const receipt = await receiptFor(request, email);
    expect(receipt.payload).toMatchObject({ firstName: 'Otávio Ramos', cpf: '11222333000181', brandId: 55 });

    // Elsewhere the field stays a CPF field.
    await visit('/pt-BR/jeep/lead');
    await expect(page.getByLabel('CPF', { exact: true })).toHaveValue('529.982.247-25');
    await expect(page.getByLabel('CPF ou CNPJ', { exact: true })).toHaveCount(0);
  });

  test('a company lead reaches the CRM with the legal-person payload', async ({ page, visit, request }) => {
    const email = `frota.${Date.now()}@example.com`;
    await visit('/pt-BR/jeep/lead');
    await page.getByRole('radio', { name: 'Empresa' }).check();
    await page.getByLabel('Razão social').fill('Transportes Horizonte Ltda');
    await page.getByLabel('CNPJ', { exact: true }).fill('11.222.333/0001-81');
    await page.getByLabel('Nome do contato').fill('Paula Mendes');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Celular com DDD').fill('(21) 99876-5432');
    await page.getByLabel('Tamanho da frota').fill('12');
    await page.getByLabel('O CNPJ tem mais de dois anos').check();
    await page.getByLabel('Aceito receber contato por WhatsApp').check();
    await sendAndSeeThanks(page);

    const receipt = await receiptFor(request, email);
    expect(receipt.payload).toMatchObject({
      corporateName: 'Transportes Horizonte Ltda',
      contactName: 'Paula Mendes',
      email,
      cnpj: '11222333000181',
      hasTwoYearCnpj: true,
      indWhatsappContact: true,
      indSmsContact: false,
      indPhoneContact: false,
    });
    expect(Number(receipt.payload.totalVehicles)).toBe(12);
    expect(receipt.payload).not.toHaveProperty('cpf');
  });
});

test('a test drive goes from request to the buyer rating it', async ({ page, visit, request, baseURL }) => {
  test.setTimeout(90_000);
  const sellerDealer = await demoSellerDealer(baseURL!);
  await visit('/pt-BR/fiat/test-drive');
  await page.getByLabel('Modelo', { exact: true }).selectOption({ index: 1 });
  await chooseDealerNamed(page, '01310-100', sellerDealer.name);
  await page.getByLabel('Data', { exact: true }).fill(isoDay(3));
  await page.getByRole('radio', { name: 'Manhã' }).check();
  await page.getByLabel('Horário').fill('10:30');
  await page.getByLabel('Nome', { exact: true }).fill('Beatriz Rocha');
  await page.getByLabel('E-mail', { exact: true }).fill(`td.${Date.now()}@example.com`);
  await page.getByLabel('Celular com DDD').fill('(11) 97654-3210');
  await page.getByRole('button', { name: 'Solicitar test drive' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Seu test drive' })).toBeVisible();
  await expect(page.getByText('Aguardando a concessionária')).toBeVisible();
  const url = new URL(page.url());

  // The dealer's seller signs in to the desk, confirms, then marks it done.
  await visit('/pt-BR/fiat/dealer/test-drives');
  await followSignInPrompt(page, 'Entre com a conta da concessionária para ver os pedidos.');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO_SELLER.email);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_SELLER.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page.getByText(`Pedidos de test drive de: ${sellerDealer.name}`)).toBeVisible();
  const request1 = page.getByRole('listitem').filter({ hasText: 'Beatriz Rocha' }).first();
  await request1.getByRole('button', { name: 'Confirmar' }).click();
  await expect(request1.getByText('Confirmado')).toBeVisible();

  // Four days later (the sandbox clock of the test-drive module), the drive has happened.
  const clock = (offsetMs: number) =>
    request.put('/api/staff/sandbox/clock', { headers: staff(), data: { offsetMs } });
  expect((await clock(4 * 86_400_000)).ok()).toBe(true);
  try {
    await request1.getByRole('button', { name: 'Marcar como realizado' }).click();
    await expect(request1.getByText('Realizado')).toBeVisible();

    // The buyer rates it from the page of the booking.
    await visit(`${url.pathname}${url.search}`);
    await expect(page.getByText('Realizado')).toBeVisible();
    await page.getByRole('radio', { name: '4 · Bom' }).check();
    await page.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(page.getByText('Sua avaliação: Bom')).toBeVisible();
  } finally {
    await clock(0);
  }
});

test.describe('WhatsApp conversation', () => {
  // The bot's window opens on wa.me: answered here, so no test reaches the internet.
  test.beforeEach(async ({ context }) => {
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>bot</title>' }),
    );
  });

  test('retries the number check once and opens the bot in a new window', async ({ page, visit }) => {
    const checks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/messaging/Phone/valid')) checks.push(r.postData() ?? '');
    });
    await visit('/pt-BR/fiat/whatsapp');
    await page.getByLabel('Nome', { exact: true }).fill('Diego Alves');
    // Numbers ending 9998: the sandbox check answers "unsuccessful" once, then succeeds.
    await page.getByLabel('Celular com DDD (WhatsApp)').fill('(11) 98888-9998');
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Iniciar conversa no WhatsApp' }).click();
    const bot = await popup;
    expect(bot.url()).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    await expect(page.getByText('Conversa aberta em uma nova janela.')).toBeVisible();
    expect(checks).toHaveLength(2);
    // Digits only, prefixed with 0.
    expect(JSON.parse(checks[0]!)).toMatchObject({ phoneNumber: '011988889998' });
  });

  test('from a dealer card, a test-drive intent carries the version, the dealer and the day to the bot', async ({
    page,
    visit,
  }) => {
    // The model page offers the conversation about its model.
    await visit('/pt-BR/fiat/builder/363', { skipAxe: true });
    await page.getByRole('link', { name: /^Conversar pelo WhatsApp sobre o / }).click();
    await expect(page.getByLabel('Modelo de interesse')).toHaveValue('363');

    await visit('/pt-BR/fiat/dealers');
    await page.getByRole('textbox', { name: 'CEP' }).fill('01310-100');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const entry = page.getByRole('link', { name: /^Conversar pelo WhatsApp com / }).first();
    const dealerName = ((await entry.innerText()).split(' com ')[1] ?? '').trim();
    await entry.click();
    await expect(page.getByRole('radio', { name: 'Agendar um test drive' })).toBeChecked();
    await page.getByLabel('Modelo de interesse').selectOption('363');
    const version = page.getByLabel('Versão', { exact: true });
    await expect(version.locator('option')).not.toHaveCount(1);
    await version.selectOption({ index: 1 });
    const versionName = (await version.locator('option:checked').innerText()).trim();
    const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Dia do test drive').fill(day);
    await page.getByLabel('Nome', { exact: true }).fill('Diego Alves');
    await page.getByLabel('Celular com DDD (WhatsApp)').fill('(11) 98888-7777');
    await expectNoAxeViolations(page, 'WhatsApp test-drive intent');
    const sent = page.waitForRequest((r) => /\/api\/messaging\/fiat\/Lead\/send$/.test(r.url()));
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Iniciar conversa no WhatsApp' }).click();
    const lead = JSON.parse((await sent).postData() ?? '{}') as Record<string, unknown>;
    await popup;
    expect(dealerName).not.toBe('');
    expect(lead.version).toBe(versionName);
    expect(String(lead.dealer ?? '')).not.toBe('');
    expect(lead.scheduleDate).toBe(day);
  });

  test('says so when the bot refuses the lead', async ({ page, visit }) => {
    await visit('/pt-BR/fiat/whatsapp');
    await page.getByLabel('Nome', { exact: true }).fill('Diego Alves');
    // Numbers ending 1111: the sandbox bot answers success false.
    await page.getByLabel('Celular com DDD (WhatsApp)').fill('(11) 98888-1111');
    await page.getByRole('button', { name: 'Iniciar conversa no WhatsApp' }).click();
    await expect(page.getByText('Falha ao iniciar conversa no WhatsApp')).toBeVisible();
  });
});
