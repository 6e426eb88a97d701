import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { checkHubPageMarker } from '../lib/page/hub-page';
import { useSmoothAnchors } from '../lib/page/smooth-anchors';
import { useRoutePending } from '../lib/routing/app-router';
import { ScrollRestoration } from '../lib/routing/scroll-restoration';
import { BootFallback } from './boot-fallback';
import { RouteAnnouncer } from './layout/route-focus';
import { RouteErrorBoundary } from './route-errors';

/** An address that carries campaign parameters or an ad click id, which the later leads send. */
export function carriesAttribution(search: string): boolean {
  return /[?&](?:utm_[a-z]+|gclid)=/i.test(search);
}

/**
 * Keeps the address's campaign parameters and ad click id for the leads sent later. Most visits
 * carry neither, so the code that keeps them is fetched only for an address that does.
 */
async function keepAttribution(search: string): Promise<void> {
  const [{ captureUtm }, { captureClickId }] = await Promise.all([
    import('../lib/utm/utm'),
    import('../lib/cookies/click-id'),
  ]);
  captureUtm(search);
  captureClickId({ search, hostname: window.location.hostname, protocol: window.location.protocol });
}

/** Behaviour shared by every page, whatever its brand: anchors, attribution, page checks. */
export function RootShell() {
  const location = useLocation();
  const pending = useRoutePending();
  useSmoothAnchors();

  useEffect(() => {
    checkHubPageMarker();
  }, [location.pathname]);

  useEffect(() => {
    // Should its code not arrive (the connection dropped), the visit goes on without the attribution.
    if (carriesAttribution(location.search)) keepAttribution(location.search).catch(() => undefined);
  }, [location.search]);

  return (
    <>
      {/* Visual cue only: the page's own headings announce the new page once it is there. */}
      <div className="route-progress" data-active={pending} aria-hidden="true" />
      <RouteErrorBoundary>
        {/* The first page's outline while its settings, texts and chunk load; a navigation keeps the
            page on screen instead (it is a transition). */}
        <Suspense fallback={<BootFallback />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <RouteAnnouncer />
      <ScrollRestoration />
    </>
  );
}
