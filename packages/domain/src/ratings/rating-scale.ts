/** The 1–5 scale of every rating the platform takes (spec document 1 §9). */
export const RATING_VALUES = [1, 2, 3, 4, 5] as const;
export type RatingValue = (typeof RATING_VALUES)[number];

export const RATING_MIN: RatingValue = 1;
export const RATING_MAX: RatingValue = 5;

/** Whether a value is a whole number from 1 to 5. */
export function isRatingValue(value: unknown): value is RatingValue {
  return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX;
}
