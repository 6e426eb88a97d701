import { type DateInput, dayNumber, toCalendarDate } from '../format/date.js';
import type { LocalizedText } from '../messages/messages.js';
import { type RatingValue, isRatingValue } from './rating-scale.js';

/**
 * Dealer and advisor ratings (spec document 1 §3 "Rating: average, total opinions, subject, date",
 * §6 "Ratings are accepted from customers who own a vehicle under about 30 days old").
 */

/** A vehicle counts for rating while it is younger than this many days. */
export const RATING_VEHICLE_MAX_AGE_DAYS = 30;

/** A vehicle of the customer, as the garage knows it. */
export interface OwnedVehicleDates {
  purchaseDate?: DateInput | null;
  deliveryDate?: DateInput | null;
}

export interface RatingCustomer {
  vehicles: readonly OwnedVehicleDates[];
}

/**
 * The age of a vehicle in days on `today`: from its delivery, or from its purchase when the
 * delivery is not known. `null` when neither date is readable.
 */
export function vehicleAgeDays(vehicle: OwnedVehicleDates, today: DateInput): number | null {
  const start = toCalendarDate(vehicle.deliveryDate ?? '') ?? toCalendarDate(vehicle.purchaseDate ?? '');
  const day = toCalendarDate(today);
  if (!start || !day) return null;
  return dayNumber(day) - dayNumber(start);
}

/**
 * Whether a customer may rate a dealer or an advisor: they own a vehicle less than 30 days old
 * (0 to 29 days since delivery, or purchase when the delivery is unknown). A date in the future
 * is a car not received yet, which does not count. `today` is the customer's day.
 */
export function canRate(customer: RatingCustomer, today: DateInput): boolean {
  return customer.vehicles.some((vehicle) => {
    const age = vehicleAgeDays(vehicle, today);
    return age !== null && age >= 0 && age < RATING_VEHICLE_MAX_AGE_DAYS;
  });
}

/** One opinion of a dealer or advisor. */
export interface Opinion {
  id: string;
  rating: RatingValue;
  subject: string;
  /** When it was given, an ISO date or date-time. */
  date: string;
  comment?: string | null;
}

export interface RatingSummary {
  /** Mean of the ratings rounded half-up to one decimal; `null` without opinions. */
  average: number | null;
  totalOpinions: number;
}

/**
 * The average and count of a list of ratings. Ratings outside 1–5 are ignored. The sum is kept in
 * whole numbers so 4.25 shows as 4.3, never 4.2 through floating-point drift.
 */
export function summarizeRatings(opinions: readonly { rating: number }[]): RatingSummary {
  const ratings = opinions.map((opinion) => opinion.rating).filter(isRatingValue);
  const count = ratings.length;
  if (count === 0) return { average: null, totalOpinions: 0 };
  const sum = ratings.reduce<number>((total, rating) => total + rating, 0);
  // round(sum / count, 1) half-up = floor((20·sum + count) / (2·count)) / 10, all in integers.
  const tenths = Math.floor((20 * sum + count) / (2 * count));
  return { average: tenths / 10, totalOpinions: count };
}

/** The sort options of the ratings list. */
export const RATING_SORTS = ['MOST_RECENT', 'HIGHEST', 'LOWEST'] as const;
export type RatingSort = (typeof RATING_SORTS)[number];

export const RATING_SORT_LABELS: Readonly<Record<RatingSort, LocalizedText>> = {
  MOST_RECENT: { 'pt-BR': 'Mais recentes', 'es-AR': 'Más recientes' },
  HIGHEST: { 'pt-BR': 'Maiores notas', 'es-AR': 'Mejor calificadas' },
  LOWEST: { 'pt-BR': 'Menores notas', 'es-AR': 'Peor calificadas' },
};

function timeOf(date: string): number {
  const time = Date.parse(date);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/**
 * The opinions in the chosen order, as a new list. Equal ratings show the most recent first; equal
 * dates fall back to the id, so the order never depends on how the list arrived. Unreadable dates
 * go last.
 */
export function sortOpinions<T extends Pick<Opinion, 'id' | 'rating' | 'date'>>(
  opinions: readonly T[],
  sort: RatingSort,
): T[] {
  const byRecent = (a: T, b: T): number =>
    timeOf(b.date) - timeOf(a.date) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const compare = (a: T, b: T): number => {
    if (sort === 'HIGHEST') return b.rating - a.rating || byRecent(a, b);
    if (sort === 'LOWEST') return a.rating - b.rating || byRecent(a, b);
    return byRecent(a, b);
  };
  return [...opinions].sort(compare);
}
