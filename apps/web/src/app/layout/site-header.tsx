import type { BrandSlug, Locale } from '@autohub/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { Msg } from '../../lib/i18n/msg';
import { AppLink, AppNavLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { navItems, routeAreas, type NavItem } from '../route-areas';
import { BrandSwitcher } from './brand-switcher';
import { LocaleSwitch } from './locale-switch';
import { useFocusTrap } from './use-focus-trap';
import { Wordmark } from './wordmark';

/**
 * Header navigation order from which items go under "More" on a desktop, so the header keeps one
 * row at 1200 px and wider; the account stays in sight. On a phone every item is in the drawer.
 */
const MORE_FROM_ORDER = 55;
const ALWAYS_IN_SIGHT = new Set(['account']);
const navOrder = new Map(
  routeAreas.flatMap((area) => (area.nav ? [[area.id, area.nav.order] as const] : [])),
);

export function SiteHeader({
  brand,
  brandName,
  locale,
}: {
  brand: BrandSlug;
  brandName: string;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const panelId = useId();
  const moreId = useId();
  // Remembering where a menu was opened closes it by itself once a link leads elsewhere.
  const [drawerOn, setDrawerOn] = useState<string | null>(null);
  const [moreOn, setMoreOn] = useState<string | null>(null);
  const drawerOpen = drawerOn === pathname;
  const moreOpen = moreOn === pathname;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLLIElement>(null);
  const moreButtonRef = useRef<HTMLButtonElement>(null);

  const closeDrawer = useCallback(() => setDrawerOn(null), []);
  useFocusTrap({
    active: drawerOpen,
    container: panelRef,
    initial: closeRef,
    returnTo: toggleRef,
    onEscape: closeDrawer,
  });

  useEffect(() => {
    if (!moreOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMoreOn(null);
        moreButtonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !moreRef.current?.contains(event.target)) setMoreOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [moreOpen]);

  // The page behind an open drawer neither scrolls nor takes focus.
  useEffect(() => {
    if (!drawerOpen) return;
    const others = [document.getElementById('main'), document.querySelector<HTMLElement>('.site-footer')];
    for (const element of others) element?.setAttribute('inert', '');
    document.documentElement.dataset.drawerOpen = '';
    return () => {
      for (const element of others) element?.removeAttribute('inert');
      delete document.documentElement.dataset.drawerOpen;
    };
  }, [drawerOpen]);

  const primary = navItems.filter((item) => !isMore(item));
  const more = navItems.filter(isMore);
  const account = primary.filter((item) => ALWAYS_IN_SIGHT.has(item.id));
  const main = primary.filter((item) => !ALWAYS_IN_SIGHT.has(item.id));

  const link = (item: NavItem) => (
    <li key={item.id} data-nav={item.id}>
      <AppNavLink
        to={brandPath(locale, brand, item.path)}
        end={item.path === ''}
        className="primary-nav__link"
      >
        <Msg k={item.labelKey} />
      </AppNavLink>
    </li>
  );

  return (
    <header className="site-header" data-drawer={drawerOpen ? 'open' : 'closed'}>
      <div className="site-header__inner">
        <AppLink
          to={brandPath(locale, brand)}
          className="site-header__home"
          aria-label={t('nav.homeOf', { brand: brandName })}
        >
          <Wordmark name={brandName} brand={brand} />
        </AppLink>
        <button
          ref={toggleRef}
          type="button"
          className="site-header__menu-toggle"
          aria-expanded={drawerOpen}
          aria-controls={panelId}
          onClick={() => setDrawerOn(drawerOpen ? null : pathname)}
        >
          <span className="site-header__burger" aria-hidden="true" />
          {t('siteMenu.open')}
        </button>
        <div className="site-header__backdrop" aria-hidden="true" onClick={closeDrawer} />
        <div
          ref={panelRef}
          id={panelId}
          className="site-header__panel"
          aria-label={t('siteMenu.panel')}
          role="group"
        >
          <div className="site-header__panel-head">
            <button ref={closeRef} type="button" className="site-header__close" onClick={closeDrawer}>
              <span aria-hidden="true">×</span> {t('siteMenu.close')}
            </button>
          </div>
          <nav className="primary-nav" aria-label={t('nav.primary')}>
            <ul className="primary-nav__list">
              {main.map(link)}
              {more.length > 0 ? (
                <li
                  ref={moreRef}
                  className="primary-nav__more"
                  data-open={moreOpen ? 'true' : 'false'}
                  // Tabbing past the last item closes the list, so it never hides the page behind.
                  onBlur={(event) => {
                    if (!(
                      event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)
                    ))
                      setMoreOn(null);
                  }}
                >
                  <button
                    ref={moreButtonRef}
                    type="button"
                    className="primary-nav__more-toggle"
                    aria-expanded={moreOpen}
                    aria-controls={moreId}
                    onClick={() => setMoreOn(moreOpen ? null : pathname)}
                  >
                    {t('siteMenu.more')}
                    <span aria-hidden="true" className="primary-nav__chevron">
                      ▾
                    </span>
                  </button>
                  <ul id={moreId} className="primary-nav__sub">
                    {more.map(link)}
                  </ul>
                </li>
              ) : null}
              {account.map(link)}
            </ul>
          </nav>
          <div className="site-header__tools">
            <BrandSwitcher locale={locale} brand={brand} />
            <LocaleSwitch locale={locale} brand={brand} />
          </div>
        </div>
      </div>
    </header>
  );
}

function isMore(item: NavItem): boolean {
  return !ALWAYS_IN_SIGHT.has(item.id) && (navOrder.get(item.id) ?? 0) >= MORE_FROM_ORDER;
}
