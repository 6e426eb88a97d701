import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { captureClickId } from '../lib/cookies/click-id';
import { checkHubPageMarker } from '../lib/page/hub-page';
import { useSmoothAnchors } from '../lib/page/smooth-anchors';
import { captureUtm } from '../lib/utm/utm';
import { RouteAnnouncer } from './layout/route-focus';

/** Behaviour shared by every page, whatever its brand: anchors, attribution, page checks. */
export function RootShell() {
  const location = useLocation();
  const navigation = useNavigation();
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
      <div className="route-progress" data-active={navigation.state !== 'idle'} aria-hidden="true" />
      <Outlet />
      <RouteAnnouncer />
      <ScrollRestoration />
    </>
  );
}
