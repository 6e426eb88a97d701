import { Suspense, lazy, memo, useState, type ComponentType, type ReactNode } from 'react';

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
 */
export function laterPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode | ((props: P) => ReactNode),
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
    return (
      <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  // A parent's re-render with the same props leaves a part still waiting for its chunk untouched:
  // an update reaching it before it hydrates would replace the server's HTML with the fallback.
  return Object.assign(memo(LaterPart) as unknown as ComponentType<P>, { preload: loadOnce });
}

/** Loads the chunk of every later part of the modules loaded so far (the server, before rendering). */
export async function loadLaterParts(): Promise<void> {
  await Promise.all([...loaders].map((load) => load()));
}
