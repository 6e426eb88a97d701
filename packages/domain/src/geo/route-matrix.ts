import { DomainError } from '../errors/errors.js';

/** A cell of a route matrix (spec §3): distance in metres and duration in seconds, or `null`. */
export type RouteMatrixCell = { distanceMeters: number; durationSeconds: number } | null;

/**
 * Checks that a route-matrix reply has one row per origin and one cell per destination in every
 * row (spec §5), and returns it typed.
 *
 * @throws DomainError `geo.route_matrix_no_data` when there are no rows,
 * `geo.route_matrix_unexpected_structure` when the row count is wrong,
 * `geo.route_matrix_row_length` (with the row index) when a row has the wrong length.
 */
export function assertRouteMatrixShape<Cell>(
  rows: readonly (readonly Cell[])[] | null | undefined,
  originCount: number,
  destinationCount: number,
): readonly (readonly Cell[])[] {
  if (!rows) throw new DomainError('geo.route_matrix_no_data');
  if (!Array.isArray(rows) || rows.length !== originCount) {
    throw new DomainError('geo.route_matrix_unexpected_structure');
  }
  rows.forEach((row, index) => {
    if (!Array.isArray(row) || row.length !== destinationCount) {
      throw new DomainError('geo.route_matrix_row_length', { row: index });
    }
  });
  return rows;
}

/** {@link assertRouteMatrixShape} as a yes/no answer. */
export function isRouteMatrixShapeValid(
  rows: readonly (readonly unknown[])[] | null | undefined,
  originCount: number,
  destinationCount: number,
): boolean {
  try {
    assertRouteMatrixShape(rows, originCount, destinationCount);
    return true;
  } catch {
    return false;
  }
}
