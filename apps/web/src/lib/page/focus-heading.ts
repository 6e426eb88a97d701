import { MAIN_ID } from './main-id';

/** The page's main heading: the first h1 inside the main landmark. */
export function mainHeading(doc: Document = document): HTMLElement | null {
  return doc.getElementById(MAIN_ID)?.querySelector<HTMLElement>('h1') ?? null;
}

/**
 * Moves the focus to the page's main heading (made focusable by script only, so it is not a tab
 * stop) or, while the page has none yet, to the main landmark, so the focus is never left on the
 * body. Returns the element that took it. The page does not scroll to it: where a page stands is
 * the scroll restoration's (its top when new, the kept place on back and forward).
 */
export function focusMainHeading(doc: Document = document): HTMLElement | null {
  const target = mainHeading(doc) ?? doc.getElementById(MAIN_ID);
  if (!target) return null;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return target;
}
