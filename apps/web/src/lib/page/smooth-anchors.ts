import { useEffect } from 'react';
import type { ScrollOptions } from './anchor-scroll';

/** The in-page target of a click on a link, or null when the click should behave as usual. */
export function inPageAnchorTarget(event: MouseEvent): { target: HTMLElement; hash: string; instant: boolean } | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return null;
  }
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  const here = window.location;
  if (!url.hash || url.origin !== here.origin || url.pathname !== here.pathname || url.search !== here.search) return null;
  let id: string;
  try {
    id = decodeURIComponent(url.hash.slice(1));
  } catch {
    return null;
  }
  const target = document.getElementById(id);
  if (!target) return null;
  return { target, hash: url.hash, instant: link.dataset.scroll === 'instant' };
}

/**
 * Makes every link to an anchor of the current page scroll smoothly (spec document 1 §2). The
 * address gets the fragment without a new history entry and without a router navigation.
 */
export function useSmoothAnchors(options: ScrollOptions = {}): void {
  const { durationMs, offsetPx } = options;
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = inPageAnchorTarget(event);
      if (!anchor) return;
      event.preventDefault();
      window.history.replaceState(window.history.state, '', anchor.hash);
      // The animation's code comes with the first in-page link a person follows.
      void import('./anchor-scroll').then(({ scrollToAnchor }) =>
        scrollToAnchor(anchor.target, { durationMs: anchor.instant ? 0 : durationMs, offsetPx }),
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [durationMs, offsetPx]);
}
