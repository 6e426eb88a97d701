import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { captureClickId } from '../lib/cookies/click-id';
import { checkHubPageMarker } from '../lib/page/hub-page';
import { useSmoothAnchors } from '../lib/page/smooth-anchors';
import { useRoutePending } from '../lib/routing/app-router';
import { ScrollRestoration } from '../lib/routing/scroll-restoration';
import { captureUtm } from '../lib/utm/utm';
import { BootFallback } from './boot-fallback';
import { RouteAnnouncer } from './layout/route-focus';
import { RouteErrorBoundary } from './route-errors';

/** Behaviour shared by every page, whatever its brand: anchors, attribution, page checks. */
export function RootShell() {
  const location = useLocation();
  const pending = useRoutePending();
  useSmoothAnchors();

  useEffect(() => {
    checkHubPageMarker();
  }, [location.pathname]);

  useEffect(() => {
    captureUtm(location.search);
    captureClickId({
      search: location.search,
      hostname: window.location.hostname,
      protocol: window.location.protocol,
    });
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
