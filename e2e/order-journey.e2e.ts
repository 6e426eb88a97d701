import { ORDER_DELIVERY_PATH } from '@autohub/domain';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { accountThroughApi } from './support/accounts';
import { expect, expectNoAxeViolations, test } from './support/fixtures';

/**
 * The order after the reservation, in both markets: a Pix not paid in time ends the order as
 * expired and offers to build again (Brazil only: Argentina has no Pix); the dealer's desk moves an
 * order paid at the dealer to delivery while the buyer's timeline shows every step in the page's
 * language; financing and both kinds of consortium are chosen on the order page and the desk
 * confirms the payment.
 */

type Status =
  | 'PRE_RESERVE'
  | 'DEALER_PAYMENT'
  | 'FINANCING_PAYMENT'
  | 'EXT_CONSORTIUM_PAYMENT'
  | 'FIAT_CONSORTIUM_PAYMENT'
  | 'PAID'
  | (typeof ORDER_DELIVERY_PATH)[number]
  | 'CANCELLED';

interface Journey {
  locale: 'pt-BR' | 'es-AR';
  country: 'BR' | 'AR';
  campaignId: string;
  seller: string;
  buyer: string;
  texts: {
    confirmTitle: string;
    terms: RegExp;
    orderTitle: string;
    statusPrefix: string;
    methods: { dealer: string; financing: string; consortium: string };
    offline: { dealer: string; financing: string; consortiumBrand: string; consortiumExternal: string };
    deskTitle: string;
    next: string;
    move: string;
  };
  labels: Record<Status, string>;
}

const DEMO_PASSWORD = 'Autohub!2026';

const JOURNEYS: Journey[] = [
  {
    locale: 'pt-BR',
    country: 'BR',
    campaignId: 'fiat-br-reserva',
    seller: 'vendedor@autohub.dev',
    buyer: 'Marcos Ribeiro',
    texts: {
      confirmTitle: 'Confirme sua reserva',
      terms: /Li e aceito os termos da reserva online/,
      orderTitle: 'Seu pedido',
      statusPrefix: 'Situação: ',
      methods: { dealer: 'Na concessionária', financing: 'Financiamento', consortium: 'Consórcio' },
      offline: {
        dealer: 'Pagar na concessionária',
        financing: 'Pagar com financiamento',
        consortiumBrand: 'Consórcio da marca',
        consortiumExternal: 'Outro consórcio',
      },
      deskTitle: 'Pedidos das suas concessionárias',
      next: 'Próxima etapa',
      move: 'Mover pedido',
    },
    labels: {
      PRE_RESERVE: 'Pré-reserva: aguardando pagamento',
      DEALER_PAYMENT: 'Pagamento na concessionária',
      FINANCING_PAYMENT: 'Pagamento por financiamento',
      EXT_CONSORTIUM_PAYMENT: 'Pagamento por consórcio',
      FIAT_CONSORTIUM_PAYMENT: 'Pagamento pelo Consórcio Fiat',
      PAID: 'Pagamento confirmado',
      CREATED_ORDER: 'Pedido criado',
      PLACED: 'Pedido colocado na fábrica',
      PROGRESS_ORDER: 'Pedido em andamento',
      BILLING: 'Em faturamento',
      INVOICED: 'Nota fiscal emitida',
      EXPEDITE: 'Veículo expedido',
      TRANSPORTING: 'Em transporte',
      IN_TRANSIT: 'Em trânsito',
      AT_DEALER: 'Na concessionária',
      REGISTERED: 'Veículo emplacado',
      CUSTOMER_DELIVERY: 'Pronto para entrega',
      DELIVERED: 'Entregue',
      CANCELLED: 'Cancelado',
    },
  },
  {
    locale: 'es-AR',
    country: 'AR',
    campaignId: 'fiat-ar-reserva',
    seller: 'vendedor.ar@autohub.dev',
    buyer: 'Martín Giménez',
    texts: {
      confirmTitle: 'Confirmá tu reserva',
      terms: /Leí y acepto los términos/,
      orderTitle: 'Tu pedido',
      statusPrefix: 'Estado: ',
      methods: { dealer: 'En el concesionario', financing: 'Financiación', consortium: 'Plan de ahorro' },
      offline: {
        dealer: 'Pagar en el concesionario',
        financing: 'Pagar con financiación',
        consortiumBrand: 'Plan de ahorro de la marca',
        consortiumExternal: 'Otro plan de ahorro',
      },
      deskTitle: 'Pedidos de tus concesionarios',
      next: 'Próxima etapa',
      move: 'Mover pedido',
    },
    labels: {
      PRE_RESERVE: 'Prerreserva: esperando el pago',
      DEALER_PAYMENT: 'Pago en el concesionario',
      FINANCING_PAYMENT: 'Pago con financiación',
      EXT_CONSORTIUM_PAYMENT: 'Pago con plan de ahorro',
      FIAT_CONSORTIUM_PAYMENT: 'Pago con Fiat Plan',
      PAID: 'Pago confirmado',
      CREATED_ORDER: 'Pedido creado',
      PLACED: 'Pedido ingresado en fábrica',
      PROGRESS_ORDER: 'Pedido en curso',
      BILLING: 'En facturación',
      INVOICED: 'Factura emitida',
      EXPEDITE: 'Vehículo despachado',
      TRANSPORTING: 'En transporte',
      IN_TRANSIT: 'En tránsito',
      AT_DEALER: 'En el concesionario',
      REGISTERED: 'Vehículo patentado',
      CUSTOMER_DELIVERY: 'Listo para la entrega',
      DELIVERED: 'Entregado',
      CANCELLED: 'Cancelado',
    },
  },
];

