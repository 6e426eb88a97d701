import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { focusMainHeading, mainHeading } from '../../lib/page/focus-heading';
import { MAIN_ID } from '../../lib/page/main-id';
import { isSameScreen } from '../../lib/routing/same-screen';

/** How long a new page may take to draw its heading (lazy chunk, first data) before we settle. */
const HEADING_WAIT_MS = 3000;
const POLL_MS = 50;

/** True when the page itself already put the focus on something meaningful inside main. */
function pageTookFocus(): boolean {
  const active = document.activeElement;
  // A dialog the new page opened keeps its focus.
  if (active?.closest('[role="dialog"], [role="alertdialog"], [aria-modal="true"]')) return true;
  const main = document.getElementById(MAIN_ID);
  if (!active || !main || active === main || !main.contains(active)) return false;
  return active.matches('h1, h2, h3, h4, [tabindex="-1"]');
}

/**
 * After each page change (not the first page, which the browser announces itself, nor an address
 * replaced under the same screen): focus goes to the new page's main heading, unless the page
 * placed it already, and its title is announced in a polite live region, so keyboard and
 * screen-reader users know where they are.
 */
export function RouteAnnouncer() {
  const { pathname, state } = useLocation();
  const sameScreen = isSameScreen(state);
  const [message, setMessage] = useState('');
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (shown.current === null || shown.current === pathname || sameScreen) {
      shown.current = pathname;
      return;
    }
    shown.current = pathname;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    const settle = () => {
      if (!mainHeading() && Date.now() - started < HEADING_WAIT_MS) {
        timer = setTimeout(settle, POLL_MS);
        return;
      }
      if (!pageTookFocus()) focusMainHeading();
      const heading = mainHeading()?.textContent?.trim() ?? '';
      setMessage(document.title || heading);
    };
    setMessage('');
    // A tick first, so the page's own effects (title, focus) have run.
    timer = setTimeout(settle, 0);
    return () => clearTimeout(timer);
  }, [pathname, sameScreen]);

  return (
    <p
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-route-announcer=""
    >
      {message}
    </p>
  );
}
