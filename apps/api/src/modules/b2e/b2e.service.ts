import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type {
  PartnerPeopleCsvReport,
  B2EImpediments,
  B2EReserveBody,
  EmployeeApprovalItem,
  EmployeeApprovalsAnswer,
  EmployeeDecisionBody,
  ReservationOrder,
  DiscountedBuildPrice,
  EmployeeValidation,
  EperProfile,
  EperV3,
  ProgramPriceQuery,
  ReserveAvailability,
  StaffPartnerCompanies,
} from '@autohub/contract';
import {
  B2E_PROGRAMS,
  type B2EBuyerType,
  b2eBuysThroughHolder,
  type B2EImpediment,
  b2eImpedimentText,
  b2eProgramYear,
  b2eValidationExpiresAt,
  b2eYearlyLimit,
  type CountryCode,
  documentHint,
  DomainError,
  evaluateB2E,
  dayInTimeZone,
  isB2EBuyerType,
  isValidEmail,
  type Locale,
  personalDocumentKey,
} from '@autohub/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { discounted } from '../../lib/discounted-price.js';
import { documentDigest } from '../../lib/document-digest.js';
import type { PricesService } from '../prices/prices.service.js';
import type { ReservationService } from '../reservations/reservations.service.js';
import type { StockService } from '../stock/stock.service.js';
import { createUserDirectory } from '../users/users.service.js';
import { b2ePartnerApprovers, b2ePartnerCompanies, b2ePartnerPeople, b2eValidations } from './b2e.schema.js';

type ValidationRow = typeof b2eValidations.$inferSelect;

export interface B2EServiceOptions {
  secret: string;
  prices: () => PricesService;
  stock: () => StockService;
  /** The online reservation the program reserves through (absent where only validation is needed). */
  reservations?: () => ReservationService;
  clock?: () => Date;
}

const asCountry = (value: string): CountryCode => (value === 'AR' ? 'AR' : 'BR');

