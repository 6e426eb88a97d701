import type { BrandSlug, Locale } from '@autohub/domain';
import { useTranslation } from 'react-i18next';
import { Msg } from '../../lib/i18n/msg';
import { AppLink, AppNavLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { navItems } from '../route-areas';
import { BrandSwitcher } from './brand-switcher';
import { LocaleSwitch } from './locale-switch';
import { Wordmark } from './wordmark';

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
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <AppLink
          to={brandPath(locale, brand)}
          className="site-header__home"
          aria-label={t('nav.homeOf', { brand: brandName })}
        >
          <Wordmark name={brandName} brand={brand} />
        </AppLink>
        <nav className="primary-nav" aria-label={t('nav.primary')}>
          <ul>
            {navItems.map((item) => (
              <li key={item.id}>
                <AppNavLink
                  to={brandPath(locale, brand, item.path)}
                  end={item.path === ''}
                  className="primary-nav__link"
                >
                  <Msg k={item.labelKey} />
                </AppNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          <BrandSwitcher locale={locale} brand={brand} />
          <LocaleSwitch locale={locale} brand={brand} />
        </div>
      </div>
    </header>
  );
}
