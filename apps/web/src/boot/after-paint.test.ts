import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATEST_MS, type PaintWindow, afterPaint, loadScripts } from './after-paint';

describe("a rendered page's boot script", () => {
  it('adds the module preloads, then the entry, as the build links them', () => {
    const doc = document.implementation.createHTMLDocument('page');
    loadScripts(doc, '/assets/index-A.js', ['/assets/home-page-B.js', '/assets/common-C.js']);
    const added = [...doc.head.querySelectorAll('link, script')].map((element) => [
      element.tagName,
      element.getAttribute('rel') ?? element.getAttribute('type'),
      element.getAttribute('href') ?? element.getAttribute('src'),
      element.getAttribute('crossorigin'),
    ]);
    expect(added).toEqual([
      ['LINK', 'modulepreload', '/assets/home-page-B.js', ''],
      ['LINK', 'modulepreload', '/assets/common-C.js', ''],
      ['SCRIPT', 'module', '/assets/index-A.js', ''],
    ]);
  });

  describe('when it loads them', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A window whose browser reports paints (`painted` reports the first one), or not. */
    function windowOf({ reportsPaint, hidden = false }: { reportsPaint: boolean; hidden?: boolean }) {
      const frames: FrameRequestCallback[] = [];
      let report: ((names: string[]) => void) | undefined;
      class Observer {
        static supportedEntryTypes = reportsPaint ? ['paint', 'largest-contentful-paint'] : ['resource'];
        constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
          report = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
        }
        observe() {}
        disconnect() {
          report = undefined;
        }
      }
      const win = {
        document: { visibilityState: hidden ? 'hidden' : 'visible' },
        requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
        setTimeout: ((handler: () => void, ms?: number) =>
          setTimeout(handler, ms)) as typeof window.setTimeout,
        PerformanceObserver: Observer as unknown as typeof PerformanceObserver,
      } as PaintWindow;
      return { win, frames, painted: (...names: string[]) => report?.(names) };
    }

    it('waits for the first contentful paint the browser reports, then loads once', () => {
      const { win, frames, painted } = windowOf({ reportsPaint: true });
      const load = vi.fn();
      afterPaint(load, win);
      expect(frames).toHaveLength(0);
      painted('first-paint');
      vi.advanceTimersByTime(0);
      expect(load).not.toHaveBeenCalled();
      painted('first-contentful-paint');
      expect(load).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(load).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(LATEST_MS);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('without paint reports, loads in the task after the next frame', () => {
      const { win, frames } = windowOf({ reportsPaint: false });
      const load = vi.fn();
      afterPaint(load, win);
      frames.shift()?.(0);
      expect(load).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('loads at once in a tab in the background, and within a second when no paint is reported', () => {
      const hidden = vi.fn();
      afterPaint(hidden, windowOf({ reportsPaint: true, hidden: true }).win);
      expect(hidden).toHaveBeenCalledTimes(1);

      const late = vi.fn();
      afterPaint(late, windowOf({ reportsPaint: true }).win);
      vi.advanceTimersByTime(LATEST_MS - 1);
      expect(late).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(late).toHaveBeenCalledTimes(1);
    });
  });
});
