import type { LngLat } from './coordinates.js';

/** Earth radius the platform measures with (spec §9), the WGS 84 equatorial radius. */
export const EARTH_RADIUS_METERS = 6_378_137;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two longitude-first points (haversine formula). */
export function haversineMeters(a: LngLat, b: LngLat): number {
  const [lng1, lat1] = a;
  const [lng2, lat2] = b;
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a point lies within `radiusMeters` of a centre (a radius dealer search). */
export function isWithinRadius(centre: LngLat, point: LngLat, radiusMeters: number): boolean {
  return haversineMeters(centre, point) <= radiusMeters;
}
