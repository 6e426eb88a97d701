import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DealerVisit } from '@autohub/contract';
import { type BrandSlug, dealerVisitSources, type DealerVisitStatus, DomainError } from '@autohub/domain';
import { and, desc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { createDealersService } from '../dealers/dealers.service.js';
import type { DeskScope } from '../dealer-prices/dealer-prices.service.js';
import { type DealerVisitRow, dealerVisits } from './dealer-visits.schema.js';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
/** A desk lists the visits of the last 12 hours: a showroom day. */
const DESK_WINDOW_MS = 12 * 3_600_000;
const notFound = () => new DomainError('not_found', {}, { detail: 'No such visit' });

function present(row: DealerVisitRow): DealerVisit {
  return {
    id: row.id,
    brand: row.brand as BrandSlug,
    dealerCode: row.dealerCode,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Dealer sales v2: a visitor's access, check-in and attendant request, and the seller's answer. */
export function createDealerVisitsService(db: Db, clock: () => Date = () => new Date()) {
  const dealers = createDealersService(db);

  async function move(row: DealerVisitRow, to: DealerVisitStatus): Promise<DealerVisit> {
    const [updated] = await db
      .update(dealerVisits)
      .set({ status: to, updatedAt: clock() })
      .where(and(eq(dealerVisits.id, row.id), inArray(dealerVisits.status, dealerVisitSources(to))))
      .returning();
    if (!updated) {
      throw new DomainError(
        'dealer_visit_transition_not_allowed',
        {},
        { detail: `A ${row.status} visit cannot become ${to}` },
      );
    }
    return present(updated);
  }

  async function byVisitor(id: string, token: string): Promise<DealerVisitRow> {
    const [row] = await db.select().from(dealerVisits).where(eq(dealerVisits.id, id)).limit(1);
    const given = Buffer.from(hash(token));
    if (
      !row ||
      given.length !== row.tokenHash.length ||
      !timingSafeEqual(given, Buffer.from(row.tokenHash))
    ) {
      throw notFound();
    }
    return row;
  }

  return {
    async access(input: {
      dealerCode: string;
      brand: BrandSlug;
    }): Promise<{ visit: DealerVisit; visitToken: string }> {
      const found = (await dealers.dealersWithCodes([input.dealerCode])).filter(
        (d) => d.brand === input.brand,
      );
      if (found.length === 0) throw new DomainError('not_found', {}, { detail: 'No such dealer' });
      const visitToken = randomBytes(24).toString('base64url');
      const now = clock();
      const [row] = await db
        .insert(dealerVisits)
        .values({
          brand: input.brand,
          dealerCode: input.dealerCode,
          tokenHash: hash(visitToken),
          status: 'ACCESSED',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('the visit was not stored');
      return { visit: present(row), visitToken };
    },

    async checkIn(id: string, token: string): Promise<DealerVisit> {
      return move(await byVisitor(id, token), 'CHECKED_IN');
    },

    async requestAttendant(id: string, token: string): Promise<DealerVisit> {
      return move(await byVisitor(id, token), 'ATTENDANT_REQUESTED');
    },

    /** Visits waiting at the caller's dealers (all dealers for staff), newest first. */
    async desk(scope: DeskScope): Promise<DealerVisit[]> {
      if (scope !== 'any' && scope.dealerCodes.length === 0) return [];
      const rows = await db
        .select()
        .from(dealerVisits)
        .where(
          and(
            scope === 'any' ? undefined : inArray(dealerVisits.dealerCode, [...scope.dealerCodes]),
            ne(dealerVisits.status, 'ATTENDED'),
            gte(dealerVisits.createdAt, new Date(clock().getTime() - DESK_WINDOW_MS)),
          ),
        )
        .orderBy(desc(dealerVisits.updatedAt))
        .limit(100);
      return rows.map(present);
    },

    /** A seller attends a visitor who checked in or called; another dealer's visit answers 404. */
    async attend(scope: DeskScope, id: string): Promise<DealerVisit> {
      const [row] = await db.select().from(dealerVisits).where(eq(dealerVisits.id, id)).limit(1);
      if (!row || (scope !== 'any' && !scope.dealerCodes.includes(row.dealerCode))) throw notFound();
      return move(row, 'ATTENDED');
    },
  };
}

export type DealerVisitsService = ReturnType<typeof createDealerVisitsService>;
