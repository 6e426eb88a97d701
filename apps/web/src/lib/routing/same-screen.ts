/**
 * The navigation state of an address replaced under a screen that stays as it is (a shared build's
 * address becoming its model's once opened): the page does not change, so the focus and the
 * screen reader's announcement of a new page stay out of it.
 */
export const SAME_SCREEN = { sameScreen: true } as const;

/** Whether a location's state says its screen is the one before it. */
export function isSameScreen(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'sameScreen' in state && state.sameScreen === true;
}
