import {
  Suspense,
  lazy,
  memo,
  use,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

const loaders = new Set<() => Promise<unknown>>();

/**
 * A part of a page whose script is its own chunk, loaded after the page's: `React.lazy` inside a
 * `Suspense` boundary. On a server-rendered page the browser keeps the server's HTML of the part
 * (styled and readable) while the rest hydrates, and React hydrates the part when its chunk has
 * arrived, so its code and what it imports are not in the page's initial script. Opened in the
 * browser, the part shows `fallback` until its chunk is there. The server loads every part first
 * ({@link loadLaterParts}), so the HTML it sends holds the part itself, never the fallback.
 *
 * For parts below the first screen, or controls nobody uses in the first second. `fallback` may be
 * a function of the part's props (a placeholder the size of what it stands for); `preload` fetches
 * the chunk ahead, e.g. when the person heads for the control that shows the part.
 *
 * `until: 'near'` is for a part well below the first screen: its chunk is fetched only once the
 * part comes within a screen's height of the viewport, or the person points at it or tabs into
 * it; until then a server-rendered page keeps the server's HTML of the part, and a screen opened
 * in the browser shows the fallback. The part sits in an element of its own (`later-part`, laid out
 * as if it were not there) that the page watches.
 */
export function laterPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode),
  options: { until?: 'near' } = {},
): ComponentType<P> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = async () => {
    loaded ??= await load();
    return loaded;
  };
  loaders.add(loadOnce);
  const Lazy = lazy(async () => ({ default: await loadOnce() }));

  function LaterPart(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component would remount it.
    const [Part] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    const [gate] = useState(() => (options.until === 'near' && !loaded ? new NearGate() : null));
    const anchor = useRef<HTMLDivElement>(null);
    useEffect(() => gate?.watch(anchor.current), [gate]);
    const part = (
      <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        {gate ? (
          <Opened gate={gate}>
            <Part {...props} />
          </Opened>
        ) : (
          <Part {...props} />
        )}
      </Suspense>
    );
    if (options.until !== 'near') return part;
    return (
      <div ref={anchor} className="later-part">
        {part}
      </div>
    );
  }
  // A parent's re-render with the same props leaves a part still waiting for its chunk untouched:
  // an update reaching it before it hydrates would replace the server's HTML with the fallback.
  return Object.assign(memo(LaterPart) as unknown as ComponentType<P>, { preload: loadOnce });
}

/** Renders its children once the gate is open; until then the boundary above keeps what it shows. */
function Opened({ gate, children }: { gate: NearGate; children: ReactNode }) {
  use(gate.opened);
  return children;
}

// What tells that the person is heading for a part: a pointer over it, a touch, the focus in it.
const HEADING_FOR = ['pointerover', 'touchstart', 'focusin'] as const;

/** Opens once the element it watches comes within a screen's height of the viewport, or is used. */
class NearGate {
  readonly opened: Promise<void>;
  private open!: () => void;

  constructor() {
    this.opened = new Promise<void>((resolve) => {
      this.open = resolve;
    });
  }

  /** Watches `anchor`'s content; returns what stops watching (without opening). */
  watch(anchor: HTMLElement | null): (() => void) | undefined {
    if (!anchor || typeof IntersectionObserver === 'undefined') {
      this.open();
      return undefined;
    }
    const open = () => {
      stop();
      this.open();
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) open();
      },
      { rootMargin: '100% 0px' },
    );
    // The anchor is laid out as if it were not there (no box to intersect): its content is watched.
    observer.observe(anchor.firstElementChild ?? anchor);
    for (const event of HEADING_FOR) anchor.addEventListener(event, open, { passive: true });
    const stop = () => {
      observer.disconnect();
      for (const event of HEADING_FOR) anchor.removeEventListener(event, open);
    };
    return stop;
  }
}

/**
 * A module of a later chunk that a render may need at once (not a part on screen): the server
 * loads it with the later parts before rendering, so its HTML never waits for it.
 */
export function loadBeforeRender(load: () => Promise<unknown>): void {
  loaders.add(load);
}

/** Loads the chunk of every later part of the modules loaded so far (the server, before rendering). */
export async function loadLaterParts(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
