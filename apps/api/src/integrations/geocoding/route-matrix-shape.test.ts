import { describe, expect, it } from 'vitest';
import { LocationProviderError } from './location-provider-error.js';
import { checkRouteMatrixShape } from './route-matrix-shape.js';

const rowsOf = (row: unknown): readonly unknown[] | undefined => (Array.isArray(row) ? row : undefined);

function errorOf(run: () => unknown): LocationProviderError {
  try {
    run();
  } catch (error) {
    if (error instanceof LocationProviderError) return error;
    throw error;
  }
  throw new Error('expected a LocationProviderError');
}

describe('route matrix shape (spec §5)', () => {
  it('accepts one row per origin with one cell per destination', () => {
    expect(
      checkRouteMatrixShape(
        [
          [1, 2],
          [3, 4],
        ],
        2,
        2,
        rowsOf,
      ),
    ).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('rejects a reply with a missing or extra row', () => {
    expect(errorOf(() => checkRouteMatrixShape([[1, 2]], 2, 2, rowsOf))).toMatchObject({
      code: 'geo.route_matrix_unexpected_structure',
      message: 'route matrix unexpected response structure',
    });
    expect(errorOf(() => checkRouteMatrixShape([[1], [2], [3]], 2, 1, rowsOf)).code).toBe(
      'geo.route_matrix_unexpected_structure',
    );
    expect(errorOf(() => checkRouteMatrixShape({ rows: [] }, 0, 0, rowsOf)).code).toBe(
      'geo.route_matrix_unexpected_structure',
    );
  });

  it('names the row whose length does not match the destinations', () => {
    expect(errorOf(() => checkRouteMatrixShape([[1, 2], [3]], 2, 2, rowsOf))).toMatchObject({
      code: 'geo.route_matrix_row_length',
      message: 'route matrix row 1 unexpected length',
    });
  });

  it('rejects a row that is not a row', () => {
    expect(errorOf(() => checkRouteMatrixShape([[1], 'x'], 2, 1, rowsOf)).code).toBe(
      'geo.route_matrix_unexpected_structure',
    );
  });
});
