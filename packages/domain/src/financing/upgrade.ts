/**
 * The calculator's upgrade: another version of the same model, at its catalogue price, dearer
 * than the car being financed. A cheaper or equal version is not an upgrade, so the increase of
 * an installment is never negative.
 */
export interface PricedVersion {
  mvsCode: string;
  modelCode: string;
  /** Catalogue price at the buyer's location; null when it has none. */
  price: number | null;
}

/** The versions of `current`'s model priced above it, cheapest first. */
export function upgradeVersions<T extends PricedVersion>(
  current: Pick<PricedVersion, 'mvsCode' | 'modelCode'> & { price: number },
  versions: readonly T[],
): (T & { price: number })[] {
  return versions
    .filter(
      (v): v is T & { price: number } =>
        v.modelCode === current.modelCode &&
        v.mvsCode !== current.mvsCode &&
        typeof v.price === 'number' &&
        v.price > current.price,
    )
    .sort((a, b) => a.price - b.price);
}

/** The plan's term closest to `wanted` (the plan's own list only; the longest on a tie). */
export function termWithinPlan(terms: readonly number[], wanted: number): number | null {
  let best: number | null = null;
  for (const term of terms) {
    if (
      best === null ||
      Math.abs(term - wanted) < Math.abs(best - wanted) ||
      (Math.abs(term - wanted) === Math.abs(best - wanted) && term > best)
    ) {
      best = term;
    }
  }
  return best;
}
