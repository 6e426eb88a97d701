import { ClubAccess, ReservationPrice } from '@autohub/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { type TestSession, createAccount } from '../auth/auth.fixture.js';
import { CATALOGUE } from '../catalogue/demo/data/index.js';
import { users } from '../users/users.schema.js';
import { rentalProposals } from '../rental/rental.schema.js';
import { clubDependents, clubMembers } from './discount-club.schema.js';

const STAFF_TOKEN = 'staff-token-for-club-tests';
const pulse = CATALOGUE.fiat[0]!.versions[0]!;
const color = pulse.parts.find((part) => part.type === 'COLOR')!;
const build = `mvsCode=${pulse.mvs.code}&year=${pulse.mvs.year}&colorCode=${color.code}&country=BR&state=SP`;

describe('discount club', () => {
  let t: TestApp;
  let rita: TestSession;
  let joao: TestSession;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT_MAX: '0', STAFF_API_TOKEN: STAFF_TOKEN } });
    rita = await createAccount(t.app, t.db, 'rita.club@example.com', { name: 'Rita Alves' });
    joao = await createAccount(t.app, t.db, 'joao.club@example.com', { name: 'João Alves' });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    session: TestSession,
    payload?: object,
  ) => t.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
  const access = async (session: TestSession) =>
    ClubAccess.parse((await call('GET', '/api/auth/discountclub/clube-br', session)).json());

  it('keeps the club price for members', async () => {
    expect((await access(rita)).standing).toBe('NOT_MEMBER');
    expect((await call('GET', `/api/discount-club/clube-br/price?${build}`, rita)).statusCode).toBe(403);
    expect((await call('GET', '/api/auth/discountclub/no-such-club', rita)).statusCode).toBe(404);
  });

  it('joins with a valid CPF, once per document', async () => {
    const bad = await call('POST', '/api/discount-club/clube-br/join', rita, {
      document: '529.982.247-24',
      familyIncome: 'FROM_3_TO_6',
      acceptTerms: true,
    });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { details: { code: string }[] }).details[0]?.code).toBe('cpf_invalid');
    const joined = await call('POST', '/api/discount-club/clube-br/join', rita, {
      document: '529.982.247-25',
      familyIncome: 'FROM_3_TO_6',
      acceptTerms: true,
    });
    expect(joined.statusCode).toBe(201);
    expect(ClubAccess.parse(joined.json()).member).toMatchObject({
      documentHint: '•••725',
      couponCode: expect.stringMatching(/^CLUBE-[A-Z2-9]{8}$/),
      dependents: [],
    });
    const again = await call('POST', '/api/discount-club/clube-br/join', rita, {
      document: '529.982.247-25',
      familyIncome: 'UP_TO_3',
      acceptTerms: true,
    });
    expect(again.statusCode).toBe(200);
    const taken = await call('POST', '/api/discount-club/clube-br/join', joao, {
      document: '52998224725',
      familyIncome: 'UP_TO_3',
      acceptTerms: true,
    });
    expect(taken.statusCode).toBe(409);
    const [row] = await t.db.select().from(clubMembers);
    expect(JSON.stringify(row)).not.toContain('52998224725');
  });

  it('adds and removes dependents with the rules of the club', async () => {
    const add = (payload: object) => call('POST', '/api/discount-club/clube-br/dependents', rita, payload);
    const refused = await add({ name: 'João', document: '529.982.247-25', relationship: '' });
    expect(
      (refused.json() as { details: { path: string; code: string }[] }).details.map((d) => [d.path, d.code]),
    ).toEqual([
      ['body.name', 'surname_required'],
      ['body.document', 'dependent_same_as_holder'],
      ['body.relationship', 'field_required'],
    ]);
    const added = await add({ name: 'João Alves', document: '111.444.777-35', relationship: 'SPOUSE' });
    expect(added.statusCode).toBe(201);
    expect(
      (await add({ name: 'João Alves', document: '11144477735', relationship: 'SPOUSE' })).json(),
    ).toMatchObject({
      details: [{ code: 'dependent_duplicate', message: 'Este dependente já está cadastrado' }],
    });
    const member = ClubAccess.parse(added.json()).member!;
    expect(member.dependents).toEqual([
      expect.objectContaining({ name: 'João Alves', documentHint: '•••735', relationship: 'SPOUSE' }),
    ]);

    // João, with his CPF in his account, is Rita's dependent and gets the club price.
    await t.db.update(users).set({ cpf: '11144477735' }).where(eq(users.id, joao.userId));
    expect(await access(joao)).toMatchObject({ standing: 'DEPENDENT', holderFirstName: 'Rita' });
    const list = ReservationPrice.parse(
      (await t.app.inject({ method: 'GET', url: `/api/prices/price/reservation?${build}` })).json(),
    );
    const price = (await call('GET', `/api/discount-club/clube-br/price?${build}`, joao)).json() as {
      listPrice: number;
      price: number;
      couponCode: string;
    };
    expect(price.listPrice).toBe(list.totals.total);
    expect(price.price).toBe(price.listPrice - Math.floor((price.listPrice * 500 + 5000) / 10_000));
    expect(price.couponCode).toBe((await access(rita)).member?.couponCode);

    const removed = await call(
      'DELETE',
      `/api/discount-club/clube-br/dependents/${member.dependents[0]!.id}`,
      rita,
    );
    expect(ClubAccess.parse(removed.json()).member?.dependents).toEqual([]);
    expect(await t.db.select().from(clubDependents)).toHaveLength(0);
    expect((await access(joao)).standing).toBe('NOT_MEMBER');
  });

  it('changes the family income of the own membership only', async () => {
    const member = (await access(rita)).member!;
    const changed = await call('PATCH', `/api/family-income/${member.id}`, rita, {
      familyIncome: 'ABOVE_10',
    });
    expect(ClubAccess.parse(changed.json()).member?.familyIncome).toBe('ABOVE_10');
    expect(
      (await call('PATCH', `/api/family-income/${member.id}`, joao, { familyIncome: 'UP_TO_3' })).statusCode,
    ).toBe(404);
  });

  it('reads a partner token and joins with it; a tampered or expired token is refused', async () => {
    const mint = async (ttlMinutes: number) =>
      (
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/sandbox/partnership/token',
            headers: { authorization: `Bearer ${STAFF_TOKEN}` },
            payload: {
              partner: 'Banco Parceiro',
              clubId: 'clube-br',
              document: '390.533.447-05',
              ttlMinutes,
            },
          })
        ).json() as { token: string }
      ).token;
    const token = await mint(30);
    expect((await call('GET', `/api/partnership/token/decrypt?token=${token}`, joao)).json()).toMatchObject({
      partner: 'Banco Parceiro',
      clubId: 'clube-br',
      documentHint: '•••705',
    });
    const tampered = `${token.slice(0, -3)}AAA`;
    expect(
      (await call('GET', `/api/partnership/token/decrypt?token=${tampered}`, joao)).json(),
    ).toMatchObject({ code: 'partnership_token_invalid' });
    expect(
      (await call('GET', `/api/partnership/token/decrypt?token=${await mint(-1)}`, joao)).json(),
    ).toMatchObject({ code: 'partnership_token_expired' });
    const joined = await call('POST', '/api/discount-club/clube-br/join', joao, {
      document: '',
      familyIncome: 'NOT_INFORMED',
      acceptTerms: true,
      partnershipToken: token,
    });
    expect(joined.statusCode).toBe(201);
    expect(ClubAccess.parse(joined.json()).member?.documentHint).toBe('•••705');
  });

  it('discounts the revisions for members', async () => {
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: '/api/catalogue/model/latest?brand=fiat&country=BR&modelCode=363',
      })
    ).json() as { versions: { mvs: { code: string } }[] };
    const mvs = detail.versions[0]!.mvs.code;
    const prices = (
      await call(
        'GET',
        `/api/discount-club/clube-br/service-prices?brand=fiat&country=BR&mvsCode=${mvs}`,
        rita,
      )
    ).json() as {
      services: { code: string; listPrice: number; price: number }[];
    };
    expect(prices.services.length).toBeGreaterThan(10);
    for (const line of prices.services)
      expect(line.price).toBe(line.listPrice - Math.floor((line.listPrice * 1000 + 5000) / 10_000));
  });

  it('joins the privacy export and is erased with the account', async () => {
    const flua = await t.app.inject({
      method: 'POST',
      url: '/api/leads/flua/create',
      payload: {
        brand: 'fiat',
        locale: 'pt-BR',
        form: {
          companyName: 'Alves Fretes',
          contactName: 'Rita Alves',
          companyTaxId: '11.222.333/0001-81',
          companyOlderThanOneYear: true,
          email: 'rita.club@example.com',
          mobile: '(11) 98765-4321',
          preferredContact: 'EMAIL',
          vehicleType: 'VAN',
          vehicleAmount: 3,
          consents: { privacy: true },
        },
      },
    });
    expect(flua.statusCode).toBe(201);
    await call('POST', '/api/discount-club/clube-br/dependents', rita, {
      name: 'Bia Alves',
      document: '111.444.777-35',
      relationship: 'CHILD',
    });
    const exported = (await call('GET', '/api/privacy/export', rita)).json() as {
      rental: { proposals: { companyName: string; email: string }[] };
      discountClub: { dependents: { name: string }[] }[];
      employeeProgram: unknown;
    };
    expect(exported.rental.proposals).toEqual([
      expect.objectContaining({ companyName: 'Alves Fretes', email: 'rita.club@example.com' }),
    ]);
    expect(exported.discountClub[0]?.dependents).toEqual([expect.objectContaining({ name: 'Bia Alves' })]);
    expect(exported.employeeProgram).toBeNull();

    const deleted = await call('POST', '/api/privacy/account-deletion', rita, {
      confirm: true,
      currentPassword: 'Senha!123',
    });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(clubMembers).where(eq(clubMembers.userId, rita.userId))).toEqual([]);
    expect(await t.db.select().from(clubDependents)).toEqual([]);
    const [proposal] = await t.db.select().from(rentalProposals);
    expect(proposal).toMatchObject({
      companyName: 'Alves Fretes',
      contactName: '',
      mobile: '',
      userId: null,
    });
    expect(proposal?.email).not.toContain('rita');
  });
});
