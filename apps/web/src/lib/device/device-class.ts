import { useSyncExternalStore } from 'react';

/** Spec document 1 §2: mobile up to 720 px, tablet above 720 up to 860 px, otherwise desktop. */
export const MOBILE_MAX_WIDTH = 720;
export const TABLET_MAX_WIDTH = 860;

export type DeviceClass = 'mobile' | 'tablet' | 'desktop';

export function deviceClassForWidth(width: number): DeviceClass {
  if (width <= MOBILE_MAX_WIDTH) return 'mobile';
  if (width <= TABLET_MAX_WIDTH) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

function snapshot(): DeviceClass {
  return deviceClassForWidth(window.innerWidth);
}

function serverSnapshot(): DeviceClass {
  return 'desktop';
}

/** The device class of the current window width; re-renders only when the class changes. */
export function useDeviceClass(): DeviceClass {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
