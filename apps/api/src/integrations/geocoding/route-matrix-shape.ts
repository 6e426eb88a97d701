import { LocationProviderError } from './location-provider-error.js';

/**
 * Checks that a provider's matrix has one row per origin and one cell per destination (spec §5:
 * a reply whose row count or row length does not match the inputs is rejected) and returns the
 * raw cells. `cellsOf` extracts a row's cells, or undefined when the row is not a row at all.
 */
export function checkRouteMatrixShape(
  rows: unknown,
  originCount: number,
  destinationCount: number,
  cellsOf: (row: unknown) => readonly unknown[] | undefined,
  provider?: string,
): unknown[][] {
  if (!Array.isArray(rows) || rows.length !== originCount) {
    throw new LocationProviderError('geo.route_matrix_unexpected_structure', { provider });
  }
  return rows.map((row: unknown, index) => {
    const cells = cellsOf(row);
    if (cells === undefined)
      throw new LocationProviderError('geo.route_matrix_unexpected_structure', { provider });
    if (cells.length !== destinationCount) {
      throw new LocationProviderError('geo.route_matrix_row_length', { row: index, provider });
    }
    return [...cells];
  });
}
