import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATION_COOKIE, saveLocation, useBuyerLocation } from './location-store';

const SAO_PAULO = { countryCode: 'BR', stateCode: 'SP', isoCode: 'SP', stateName: 'São Paulo' } as const;
const RIO = { countryCode: 'BR', stateCode: 'RJ', isoCode: 'RJ', stateName: 'Rio de Janeiro' } as const;

/** What another tab of the site does: writes the cookie without this page knowing. */
function chosenElsewhere(location: object) {
  document.cookie = `${LOCATION_COOKIE}=${encodeURIComponent(JSON.stringify(location))}; path=/`;
}

function comeBackToTheFront() {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe("the buyer's location as screens read it", () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows a location saved on the page, asking the cookie store once per change, not per render', () => {
    saveLocation(SAO_PAULO);
    const reads = vi.spyOn(document, 'cookie', 'get');
    const { result, rerender } = renderHook(() => useBuyerLocation('BR'));
    expect(result.current).toMatchObject({ stateCode: 'SP' });
    for (let i = 0; i < 20; i += 1) rerender();
    expect(reads.mock.calls.length).toBeLessThanOrEqual(1);
    act(() => saveLocation(RIO));
    expect(result.current).toMatchObject({ stateCode: 'RJ', stateName: 'Rio de Janeiro' });
  });

  it('shows a location chosen in another tab when the page comes back to the front', () => {
    saveLocation(SAO_PAULO);
    const { result } = renderHook(() => useBuyerLocation('BR'));
    expect(result.current).toMatchObject({ stateCode: 'SP' });
    chosenElsewhere(RIO);
    act(() => comeBackToTheFront());
    expect(result.current).toMatchObject({ stateCode: 'RJ' });
  });

  it('keeps a location of Brazil off a page of Argentina', () => {
    saveLocation(SAO_PAULO);
    const { result } = renderHook(() => useBuyerLocation('AR'));
    expect(result.current).toBeNull();
  });
});