/** The steps the desk takes from the payment confirmed at the dealer to the delivery. */
const TO_DELIVERY: readonly Status[] = ['PAID', ...ORDER_DELIVERY_PATH];

interface FreeUnit {
  mvsCode: string;
  year: number;
  unitId: string;
  state: string;
}

/** A car still free (at the given dealer, when named), asked to the api as the showcase does. */
async function freeUnit(
  request: APIRequestContext,
  journey: Journey,
  dealerCode?: string,
): Promise<FreeUnit> {
  const versions = (await (
    await request.get(`/api/catalogue/mvs/all?brand=fiat&country=${journey.country}`)
  ).json()) as { items: { code: string; year: number }[] };
  for (const version of versions.items) {
    const dealer = dealerCode ? `&dealerCode=${dealerCode}` : '';
    const answer = await request.get(
      `/api/reservations/availability?campaignId=${journey.campaignId}&mvsCode=${version.code}&year=${version.year}${dealer}`,
    );
    if (!answer.ok()) continue;
    const unit = ((await answer.json()) as { units: { unitId: string; state: string }[] }).units[0];
    if (unit) return { mvsCode: version.code, year: version.year, unitId: unit.unitId, state: unit.state };
  }
  throw new Error(`no free car in ${journey.country}${dealerCode ? ` at dealer ${dealerCode}` : ''}`);
}

