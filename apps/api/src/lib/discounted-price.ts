import type { DiscountedBuildPrice } from '@autohub/contract';
import { applyDiscount } from '@autohub/domain';

/**
 * A build price of the price service (price/reservation) less a program or club discount; a build
 * without a price stays without one.
 */
export function discounted(
  price: { mvsCode: string; year: number; currency: 'BRL' | 'ARS'; totals: { total: number | null } },
  basisPoints: number,
): DiscountedBuildPrice {
  const total = price.totals.total;
  if (total === null) {
    return {
      mvsCode: price.mvsCode,
      year: price.year,
      currency: price.currency,
      listPrice: null,
      discount: 0,
      price: null,
      basisPoints,
    };
  }
  const result = applyDiscount(total, basisPoints);
  return {
    mvsCode: price.mvsCode,
    year: price.year,
    currency: price.currency,
    listPrice: result.listPrice,
    discount: result.discount,
    price: result.price,
    basisPoints,
  };
}
