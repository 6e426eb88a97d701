import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { isSameScreen } from './same-screen';

const STORAGE_KEY = 'autohub-scroll-positions';

function stored(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** The element an address's fragment names, if the page has it. */
function hashTarget(hash: string): HTMLElement | null {
  if (!hash) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/**
 * A new page opens at its top (or at the element its address's fragment names); going back or
 * forward returns to where the visitor had scrolled on that entry, also after a reload (positions
 * are kept per history entry for the tab's session). Runs when the new page is committed, which in
 * a navigation is once its chunk and texts are there.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef(location.key);

  useEffect(() => {
    positions.current ??= stored();
    const { scrollRestoration } = window.history;
    window.history.scrollRestoration = 'manual';
    // Where the page stands now: a rendered page may have been scrolled before it hydrated.
    positions.current[current.current] = window.scrollY;
    // The position of the entry on screen, kept as the visitor scrolls: when the next page is
    // committed, the window may already have been moved by its height.
    const onScroll = () => {
      if (positions.current) positions.current[current.current] = window.scrollY;
    };
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        // Storage full or blocked: positions are kept for this document only.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = scrollRestoration;
    };
  }, []);

  useLayoutEffect(() => {
    const first = current.current === location.key;
    positions.current ??= stored();
    if (!first) {
      // Where the page just left stood, for when its last scroll event has not come yet (a scroll
      // and a "back" in one frame): the window keeps that place unless the new page is too short
      // to hold it, in which case the last event's place stands.
      const y = window.scrollY;
      if (y < document.documentElement.scrollHeight - window.innerHeight)
        positions.current[current.current] = y;
    }
    current.current = location.key;
    const saved = navigationType === 'POP' ? positions.current[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    // The first page is where the browser opened it (its fragment included); an address replaced
    // under the same screen leaves it where it is.
    if (first || isSameScreen(location.state)) return;
    const target = hashTarget(location.hash);
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, location.state, navigationType]);

  return null;
}