/** A new buyer, signed in on the page, reserves the car on screen; answers the order's page. */
async function reserveOnScreen(page: Page, journey: Journey, unit: FreeUnit, email: string): Promise<void> {
  await accountThroughApi(page.request, email, journey.buyer);
  await page.goto(
    `/${journey.locale}/fiat/reservation?mvs=${unit.mvsCode}&year=${unit.year}&state=${unit.state}&unit=${unit.unitId}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: journey.texts.confirmTitle })).toBeVisible();
  await page.getByLabel(journey.texts.terms).check();
  await page.getByRole('button', { name: 'Reservar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: journey.texts.orderTitle })).toBeVisible();
  await expect(page.getByTestId('order-status')).toContainText(journey.labels.PRE_RESERVE);
}

/** The dealer's seller signed in on a page of their own; answers it with the seller's dealer code. */
async function sellerDesk(browser: Browser, journey: Journey) {
  const context = await browser.newContext({ locale: journey.locale });
  const desk = await context.newPage();
  const signIn = await desk.request.post('/api/auth/v3/authentication', {
    data: { email: journey.seller, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const dealers = (await (await desk.request.get('/api/dealer/test-drives/desk')).json()) as {
    dealers: { dealerCode: string }[];
  };
  const dealerCode = dealers.dealers[0]?.dealerCode;
  if (!dealerCode) throw new Error(`${journey.seller} works at no dealer`);
  return { context, desk, dealerCode };
}

/** The desk's card of the live order of a car (a car freed by an ended order is sold again). */
function deskCard(desk: Page, journey: Journey, unitId: string) {
  return desk
    .getByTestId('desk-order')
    .filter({ hasText: unitId })
    .filter({ hasNotText: `${journey.texts.statusPrefix}${journey.labels.CANCELLED}` });
}

/** Moves an order one step on the desk's screen and waits for the desk to show it. */
async function moveOnDesk(desk: Page, journey: Journey, unitId: string, to: Status): Promise<void> {
  const card = deskCard(desk, journey, unitId);
  await card.getByLabel(journey.texts.next).selectOption({ label: journey.labels[to] });
  await card.getByRole('button', { name: journey.texts.move }).click();
  await expect(card).toContainText(`${journey.texts.statusPrefix}${journey.labels[to]}`);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('Pix not paid in time: the order shows it expired, frees the car and offers to build again', async ({
  page,
  request: bank,
}) => {
  const journey = JOURNEYS[0]!;
  const unit = await freeUnit(page.request, journey);
  await reserveOnScreen(page, journey, unit, `pix.expira.${Date.now()}@example.com`);
  await page.getByRole('radio', { name: 'Pix' }).check();
  await page.getByRole('button', { name: 'Gerar código Pix' }).click();
  await expect(page.getByTestId('pix-code')).toHaveValue(/^000201.*6304[0-9A-F]{4}$/);

  // Nobody pays: the sandbox clock passes the Pix's 15 minutes and the gateway says it expired.
  const clock = await bank.post('/api/payments/sandbox/clock', { data: { advanceMs: 16 * 60_000 } });
  expect(clock.status(), await clock.text()).toBe(200);
  expect(((await clock.json()) as { expired: string[] }).expired.length).toBeGreaterThanOrEqual(1);

  const expired = page
    .getByRole('alert')
    .filter({ has: page.getByRole('heading', { name: 'Reserva expirada' }) });
  await expect(expired).toBeVisible({ timeout: 15_000 });
  await expect(expired).toContainText('O prazo para pagar terminou e o carro voltou para a vitrine.');
  await expect(page.getByTestId('order-status')).toContainText('Cancelado');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByTestId('pix-code')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the expired order');

  // The car is back in the showcase for the next buyer.
  const again = (await (
    await bank.get(
      `/api/reservations/availability?campaignId=${journey.campaignId}&mvsCode=${unit.mvsCode}&year=${unit.year}&state=${unit.state}`,
    )
  ).json()) as { units: { unitId: string }[] };
  expect(again.units.map((u) => u.unitId)).toContain(unit.unitId);

  const buildAgain = expired.getByRole('link', { name: 'Montar novamente' });
  await expect(buildAgain).toHaveAttribute('href', '/pt-BR/fiat/builder');
  await buildAgain.click();
  await expect(page).toHaveURL(/\/pt-BR\/fiat\/builder$/);
});

for (const journey of JOURNEYS) {
  test(`${journey.locale}: paid at the dealer, the desk moves the order to delivery and the buyer's timeline follows in the page's language`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, desk, dealerCode } = await sellerDesk(browser, journey);
    const unit = await freeUnit(page.request, journey, dealerCode);
    await reserveOnScreen(page, journey, unit, `entrega.${journey.country}.${Date.now()}@example.com`);

    await page.getByRole('radio', { name: journey.texts.methods.dealer, exact: true }).check();
    await page.getByRole('button', { name: journey.texts.offline.dealer }).click();
    await expect(page.getByTestId('order-status')).toContainText(journey.labels.DEALER_PAYMENT);
    await expectNoAxeViolations(page, `the order paid at the dealer (${journey.locale})`);

    // The seller's desk: the order is there; each step is taken on screen.
    await desk.goto(`/${journey.locale}/fiat/reservation/desk`);
    await expect(desk.getByRole('heading', { level: 1, name: journey.texts.deskTitle })).toBeVisible();
    const card = deskCard(desk, journey, unit.unitId);
    await expect(card).toContainText(`${journey.texts.statusPrefix}${journey.labels.DEALER_PAYMENT}`);
    await expectNoAxeViolations(desk, `the dealer desk (${journey.locale})`);
    for (const [index, step] of TO_DELIVERY.entries()) {
      await moveOnDesk(desk, journey, unit.unitId, step);
      // The buyer's page catches up on its own along the way.
      if (index === 1)
        await expect(page.getByTestId('order-status')).toContainText(journey.labels.CREATED_ORDER, {
          timeout: 15_000,
        });
    }
    await context.close();

    // The buyer's timeline: every step, in order, in the page's language.
    await page.reload();
    await expect(page.getByTestId('order-status')).toContainText(journey.labels.DELIVERED);
    const history = page.getByTestId('order-history').getByRole('listitem');
    await expect(history).toHaveText(
      (['PRE_RESERVE', 'DEALER_PAYMENT', ...TO_DELIVERY] as Status[]).map(
        (status) => new RegExp(`— ${escape(journey.labels[status])}$`),
      ),
    );
    await expectNoAxeViolations(page, `the delivered order (${journey.locale})`);
  });

  test(`${journey.locale}: financing and both kinds of consortium are chosen on the order page and the desk confirms the payment`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { context, desk, dealerCode } = await sellerDesk(browser, journey);
    const routes = [
      {
        method: journey.texts.methods.financing,
        button: journey.texts.offline.financing,
        status: 'FINANCING_PAYMENT',
      },
      {
        method: journey.texts.methods.consortium,
        button: journey.texts.offline.consortiumBrand,
        status: 'FIAT_CONSORTIUM_PAYMENT',
      },
      {
        method: journey.texts.methods.consortium,
        button: journey.texts.offline.consortiumExternal,
        status: 'EXT_CONSORTIUM_PAYMENT',
      },
    ] as const;
    const units: string[] = [];
    for (const [index, route] of routes.entries()) {
      await page.context().clearCookies();
      const unit = await freeUnit(page.request, journey, dealerCode);
      units.push(unit.unitId);
      await reserveOnScreen(page, journey, unit, `rota${index}.${journey.country}.${Date.now()}@example.com`);
      await page.getByRole('radio', { name: route.method, exact: true }).check();
      await page.getByRole('button', { name: route.button }).click();
      await expect(page.getByTestId('order-status')).toContainText(journey.labels[route.status]);
      if (index === 0) await expectNoAxeViolations(page, `the financing route (${journey.locale})`);
    }
    // The last buyer (the other consortium) is told the dealer confirms, and is: paid.
    await desk.goto(`/${journey.locale}/fiat/reservation/desk`);
    for (const [index, route] of routes.entries()) {
      await expect(deskCard(desk, journey, units[index]!)).toContainText(journey.labels[route.status]);
    }
    await moveOnDesk(desk, journey, units[2]!, 'PAID');
    await context.close();
    await expect(page.getByTestId('order-status')).toContainText(journey.labels.PAID, { timeout: 15_000 });
    await expect(page.getByTestId('order-history')).toContainText(journey.labels.EXT_CONSORTIUM_PAYMENT);
  });
}
