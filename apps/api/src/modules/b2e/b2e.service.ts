import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type {
  B2EImpediments,
  DiscountedBuildPrice,
  EmployeeValidation,
  EperProfile,
  EperV3,
  ProgramPriceQuery,
  ReserveAvailability,
} from '@autohub/contract';
import {
  B2E_PROGRAMS,
  type B2EBuyerType,
  b2eBuysThroughHolder,
  type B2EImpediment,
  b2eImpedimentText,
  b2eValidationExpiresAt,
  type CountryCode,
  documentHint,
  DomainError,
  evaluateB2E,
  isB2EBuyerType,
  type Locale,
  personalDocumentKey,
} from '@autohub/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { discounted } from '../../lib/discounted-price.js';
import { documentDigest } from '../../lib/document-digest.js';
import type { PricesService } from '../prices/prices.service.js';
import type { StockService } from '../stock/stock.service.js';
import { b2ePartnerCompanies, b2ePartnerPeople, b2eValidations } from './b2e.schema.js';

type ValidationRow = typeof b2eValidations.$inferSelect;

export interface B2EServiceOptions {
  secret: string;
  prices: () => PricesService;
  stock: () => StockService;
  clock?: () => Date;
}

const asCountry = (value: string): CountryCode => (value === 'AR' ? 'AR' : 'BR');

export function createB2EService(db: Db, options: B2EServiceOptions) {
  const now = options.clock ?? (() => new Date());
  const digest = (key: string) => documentDigest(options.secret, key);

  function items(codes: readonly B2EImpediment[], country: CountryCode, locale: Locale) {
    return codes.map((code) => ({ code, message: b2eImpedimentText(code, country, locale) }));
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
  ): Promise<{ row: ValidationRow | undefined; codes: B2EImpediment[] }> {
    const row = await current(userId);
    if (!row || row.market !== market) return { row: undefined, codes: ['NOT_VALIDATED'] };
    if (row.expiresAt <= now()) return { row, codes: ['VALIDATION_EXPIRED'] };
    if (row.eligible) return { row, codes: [] };
    // Re-read the partner's record: the person may have become eligible since (time at the partner).
    const [person] = row.partnerPersonId
      ? await db.select().from(b2ePartnerPeople).where(eq(b2ePartnerPeople.id, row.partnerPersonId))
      : [];
    const result = evaluateB2E({
      country: market,
      buyerType: isB2EBuyerType(row.buyerType) ? row.buyerType : 'employee',
      partnerPerson: person ? { kind: person.kind, active: person.active, since: person.since } : null,
      carsLast12Months: 0,
      now: now(),
    });
    return { row, codes: result.impediments };
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
      const result = evaluateB2E({
        country: market,
        buyerType: request.buyerType,
        partnerPerson: person ? { kind: person.kind, active: person.active, since: person.since } : null,
        // Program purchases are counted by the online reservation once it records them.
        carsLast12Months: 0,
        now: at,
      });
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
          eligible: result.eligible,
          discountBasisPoints: result.discount,
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
        impediments: items(result.impediments, market, meta.locale),
        saved,
        expiresAt: saved ? expiresAt.toISOString() : null,
      };
    },

    async impediments(userId: string, market: CountryCode, locale: Locale): Promise<B2EImpediments> {
      const { codes } = await impedimentsOf(userId, market);
      return { market, eligible: codes.length === 0, impediments: items(codes, market, locale) };
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
          carsPer12Months: program.carsPer12Months,
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
