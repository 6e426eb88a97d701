import type {
  Opinion,
  RatingDetail,
  RatingEligibility,
  RatingTarget,
  VehicleDeliveryRequest,
} from '@autohub/contract';
import {
  canRate,
  dayInTimeZone,
  DomainError,
  isRatingValue,
  RATING_VEHICLE_MAX_AGE_DAYS,
  type RatingSort,
  type RatingValue,
  sortOpinions,
  summarizeRatings,
  vehicleAgeDays,
} from '@autohub/domain';
import type { Db } from '../../db/client.js';
import { createDealersService } from '../dealers/dealers.service.js';
import { type GarageSalesFeed, createGarageService } from '../garage/garage.service.js';
import {
  type TargetRow,
  feedDeliveredTo,
  insertRating,
  insertVehicleDelivery,
  knownTarget,
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

/**
 * The name an opinion is signed with: the nickname, else the first name and the initial of the
 * last one ("Rita M."), so a full name never shows in public.
 */
export function publicAuthorName(customer: { name: string | null; nickname: string | null }): string {
  const nickname = customer.nickname?.trim();
  if (nickname) return nickname;
  const parts = (customer.name ?? '').trim().split(/\s+/).filter(Boolean);
  const first = parts[0];
  if (!first) return 'Cliente';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/** The sales feed the garage proves ownership by (its `garageSalesFeed` service). */
export function createGarageSalesFeed(db: Db): GarageSalesFeed {
  return { deliveredTo: (customerId, chassis) => feedDeliveredTo(db, customerId, chassis.toUpperCase()) };
}

export function createRatingsService(db: Db, clock: () => Date = () => new Date()) {
  const garage = createGarageService(db);
  const dealers = createDealersService(db);

  /**
   * Deliveries tied to the account, or to the chassis of an owned car of the garage whose
   * ownership is proven: a chassis anyone typed gives no right to rate.
   */
  async function deliveredVehicles(customerId: string) {
    return vehiclesOfCustomer(db, customerId, await garage.provenChassis(customerId));
  }

  /** A dealer of the network, or null when it has none under this id. */
  async function networkDealer(id: string) {
    const dealerId = Number(id);
    if (!Number.isInteger(dealerId) || dealerId <= 0) return null;
    return dealers.dealerById(dealerId).catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'not_found') return null;
      throw error;
    });
  }

  /**
   * Who an opinion is about: one rated before or, for a dealer, one of the network; with the market
   * whose pages list it (the dealer's, an advisor's dealer's).
   */
  async function targetOf(
    type: TargetType,
    id: string,
  ): Promise<{ name: string; dealerId: string | null; country: string }> {
    const known = await knownTarget(db, type, id);
    if (known) return known;
    const dealer = type === 'dealers' ? await networkDealer(id) : null;
    if (dealer) return { name: dealer.name, dealerId: id, country: dealer.address.countryCode };
    throw new DomainError('not_found', {}, { detail: 'Nobody to rate under this id' });
  }

  async function detail(type: TargetType, id: string, sort: RatingSort): Promise<RatingDetail> {
    const rows = await listRatingsOf(db, type, id);
    const first = rows[0];
    if (!first) throw new DomainError('not_found', {}, { detail: 'No opinions about this one yet' });
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
    /** The rated dealers or advisors of a brand and market (each when not given), sorted. */
    async targets(
      type: TargetType,
      filter: { brand?: string; country?: string; sort: TargetSort },
    ): Promise<RatingTarget[]> {
      const rows = await listTargets(db, type, { brand: filter.brand, country: filter.country });
      return sortTargets(rows.map(presentTarget), filter.sort);
    },

    detail,

    /** Whether a customer may rate now: a vehicle delivered less than 30 days ago. */
    async eligibility(customerId: string): Promise<RatingEligibility> {
      const vehicles = await deliveredVehicles(customerId);
      const today = dayInTimeZone(clock());
      const ages = vehicles
        .map((vehicle) => vehicleAgeDays(vehicle, today))
        .filter((age): age is number => age !== null && age >= 0);
      return {
        canRate: canRate({ vehicles }, today),
        vehicleAgeDays: ages.length > 0 ? Math.min(...ages) : null,
        maxAgeDays: RATING_VEHICLE_MAX_AGE_DAYS,
      };
    },

    /**
     * Records a rating from a signed-in customer who owns a vehicle less than 30 days old, shown
     * under their nickname or first name and initial. The target is one rated before or, for a
     * dealer, one of the network.
     */
    async create(
      type: TargetType,
      targetId: string,
      customer: { id: string; name: string | null; nickname: string | null },
      input: { brand: string; rating: number; subject: string; comment?: string | null },
    ): Promise<RatingDetail> {
      const vehicles = await deliveredVehicles(customer.id);
      if (!canRate({ vehicles }, dayInTimeZone(clock()))) {
        throw new DomainError(
          'rating_not_eligible',
          {},
          { detail: 'Only customers with a vehicle under 30 days old may rate' },
        );
      }
      const target = await targetOf(type, targetId);
      const written = await insertRating(db, {
        targetType: type,
        targetId,
        targetName: target.name,
        dealerId: target.dealerId,
        brand: input.brand,
        country: target.country,
        rating: input.rating,
        subject: input.subject.trim(),
        comment: input.comment?.trim() || null,
        authorName: publicAuthorName(customer),
        customerId: customer.id,
      });
      if (!written) {
        throw new DomainError(
          'rating_already_given',
          {},
          { detail: 'You have already given your opinion about this one' },
        );
      }
      return detail(type, targetId, 'MOST_RECENT');
    },

    /** A vehicle delivered to a customer, from the dealers' sales feed. */
    async recordDelivery(input: VehicleDeliveryRequest): Promise<void> {
      await insertVehicleDelivery(db, {
        customerId: input.customerId ?? null,
        chassis: input.chassis?.toUpperCase() ?? null,
        purchaseDate: input.purchaseDate ?? null,
        deliveryDate: input.deliveryDate ?? null,
      });
    },
  };
}
