/**
 * The first script of a server-rendered page (decision 061). The page is readable as it arrives:
 * its scripts only hydrate it. So they are not in the HTML; this one adds them once the page has
 * painted, so the style sheets, fonts and pictures of that first paint have the connection to
 * themselves. Its own element lists them: `data-entry` (the app's entry) and `data-preload` (the
 * page's chunks and texts, space-separated).
 */
export const BOOT_SELECTOR = 'script[data-entry]';

/** Adds the entry and its module preloads to the head. */
export function loadScripts(doc: Document, entry: string, preloads: readonly string[]): void {
  for (const href of preloads) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  doc.head.append(script);
}

/** What `afterPaint` needs of the window (a test gives its own). */
export type PaintWindow = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & {
  document: Pick<Document, 'visibilityState'>;
  /** Absent in a browser that does not have it. */
  PerformanceObserver?: typeof PerformanceObserver;
};

/** However the page paints, its scripts come within this long. */
export const LATEST_MS = 1_000;

/**
 * Runs `load` once the page has painted its first content: when the browser reports that paint
 * (at once if it already has), else in the task after the next frame. A tab in the background
 * paints nothing, so it loads at once there; a timer makes sure it loads in every case.
 */
export function afterPaint(load: () => void, win: PaintWindow = window): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    load();
  };
  if (win.document.visibilityState === 'hidden') {
    once();
    return;
  }
  win.setTimeout(once, LATEST_MS);
  if (win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    const observer = new win.PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      win.setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  // The frame callback runs before the paint; a task queued from it runs after.
  win.requestAnimationFrame(() => win.setTimeout(once, 0));
}

const element =
  typeof document === 'undefined' ? null : document.querySelector<HTMLScriptElement>(BOOT_SELECTOR);
if (element?.dataset.entry) {
  const entry = element.dataset.entry;
  const preloads = (element.dataset.preload ?? '').split(' ').filter(Boolean);
  afterPaint(() => loadScripts(document, entry, preloads));
}
