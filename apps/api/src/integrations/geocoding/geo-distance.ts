import { type LonLat, type Position } from './location-provider.port.js';

/** Earth radius used for every distance on the platform (spec §9). */
export const EARTH_RADIUS_METERS = 6378137;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two longitude-first points. */
export function haversineMeters(from: Position, to: Position): number {
  const [lon1, lat1] = from;
  const [lon2, lat2] = to;
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function isValidPosition(position: Position): boolean {
  const [lon, lat] = position;
  return Number.isFinite(lon) && Number.isFinite(lat) && Math.abs(lon) <= 180 && Math.abs(lat) <= 90;
}

/**
 * Coordinates are validated by the routes; reaching an adapter with a bad one is a programming
 * error, so it is a RangeError rather than a provider error.
 */
export function assertValidPositions(positions: readonly Position[]): void {
  for (const position of positions) {
    if (!isValidPosition(position)) {
      throw new RangeError(`invalid position [${position.join(', ')}]: expected [longitude, latitude]`);
    }
  }
}

export function lonLatToPosition(point: LonLat): Position {
  const position: Position = [point.lon, point.lat];
  assertValidPositions([position]);
  return position;
}
