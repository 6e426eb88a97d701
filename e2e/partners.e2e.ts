import { RENTAL_APPROVED_PATH } from '@autohub/domain';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { PASSWORD, accountThroughApi } from './support/accounts';
import { expect, expectNoAxeViolations, staffToken, test } from './support/fixtures';

/** Companies, partner employees and club members, each on their own terms, in both markets. */

const staff = () => ({ authorization: `Bearer ${staffToken()}` });
/** The approved path after the financial analysis the desk starts by hand, up to delivery. */
const DELIVERY_PATH = RENTAL_APPROVED_PATH.slice(RENTAL_APPROVED_PATH.indexOf('FINANCIAL_ANALYSIS_APPROVED'));

async function moveByApi(request: APIRequestContext, code: string, to: string) {
  const response = await request.post(`/api/staff/rental/proposals/${code}/status`, {
    headers: staff(),
    data: { to },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function fillRentalForm(
  page: Page,
  values: { company: string; taxId: string; email: string; mobile: string },
) {
  await page.getByLabel(/Razão social|Razón social/).fill(values.company);
  await page.getByLabel(/Nome do contato|Nombre del contacto/).fill('Marina Lima');
  await page.getByLabel(/^(CNPJ|CUIT)$/).fill(values.taxId);
  await page.getByRole('radio', { name: /^(Sim|Sí)$/ }).check();
  await page.getByLabel('E-mail').fill(values.email);
  await page.getByLabel(/Celular/).fill(values.mobile);
  await page.getByLabel(/Forma de contato preferida|Forma de contacto preferida/).selectOption('WHATSAPP');
  await page.getByLabel(/Tipo de veh?[ií]culo/).selectOption('PICKUP');
  await page.getByLabel(/Quantidade de veículos|Cantidad de vehículos/).fill('12');
  await page.getByLabel(/termos de uso|términos de uso/).check();
}

test('a company requests a rental and follows its proposal to delivery; the lead desk moves it', async ({
  page,
  visit,
  request,
  browser,
}) => {
  const email = `frota.${Date.now()}@example.com`;
  await accountThroughApi(page.request, email, 'Marina Lima');
  await visit('/pt-BR/fiat/rental');
  await expect(page.getByRole('heading', { name: 'Ofertas de locação' })).toBeVisible();
  await expect(page.locator('.rental-tag').first()).toBeVisible();

  await page.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByText('Confira os campos destacados.')).toBeVisible();
  await expectNoAxeViolations(page, 'the rental form with its errors');

  await fillRentalForm(page, {
    company: 'Transportes Lima Ltda',
    taxId: '11.222.333/0001-82',
    email,
    mobile: '(11) 98765-4321',
  });
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByText('CNPJ inválido')).toBeVisible();
  await page.getByLabel('CNPJ').fill('11.222.333/0001-81');
  // The corrected number is checked as it is typed: the form is sent once its error has gone.
  await expect(page.getByText('CNPJ inválido')).toBeHidden();
  await page.getByRole('button', { name: 'Enviar solicitação' }).click();
  const sent = page.getByRole('heading', { name: /Solicitação enviada! Sua proposta é a RL-/ });
  await expect(sent).toBeVisible();
  const code = /RL-\d{6}-[A-Z0-9]{6}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  expect(code).not.toBe('');

  await page.getByRole('link', { name: 'Acompanhar minhas propostas' }).click();
  const card = page.getByRole('article', { name: `Proposta ${code}` });
  await expect(card.locator('.rental-status')).toHaveText('Proposta criada');
  await expect(card.getByRole('listitem').filter({ hasText: 'Entregue' })).toContainText('a seguir');
  await card.getByRole('button', { name: 'Itens em destaque' }).click();
  await expect(card.getByText('Manutenção preventiva inclusa')).toBeVisible();
  await expectNoAxeViolations(page, 'the rental proposals');
  // An empty profile update makes no call and says what is missing; the company check approves it.
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page.getByText('Preencha pelo menos um campo para salvar.')).toBeVisible();
  await page.getByLabel('Empresa', { exact: true }).fill('Transportes Lima');
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(page.getByText('Perfil de locação salvo.')).toBeVisible();
  await page.getByRole('textbox', { name: 'CNPJ' }).fill('11.222.333/0001-81');
  await page.getByRole('button', { name: 'Verificar empresa' }).click();
  await expect(page.getByText('Empresa liberada para locação.')).toBeVisible();

  // The lead desk (demo account with the rental role) starts the analysis from its screen.
  const desk = await browser.newContext();
  const deskPage = await desk.newPage();
  const signIn = await deskPage.request.post('/api/auth/v3/authentication', {
    data: { email: 'locacao@autohub.dev', password: 'Autohub!2026' },
  });
  expect(signIn.status()).toBe(200);
  await deskPage.goto('/pt-BR/fiat/staff/rental');
  const deskCard = deskPage.getByRole('article', { name: `Proposta ${code}` });
  await deskCard.getByRole('button', { name: 'Mover para: Análise financeira em andamento' }).click();
  await expect(deskCard.locator('.rental-status')).toHaveText('Análise financeira em andamento');
  await deskCard.getByLabel('Arquivo (PDF, PNG ou JPEG, até 2 MB)').setInputFiles({
    name: 'balanco.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF'),
  });
  await deskCard.getByLabel('Documento', { exact: true }).selectOption('BALANCE_SHEET');
  await deskCard.getByRole('button', { name: 'Anexar' }).click();
  await expect(deskPage.getByText('Documento anexado.')).toBeVisible();
  await expectNoAxeViolations(deskPage, 'the rental desk');
  await desk.close();

  for (const status of DELIVERY_PATH) await moveByApi(request, code, status);
  await page.reload();
  await expect(card.locator('.rental-status')).toHaveText('Entregue');
  await expect(card.locator('[aria-current="step"]')).toContainText('Entregue');
  await card.getByRole('button', { name: 'Detalhes' }).click();
  await expect(card.getByText('Balanço patrimonial: Recebido')).toBeVisible();
});