export function createB2EService(db: Db, options: B2EServiceOptions) {
  const now = options.clock ?? (() => new Date());
  const digest = (key: string) => documentDigest(options.secret, key);

  function items(codes: readonly B2EImpediment[], country: CountryCode, locale: Locale, limit?: number) {
    return codes.map((code) => ({ code, message: b2eImpedimentText(code, country, locale, limit) }));
  }

  function reservations(): ReservationService {
    if (!options.reservations) throw new Error('the employee program reserves through the reservations');
    return options.reservations();
  }

  /** The yearly limit of a company and how much of it a holder's circle used this year. */
  async function yearOf(companyCode: string, holderId: string | null, market: CountryCode) {
    const [company] = await db
      .select({ carsPerYear: b2ePartnerCompanies.carsPerYear })
      .from(b2ePartnerCompanies)
      .where(eq(b2ePartnerCompanies.code, companyCode));
    const limit = b2eYearlyLimit(market, company?.carsPerYear);
    const year = b2eProgramYear(market, now());
    const used =
      holderId && options.reservations ? await options.reservations().employeeCarsInYear(holderId, year) : 0;
    return { limit, year, used };
  }

  async function current(userId: string): Promise<ValidationRow | undefined> {
    const [row] = await db.select().from(b2eValidations).where(eq(b2eValidations.userId, userId));
    return row;
  }

  async function companyName(code: string): Promise<string | null> {
    const [row] = await db
      .select({ name: b2ePartnerCompanies.name })
      .from(b2ePartnerCompanies)
      .where(eq(b2ePartnerCompanies.code, code));
    return row?.name ?? null;
  }

  function eperOf(row: ValidationRow | undefined, name: string | null): EperProfile {
    if (!row) {
      return {
        validationId: null,
        status: 'NONE',
        market: null,
        buyerType: null,
        companyName: null,
        documentHint: null,
        discountBasisPoints: 0,
        validatedAt: null,
        expiresAt: null,
      };
    }
    const status = !row.eligible ? 'BLOCKED' : row.expiresAt <= now() ? 'EXPIRED' : 'VALID';
    return {
      validationId: row.id,
      status,
      market: asCountry(row.market),
      buyerType: isB2EBuyerType(row.buyerType) ? row.buyerType : null,
      companyName: name,
      documentHint: row.documentHint,
      discountBasisPoints: status === 'VALID' ? row.discountBasisPoints : 0,
      validatedAt: row.validatedAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    };
  }

  /** The impediments of the signed-in buyer in a market, from their stored validation. */
  async function impedimentsOf(
    userId: string,
    market: CountryCode,
  ): Promise<{ row: ValidationRow | undefined; codes: B2EImpediment[]; limit?: number }> {
    const row = await current(userId);
    if (!row || row.market !== market) return { row: undefined, codes: ['NOT_VALIDATED'] };
    if (row.expiresAt <= now()) return { row, codes: ['VALIDATION_EXPIRED'] };
    if (row.eligible) {
      const { limit, used } = await yearOf(row.companyCode, row.partnerPersonId, market);
      return { row, codes: used >= limit ? ['PURCHASE_LIMIT_REACHED'] : [], limit };
    }
    // Re-read the partner's record: the person may have become eligible since (time at the partner).
    const [person] = row.partnerPersonId
      ? await db.select().from(b2ePartnerPeople).where(eq(b2ePartnerPeople.id, row.partnerPersonId))
      : [];
    const result = evaluateB2E({
      country: market,
      buyerType: isB2EBuyerType(row.buyerType) ? row.buyerType : 'employee',
      partnerPerson: person ? { kind: person.kind, active: person.active, since: person.since } : null,
      carsThisYear: 0,
      now: now(),
    });
    return { row, codes: result.impediments };
  }

  type OrderRow = Awaited<ReturnType<ReservationService['employeeOrders']>>[number];

  async function approvalItems(rows: readonly OrderRow[]): Promise<EmployeeApprovalItem[]> {
    const directory = createUserDirectory(db);
    const buyers = new Map<string, string | null>();
    for (const id of new Set(rows.map((r) => r.userId))) {
      buyers.set(id, (await directory.byId(id))?.name ?? null);
    }
    return rows.map((row) => ({
      orderId: row.id,
      status: row.status,
      companyCode: row.b2eCompanyCode ?? '',
      buyerName: buyers.get(row.userId) ?? null,
      buyerType: row.b2eBuyerType && isB2EBuyerType(row.b2eBuyerType) ? row.b2eBuyerType : null,
      documentHint: row.b2eDocumentHint,
      vehicleName: row.vehicleName,
      currency: row.currency === 'ARS' ? 'ARS' : 'BRL',
      listPriceCents: row.listPriceCents,
      priceCents: row.priceCents,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  return {
    /**
     * employee/validate: checks the buyer against the partner's list. The person on the list is the
     * buyer (employee, collaborator) or their holder (family, dependents, assignees), found by the
     * registration number and the document. A signed-in buyer's validation is kept for 30 days.
     */
    async validate(
      request: {
        market: CountryCode;
        buyerType: B2EBuyerType;
        companyCode: string;
        employeeCode: string;
        document: string;
        holderDocument: string;
      },
      meta: { userId: string | null; locale: Locale },
    ): Promise<EmployeeValidation> {
      const market = request.market;
      const ownKey = personalDocumentKey(request.document, market);
      const throughHolder = b2eBuysThroughHolder(market, request.buyerType);
      const listedKey = throughHolder ? personalDocumentKey(request.holderDocument, market) : ownKey;
      // The contract already refused invalid documents; this keeps the types honest.
      if (ownKey === null || listedKey === null)
        throw new DomainError('document_invalid', {}, { detail: 'Invalid document' });
      if (throughHolder && listedKey === ownKey) {
        throw new DomainError('dependent_same_as_holder', {}, { detail: 'The holder must be someone else' });
      }
      const companyCode = request.companyCode.trim().toUpperCase();
      const [company] = await db
        .select()
        .from(b2ePartnerCompanies)
        .where(
          and(
            eq(b2ePartnerCompanies.code, companyCode),
            eq(b2ePartnerCompanies.country, market),
            eq(b2ePartnerCompanies.active, true),
          ),
        );
      const [person] = company
        ? await db
            .select()
            .from(b2ePartnerPeople)
            .where(
              and(
                eq(b2ePartnerPeople.companyCode, companyCode),
                eq(b2ePartnerPeople.employeeCode, request.employeeCode.trim()),
                eq(b2ePartnerPeople.documentDigest, digest(listedKey)),
              ),
            )
        : [];
      const at = now();
      const year = company ? await yearOf(companyCode, person?.id ?? null, market) : null;
      const result = evaluateB2E({
        country: market,
        buyerType: request.buyerType,
        partnerPerson: person ? { kind: person.kind, active: person.active, since: person.since } : null,
        carsThisYear: year?.used ?? 0,
        yearlyLimit: year?.limit ?? null,
        now: at,
      });
      // What is kept is the standing with the partner; the yearly count is read again at each
      // reservation, so a cancelled reservation gives its place back.
      const standing =
        result.impediments.includes('PURCHASE_LIMIT_REACHED') && result.impediments.length === 1
          ? { eligible: true, discount: B2E_PROGRAMS[market].discount[request.buyerType] ?? 0 }
          : result;
      const expiresAt = b2eValidationExpiresAt(market, at);
      let saved = false;
      // Only validations that found the person are kept: a typo must not replace a good validation.
      if (meta.userId && person) {
        const values = {
          market,
          buyerType: request.buyerType,
          companyCode,
          partnerPersonId: person.id,
          documentDigest: digest(ownKey),
          documentHint: documentHint(request.document),
          eligible: standing.eligible,
          discountBasisPoints: standing.discount,
          validatedAt: at,
          expiresAt,
        };
        await db
          .insert(b2eValidations)
          .values({ id: randomUUID(), userId: meta.userId, ...values })
          .onConflictDoUpdate({ target: b2eValidations.userId, set: values });
        saved = true;
      }
      return {
        eligible: result.eligible,
        market,
        buyerType: request.buyerType,
        companyName: company?.name ?? null,
        discountBasisPoints: result.discount,
        impediments: items(result.impediments, market, meta.locale, year?.limit),
        saved,
        expiresAt: saved ? expiresAt.toISOString() : null,
      };
    },

    /**
     * reserve: the car of the online reservation's showcase, at the program price. The order waits
     * in APPROVAL_EMPLOYEE for the partner company's approver; the yearly limit is counted in the
     * reservation's own transaction. 409 with the impediments when the buyer may not.
     */
    async reserve(
      userId: string,
      key: string,
      body: B2EReserveBody,
      locale: Locale,
      origin: string | undefined,
    ): Promise<ReservationOrder> {
      const row = await current(userId);
      const market = row ? asCountry(row.market) : null;
      if (!row || !market) {
        throw new DomainError(
          'b2e_not_eligible',
          {},
          { detail: b2eImpedimentText('NOT_VALIDATED', 'BR', locale) },
        );
      }
      const { codes, limit } = await impedimentsOf(userId, market);
      // A retried call with the same key answers the order it made, even at the limit.
      const blocking = codes.filter((code) => code !== 'PURCHASE_LIMIT_REACHED');
      if (blocking.length > 0 || !row.partnerPersonId || !isB2EBuyerType(row.buyerType)) {
        throw new DomainError(
          'b2e_not_eligible',
          {},
          {
            detail: items(blocking.length > 0 ? blocking : ['NOT_VALIDATED'], market, locale)
              .map((i) => i.message)
              .join('; '),
          },
        );
      }
      const { year } = await yearOf(row.companyCode, row.partnerPersonId, market);
      const yearlyLimit = limit ?? b2eYearlyLimit(market, null);
      return reservations().preReserve(
        userId,
        key,
        { ...body, reservationType: 'focus', fundingType: 'PSA' },
        locale,
        origin,
        {
          market,
          companyCode: row.companyCode,
          holderId: row.partnerPersonId,
          buyerType: row.buyerType,
          documentHint: row.documentHint,
          discountBasisPoints: row.discountBasisPoints,
          year,
          yearlyLimit,
          limitMessage: b2eImpedimentText('PURCHASE_LIMIT_REACHED', market, locale, yearlyLimit),
        },
      );
    },

    /** Staff name an account approver of a partner company; naming it twice changes nothing. */
    async addApprover(
      companyCode: string,
      email: string,
    ): Promise<{ companyCode: string; userId: string; email: string }> {
      const code = companyCode.trim().toUpperCase();
      const [company] = await db.select().from(b2ePartnerCompanies).where(eq(b2ePartnerCompanies.code, code));
      if (!company) throw new DomainError('b2e_company_not_found', {}, { detail: 'No such partner company' });
      const user = await createUserDirectory(db).activeByEmail(email);
      if (!user)
        throw new DomainError('user_not_found', {}, { detail: 'No active account with this e-mail' });
      await db
        .insert(b2ePartnerApprovers)
        .values({ userId: user.id, companyCode: code })
        .onConflictDoNothing();
      return { companyCode: code, userId: user.id, email: user.email };
    },

    /** Staff: the partner companies of a market, with the size of their list and their approvers. */
    async partners(market: CountryCode): Promise<StaffPartnerCompanies> {
      const companies = await db
        .select()
        .from(b2ePartnerCompanies)
        .where(eq(b2ePartnerCompanies.country, market))
        .orderBy(asc(b2ePartnerCompanies.name));
      const sizes = await db
        .select({ code: b2ePartnerPeople.companyCode, people: count() })
        .from(b2ePartnerPeople)
        .groupBy(b2ePartnerPeople.companyCode);
      const approvers = await db.select().from(b2ePartnerApprovers);
      const users = createUserDirectory(db);
      const emailOf = new Map<string, string>();
      for (const userId of new Set(approvers.map((a) => a.userId))) {
        const user = await users.byId(userId);
        if (user) emailOf.set(userId, user.email);
      }
      return {
        market,
        companies: companies.map((c) => ({
          code: c.code,
          name: c.name,
          active: c.active,
          people: sizes.find((s) => s.code === c.code)?.people ?? 0,
          approvers: approvers
            .filter((a) => a.companyCode === c.code)
            .flatMap((a) => (emailOf.has(a.userId) ? [emailOf.get(a.userId)!] : []))
            .sort(),
        })),
      };
    },

    /** The partner companies an account approves for; 403 when it approves for none. */
    async approverCompanies(userId: string): Promise<{ code: string; name: string }[]> {
      const rows = await db
        .select({ code: b2ePartnerCompanies.code, name: b2ePartnerCompanies.name })
        .from(b2ePartnerApprovers)
        .innerJoin(b2ePartnerCompanies, eq(b2ePartnerCompanies.code, b2ePartnerApprovers.companyCode))
        .where(eq(b2ePartnerApprovers.userId, userId));
      return rows;
    },

    /** The approver's list: the program reservations of their companies, waiting ones first. */
    async approvals(userId: string, pendingOnly: boolean): Promise<EmployeeApprovalsAnswer> {
      const companies = await this.approverCompanies(userId);
      const rows = await reservations().employeeOrders(
        companies.map((c) => c.code),
        pendingOnly ? 'APPROVAL_EMPLOYEE' : undefined,
      );
      const sorted = [...rows].sort(
        (a, b) => Number(b.status === 'APPROVAL_EMPLOYEE') - Number(a.status === 'APPROVAL_EMPLOYEE'),
      );
      return { companies, approvals: await approvalItems(sorted) };
    },

    async decide(userId: string, orderId: string, body: EmployeeDecisionBody): Promise<EmployeeApprovalItem> {
      const companies = await this.approverCompanies(userId);
      // Someone who approves for no company has no employee's order to decide: as if it did not exist.
      if (companies.length === 0)
        throw new DomainError('order_not_found', {}, { detail: 'Approves for no company' });
      const row = await reservations().decideEmployeeOrder(
        companies.map((c) => c.code),
        orderId,
        body.decision,
        body.note ?? null,
      );
      const [item] = await approvalItems([row]);
      return item!;
    },

    /**
     * Staff import of a partner's list of people: every good row is written (a row replaces the
     * person with the same registration number), every bad one comes back with its line and reason.
     */
    async importPeople(companyCode: string, csv: string, locale: Locale): Promise<PartnerPeopleCsvReport> {
      const code = companyCode.trim().toUpperCase();
      const [company] = await db.select().from(b2ePartnerCompanies).where(eq(b2ePartnerCompanies.code, code));
      if (!company) throw new DomainError('b2e_company_not_found', {}, { detail: 'No such partner company' });
      const market = asCountry(company.country);
      const parsed = parsePeopleCsv(csv, market, dayInTimeZone(now(), B2E_PROGRAMS[market].timeZone));
      const rejected: PartnerPeopleCsvReport['rejected'] = parsed.rejected.map((r) => ({
        ...r,
        message: IMPORT_TEXTS[r.code][locale],
      }));
      let inserted = 0;
      let updated = 0;
      await db.transaction(async (tx) => {
        const existing = await tx
          .select({
            id: b2ePartnerPeople.id,
            employeeCode: b2ePartnerPeople.employeeCode,
            digest: b2ePartnerPeople.documentDigest,
          })
          .from(b2ePartnerPeople)
          .where(eq(b2ePartnerPeople.companyCode, code));
        const byCode = new Map(existing.map((p) => [p.employeeCode, p] as const));
        const codeOfDigest = new Map(existing.map((p) => [p.digest, p.employeeCode] as const));
        for (const person of parsed.rows) {
          const documentDigestValue = digest(person.documentKey);
          const holder = codeOfDigest.get(documentDigestValue);
          if (holder !== undefined && holder !== person.employeeCode) {
            rejected.push({
              line: person.line,
              code: 'document_taken',
              message: IMPORT_TEXTS.document_taken[locale],
            });
            continue;
          }
          const values = {
            documentDigest: documentDigestValue,
            name: person.name,
            email: person.email,
            kind: person.kind,
            active: person.active,
            updatedAt: now(),
            ...(person.since ? { since: person.since } : {}),
          };
          const before = byCode.get(person.employeeCode);
          if (before) {
            await tx.update(b2ePartnerPeople).set(values).where(eq(b2ePartnerPeople.id, before.id));
            codeOfDigest.delete(before.digest);
            updated += 1;
          } else {
            await tx.insert(b2ePartnerPeople).values({
              id: randomUUID(),
              companyCode: code,
              employeeCode: person.employeeCode,
              since: person.since ?? parsed.today,
              ...values,
            });
            inserted += 1;
          }
          codeOfDigest.set(documentDigestValue, person.employeeCode);
        }
      });
      rejected.sort((a, b) => a.line - b.line);
      return { companyCode: code, received: parsed.received, inserted, updated, rejected };
    },

    async impediments(userId: string, market: CountryCode, locale: Locale): Promise<B2EImpediments> {
      const { codes, limit } = await impedimentsOf(userId, market);
      return { market, eligible: codes.length === 0, impediments: items(codes, market, locale, limit) };
    },

    async eper(userId: string): Promise<EperProfile> {
      const row = await current(userId);
      return eperOf(row, row ? await companyName(row.companyCode) : null);
    },

    async eperV3(userId: string, market: CountryCode): Promise<EperV3> {
      const program = B2E_PROGRAMS[market];
      return {
        ...(await this.eper(userId)),
        program: {
          buyerTypes: [...program.buyerTypes],
          discounts: program.buyerTypes.map((buyerType) => ({
            buyerType,
            basisPoints: program.discount[buyerType] ?? 0,
          })),
          throughHolder: [...program.throughHolder],
          minDaysWithPartner: program.minDaysWithPartner,
          carsPerYear: program.carsPerYear,
        },
      };
    },

    /**
     * The program price of a build for the signed-in buyer: the build price of the price service
     * (the configurator's one sum), less the buyer's program discount. 409 with the impediments
     * when the buyer has none.
     */
    async programPrice(
      userId: string,
      query: ProgramPriceQuery,
      locale: Locale,
      log: FastifyBaseLogger,
    ): Promise<DiscountedBuildPrice> {
      const { row, codes } = await impedimentsOf(userId, query.country);
      if (codes.length > 0 || !row) {
        throw new DomainError(
          'b2e_not_eligible',
          {},
          {
            detail: items(codes, query.country, locale)
              .map((i) => i.message)
              .join('; '),
          },
        );
      }
      return discounted(
        await options.prices().reservation({ ...query, priceSource: 'ecommercePrice' }, log),
        row.discountBasisPoints,
      );
    },

    async availability(
      query: {
        market: CountryCode;
        mvsCode: string;
        year: number;
        state?: string | undefined;
        brand: string;
      },
      log: FastifyBaseLogger,
    ): Promise<ReserveAvailability> {
      const stock = await options.stock().available(
        {
          mvsCode: query.mvsCode,
          modelYear: query.year,
          brand: query.brand as never,
          country: query.market,
          ...(query.state ? { state: query.state } : {}),
        },
        log,
      );
      return {
        mvsCode: query.mvsCode,
        year: query.year,
        available: !stock.unavailable && stock.quantity > 0,
        units: stock.unavailable ? 0 : stock.quantity,
      };
    },

    /**
     * bill/generate-url (no bearer): a link, good for an hour, to the program price statement of a
     * build, which the buyer hands to their HR for the payroll approval. The validation id is the
     * capability: a random id only its owner sees (auth/eper).
     */
    async billUrl(
      query: ProgramPriceQuery & { validation: string },
      log: FastifyBaseLogger,
    ): Promise<{ url: string; expiresAt: string }> {
      const [row] = await db.select().from(b2eValidations).where(eq(b2eValidations.id, query.validation));
      if (!row || !row.eligible || row.expiresAt <= now() || row.market !== query.country) {
        throw new DomainError(
          'b2e_validation_not_found',
          {},
          { detail: 'No valid program validation with this id' },
        );
      }
      // Priced now, so a build without a price fails here rather than in the statement.
      const price = discounted(
        await options.prices().reservation({ ...query, priceSource: 'ecommercePrice' }, log),
        row.discountBasisPoints,
      );
      if (price.price === null)
        throw new DomainError('price_unavailable', {}, { detail: 'Valor não disponível no momento' });
      const expiresAt = new Date(now().getTime() + 3_600_000);
      const { validation, ...build } = query;
      const token = signBill(options.secret, { v: validation, b: build, e: expiresAt.getTime() });
      return { url: `/api/b2e/bill?token=${token}`, expiresAt: expiresAt.toISOString() };
    },

    /** The statement a bill link points at, or 404 for a wrong or expired link. */
    async bill(
      token: string,
      locale: Locale,
      log: FastifyBaseLogger,
    ): Promise<{
      row: ValidationRow;
      company: string | null;
      price: DiscountedBuildPrice;
      query: ProgramPriceQuery;
    }> {
      const claims = readBill(options.secret, token);
      if (!claims || claims.e <= now().getTime())
        throw new DomainError('b2e_bill_expired', {}, { detail: 'This link expired; generate a new one' });
      const [row] = await db.select().from(b2eValidations).where(eq(b2eValidations.id, claims.v));
      if (!row || !row.eligible)
        throw new DomainError(
          'b2e_validation_not_found',
          {},
          { detail: 'No valid program validation with this id' },
        );
      void locale;
      const price = discounted(
        await options.prices().reservation({ ...claims.b, priceSource: 'ecommercePrice' }, log),
        row.discountBasisPoints,
      );
      return { row, company: await companyName(row.companyCode), price, query: claims.b };
    },
  };
}

export type B2EService = ReturnType<typeof createB2EService>;

type ImportCode = PartnerPeopleCsvReport['rejected'][number]['code'];

const IMPORT_TEXTS: Readonly<Record<ImportCode, Record<Locale, string>>> = {
  document_invalid: {
    'pt-BR': 'Documento inválido (CPF no Brasil)',
    'es-AR': 'Documento inválido (DNI o CUIL en la Argentina)',
  },
  duplicate_document: {
    'pt-BR': 'Documento repetido no arquivo',
    'es-AR': 'Documento repetido en el archivo',
  },
  duplicate_employee_code: {
    'pt-BR': 'Matrícula repetida no arquivo',
    'es-AR': 'Legajo repetido en el archivo',
  },
  document_taken: {
    'pt-BR': 'Este documento já está cadastrado com outra matrícula nesta empresa',
    'es-AR': 'Este documento ya está registrado con otro legajo en esta empresa',
  },
  field_required: {
    'pt-BR': 'Matrícula, documento, nome e e-mail são obrigatórios',
    'es-AR': 'Legajo, documento, nombre y e-mail son obligatorios',
  },
  email_invalid: { 'pt-BR': 'E-mail inválido', 'es-AR': 'E-mail inválido' },
  kind_invalid: {
    'pt-BR': 'Vínculo inválido: use employee ou collaborator',
    'es-AR': 'Vínculo inválido: usá employee o collaborator',
  },
  date_invalid: {
    'pt-BR': 'Data de admissão inválida: use AAAA-MM-DD',
    'es-AR': 'Fecha de ingreso inválida: usá AAAA-MM-DD',
  },
};

interface ImportedPerson {
  line: number;
  employeeCode: string;
  documentKey: string;
  name: string;
  email: string;
  kind: 'employee' | 'collaborator';
  active: boolean;
  since: string | null;
}

const HEADER_ALIASES: Readonly<Record<string, keyof ImportedPerson | 'document'>> = {
  employeecode: 'employeeCode',
  matricula: 'employeeCode',
  legajo: 'employeeCode',
  document: 'document',
  documento: 'document',
  cpf: 'document',
  cuil: 'document',
  dni: 'document',
  name: 'name',
  nome: 'name',
  nombre: 'name',
  email: 'email',
  'e-mail': 'email',
  kind: 'kind',
  since: 'since',
  active: 'active',
};

/** One CSV field list, with double-quoted fields (a doubled quote inside is a quote). */
function splitCsvLine(line: string, separator: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      fields.push(field.trim());
      field = '';
    } else field += char;
  }
  fields.push(field.trim());
  return fields;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads a partner's list: good rows and rejected ones (invalid, or repeated in the file). */
export function parsePeopleCsv(
  csv: string,
  market: CountryCode,
  today: string,
): {
  rows: ImportedPerson[];
  rejected: { line: number; code: ImportCode }[];
  received: number;
  today: string;
} {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = lines[0] ?? '';
  const separator = header.includes(';') ? ';' : ',';
  const columns = splitCsvLine(header, separator).map(
    (name) =>
      HEADER_ALIASES[
        name
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
      ] ?? null,
  );
  const rows: ImportedPerson[] = [];
  const rejected: { line: number; code: ImportCode }[] = [];
  const seenDocuments = new Set<string>();
  const seenCodes = new Set<string>();
  let received = 0;
  for (let index = 1; index < lines.length; index += 1) {
    const raw = lines[index]!;
    if (raw.trim() === '') continue;
    received += 1;
    const line = index + 1;
    const cells = splitCsvLine(raw, separator);
    const field = (name: string): string => {
      const at = columns.indexOf(name as never);
      return at >= 0 ? (cells[at] ?? '').trim() : '';
    };
    const employeeCode = field('employeeCode');
    const document = field('document');
    const name = field('name');
    const email = field('email');
    if (!employeeCode || !document || !name || !email) {
      rejected.push({ line, code: 'field_required' });
      continue;
    }
    const documentKey = personalDocumentKey(document, market);
    if (documentKey === null) {
      rejected.push({ line, code: 'document_invalid' });
      continue;
    }
    if (!isValidEmail(email)) {
      rejected.push({ line, code: 'email_invalid' });
      continue;
    }
    const kind = (field('kind') || 'employee').toLowerCase();
    if (kind !== 'employee' && kind !== 'collaborator') {
      rejected.push({ line, code: 'kind_invalid' });
      continue;
    }
    const since = field('since');
    if (since && (!ISO_DAY.test(since) || !Number.isFinite(Date.parse(`${since}T00:00:00Z`)))) {
      rejected.push({ line, code: 'date_invalid' });
      continue;
    }
    if (seenDocuments.has(documentKey)) {
      rejected.push({ line, code: 'duplicate_document' });
      continue;
    }
    if (seenCodes.has(employeeCode)) {
      rejected.push({ line, code: 'duplicate_employee_code' });
      continue;
    }
    seenDocuments.add(documentKey);
    seenCodes.add(employeeCode);
    const active = !['false', '0', 'no', 'não', 'nao'].includes(field('active').toLowerCase());
    rows.push({
      line,
      employeeCode,
      documentKey,
      name,
      email: email.toLowerCase(),
      kind,
      active,
      since: since || null,
    });
  }
  return { rows, rejected, received, today };
}

interface BillClaims {
  v: string;
  b: ProgramPriceQuery;
  e: number;
}

function billSignature(secret: string, body: string): string {
  return createHmac('sha256', `b2e-bill:${secret}`).update(body).digest('base64url');
}

function signBill(secret: string, claims: BillClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${billSignature(secret, body)}`;
}

function readBill(secret: string, token: string): BillClaims | null {
  const [body, signature] = token.split('.');
  if (!body || !signature) return null;
  const expected = Buffer.from(billSignature(secret, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as BillClaims;
    return typeof claims.v === 'string' && typeof claims.e === 'number' && typeof claims.b === 'object'
      ? claims
      : null;
  } catch {
    return null;
  }
}
