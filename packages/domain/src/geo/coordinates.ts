/**
 * A point as the platform passes it around: longitude first, then latitude (spec §9), the order of
 * GeoJSON and of the cloud location service.
 */
export type LngLat = readonly [longitude: number, latitude: number];

/** Whether a pair is a point on Earth: longitude −180..180, latitude −90..90. */
export function isValidLngLat(point: readonly number[]): point is LngLat {
  const [lng, lat] = point;
  return (
    point.length === 2 &&
    typeof lng === 'number' &&
    typeof lat === 'number' &&
    Math.abs(lng) <= 180 &&
    Math.abs(lat) <= 90
  );
}

/** The longitude-first pair of an object that names its fields (geocode results, dealers). */
export function toLngLat(point: { latitude: number; longitude: number }): LngLat {
  return [point.longitude, point.latitude];
}

/** The named fields of a longitude-first pair. */
export function fromLngLat([longitude, latitude]: LngLat): { latitude: number; longitude: number } {
  return { latitude, longitude };
}
