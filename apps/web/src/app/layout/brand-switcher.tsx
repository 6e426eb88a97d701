import { BRANDS, BRAND_SLUGS, type BrandSlug, type Locale } from '@autohub/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { AppLink } from '../../lib/routing/app-link';
import { switchBrandLocale } from '../../lib/routing/paths';
import { SpareWords } from './spare-words';

/** Disclosure menu with the nine brands; each link opens the same page for that brand. */
export function BrandSwitcher({ locale, brand }: { locale: Locale; brand: BrandSlug }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Remembering where the menu was opened closes it by itself once a link leads elsewhere.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpenOn(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div className="brand-switcher" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="brand-switcher__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <SpareWords label={t('nav.brandsMenu')} kept={t('nav.brandsMenuShort')} at="end" />
        <span aria-hidden="true" className="brand-switcher__chevron">
          ▾
        </span>
      </button>
      <nav id={listId} className="brand-switcher__menu" aria-label={t('nav.brands')} hidden={!open}>
        <ul>
          {BRAND_SLUGS.map((slug) => (
            <li key={slug}>
              <AppLink
                to={switchBrandLocale(pathname, locale, slug)}
                aria-current={slug === brand ? 'true' : undefined}
                className="brand-switcher__link"
              >
                {BRANDS[slug].name}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
