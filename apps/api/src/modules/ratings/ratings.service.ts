import type { Opinion, RatingDetail, RatingTarget } from '@autohub/contract';
import {
  type RatingSort,
  type RatingValue,
  canRate,
  dayInTimeZone,
  isRatingValue,
  sortOpinions,
  summarizeRatings,
} from '@autohub/domain';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../http/http-error.js';
import {
  type TargetRow,
  insertRating,
  listRatingsOf,
  listTargets,
  vehiclesOfCustomer,
} from './ratings.store.js';

type TargetType = 'dealers' | 'advisors';
export type TargetSort = 'AVERAGE' | 'TOTAL_OPINIONS' | 'NAME';

function presentTarget(row: TargetRow): RatingTarget {
  const summary = summarizeRatings(row.ratings.map((rating) => ({ rating })));
  return {
    id: row.id,
    name: row.name,
    dealerId: row.dealerId,
    average: summary.average,
    totalOpinions: summary.totalOpinions,
    lastOpinionAt: row.lastOpinionAt?.toISOString() ?? null,
  };
}

const byName = (a: RatingTarget, b: RatingTarget): number =>
  a.name.localeCompare(b.name, 'pt-BR') || (a.id < b.id ? -1 : 1);

/** Orders rated dealers or advisors; without opinions a target goes last, never as a zero. */
export function sortTargets(targets: readonly RatingTarget[], sort: TargetSort): RatingTarget[] {
  const byAverage = (a: RatingTarget, b: RatingTarget): number =>
    (b.average ?? -1) - (a.average ?? -1) || b.totalOpinions - a.totalOpinions || byName(a, b);
  const byTotal = (a: RatingTarget, b: RatingTarget): number =>
    b.totalOpinions - a.totalOpinions || (b.average ?? -1) - (a.average ?? -1) || byName(a, b);
  return [...targets].sort(sort === 'NAME' ? byName : sort === 'TOTAL_OPINIONS' ? byTotal : byAverage);
}

export function createRatingsService(db: Db, clock: () => Date = () => new Date()) {
  async function detail(type: TargetType, id: string, sort: RatingSort): Promise<RatingDetail> {
    const rows = await listRatingsOf(db, type, id);
    const first = rows[0];
    if (!first) throw new HttpError(404, 'not_found', 'No opinions about this one yet');
    const opinions: (Opinion & { rating: RatingValue })[] = rows.flatMap((row) => {
      const rating = row.rating;
      if (!isRatingValue(rating)) return [];
      return [
        {
          id: row.id,
          rating,
          subject: row.subject,
          comment: row.comment,
          authorName: row.authorName,
          date: row.createdAt.toISOString(),
        },
      ];
    });
    const summary = summarizeRatings(opinions);
    return {
      target: {
        id,
        name: first.targetName,
        dealerId: first.dealerId,
        average: summary.average,
        totalOpinions: summary.totalOpinions,
        lastOpinionAt: first.createdAt.toISOString(),
      },
      opinions: sortOpinions(opinions, sort),
    };
  }

  return {
    async targets(type: TargetType, filter: { brand?: string; sort: TargetSort }): Promise<RatingTarget[]> {
      return sortTargets((await listTargets(db, type, filter.brand)).map(presentTarget), filter.sort);
    },

    detail,

    /** Records a rating from a customer who owns a vehicle less than 30 days old. */
    async create(
      type: TargetType,
      targetId: string,
      input: {
        customerId: string;
        authorName: string;
        targetName: string;
        dealerId?: string | null;
        brand: string;
        rating: number;
        subject: string;
        comment?: string | null;
      },
    ): Promise<RatingDetail> {
      const vehicles = await vehiclesOfCustomer(db, input.customerId);
      if (!canRate({ vehicles }, dayInTimeZone(clock()))) {
        throw new HttpError(
          403,
          'rating_not_eligible',
          'Only customers with a vehicle under 30 days old may rate',
        );
      }
      await insertRating(db, {
        targetType: type,
        targetId,
        targetName: input.targetName.trim(),
        dealerId: input.dealerId ?? (type === 'dealers' ? targetId : null),
        brand: input.brand,
        rating: input.rating,
        subject: input.subject.trim(),
        comment: input.comment?.trim() || null,
        authorName: input.authorName.trim(),
        customerId: input.customerId,
      });
      return detail(type, targetId, 'MOST_RECENT');
    },
  };
}