test('an Argentine company is reproved and sees where its proposal stopped', async ({
  page,
  visit,
  request,
}) => {
  const email = `flota.${Date.now()}@example.com`;
  await accountThroughApi(page.request, email, 'Marina Lima');
  await visit('/es-AR/fiat/rental');
  await fillRentalForm(page, {
    company: 'Logística Pampa S.A.',
    taxId: '30-71234567-1',
    email,
    mobile: '11 5555-1234',
  });
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  const sent = page.getByRole('heading', { name: /¡Pedido enviado!/ });
  await expect(sent).toBeVisible();
  const code = /RL-\d{6}-[A-Z0-9]{6}/.exec((await sent.textContent()) ?? '')?.[0] ?? '';
  await moveByApi(request, code, 'FINANCIAL_ANALYSIS_IN_PROGRESS');
  await moveByApi(request, code, 'FINANCIAL_ANALYSIS_REPROVED');
  await visit('/es-AR/fiat/rental/proposals');
  const card = page.getByRole('article', { name: `Propuesta ${code}` });
  await expect(card.locator('.rental-status')).toHaveText('Análisis financiero rechazado');
  await expect(card.locator('.rental-timeline li')).toHaveCount(3);
});

async function pickVersion(page: Page) {
  await page.getByLabel(/^Modelo$/).selectOption({ index: 1 });
  const version = page.getByLabel(/^Versão$|^Versión$/);
  await expect(version).toBeEnabled();
  await version.selectOption({ index: 1 });
}

test('an employee validates and sees the program price', async ({ page, visit }) => {
  await accountThroughApi(page.request, `ana.${Date.now()}@example.com`, 'Ana Ramos');
  await visit('/pt-BR/fiat/employee-purchase');
  await expect(page.getByText('Você ainda não validou seu vínculo.')).toBeVisible();
  // Sent empty: each field says what it needs before anything is sent, the first one focused.
  await page.getByRole('button', { name: 'Validar' }).click();
  const company = page.getByLabel('Código da empresa parceira');
  await expect(company).toHaveAccessibleDescription('Campo obrigatório');
  await expect(company).toBeFocused();
  await page.getByLabel('Código da empresa parceira').fill('ACME');
  await page.getByLabel('Matrícula do colaborador').fill('1001');
  await page.getByLabel('Seu CPF').fill('529.982.247-25');
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(page.getByText(/Vínculo validado com Acme Autopeças S\.A\.: 12% de desconto/)).toBeVisible();
  await expect(page.getByText(/Validação em dia até/)).toBeVisible();
  await pickVersion(page);
  await expect(page.getByRole('heading', { name: 'Preço do programa' })).toBeVisible();
  await expect(page.locator('.b2e-program-price')).toContainText('R$');
  await expectNoAxeViolations(page, 'the program price');
});

