import {
  AvailabilityAnswer,
  EmployeeApprovalsAnswer,
  PartnerPeopleCsvReport,
  ReservationOrder,
  StaffPartnerCompanies,
} from '@autohub/contract';
import { applyDiscount } from '@autohub/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { type TestSession, createAccount } from '../auth/auth.fixture.js';
import { stockRows } from '../catalogue/demo/data/index.js';
import { b2ePartnerApprovers, b2ePartnerCompanies } from './b2e.schema.js';

let counter = 0;
const key = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}`;

describe('employee purchase through the online reservation, with the partner approval', () => {
  let t: TestApp;
  let ana: TestSession; // ACME employee 1001, Brazil
  let acmeHr: TestSession; // approves for ACME
  let tramaHr: TestSession; // approves for TRAMA (Argentina) only
  let customer: TestSession;
  let staff: TestSession;
  const taken = new Set<string>();

  /** Free cars of the Fiat campaign of a market, none handed out before in this file. */
  async function freeUnits(country: 'BR' | 'AR', count: number): Promise<string[]> {
    const campaignId = `fiat-${country.toLowerCase()}-reserva`;
    const found: string[] = [];
    for (const row of stockRows().filter(
      (r) => r.brand === 'fiat' && r.country === country && r.quantity > 0,
    )) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/reservations/availability?campaignId=${campaignId}&mvsCode=${row.mvsCode}&year=${row.modelYear}&state=${row.state}`,
      });
      for (const unit of AvailabilityAnswer.parse(response.json()).units) {
        if (taken.has(unit.unitId) || unit.priceCents === null) continue;
        taken.add(unit.unitId);
        found.push(unit.unitId);
        if (found.length === count) return found;
      }
    }
    throw new Error(`only ${found.length} free cars in ${country}`);
  }

  const validate = (session: TestSession, payload: object, language = 'pt-BR') =>
    t.app.inject({
      method: 'POST',
      url: '/api/employee/validate',
      payload,
      headers: { ...session.headers, 'accept-language': language },
    });
  const reserve = (session: TestSession, unitId: string, country: 'BR' | 'AR', language = 'pt-BR') =>
    t.app.inject({
      method: 'POST',
      url: '/api/b2e/reserve',
      headers: { ...session.headers, 'idempotency-key': key('b2e'), 'accept-language': language },
      payload: { campaignId: `fiat-${country.toLowerCase()}-reserva`, unitId, termsAccepted: true },
    });
  const approvals = (session: TestSession) =>
    t.app.inject({ method: 'GET', url: '/api/b2e/approvals', headers: session.headers });
  const decide = (session: TestSession, orderId: string, decision: 'approve' | 'refuse') =>
    t.app.inject({
      method: 'POST',
      url: `/api/b2e/approvals/${orderId}`,
      headers: session.headers,
      payload: { decision },
    });
  const myOrder = async (session: TestSession, id: string) =>
    ReservationOrder.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/reservations/${id}`, headers: session.headers })
      ).json(),
    );
  const importCsv = (session: TestSession, company: string, csv: string, language = 'pt-BR') =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/b2e/partners/${company}/people/import`,
      headers: { ...session.headers, 'accept-language': language },
      payload: { csv },
    });

  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
    ana = await createAccount(t.app, t.db, 'ana.b2e@example.com', { name: 'Ana Ramos' });
    acmeHr = await createAccount(t.app, t.db, 'rh.acme@example.com', {
      name: 'RH Acme',
      roles: ['customer', 'partner_admin'],
    });
    // An approver needs no special role beyond an account: naming is what scopes them.
    tramaHr = await createAccount(t.app, t.db, 'rrhh.trama@example.com', { name: 'RRHH Trama' });
    customer = await createAccount(t.app, t.db, 'someone.b2e@example.com');
    staff = await createAccount(t.app, t.db, 'desk.b2e@example.com', { roles: ['lead_queue_manager'] });
    await t.db.insert(b2ePartnerApprovers).values([{ userId: acmeHr.userId, companyCode: 'ACME' }]);
    // The companies desk names TRAMA's approver; a customer may not.
    const name = (session: TestSession) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/b2e/partners/trama/approvers',
        headers: session.headers,
        payload: { email: 'rrhh.trama@example.com' },
      });
    expect((await name(customer)).statusCode).toBe(403);
    const named = await name(staff);
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json()).toMatchObject({ companyCode: 'TRAMA', userId: tramaHr.userId });
    const validated = await validate(ana, {
      market: 'BR',
      buyerType: 'employee',
      companyCode: 'ACME',
      employeeCode: '1001',
      document: '529.982.247-25',
    });
    expect(validated.json()).toMatchObject({ eligible: true, saved: true });
  });
  afterAll(() => t.close());

  let approvedId = '';
  let refusedId = '';
  let refusedUnit = '';

  it('reserves at the program price and waits for the partner company (APPROVAL_EMPLOYEE)', async () => {
    const [unitId] = await freeUnits('BR', 1);
    const response = await reserve(ana, unitId!, 'BR');
    expect(response.statusCode, response.body).toBe(201);
    const order = ReservationOrder.parse(response.json());
    expect(order.status).toBe('APPROVAL_EMPLOYEE');
    expect(order.employeeProgram).toMatchObject({ companyCode: 'ACME', discountBasisPoints: 1200 });
    const list = order.employeeProgram!.listPriceCents;
    expect(order.priceCents).toBe(applyDiscount(list, 1200).price);
    expect(order.priceCents).toBeLessThan(list);
    expect(order.availableMethods).toEqual([]);
    expect(order.timeline.map((e) => e.to)).toEqual(['PRE_RESERVE', 'APPROVAL_EMPLOYEE']);
    approvedId = order.id;
  });

  it("shows the approver their own company's waiting reservations, and nobody else's", async () => {
    const acme = EmployeeApprovalsAnswer.parse((await approvals(acmeHr)).json());
    expect(acme.companies).toEqual([{ code: 'ACME', name: 'Acme Autopeças S.A.' }]);
    expect(acme.approvals).toEqual([
      expect.objectContaining({
        orderId: approvedId,
        status: 'APPROVAL_EMPLOYEE',
        buyerName: 'Ana Ramos',
        buyerType: 'employee',
        documentHint: '•••725',
      }),
    ]);
    const trama = EmployeeApprovalsAnswer.parse((await approvals(tramaHr)).json());
    expect(trama.approvals.map((a) => a.orderId)).not.toContain(approvedId);
    // Another company's approver can neither decide it nor learn it exists.
    expect((await decide(tramaHr, approvedId, 'approve')).statusCode).toBe(404);
    expect((await myOrder(ana, approvedId)).status).toBe('APPROVAL_EMPLOYEE');
    // An account that approves for no company sees no company and no order, and decides none.
    const none = await approvals(customer);
    expect(none.statusCode).toBe(200);
    expect(EmployeeApprovalsAnswer.parse(none.json())).toEqual({ companies: [], approvals: [] });
    expect((await decide(customer, approvedId, 'approve')).statusCode).toBe(404);
    expect((await myOrder(ana, approvedId)).status).toBe('APPROVAL_EMPLOYEE');
  });

  it('approval moves the order on to payment with a fresh countdown, on the buyer timeline', async () => {
    const answer = await decide(acmeHr, approvedId, 'approve');
    expect(answer.statusCode, answer.body).toBe(200);
    const order = await myOrder(ana, approvedId);
    expect(order.status).toBe('PRE_RESERVE');
    expect(order.availableMethods.length).toBeGreaterThan(0);
    expect(order.timeline.at(-1)).toMatchObject({
      from: 'APPROVAL_EMPLOYEE',
      to: 'PRE_RESERVE',
      actor: 'partner',
    });
    const left = Date.parse(order.holdUntil!) - Date.parse(order.serverNow);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(24 * 3_600_000);
    // Deciding twice changes nothing.
    expect((await decide(acmeHr, approvedId, 'refuse')).statusCode).toBe(409);
    expect((await myOrder(ana, approvedId)).status).toBe('PRE_RESERVE');
  });

  it('refusal cancels the order and frees the car for another buyer', async () => {
    refusedUnit = (await freeUnits('BR', 1))[0]!;
    const order = ReservationOrder.parse((await reserve(ana, refusedUnit, 'BR')).json());
    refusedId = order.id;
    const someone = await t.app.inject({
      method: 'POST',
      url: '/api/reservations/pre-reserve',
      headers: { ...customer.headers, 'idempotency-key': key('pre') },
      payload: { campaignId: 'fiat-br-reserva', unitId: refusedUnit, termsAccepted: true },
    });
    expect(someone.statusCode).toBe(409);
    expect((await decide(acmeHr, refusedId, 'refuse')).statusCode).toBe(200);
    const ended = await myOrder(ana, refusedId);
    expect(ended).toMatchObject({ status: 'CANCELLED', cancelReason: 'employer_refused' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/reservations/pre-reserve',
      headers: { ...customer.headers, 'idempotency-key': key('pre') },
      payload: { campaignId: 'fiat-br-reserva', unitId: refusedUnit, termsAccepted: true },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('imports a partner list: upserts by registration number and reports every rejected row', async () => {
    const csv = [
      'employeeCode;document;name;email;kind;since',
      '3001;123.456.780-62;Bruno Lima;bruno@acme.example;employee;2018-02-01',
      '3002;123.456.789-00;Carla Dias;carla@acme.example;employee;2018-02-01',
      '3003;123.456.780-62;Duda Reis;duda@acme.example;employee;2018-02-01',
      '3001;246.813.579-28;Eva Cruz;eva@acme.example;employee;2018-02-01',
      '3004;529.982.247-25;Fábio Luz;fabio@acme.example;employee;2018-02-01',
      '3005;314.159.265-90;;gil@acme.example;employee;2018-02-01',
    ].join('\n');
    expect((await importCsv(customer, 'ACME', csv)).statusCode).toBe(403);
    const first = PartnerPeopleCsvReport.parse((await importCsv(staff, 'ACME', csv)).json());
    expect(first).toMatchObject({ companyCode: 'ACME', received: 6, inserted: 1, updated: 0 });
    expect(first.rejected.map((r) => [r.line, r.code])).toEqual([
      [3, 'document_invalid'],
      [4, 'duplicate_document'],
      [5, 'duplicate_employee_code'],
      [6, 'document_taken'],
      [7, 'field_required'],
    ]);
    expect(first.rejected[0]!.message).toBe('Documento inválido (CPF no Brasil)');
    // The same person sent again is updated, not added; the list is what validation reads.
    const second = PartnerPeopleCsvReport.parse(
      (
        await importCsv(
          staff,
          'ACME',
          'employeeCode,document,name,email\n3001,123.456.780-62,Bruno Lima Souza,bruno@acme.example',
        )
      ).json(),
    );
    expect(second).toMatchObject({ received: 1, inserted: 0, updated: 1, rejected: [] });
    const bruno = await validate(customer, {
      market: 'BR',
      buyerType: 'employee',
      companyCode: 'ACME',
      employeeCode: '3001',
      document: '123.456.780-62',
    });
    expect(bruno.json()).toMatchObject({ eligible: true });
    // Argentina: DNI or CUIL, messages in Spanish.
    const ar = PartnerPeopleCsvReport.parse(
      (
        await importCsv(
          staff,
          'TRAMA',
          'employeeCode;document;name;email\n2101;20-12345678-0;Juan Pérez;juan@trama.example',
          'es-AR',
        )
      ).json(),
    );
    expect(ar.rejected).toEqual([
      { line: 2, code: 'document_invalid', message: 'Documento inválido (DNI o CUIL en la Argentina)' },
    ]);
  });

  it('the yearly limit under parallel reservations gives exactly the allowed number', async () => {
    // ACME sets its own limit of 3 for Bruno's circle (imported above, with no car yet this year).
    await t.db
      .update(b2ePartnerCompanies)
      .set({ carsPerYear: 3 })
      .where(eq(b2ePartnerCompanies.code, 'ACME'));
    const bruno = await createAccount(t.app, t.db, 'bruno.b2e@example.com', { name: 'Bruno Lima' });
    await validate(bruno, {
      market: 'BR',
      buyerType: 'employee',
      companyCode: 'ACME',
      employeeCode: '3001',
      document: '123.456.780-62',
    });
    const units = await freeUnits('BR', 6);
    const answers = await Promise.all(units.map((unitId) => reserve(bruno, unitId, 'BR')));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json() as { code: string; message: string };
    expect(refused.code).toBe('b2e_limit_reached');
    expect(refused.message).toContain('limite de 3 carro(s) por ano');
    // A refused reservation gives its place back.
    const placed = answers.filter((a) => a.statusCode === 201).map((a) => ReservationOrder.parse(a.json()));
    expect((await decide(acmeHr, placed[0]!.id, 'refuse')).statusCode).toBe(200);
    const [next] = await freeUnits('BR', 1);
    expect((await reserve(bruno, next!, 'BR')).statusCode).toBe(201);
  });

  it('says so in Spanish in Argentina, where the program allows one car a year', async () => {
    const juan = await createAccount(t.app, t.db, 'juan.b2e@example.com', { name: 'Juan Gómez' });
    const validated = await validate(
      juan,
      {
        market: 'AR',
        buyerType: 'employee',
        companyCode: 'TRAMA',
        employeeCode: '2001',
        document: '20-12345678-6',
      },
      'es-AR',
    );
    expect(validated.json()).toMatchObject({ eligible: true });
    const [first, second] = await freeUnits('AR', 2);
    const made = await reserve(juan, first!, 'AR', 'es-AR');
    expect(made.statusCode, made.body).toBe(201);
    expect(ReservationOrder.parse(made.json()).employeeProgram).toMatchObject({ discountBasisPoints: 1000 });
    const refused = await reserve(juan, second!, 'AR', 'es-AR');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'b2e_limit_reached',
      message: 'Ya se alcanzó el límite de 1 auto(s) por año del programa en este año',
    });
    // The Argentine approver sees it; the Brazilian one does not.
    const trama = EmployeeApprovalsAnswer.parse((await approvals(tramaHr)).json());
    expect(trama.approvals.map((a) => a.buyerName)).toContain('Juan Gómez');
    const acme = EmployeeApprovalsAnswer.parse((await approvals(acmeHr)).json());
    expect(acme.approvals.map((a) => a.buyerName)).not.toContain('Juan Gómez');
  });

  it("lists a market's partner companies to the companies desk only, with their list size and approvers", async () => {
    const partners = (session: TestSession | null, market: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/staff/b2e/partners?market=${market}`,
        headers: session?.headers ?? {},
      });
    expect((await partners(null, 'BR')).statusCode).toBe(401);
    expect((await partners(customer, 'BR')).statusCode).toBe(403);
    expect((await partners(acmeHr, 'BR')).statusCode).toBe(403);
    expect((await partners(staff, 'XX')).statusCode).toBe(400);
    const br = await partners(staff, 'BR');
    expect(br.statusCode, br.body).toBe(200);
    const brazil = StaffPartnerCompanies.parse(br.json());
    expect(brazil.companies.map((c) => c.code)).toEqual(['ACME']);
    expect(brazil.companies[0]).toMatchObject({
      name: 'Acme Autopeças S.A.',
      approvers: ['rh.acme@example.com'],
    });
    expect(brazil.companies[0]!.people).toBeGreaterThan(0);
    const argentina = StaffPartnerCompanies.parse((await partners(staff, 'AR')).json());
    expect(argentina.companies.map((c) => [c.code, c.approvers])).toEqual([
      ['TRAMA', ['rrhh.trama@example.com']],
    ]);
  });
});
