import { RATING_SORTS } from '@autohub/domain';
import { z } from 'zod';

const dateTime = z.iso.datetime({ offset: true });

export const RATING_TARGET_TYPES = ['dealers', 'advisors'] as const;
export const RatingTargetType = z.enum(RATING_TARGET_TYPES);

/** How a list of dealers or advisors is ordered. */
export const RATING_TARGET_SORTS = ['AVERAGE', 'TOTAL_OPINIONS', 'NAME'] as const;

export const RatingTargetsParams = z.object({ targetType: RatingTargetType });
export const RatingTargetParams = z.object({
  targetType: RatingTargetType,
  targetId: z.string().min(1).max(60),
});

export const RatingTargetsQuery = z.object({
  brand: z.string().max(20).optional(),
  sort: z.enum(RATING_TARGET_SORTS).default('AVERAGE'),
});

export const RatingOpinionsQuery = z.object({
  sort: z.enum(RATING_SORTS).default('MOST_RECENT').describe('MOST_RECENT, HIGHEST or LOWEST.'),
});

/** A rated dealer or advisor (spec document 1 §3 "Rating: average, total opinions, subject, date"). */
export const RatingTarget = z.object({
  id: z.string(),
  name: z.string(),
  dealerId: z.string().nullable().describe("The advisor's dealer; the dealer itself for a dealer."),
  average: z.number().nullable().describe('Rounded half-up to one decimal; null without opinions.'),
  totalOpinions: z.number().int(),
  lastOpinionAt: dateTime.nullable(),
});
export type RatingTarget = z.infer<typeof RatingTarget>;

export const RatingTargetList = z.object({ items: z.array(RatingTarget) });

export const Opinion = z.object({
  id: z.uuid(),
  rating: z.number().int().min(1).max(5),
  subject: z.string(),
  comment: z.string().nullable(),
  authorName: z.string(),
  date: dateTime,
});
export type Opinion = z.infer<typeof Opinion>;

export const RatingDetail = z
  .object({ target: RatingTarget, opinions: z.array(Opinion) })
  .meta({ id: 'RatingDetail' });
export type RatingDetail = z.infer<typeof RatingDetail>;

/**
 * A rating of a dealer or advisor. Only customers who own a vehicle less than 30 days old may
 * rate (spec document 1 §6); others get 403 `rating_not_eligible`.
 */
export const CreateRatingRequest = z
  .object({
    customerId: z
      .string()
      .min(1)
      .max(100)
      .describe('The customer rating (from the session once accounts exist).'),
    authorName: z.string().min(1).max(100),
    targetName: z.string().min(1).max(200).describe('Name shown in the list.'),
    dealerId: z.string().max(60).nullish(),
    brand: z.string().max(20),
    rating: z.number().int().min(1).max(5),
    subject: z.string().min(1).max(120),
    comment: z.string().max(2000).nullish(),
  })
  .strict();