test('a dependent in Argentina validates through the employee and sees the program price', async ({
  page,
  visit,
}) => {
  await accountThroughApi(page.request, `sofia.${Date.now()}@example.com`, 'Sofía Pérez');
  await visit('/es-AR/fiat/employee-purchase');
  await page.getByLabel('Sos').selectOption('dependent');
  await page.getByLabel('Código de la empresa asociada').fill('TRAMA');
  await page.getByLabel('Legajo del empleado').fill('2001');
  await page.getByLabel('Tu DNI o CUIL').fill('30.123.456');
  // The holder's document is needed by a dependent, and said so in Spanish.
  await page.getByRole('button', { name: 'Validar' }).click();
  const holder = page.getByLabel('DNI o CUIL del empleado titular');
  await expect(holder).toHaveAttribute('aria-invalid', 'true');
  await expect(holder).toBeFocused();
  await page.getByLabel('DNI o CUIL del empleado titular').fill('20-12345678-6');
  await page.getByRole('button', { name: 'Validar' }).click();
  await expect(page.getByText(/Vínculo validado con Trama Logística S\.A\.: 8% de descuento/)).toBeVisible();
  await pickVersion(page);
  await expect(page.locator('.b2e-program-price')).toBeVisible();
  await expectNoAxeViolations(page, 'the Argentine program price');
});

/** A valid CPF made from nine digits (its two check digits computed). */
function cpfFrom(nine: string): string {
  const digits = nine.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, d, i) => total + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}

