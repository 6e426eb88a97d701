import {
  FactoryStock,
  QuotationList,
  QuotationSaveResult,
  QuotationView,
  WorkingPriceCsvReport,
  type ConfiguratorVersion,
  type QuotationUpdateRequest,
} from '@autohub/contract';
import { resolveAdd } from '@autohub/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { SandboxCrm } from '../../integrations/crm/crm.sandbox.js';
import { crmSandboxReceipts } from '../../integrations/crm/crm-sandbox.table.js';
import { PermanentDeliveryError, createOutboxWorker } from '../../outbox/outbox-worker.js';
import { findOutboxByReference } from '../../outbox/outbox.store.js';
import { type TestSession, createAccount } from '../auth/auth.fixture.js';
import { createCatalogueReader } from '../catalogue/catalogue-reader.js';
import { dealers } from '../dealers/dealers.schema.js';
import { users } from '../users/users.schema.js';
import { QUOTATION_TOPIC, quotationDeliveryHandler } from './quotation-delivery.js';

const STAFF_TOKEN = 'staff-token-for-quotation-tests';
const staff = { authorization: `Bearer ${STAFF_TOKEN}` };

describe('dealer quotations', () => {
  let t: TestApp;
  let seller: TestSession;
  let manager: TestSession;
  let mine = '';
  let other = '';
  let mvsCode = '';
  let year = 0;
  let version: ConfiguratorVersion;

  beforeAll(async () => {
    t = await createTestApp({
      env: { OUTBOX_WORKER: 'off', STAFF_API_TOKEN: STAFF_TOKEN, RATE_LIMIT_MAX: '0' },
    });
    const fiat = await t.db
      .select({ dealerCode: dealers.dealerCode })
      .from(dealers)
      .where(and(eq(dealers.brand, 'fiat'), eq(dealers.country, 'BR'), eq(dealers.stateCode, 'SP')))
      .orderBy(asc(dealers.id))
      .limit(2);
    mine = fiat[0]?.dealerCode ?? '';
    other = fiat[1]?.dealerCode ?? '';
    const catalogue = createCatalogueReader(t.db);
    const list = await catalogue.mvsList({ brand: 'fiat', country: 'BR' });
    // The version with the most parts: conflicts to try, like the simulator's largest model.
    let best: ConfiguratorVersion | undefined;
    for (const item of list.items) {
      const candidate = await catalogue.version({ mvsCode: item.code, year: item.year, country: 'BR' });
      if (!best || candidate.parts.length > best.parts.length) best = candidate;
    }
    if (!best) throw new Error('a Fiat version was expected');
    version = best;
    mvsCode = best.mvs.code;
    year = best.mvs.year;
    seller = await createAccount(t.app, t.db, 'vendedor.cotacao@example.com', {
      roles: ['user_dealer'],
      dealerCodes: [mine],
    });
    manager = await createAccount(t.app, t.db, 'gerente.cotacao@example.com', {
      roles: ['dealer_manager'],
      dealerCodes: [mine],
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const open = (headers: Record<string, string>, quotationNumber: string, dealerCode = mine) =>
    t.app.inject({
      method: 'POST',
      url: '/api/dealer/quotations',
      headers,
      payload: { dealerCode, quotationNumber, opportunityName: 'Oportunidade Frota Paulista', mvsCode, year },
    });
  const openView = async (quotationNumber: string) => {
    const response = await open(seller.headers, quotationNumber);
    expect(response.statusCode).toBe(201);
    return QuotationView.parse(response.json());
  };
  const changes = (
    view: QuotationView,
    patch: Partial<QuotationUpdateRequest> = {},
  ): QuotationUpdateRequest => ({
    build: view.quotation.build,
    changedPrice: null,
    bonus: 0,
    discount: 0,
    arrangedAccessoryIds: [],
    comment: '',
    payment: 'CASH',
    validityDays: 7,
    ...patch,
  });
  const put = (id: string, body: QuotationUpdateRequest, headers = seller.headers, locale = 'pt-BR') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/dealer/quotations/${id}`,
      headers: { ...headers, 'accept-language': locale },
      payload: body,
    });
  const save = (id: string, locale = 'pt-BR') =>
    t.app.inject({
      method: 'POST',
      url: `/api/dealer/quotations/${id}/save`,
      headers: { ...seller.headers, 'accept-language': locale },
    });

  it("opens a quotation from a CRM opportunity at the seller's dealer, and reopens it by number", async () => {
    const first = await openView('CRM-0001');
    expect(first.quotation).toMatchObject({
      status: 'DRAFT',
      dealerCode: mine,
      mvsCode,
      quotationNumber: 'CRM-0001',
    });
    expect(first.quotation.prices.initialPrice).toBeGreaterThan(0);
    const again = await open(seller.headers, 'CRM-0001');
    expect(again.statusCode).toBe(200);
    expect(QuotationView.parse(again.json()).quotation.id).toBe(first.quotation.id);
  });

  it("shows an Argentine dealer's quotation with the catalogue of Argentina: Spanish names, no flex", async () => {
    const [argentine] = await t.db
      .select({ dealerCode: dealers.dealerCode })
      .from(dealers)
      .where(and(eq(dealers.brand, 'fiat'), eq(dealers.country, 'AR')))
      .orderBy(asc(dealers.id))
      .limit(1);
    const dealerCode = argentine?.dealerCode ?? '';
    const argentineSeller = await createAccount(t.app, t.db, 'vendedor.ar.cotacao@example.com', {
      roles: ['user_dealer'],
      dealerCodes: [dealerCode],
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dealer/quotations',
      headers: argentineSeller.headers,
      // The Toro Endurance is sold in both markets.
      payload: {
        dealerCode,
        quotationNumber: 'CRM-AR-1',
        opportunityName: 'Flota Norte',
        mvsCode: '226ED30',
        year: 2027,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const view = QuotationView.parse(response.json());
    const text = JSON.stringify(view.version);
    expect(view.version.mvs.fuel).toBe('Gas');
    expect(view.version.parts.filter((p) => p.type === 'COLOR').map((p) => p.name)).toContain(
      'Blanco Banchisa',
    );
    expect(text).not.toMatch(/Branco|Vermelho|Preto|\bFlex\b/);
  });

  it("answers 404 for another dealer's quotation, 403 to a customer and the staff token, 401 to nobody", async () => {
    const otherSeller = await createAccount(t.app, t.db, 'vendedor.outro.cotacao@example.com', {
      roles: ['user_dealer'],
      dealerCodes: [other],
    });
    const atOther = await open(otherSeller.headers, 'CRM-OTHER', other);
    expect(atOther.statusCode).toBe(201);
    const id = QuotationView.parse(atOther.json()).quotation.id;
    const bySeller = await t.app.inject({
      method: 'GET',
      url: `/api/dealer/quotations/${id}`,
      headers: seller.headers,
    });
    expect(bySeller.statusCode).toBe(404);
    expect((await open(seller.headers, 'CRM-X', other)).statusCode).toBe(404);
    const customer = await createAccount(t.app, t.db, 'cliente.cotacao@example.com');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/dealer/quotations/${id}`, headers: customer.headers }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/dealer/quotations/${id}` })).statusCode).toBe(401);
    // The desk is the dealer's: back-office staff, who belong to no dealer, do not sell there.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/dealer/quotations/${id}`, headers: staff })).statusCode,
    ).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/dealer/quotations',
      headers: seller.headers,
    });
    const numbers = (list.json() as { items: { quotationNumber: string }[] }).items.map(
      (q) => q.quotationNumber,
    );
    expect(numbers).toContain('CRM-0001');
    expect(numbers).not.toContain('CRM-OTHER');
  });

  it('refuses a new price that is not above the initial price, in the seller language, and keeps nothing', async () => {
    const view = await openView('CRM-PRICE');
    const initial = view.quotation.prices.initialPrice ?? 0;
    const lower = await put(
      view.quotation.id,
      changes(view, { changedPrice: initial }),
      seller.headers,
      'es-AR',
    );
    expect(lower.statusCode).toBe(422);
    expect(lower.json()).toMatchObject({
      code: 'quotation.price_not_greater',
      message: 'El nuevo precio debe ser mayor que el precio inicial',
    });
    const higher = await put(
      view.quotation.id,
      changes(view, { changedPrice: initial + 150_000, bonus: 50_000 }),
    );
    expect(higher.statusCode).toBe(200);
    expect(QuotationView.parse(higher.json()).quotation.prices).toMatchObject({
      price: initial + 150_000,
      cashPrice: initial + 100_000,
    });
  });

  it('refuses a car the configurator engine would not build, and takes its resolution', async () => {
    const view = await openView('CRM-CONFLICT');
    const model = { parts: version.parts, groups: version.groups, services: version.services };
    const pair = version.parts
      .filter((part) => part.type === 'ITEM' || part.type === 'ACCESSORY')
      .flatMap((part) => part.exclusive.map((other) => [part.id, other] as const))
      .find(([, other]) =>
        version.parts.some((p) => p.id === other && (p.type === 'ITEM' || p.type === 'ACCESSORY')),
      );
    if (!pair) throw new Error('the largest version was expected to hold two parts that exclude each other');
    const both = await put(
      view.quotation.id,
      changes(view, { build: { ...view.quotation.build, selected: [...pair] } }),
    );
    expect(both.statusCode).toBe(422);
    expect(both.json()).toMatchObject({ code: 'quotation.build_invalid' });
    const state = {
      colorId: view.quotation.build.colorId,
      coatingId: view.quotation.build.coatingId,
      selected: [pair[0]],
      services: [],
    };
    let resolution = resolveAdd(model, { ...state, selected: [] }, pair[0]);
    expect(resolution.kind).toBe('ok');
    if (resolution.kind !== 'ok') return;
    resolution = resolveAdd(model, resolution.next, pair[1]);
    expect(resolution.kind).toBe('ok');
    if (resolution.kind !== 'ok') return;
    const resolved = await put(
      view.quotation.id,
      changes(view, {
        build: {
          colorId: resolution.next.colorId,
          coatingId: resolution.next.coatingId,
          selected: [...resolution.next.selected],
        },
      }),
    );
    expect(resolved.statusCode).toBe(200);
    expect(QuotationView.parse(resolved.json()).quotation.build.selected).not.toContain(pair[0]);
  });

  it("starts from the dealer's working price and holds the discount to its special discount", async () => {
    const setWorkingPrice = (headers: Record<string, string>, price: number, specialDiscount: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/prices/dealers/working-price',
        headers,
        payload: { dealerCode: mine, mvsCode, modelYear: year, price, specialDiscount },
      });
    const set = await setWorkingPrice(manager.headers, 12_345_600, 200_000);
    expect(set.statusCode).toBe(201);
    const bySeller = await setWorkingPrice(seller.headers, 1, 0);
    expect(bySeller.statusCode).toBe(403);
    const price = await t.app.inject({
      method: 'GET',
      url: `/api/prices/dealers/price?dealerCode=${mine}&mvsCode=${mvsCode}&year=${year}`,
      headers: seller.headers,
    });
    expect(price.json()).toMatchObject({ price: 12_345_600, source: 'WORKING', specialDiscount: 200_000 });
    const view = await openView('CRM-WORKING');
    expect(view.quotation.prices.basePrice).toBe(12_345_600);
    const tooMuch = await put(view.quotation.id, changes(view, { discount: 200_001 }));
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toMatchObject({ code: 'quotation.discount_above_limit' });
    expect((await put(view.quotation.id, changes(view, { discount: 200_000 }))).statusCode).toBe(200);
  });

  it('makes a stock proposal of a factory unit and returns to the initial quotation when it is discarded', async () => {
    const view = await openView('CRM-STOCK');
    const initial = view.quotation.prices.initialPrice ?? 0;
    await put(view.quotation.id, changes(view, { changedPrice: initial + 10_000 }));
    const stock = FactoryStock.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/dealer/quotations/${view.quotation.id}/stock`,
          headers: seller.headers,
        })
      ).json(),
    );
    expect(stock.unavailable).toBe(false);
    const unit = stock.items[0];
    if (!unit) throw new Error('factory stock was expected for the version');
    const chosen = await t.app.inject({
      method: 'POST',
      url: `/api/dealer/quotations/${view.quotation.id}/stock-proposal`,
      headers: seller.headers,
      payload: { unitId: unit.unitId },
    });
    expect(chosen.statusCode).toBe(200);
    const proposal = QuotationView.parse(chosen.json());
    expect(proposal.quotation.stockProposal?.unitId).toBe(unit.unitId);
    const drop = await put(
      proposal.quotation.id,
      changes(proposal, {
        changedPrice: initial + 99_000,
        build: { ...proposal.quotation.build, colorId: null },
      }),
    );
    expect(drop.statusCode).toBe(422);
    await put(proposal.quotation.id, changes(proposal, { changedPrice: initial + 99_000 }));
    const discarded = await t.app.inject({
      method: 'DELETE',
      url: `/api/dealer/quotations/${view.quotation.id}/stock-proposal`,
      headers: seller.headers,
    });
    const back = QuotationView.parse(discarded.json()).quotation;
    expect(back.stockProposal).toBeNull();
    expect(back.prices.changedPrice).toBe(initial + 10_000);
    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/dealer/quotations/${view.quotation.id}/stock-proposal`,
      headers: seller.headers,
      payload: { unitId: 'nowhere' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('saves to the CRM once through the outbox; a second save answers 002', async () => {
    const view = await openView('CRM-SAVE-1');
    const saved = QuotationSaveResult.parse((await save(view.quotation.id)).json());
    expect(saved).toMatchObject({ outcome: 'SAVED', code: null });
    expect(saved.quotation.status).toBe('SAVED');
    const again = await save(view.quotation.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'quotation.already_saved',
      message: 'Esta cotação já foi salva. Reabra-a pelo CRM.',
    });
    const edit = await put(view.quotation.id, changes(view));
    expect(edit.statusCode).toBe(409);
    const receipts = await t.db
      .select()
      .from(crmSandboxReceipts)
      .where(eq(crmSandboxReceipts.kind, 'quotation'));
    expect(receipts.filter((r) => r.payload.quotationNumber === 'CRM-SAVE-1')).toHaveLength(1);
    expect(receipts.find((r) => r.payload.quotationNumber === 'CRM-SAVE-1')?.payload).toMatchObject({
      dealerCode: mine,
      mvsCode,
    });
  });

  it('shows each CRM failure code with its message, and a failed quotation can be sent again', async () => {
    const messages: Record<string, string> = {
      '001': 'Autenticación inválida',
      '003': 'No se encontró la cotización base en el CRM',
      '004': 'Error al guardar la cotización',
      '005': 'Error al guardar los productos de la cotización',
      '006': 'Error al guardar los productos relacionados',
    };
    for (const [code, text] of Object.entries(messages)) {
      const view = await openView(`TEST-${code}`);
      const result = QuotationSaveResult.parse((await save(view.quotation.id, 'es-AR')).json());
      expect(result).toMatchObject({ outcome: 'FAILED', code, message: text });
      expect(result.quotation).toMatchObject({ status: 'FAILED', lastSaveCode: code });
    }
    const view = await openView('TEST-002');
    const result = QuotationSaveResult.parse((await save(view.quotation.id)).json());
    expect(result).toMatchObject({
      outcome: 'FAILED',
      code: '002',
      message: 'Esta cotação já foi salva. Reabra-a pelo CRM.',
    });
    expect(result.quotation.status).toBe('SAVED');
    // A failed one is still editable and may be sent again (the CRM keeps refusing a test number).
    const failed = await openView('TEST-005-B');
    await save(failed.quotation.id);
    expect(
      (await put(failed.quotation.id, changes(failed, { comment: 'Cliente volta amanhã' }))).statusCode,
    ).toBe(200);
    expect(QuotationSaveResult.parse((await save(failed.quotation.id)).json()).code).toBe('005');
  });

  it('keeps a save the CRM did not answer in the outbox and delivers it once when the CRM is back', async () => {
    const crm = t.app.delivery.crm;
    if (!(crm instanceof SandboxCrm)) throw new Error('the sandbox CRM was expected');
    await crm.configure({ mode: 'fail' });
    const view = await openView('CRM-OUTAGE');
    const pending = QuotationSaveResult.parse((await save(view.quotation.id)).json());
    expect(pending).toMatchObject({
      outcome: 'PENDING',
      message: 'O CRM está demorando; a cotação será enviada assim que ele responder',
    });
    expect((await save(view.quotation.id)).json()).toMatchObject({ outcome: 'PENDING' });
    await crm.configure({ mode: 'ok' });
    const later = new Date(Date.now() + 120_000);
    const worker = createOutboxWorker({
      db: t.db,
      handlers: { [QUOTATION_TOPIC]: quotationDeliveryHandler(t.db, crm, 1_000) },
      clock: () => later,
    });
    expect((await worker.drain()).delivered).toBe(1);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/dealer/quotations/${view.quotation.id}`,
      headers: seller.headers,
    });
    expect(QuotationView.parse(after.json()).quotation.status).toBe('SAVED');
  });

  it('refuses a malformed save message without sending it, as the other outbox handlers do', async () => {
    const crm = t.app.delivery.crm;
    if (!(crm instanceof SandboxCrm)) throw new Error('the sandbox CRM was expected');
    await crm.configure({ mode: 'fail' });
    const view = await openView('CRM-MALFORMED');
    expect((await save(view.quotation.id)).json()).toMatchObject({ outcome: 'PENDING' });
    await crm.configure({ mode: 'ok' });
    const queued = await findOutboxByReference(t.db, QUOTATION_TOPIC, `${view.quotation.id}:1`);
    if (!queued) throw new Error('the queued save was expected');
    const handler = quotationDeliveryHandler(t.db, crm, 1_000);
    // Corrected by hand into something that is not a save: a brand that does not exist.
    await expect(
      handler.deliver({ ...queued, payload: { ...queued.payload, brand: 'no-such-brand' } }, 2),
    ).rejects.toThrow(PermanentDeliveryError);
    // A message that does not even name its quotation is refused too, touching nothing.
    await expect(handler.deliver({ ...queued, payload: { brand: 'fiat' } }, 2)).rejects.toThrow(
      PermanentDeliveryError,
    );
    const receipts = await t.db
      .select()
      .from(crmSandboxReceipts)
      .where(eq(crmSandboxReceipts.idempotencyKey, queued.idempotencyKey));
    expect(receipts).toEqual([]);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/dealer/quotations/${view.quotation.id}`,
      headers: seller.headers,
    });
    // The seller sees "error saving quotation" and may send it again.
    expect(QuotationView.parse(after.json()).quotation).toMatchObject({
      status: 'FAILED',
      lastSaveCode: '004',
    });
  });

  it('hands the customer a PDF of the quotation', async () => {
    const view = await openView('CRM-PDF');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/dealer/quotations/${view.quotation.id}/pdf?locale=es-AR`,
      headers: seller.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('imports working prices from CSV with a report of rejected rows, and exports them', async () => {
    const csv = [
      'mvsCode;modelYear;price;specialDiscount',
      `${mvsCode};${year};99.990,00;1.000,00`,
      'XX;2026;10;0',
      `ZZZZZZZ;${year};10;0`,
      `${mvsCode};${year};1;0`,
    ].join('\n');
    const report = await t.app.inject({
      method: 'POST',
      url: '/api/prices/dealers/working-price/csv',
      headers: { ...manager.headers, 'accept-language': 'es-AR' },
      payload: { dealerCode: mine, csv },
    });
    expect(report.statusCode).toBe(200);
    expect(WorkingPriceCsvReport.parse(report.json())).toEqual({
      imported: 1,
      rejected: [
        { line: 3, reason: 'mvs_code', message: 'Código MVS inválido', text: 'XX;2026;10;0' },
        {
          line: 4,
          reason: 'unknown_version',
          message: 'Versión no vendida en este año modelo',
          text: `ZZZZZZZ;${year}`,
        },
        {
          line: 5,
          reason: 'duplicate',
          message: 'Versión y año repetidos en el archivo',
          text: `${mvsCode};${year};1;0`,
        },
      ],
    });
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/prices/dealers/working-price/csv?dealerCode=${mine}`,
      headers: manager.headers,
    });
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.body).toContain(`${mvsCode};${year};99990,00;1000,00`);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/api/prices/dealers/working-price/csv',
      headers: manager.headers,
      payload: { dealerCode: mine, csv: 'a;b' },
    });
    expect(noHeader.statusCode).toBe(400);
    const visualizer = await t.app.inject({
      method: 'GET',
      url: `/api/prices/visualizer?dealerCode=${mine}`,
      headers: manager.headers,
    });
    expect(visualizer.json()).toMatchObject({ dealerCode: mine });
  });

  it('takes a visitor from access to check-in and attendant request, and the seller of the dealer attends', async () => {
    const access = await t.app.inject({
      method: 'POST',
      url: `/api/dealer-sales/v2/access?dealerCode=${mine}&brand=fiat`,
    });
    expect(access.statusCode).toBe(201);
    const { visit, visitToken } = access.json() as { visit: { id: string }; visitToken: string };
    const call = (path: string, token = visitToken) =>
      t.app.inject({
        method: 'POST',
        url: `/api/dealer-sales/v2/${path}?visitId=${visit.id}`,
        headers: { 'x-visit-token': token },
      });
    expect((await call('checkin', 'x'.repeat(32))).statusCode).toBe(404);
    expect((await call('checkin')).json()).toMatchObject({ status: 'CHECKED_IN' });
    expect((await call('requestattendant')).json()).toMatchObject({ status: 'ATTENDANT_REQUESTED' });
    expect((await call('checkin')).statusCode).toBe(409);
    const desk = await t.app.inject({ method: 'GET', url: '/api/dealer/visits', headers: seller.headers });
    expect((desk.json() as { items: { id: string }[] }).items.map((item) => item.id)).toContain(visit.id);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/dealer-sales/v2/access?dealerCode=${other}&brand=fiat`,
    });
    const otherVisit = (elsewhere.json() as { visit: { id: string } }).visit.id;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/dealer/visits/${otherVisit}/attend`,
          headers: seller.headers,
        })
      ).statusCode,
    ).toBe(404);
    const attended = await t.app.inject({
      method: 'POST',
      url: `/api/dealer/visits/${visit.id}/attend`,
      headers: seller.headers,
    });
    expect(attended.json()).toMatchObject({ status: 'ATTENDED' });
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/dealer-sales/v2/access?dealerCode=NOPE&brand=fiat` }))
        .statusCode,
    ).toBe(404);
  });

  it('answers malformed input with 400, never 5xx', async () => {
    const bad = [
      t.app.inject({ method: 'GET', url: '/api/dealer/quotations/not-a-uuid', headers: seller.headers }),
      t.app.inject({
        method: 'POST',
        url: '/api/dealer/quotations',
        headers: seller.headers,
        payload: { dealerCode: mine, quotationNumber: '', mvsCode: 'x', year: 'y' },
      }),
      t.app.inject({
        method: 'PUT',
        url: '/api/dealer/quotations/00000000-0000-4000-8000-000000000000',
        headers: seller.headers,
        payload: { build: null },
      }),
      t.app.inject({
        method: 'GET',
        url: '/api/prices/dealers/price?dealerCode=%00&mvsCode=1&year=1',
        headers: seller.headers,
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/prices/dealers/working-price/csv',
        headers: manager.headers,
        payload: { dealerCode: mine, csv: 12 },
      }),
    ];
    for (const response of await Promise.all(bad)) expect(response.statusCode).toBe(400);
  });
  it("shows back-office staff every dealer's quotations, read only, within a brand-limited account's brands", async () => {
    const first = await openView('CRM-STAFF-1');
    const otherSeller = await createAccount(t.app, t.db, 'vendedor.staff.cotacao@example.com', {
      roles: ['user_dealer'],
      dealerCodes: [other],
    });
    expect((await open(otherSeller.headers, 'CRM-STAFF-2', other)).statusCode).toBe(201);

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/staff/quotations?brand=fiat&country=BR&limit=100',
      headers: staff,
    });
    expect(list.statusCode).toBe(200);
    const numbers = QuotationList.parse(list.json()).items.map((q) => `${q.dealerCode}:${q.quotationNumber}`);
    expect(numbers).toEqual(expect.arrayContaining([`${mine}:CRM-STAFF-1`, `${other}:CRM-STAFF-2`]));
    const byDealer = QuotationList.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/quotations?dealerCode=${other}`,
          headers: staff,
        })
      ).json(),
    );
    expect(byDealer.items.every((q) => q.dealerCode === other)).toBe(true);
    expect(byDealer.items.length).toBeGreaterThan(0);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/staff/quotations/${first.quotation.id}`,
      headers: staff,
    });
    expect(QuotationView.parse(one.json()).quotation.quotationNumber).toBe('CRM-STAFF-1');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/staff/quotations/${first.quotation.id}/pdf?locale=es-AR`,
      headers: staff,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    // Read only: staff still cannot change a dealer's quotation.
    expect((await put(first.quotation.id, changes(first), staff)).statusCode).toBe(403);

    // A regional manager limited to Jeep sees no Fiat quotation, and one by id answers 404.
    const regional = await createAccount(t.app, t.db, 'regional.cotacao@example.com', {
      roles: ['regional_manager'],
    });
    await t.db
      .update(users)
      .set({ brandLimits: ['jeep'] })
      .where(eq(users.email, 'regional.cotacao@example.com'));
    const jeepOnly = await t.app.inject({
      method: 'GET',
      url: '/api/staff/quotations?brand=fiat',
      headers: regional.headers,
    });
    expect(QuotationList.parse(jeepOnly.json()).items).toEqual([]);
    const regionalReadsFirst = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/staff/quotations/${first.quotation.id}`,
          headers: regional.headers,
        })
      ).statusCode;
    expect(await regionalReadsFirst()).toBe(404);
    // Without brand limits the same role reads it.
    await t.db
      .update(users)
      .set({ brandLimits: null })
      .where(eq(users.email, 'regional.cotacao@example.com'));
    expect(await regionalReadsFirst()).toBe(200);
    // Sellers and customers do not reach the back office's list.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/staff/quotations', headers: seller.headers }))
        .statusCode,
    ).toBe(403);
  });
});
