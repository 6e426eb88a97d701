import { useEffect, type RefObject } from 'react';
import { FOCUSABLE } from '../../components/dialog/focusable';

/** Focusable elements of a container that a person can actually reach (not hidden by CSS). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden], [inert]') && element.getClientRects().length > 0,
  );
}

/**
 * While `active`, Tab and Shift+Tab cycle inside the container, Escape calls `onEscape`, and focus
 * moves into it (to `initial` when given). When it stops being active, focus returns to `returnTo`
 * unless the person has already moved it elsewhere (a link opened a new page, for instance).
 */
export function useFocusTrap({
  active,
  container,
  initial,
  returnTo,
  onEscape,
}: {
  active: boolean;
  container: RefObject<HTMLElement | null>;
  initial?: RefObject<HTMLElement | null>;
  returnTo: RefObject<HTMLElement | null>;
  onEscape: () => void;
}): void {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    (initial?.current ?? focusableIn(root)[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscape();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(root);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const opener = returnTo.current;
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const focused = document.activeElement;
      if (!focused || focused === document.body || root.contains(focused)) opener?.focus();
    };
  }, [active, container, initial, returnTo, onEscape]);
}
