/** Spec document 1 §9: anchor animation 1000 ms, landing 100 px above the target. */
export const ANCHOR_SCROLL_DURATION_MS = 1000;
export const ANCHOR_SCROLL_OFFSET_PX = 100;

export interface ScrollOptions {
  durationMs?: number;
  offsetPx?: number;
}

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function easeInOutCubic(t: number): number {
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

let cancelRunning: (() => void) | undefined;

/** Where the page must scroll so the target sits `offsetPx` below the top of the window. */
export function anchorScrollTop(target: Element, offsetPx: number = ANCHOR_SCROLL_OFFSET_PX): number {
  return Math.max(0, Math.round(target.getBoundingClientRect().top + window.scrollY - offsetPx));
}

/**
 * Scrolls the page to an element with an eased animation (instantly when the visitor asked for
 * reduced motion), then moves keyboard focus to it so the next Tab continues from there.
 */
export function scrollToAnchor(target: HTMLElement, options: ScrollOptions = {}): void {
  const durationMs = prefersReducedMotion() ? 0 : (options.durationMs ?? ANCHOR_SCROLL_DURATION_MS);
  const end = anchorScrollTop(target, options.offsetPx ?? ANCHOR_SCROLL_OFFSET_PX);
  const start = window.scrollY;
  cancelRunning?.();

  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });

  if (durationMs <= 0 || start === end) {
    window.scrollTo(0, end);
    return;
  }
  let frame = 0;
  let cancelled = false;
  const began = performance.now();
  const step = (now: number) => {
    if (cancelled) return;
    const progress = Math.min(1, (now - began) / durationMs);
    window.scrollTo(0, Math.round(start + (end - start) * easeInOutCubic(progress)));
    if (progress < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
  cancelRunning = () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}

