import type { LocalizedText } from '../messages/messages.js';
import { type RatingValue, isRatingValue } from '../ratings/rating-scale.js';
import type { TestDriveActor, TestDriveRecord } from './test-drive-status.js';

/** The labels of the test-drive rating (spec §9), pt-BR as the spec words them. */
export const TEST_DRIVE_RATING_LABELS: Readonly<Record<RatingValue, LocalizedText>> = {
  1: { 'pt-BR': 'Muito Ruim', 'es-AR': 'Muy malo' },
  2: { 'pt-BR': 'Ruim', 'es-AR': 'Malo' },
  3: { 'pt-BR': 'Regular', 'es-AR': 'Regular' },
  4: { 'pt-BR': 'Bom', 'es-AR': 'Bueno' },
  5: { 'pt-BR': 'Muito Bom', 'es-AR': 'Muy bueno' },
};

/** A test drive that can carry the buyer's rating. */
export interface RateableTestDrive extends TestDriveRecord {
  rating: RatingValue | null;
  ratedAt: Date | null;
}

export type TestDriveRatingFailure =
  | { reason: 'invalid-rating' }
  | { reason: 'not-done' }
  | { reason: 'already-rated' }
  | { reason: 'actor-not-allowed'; actor: TestDriveActor };

export type TestDriveRatingResult<T extends RateableTestDrive> =
  { ok: true; testDrive: T } | { ok: false; failure: TestDriveRatingFailure };

/** Whether the buyer may rate this test drive now: it is DONE and not rated yet. */
export function canRateTestDrive(testDrive: Pick<RateableTestDrive, 'status' | 'rating'>): boolean {
  return testDrive.status === 'DONE' && testDrive.rating === null;
}

/** Rates a test drive 1–5: by the buyer, once, after it is DONE. Returns a rated copy or why not. */
export function rateTestDrive<T extends RateableTestDrive>(
  testDrive: T,
  rating: number,
  actor: TestDriveActor,
  now: Date,
): TestDriveRatingResult<T> {
  if (actor !== 'customer') return { ok: false, failure: { reason: 'actor-not-allowed', actor } };
  if (!isRatingValue(rating)) return { ok: false, failure: { reason: 'invalid-rating' } };
  if (testDrive.status !== 'DONE') return { ok: false, failure: { reason: 'not-done' } };
  if (testDrive.rating !== null) return { ok: false, failure: { reason: 'already-rated' } };
  return { ok: true, testDrive: { ...testDrive, rating, ratedAt: now } };
}