/** Signs an account in on a brand: a session counts on the brands of the group it was opened on. */
async function signInOn(request: APIRequestContext, email: string, brand: string) {
  const { cookies } = await request.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const session = await request.post('/api/auth/v3/authentication', {
    data: { email, password: PASSWORD, brand },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(session.status(), await session.text()).toBe(200);
}

/**
 * The companies desk, on its screen, imports a partner list holding the new employee and a row with
 * a document of the wrong market, sees that row rejected in the report, and names the approver.
 */
async function deskImportsOnScreen(
  browser: Browser,
  journey: (typeof PROGRAM_JOURNEYS)[number],
  person: { code: string; document: string; name: string; email: string },
  approverEmail: string,
) {
  const desk = await browser.newContext({ locale: journey.locale });
  const deskPage = await desk.newPage();
  const signIn = await deskPage.request.post('/api/auth/v3/authentication', {
    data: { email: 'locacao@autohub.dev', password: 'Autohub!2026', brand: journey.brand },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const texts = journey.desk;
  await deskPage.goto(`/${journey.locale}/${journey.brand}/staff/employee-program`);
  await expect(deskPage.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
  await deskPage.getByLabel(texts.company).selectOption(journey.company);
  const csv = [
    'employeeCode;document;name;email;since',
    `${person.code};${person.document};${person.name};${person.email};2017-03-01`,
    `X${person.code};${texts.wrongDocument};Otra Pessoa;otra.${person.email}`,
  ].join('\n');
  await deskPage.getByLabel(texts.file).setInputFiles({
    name: 'lista.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await deskPage.getByRole('button', { name: texts.import, exact: true }).click();
  const summary = deskPage.getByTestId('import-summary');
  await expect(summary).toHaveAttribute('role', 'status');
  await expect(summary).toContainText(texts.summary);
  const report = deskPage.getByRole('table', { name: new RegExp(texts.caption) });
  await expect(report.getByRole('row')).toHaveCount(2);
  await expect(report.getByRole('row').nth(1)).toContainText('3');
  await expect(report.getByRole('row').nth(1)).toContainText(texts.rejected);
  await expectNoAxeViolations(deskPage, 'the employee program desk');

  await deskPage.getByLabel(texts.approverEmail).fill(approverEmail);
  await deskPage.getByRole('button', { name: texts.approverSubmit }).click();
  await expect(deskPage.getByText(new RegExp(`${approverEmail.replace(/\./g, '\\.')} `))).toBeVisible();
  await desk.close();
}

const PROGRAM_JOURNEYS = [
  {
    locale: 'pt-BR',
    brand: 'fiat',
    company: 'ACME',
    labels: { company: 'Código da empresa parceira', code: 'Matrícula do colaborador', document: 'Seu CPF' },
    document: () => cpfFrom(String(100_000_000 + (Date.now() % 800_000_000)).slice(0, 9)),
    reserve: 'Reservar pelo preço do programa',
    approve: 'Aprovar',
    waiting: 'Aprovação de compra de colaborador',
    approved: 'Pré-reserva: aguardando pagamento',
    desk: {
      title: 'Programa de colaboradores: empresas parceiras',
      company: 'Empresa parceira',
      file: 'Arquivo CSV da empresa',
      import: 'Importar lista',
      summary: '2 linhas lidas, 1 incluídas, 0 atualizadas, 1 rejeitadas',
      caption: 'Linhas rejeitadas na importação de',
      wrongDocument: '20-12345678-6',
      rejected: 'Documento inválido (CPF no Brasil)',
      approverEmail: 'E-mail da conta do aprovador',
      approverSubmit: 'Nomear aprovador',
    },
    program: { list: 'Preço de tabela', discount: 'Desconto do programa de colaboradores (' },
  },
  {
    locale: 'es-AR',
    brand: 'peugeot',
    company: 'TRAMA',
    labels: {
      company: 'Código de la empresa asociada',
      code: 'Legajo del empleado',
      document: 'Tu DNI o CUIL',
    },
    document: () => String(30_000_000 + (Date.now() % 9_000_000)),
    reserve: 'Reservar al precio del programa',
    approve: 'Aprobar',
    waiting: 'Aprobación de compra de empleado',
    approved: 'Prerreserva: esperando el pago',
    desk: {
      title: 'Programa de empleados: empresas asociadas',
      company: 'Empresa asociada',
      file: 'Archivo CSV de la empresa',
      import: 'Importar lista',
      summary: '2 líneas leídas, 1 agregadas, 0 actualizadas, 1 rechazadas',
      caption: 'Líneas rechazadas en la importación de',
      wrongDocument: '529.982.247-25',
      rejected: 'Documento inválido (DNI o CUIL en la Argentina)',
      approverEmail: 'E-mail de la cuenta del aprobador',
      approverSubmit: 'Nombrar aprobador',
    },
    program: { list: 'Precio de lista', discount: 'Descuento del programa de empleados (' },
  },
] as const;

for (const journey of PROGRAM_JOURNEYS) {
  test(`${journey.locale}: an employee reserves at the program price and the company approver lets them pay`, async ({
    page,
    browser,
    visit,
  }) => {
    // Two accounts, the desk's import and two screens: a long journey on a shared machine.
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    // Names take letters only: the stamp spelled with letters keeps the buyer unique on the screen.
    const surname = stamp
      .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
      .replace(/^./, (c) => c.toUpperCase());
    const buyer = { name: `Rita ${surname}`, email: `rita.${stamp}@example.com` };
    const approverEmail = `rh.${stamp}@example.com`;
    const employee = { code: `E${stamp}`, document: journey.document(), ...buyer };
    await accountThroughApi(page.request, buyer.email, buyer.name);
    const hr = await browser.newContext({ locale: journey.locale });
    const hrPage = await hr.newPage();
    await accountThroughApi(hr.request, approverEmail, 'Helena Costa');
    await signInOn(page.request, buyer.email, journey.brand);
    await signInOn(hr.request, approverEmail, journey.brand);
    await deskImportsOnScreen(browser, journey, employee, approverEmail);

    // The employee validates, picks a car and reserves it at the program price.
    await visit(`/${journey.locale}/${journey.brand}/employee-purchase`);
    await page.getByLabel(journey.labels.company).fill(journey.company);
    await page.getByLabel(journey.labels.code).fill(employee.code);
    await page.getByLabel(journey.labels.document).fill(employee.document);
    await page.getByRole('button', { name: 'Validar' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: journey.company === 'ACME' ? 'Acme' : 'Trama' }),
    ).toBeVisible();
    await pickVersion(page);
    expect((await page.locator('.b2e-program-price').textContent()) ?? '').toMatch(/\d/);
    // Each car shows its own program price (a car of another colour costs what its colour costs):
    // the first one listed is the one reserved, at that price.
    const programPrice = (await page.getByTestId('unit-program-price').first().textContent()) ?? '';
    expect(programPrice).toMatch(/\d/);
    await page.getByRole('button', { name: journey.reserve }).first().click();
    await expect(page).toHaveURL(/\/reservation\/orders\//);
    await expect(page.getByTestId('order-status')).toContainText(journey.waiting);
    const orderUrl = page.url();

    // The partner company's approver sees it on their screen and approves it.
    await hrPage.goto(`/${journey.locale}/${journey.brand}/employee-purchase/approvals`);
    const item = hrPage.getByRole('listitem', { name: new RegExp(buyer.name) });
    await expect(item.getByTestId('approval-status')).toHaveText(journey.waiting);
    await expectNoAxeViolations(hrPage, 'the approvals screen');
    await item.getByRole('button', { name: journey.approve }).click();
    await expect(item.getByTestId('approval-status')).toHaveText(journey.approved);
    await hr.close();

    // The buyer sees the order move on, at the program price, ready to pay.
    await page.goto(orderUrl);
    await expect(page.getByTestId('order-status')).toContainText(journey.approved);
    // The order shows the list price, the program discount off it and the program price it pays.
    const prices = page.getByRole('definition');
    await expect(page.getByRole('term').filter({ hasText: journey.program.list })).toBeVisible();
    await expect(page.getByRole('term').filter({ hasText: journey.program.discount })).toBeVisible();
    await expect(page.getByTestId('program-price')).toHaveText(programPrice.trim());
    await expect(page.getByTestId('program-list-price')).toContainText(journey.locale === 'pt-BR' ? 'R$' : '$');
    await expect(prices.filter({ hasText: '−' })).toHaveCount(1);
  });
}

test('a club member joins, adds a dependent and sees the club price', async ({ page, visit }) => {
  await accountThroughApi(page.request, `rita.${Date.now()}@example.com`, 'Rita Alves');
  await visit('/pt-BR/fiat/discount-club');
  await page.getByLabel('Seu CPF').fill('111.444.777-35');
  await page.getByLabel('Renda familiar').selectOption('FROM_3_TO_6');
  await page.getByLabel('Li e aceito o regulamento do clube').check();
  await page.getByRole('button', { name: 'Participar' }).click();
  await expect(page.locator('.club-coupon')).toHaveText(/^CLUBE-/);

  await page.getByLabel('Nome completo do dependente').fill('Bia Alves');
  await page.getByLabel('CPF do dependente').fill('390.533.447-05');
  await page.getByLabel('Parentesco').selectOption('CHILD');
  await page.getByRole('button', { name: 'Adicionar dependente' }).click();
  await expect(page.getByText('Bia Alves · Filho(a) · •••705')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dependentes (1 de 4)' })).toBeVisible();

  await pickVersion(page);
  await expect(page.locator('.club-price')).toContainText('R$');
  await expect(page.getByText(/Use o cupom CLUBE-/)).toBeVisible();
  await expectNoAxeViolations(page, 'the member page');
});

test('an Argentine club member joins with a DNI and adds a dependent', async ({ page, visit }) => {
  await accountThroughApi(page.request, `lucia.${Date.now()}@example.com`, 'Lucía Gómez');
  await visit('/es-AR/fiat/discount-club');
  await page.getByLabel('Tu DNI o CUIL').fill(String(20_000_000 + (Date.now() % 9_000_000)));
  await page.getByLabel('Leí y acepto el reglamento del club').check();
  await page.getByRole('button', { name: 'Sumarme' }).click();
  await expect(page.locator('.club-coupon')).toHaveText(/^CLUB-/);
  await page.getByLabel('Nombre completo del dependiente').fill('Tomás Gómez');
  await page.getByLabel('DNI o CUIL del dependiente').fill('30.123.456');
  await page.getByLabel('Parentesco').selectOption('SIBLING');
  await page.getByRole('button', { name: 'Agregar dependiente' }).click();
  await expect(page.getByText(/Tomás Gómez · Hermano\/a/)).toBeVisible();
  await pickVersion(page);
  await expect(page.locator('.club-price')).toBeVisible();
  await expectNoAxeViolations(page, 'the Argentine member page');
});
