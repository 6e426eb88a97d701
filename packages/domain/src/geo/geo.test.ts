import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/errors.js';
import { type LngLat, fromLngLat, isValidLngLat, toLngLat } from './coordinates.js';
import { EARTH_RADIUS_METERS, haversineMeters, isWithinRadius } from './haversine.js';
import { assertRouteMatrixShape, isRouteMatrixShapeValid } from './route-matrix.js';

const SAO_PAULO: LngLat = [-46.6333, -23.5505];
const RIO: LngLat = [-43.1729, -22.9068];

describe('haversine', () => {
  it('uses the earth radius 6378137 m', () => {
    expect(EARTH_RADIUS_METERS).toBe(6378137);
    // One degree along the equator is 2πR/360.
    expect(haversineMeters([0, 0], [1, 0])).toBeCloseTo((2 * Math.PI * 6378137) / 360, 6);
    // Pole to pole is half the circumference.
    expect(haversineMeters([0, 90], [180, -90])).toBeCloseTo(Math.PI * 6378137, 3);
  });

  it('measures São Paulo to Rio de Janeiro, longitude first', () => {
    expect(haversineMeters(SAO_PAULO, RIO)).toBeCloseTo(361152.947, 2);
    // Swapping the order inside a pair would be a different place altogether.
    expect(haversineMeters([SAO_PAULO[1], SAO_PAULO[0]], [RIO[1], RIO[0]])).not.toBeCloseTo(361152.947, 0);
  });

  it('is zero on the same point, symmetric and never above half the circumference', () => {
    const point = fc.tuple(
      fc.double({ min: -180, max: 180, noNaN: true }),
      fc.double({ min: -90, max: 90, noNaN: true }),
    );
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(haversineMeters(a, a)).toBeCloseTo(0, 6);
        expect(haversineMeters(a, b)).toBeCloseTo(haversineMeters(b, a), 6);
        expect(haversineMeters(a, b)).toBeLessThanOrEqual(Math.PI * EARTH_RADIUS_METERS + 1e-6);
      }),
    );
  });

  it('finds points within a radius', () => {
    expect(isWithinRadius(SAO_PAULO, RIO, 400_000)).toBe(true);
    expect(isWithinRadius(SAO_PAULO, RIO, 300_000)).toBe(false);
  });
});

describe('coordinates', () => {
  it('orders longitude first', () => {
    expect(toLngLat({ latitude: -23.55, longitude: -46.63 })).toEqual([-46.63, -23.55]);
    expect(fromLngLat([-46.63, -23.55])).toEqual({ latitude: -23.55, longitude: -46.63 });
  });

  it('checks ranges', () => {
    expect(isValidLngLat([-46.63, -23.55])).toBe(true);
    expect(isValidLngLat([-23.55, -146.63])).toBe(false);
    expect(isValidLngLat([181, 0])).toBe(false);
    expect(isValidLngLat([0])).toBe(false);
  });
});

describe('route matrix shape', () => {
  const cell = { distanceMeters: 1000, durationSeconds: 60 };

  function codeOf(action: () => unknown): [string, Record<string, unknown>] | undefined {
    try {
      action();
    } catch (error) {
      if (error instanceof DomainError) return [error.code, { ...error.params }];
      throw error;
    }
    return undefined;
  }

  it('accepts one row per origin with one cell per destination, null cells included', () => {
    const rows = [
      [cell, null],
      [null, cell],
      [cell, cell],
    ];
    expect(assertRouteMatrixShape(rows, 3, 2)).toBe(rows);
    expect(isRouteMatrixShapeValid(rows, 3, 2)).toBe(true);
  });

  it('rejects missing data, a wrong row count and a wrong row length with the catalogue errors', () => {
    expect(codeOf(() => assertRouteMatrixShape(null, 1, 1))).toEqual(['geo.route_matrix_no_data', {}]);
    expect(codeOf(() => assertRouteMatrixShape([[cell]], 2, 1))).toEqual([
      'geo.route_matrix_unexpected_structure',
      {},
    ]);
    expect(codeOf(() => assertRouteMatrixShape([[cell], [cell, cell]], 2, 1))).toEqual([
      'geo.route_matrix_row_length',
      { row: 1 },
    ]);
    expect(isRouteMatrixShapeValid([[cell]], 1, 2)).toBe(false);
  });

  it('accepts exactly the matrices of the input sizes', () => {
    fc.assert(
      fc.property(fc.nat(5), fc.nat(5), fc.nat(5), fc.nat(5), (rows, cols, origins, destinations) => {
        const matrix = Array.from({ length: rows }, () => Array.from({ length: cols }, () => cell));
        expect(isRouteMatrixShapeValid(matrix, origins, destinations)).toBe(
          rows === origins && (rows === 0 || cols === destinations),
        );
      }),
    );
  });
});
