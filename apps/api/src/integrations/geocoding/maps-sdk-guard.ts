import { LocationProviderError, MAPS_SDK_NOT_LOADED_MESSAGE } from './location-provider-error.js';

export { MAPS_SDK_NOT_LOADED_MESSAGE };

/**
 * The spec's browser path geocodes through the Google Maps JavaScript SDK, which must be on the
 * page first. The api never loads it; this guard serves code that runs where a `window` may carry
 * it (server-side rendering or a shared script) and keeps the spec's message in one place.
 */
export function assertMapsSdkLoaded(scope: unknown = globalThis): void {
  const google =
    typeof scope === 'object' && scope !== null ? (scope as { google?: unknown }).google : undefined;
  const maps =
    typeof google === 'object' && google !== null ? (google as { maps?: unknown }).maps : undefined;
  if (typeof maps !== 'object' || maps === null) {
    throw new LocationProviderError('geo.maps_sdk_not_loaded', { provider: 'GOOGLE' });
  }
}
