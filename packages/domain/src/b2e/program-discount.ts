/**
 * A percentage off a price that was already added up by the configurator's build price: the one
 * rule both the employee program and the discount club apply, so neither adds up a car again.
 */

/** Basis points: 100 = 1 %. Integers keep the configuration exact. */
export type BasisPoints = number;

export interface DiscountedPrice {
  /** The build's price before the discount, as the build price gives it (cents). */
  listPrice: number;
  /** What the discount takes off, rounded half up to the cent. */
  discount: number;
  /** What the buyer pays. */
  price: number;
  basisPoints: BasisPoints;
}

export function applyDiscount(listPrice: number, basisPoints: BasisPoints): DiscountedPrice {
  if (!Number.isSafeInteger(listPrice) || listPrice < 0)
    throw new RangeError('A price is whole cents, not negative');
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError('A discount is 0 to 10000 basis points');
  }
  // Half up on exact integers: (price × bp + 5000) / 10000 floored.
  const discount = Math.floor((listPrice * basisPoints + 5000) / 10_000);
  return { listPrice, discount, price: listPrice - discount, basisPoints };
}
