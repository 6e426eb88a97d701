import { randomUUID } from 'node:crypto';
import type {
  ClubAccess,
  ClubServicePrices,
  DiscountedBuildPrice,
  PartnershipToken,
  ProgramPriceQuery,
} from '@autohub/contract';
import {
  applyDiscount,
  type BrandSlug,
  clubCouponCode,
  type DependentRelationship,
  type DiscountClub,
  discountClubById,
  documentHint,
  DomainError,
  type FamilyIncomeBand,
  type Locale,
  MAINTENANCE_SERVICE_LABELS,
  personalDocumentKey,
  personalDocumentProblem,
  validateDependent,
} from '@autohub/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { discounted } from '../../lib/discounted-price.js';
import { documentDigest } from '../../lib/document-digest.js';
import { formProblemsError } from '../leads/form-problems.js';
import type { MaintenanceServiceApi } from '../maintenance/maintenance.service.js';
import type { PricesService } from '../prices/prices.service.js';
import { clubDependents, clubMembers } from './discount-club.schema.js';
import { type PartnershipKeySource, decryptPartnershipToken } from './partnership-token.js';

type MemberRow = typeof clubMembers.$inferSelect;

export interface ClubViewer {
  id: string;
  firstName: string | null;
  /** The CPF kept in the account, which makes its holder a dependent where a member listed it. */
  accountDocument: string | null;
}

export interface DiscountClubServiceOptions {
  secret: string;
  partnershipKey: PartnershipKeySource;
  prices: () => PricesService;
  maintenance: () => MaintenanceServiceApi;
  clock?: () => Date;
  random?: () => number;
}

const MONTH_MS = 30 * 86_400_000;

