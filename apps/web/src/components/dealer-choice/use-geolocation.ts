import { useCallback, useState } from 'react';

export type GeolocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; latitude: number; longitude: number }
  /** The person (or the browser's settings) refused to share the position. */
  | { status: 'denied' }
  /** No position could be had: no support, no signal, or too slow. */
  | { status: 'unavailable' };

const PERMISSION_DENIED = 1;

/** The browser's position, asked for only when the person chooses "near me". */
export function useGeolocation(): { state: GeolocationState; locate: () => void } {
  const [state, setState] = useState<GeolocationState>({ status: 'idle' });
  const locate = useCallback(() => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) =>
        setState({
          status: 'located',
          latitude: position.coords.latitude,
          longitude: position.coords.longitude,
        }),
      (error) => setState({ status: error.code === PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }, []);
  return { state, locate };
}