export function createDiscountClubService(db: Db, options: DiscountClubServiceOptions) {
  const now = options.clock ?? (() => new Date());
  const random = options.random ?? Math.random;
  const digest = (key: string) => documentDigest(options.secret, key);

  function clubOf(id: string): DiscountClub {
    const club = discountClubById(id);
    if (!club) throw new DomainError('club_not_found', {}, { detail: 'No such discount club' });
    return club;
  }

  async function memberOf(club: DiscountClub, userId: string): Promise<MemberRow | undefined> {
    const [row] = await db
      .select()
      .from(clubMembers)
      .where(and(eq(clubMembers.clubId, club.id), eq(clubMembers.userId, userId)));
    return row;
  }

  /** The member whose dependent the viewer is, by the document kept in the viewer's account. */
  async function holderOf(club: DiscountClub, viewer: ClubViewer): Promise<MemberRow | undefined> {
    const key = viewer.accountDocument ? personalDocumentKey(viewer.accountDocument, club.country) : null;
    if (!key) return undefined;
    const [row] = await db
      .select({ member: clubMembers })
      .from(clubDependents)
      .innerJoin(clubMembers, eq(clubDependents.memberId, clubMembers.id))
      .where(and(eq(clubMembers.clubId, club.id), eq(clubDependents.documentDigest, digest(key))));
    return row?.member;
  }

  async function dependentsOf(memberId: string) {
    return db
      .select()
      .from(clubDependents)
      .where(eq(clubDependents.memberId, memberId))
      .orderBy(asc(clubDependents.addedAt));
  }

  /** The discount basis for a viewer: their own membership, or the one they are a dependent of. */
  async function standingOf(
    club: DiscountClub,
    viewer: ClubViewer,
  ): Promise<{ member: MemberRow; own: boolean } | null> {
    const own = await memberOf(club, viewer.id);
    if (own) return { member: own, own: true };
    const holder = await holderOf(club, viewer);
    return holder ? { member: holder, own: false } : null;
  }

  /** The standing a club price is given on: refused to whoever is neither member nor dependent. */
  async function pricedStandingOf(
    club: DiscountClub,
    viewer: ClubViewer,
  ): Promise<{ member: MemberRow; own: boolean }> {
    const standing = await standingOf(club, viewer);
    if (!standing)
      throw new DomainError(
        'club_not_member',
        {},
        { detail: 'The club price is for members and their dependents' },
      );
    return standing;
  }

  async function access(club: DiscountClub, viewer: ClubViewer, locale: Locale): Promise<ClubAccess> {
    const standing = await standingOf(club, viewer);
    const summary = {
      id: club.id,
      country: club.country,
      name: club.name[locale],
      buildDiscountBasisPoints: club.buildDiscount,
      serviceDiscountBasisPoints: club.serviceDiscount,
      maxDependents: club.maxDependents,
    };
    if (!standing) return { club: summary, standing: 'NOT_MEMBER', member: null, holderFirstName: null };
    if (!standing.own)
      return {
        club: summary,
        standing: 'DEPENDENT',
        member: null,
        holderFirstName: await firstNameOf(standing.member.userId),
      };
    const member = standing.member;
    return {
      club: summary,
      standing: 'MEMBER',
      member: {
        id: member.id,
        documentHint: member.documentHint,
        familyIncome: member.familyIncome as FamilyIncomeBand,
        couponCode: member.couponCode,
        couponValidUntil: member.couponValidUntil.toISOString(),
        joinedAt: member.joinedAt.toISOString(),
        dependents: (await dependentsOf(member.id)).map((d) => ({
          id: d.id,
          name: d.name,
          documentHint: d.documentHint,
          relationship: d.relationship as DependentRelationship,
          addedAt: d.addedAt.toISOString(),
        })),
      },
      holderFirstName: null,
    };
  }

  let firstNameOf: (userId: string) => Promise<string | null> = async () => null;

  return {
    /** Lets the routes say whose membership a dependent uses, without this module reading accounts. */
    useFirstNames(lookup: (userId: string) => Promise<string | null>): void {
      firstNameOf = lookup;
    },

    access: (id: string, viewer: ClubViewer, locale: Locale) => access(clubOf(id), viewer, locale),

    /**
     * Joins a club with the holder's document (one membership per document and per account), or
     * with a partner's token that carries it. A second join answers the membership (200).
     */
    async join(
      id: string,
      viewer: ClubViewer,
      request: { document: string; familyIncome: FamilyIncomeBand; partnershipToken?: string | undefined },
      locale: Locale,
    ): Promise<{ access: ClubAccess; created: boolean }> {
      const club = clubOf(id);
      let document = request.document;
      if (request.partnershipToken) {
        const claims = this.decrypt(request.partnershipToken);
        if (claims.clubId !== club.id)
          throw new DomainError('partnership_token_invalid', {}, { detail: 'The token is for another club' });
        document = claims.document;
      }
      const problem = personalDocumentProblem(document, club.country);
      if (problem !== null) throw formProblemsError([{ field: 'document', code: problem }]);
      const key = personalDocumentKey(document, club.country);
      if (key === null) throw formProblemsError([{ field: 'document', code: 'document_invalid' }]);
      if (await memberOf(club, viewer.id))
        return { access: await access(club, viewer, locale), created: false };
      const at = now();
      const inserted = await db
        .insert(clubMembers)
        .values({
          id: randomUUID(),
          clubId: club.id,
          userId: viewer.id,
          documentDigest: digest(key),
          documentHint: documentHint(document),
          familyIncome: request.familyIncome,
          couponCode: clubCouponCode(club, random),
          couponValidUntil: new Date(at.getTime() + club.couponMonths * MONTH_MS),
          joinedAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: clubMembers.id });
      if (inserted.length === 0) {
        // Another account holds this document (or a join raced this one): the unique index decided.
        if (await memberOf(club, viewer.id))
          return { access: await access(club, viewer, locale), created: false };
        throw new DomainError(
          'club_document_taken',
          {},
          { detail: 'This document already holds a membership' },
        );
      }
      return { access: await access(club, viewer, locale), created: true };
    },

    async updateFamilyIncome(
      memberId: string,
      userId: string,
      familyIncome: FamilyIncomeBand,
    ): Promise<string> {
      const updated = await db
        .update(clubMembers)
        .set({ familyIncome })
        .where(and(eq(clubMembers.id, memberId), eq(clubMembers.userId, userId)))
        .returning({ clubId: clubMembers.clubId });
      // Someone else's membership answers as if it did not exist.
      if (!updated[0]) throw new DomainError('not_found', {}, { detail: 'No such membership' });
      return updated[0].clubId;
    },

    async addDependent(
      id: string,
      viewer: ClubViewer,
      input: { name: string; document: string; relationship: '' | 'SPOUSE' | 'CHILD' | 'PARENT' | 'SIBLING' },
      locale: Locale,
    ) {
      const club = clubOf(id);
      const member = await memberOf(club, viewer.id);
      if (!member)
        throw new DomainError('club_not_member', {}, { detail: 'Join the club before adding dependents' });
      const existing = await dependentsOf(member.id);
      const problems = validateDependent(input, {
        club,
        holderKey: member.documentDigest,
        existingKeys: existing.map((d) => d.documentDigest),
        keyOf: digest,
      });
      if (problems.length > 0) throw formProblemsError(problems);
      const key = personalDocumentKey(input.document, club.country);
      if (key === null) throw formProblemsError([{ field: 'document', code: 'document_invalid' }]);
      const inserted = await db
        .insert(clubDependents)
        .values({
          id: randomUUID(),
          memberId: member.id,
          name: input.name.trim(),
          documentDigest: digest(key),
          documentHint: documentHint(input.document),
          relationship: input.relationship,
        })
        .onConflictDoNothing()
        .returning({ id: clubDependents.id });
      if (inserted.length === 0)
        throw formProblemsError([{ field: 'document', code: 'dependent_duplicate' }]);
      return access(club, viewer, locale);
    },

    async removeDependent(
      id: string,
      viewer: ClubViewer,
      dependentId: string,
      locale: Locale,
    ): Promise<ClubAccess> {
      const club = clubOf(id);
      const member = await memberOf(club, viewer.id);
      if (!member) throw new DomainError('not_found', {}, { detail: 'No such dependent' });
      const removed = await db
        .delete(clubDependents)
        .where(and(eq(clubDependents.id, dependentId), eq(clubDependents.memberId, member.id)))
        .returning({ id: clubDependents.id });
      if (removed.length === 0) throw new DomainError('not_found', {}, { detail: 'No such dependent' });
      return access(club, viewer, locale);
    },

    /** partnership/token/decrypt: what a partner's token says, the document shown by its last digits only. */
    decrypt(token: string): { partner: string; clubId: string; document: string; expiresAt: Date } {
      const source = options.partnershipKey;
      if (source.kind === 'missing')
        throw new DomainError(
          'partnership_unconfigured',
          {},
          { detail: 'Partnership tokens are not configured' },
        );
      const claims = decryptPartnershipToken(source.key, token);
      if (!claims)
        throw new DomainError(
          'partnership_token_invalid',
          {},
          { detail: 'This partnership link is not valid' },
        );
      if (claims.exp <= now().getTime())
        throw new DomainError('partnership_token_expired', {}, { detail: 'This partnership link expired' });
      return {
        partner: claims.partner,
        clubId: claims.clubId,
        document: claims.document,
        expiresAt: new Date(claims.exp),
      };
    },

    describeToken(token: string): PartnershipToken {
      const claims = this.decrypt(token);
      return {
        partner: claims.partner,
        clubId: claims.clubId,
        documentHint: documentHint(claims.document),
        expiresAt: claims.expiresAt.toISOString(),
      };
    },

    /** The club price of a build for a member or a dependent: the build price less the club discount. */
    async buildPrice(
      id: string,
      viewer: ClubViewer,
      query: ProgramPriceQuery,
      log: FastifyBaseLogger,
    ): Promise<DiscountedBuildPrice & { couponCode: string }> {
      const club = clubOf(id);
      const standing = await pricedStandingOf(club, viewer);
      if (query.country !== club.country)
        throw new DomainError('club_other_market', {}, { detail: 'This club serves another country' });
      const price = discounted(
        await options.prices().reservation({ ...query, priceSource: 'ecommercePrice' }, log),
        club.buildDiscount,
      );
      return { ...price, couponCode: standing.member.couponCode };
    },

    /** The club prices of the revisions and services of a version at the network's fixed prices. */
    async servicePrices(
      id: string,
      viewer: ClubViewer,
      query: { brand: BrandSlug; mvsCode: string; country: 'BR' | 'AR' },
      locale: Locale,
    ): Promise<ClubServicePrices> {
      const club = clubOf(id);
      const standing = await pricedStandingOf(club, viewer);
      const plan = await options.maintenance().plan(query.brand, query.country, query.mvsCode);
      const line = (code: string, label: string, listPrice: number) => {
        const result = applyDiscount(listPrice, club.serviceDiscount);
        return { code, label, listPrice, discount: result.discount, price: result.price };
      };
      return {
        mvsCode: plan.mvsCode,
        currency: plan.currency,
        basisPoints: club.serviceDiscount,
        couponCode: standing.member.couponCode,
        services: [
          ...plan.revisions.map((r) =>
            line(
              `revision-${r.number}`,
              locale === 'pt-BR'
                ? `${r.number}ª revisão (${r.km.toLocaleString('pt-BR')} km)`
                : `Service ${r.number} (${r.km.toLocaleString('es-AR')} km)`,
              r.price,
            ),
          ),
          ...plan.services.map((s) => line(s.code, MAINTENANCE_SERVICE_LABELS[s.code][locale], s.price)),
        ],
      };
    },
  };
}

export type DiscountClubService = ReturnType<typeof createDiscountClubService>;
