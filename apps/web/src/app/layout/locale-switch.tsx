import { LOCALES, type BrandSlug, type Locale } from '@autohub/domain';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { AppLink } from '../../lib/routing/app-link';
import { switchBrandLocale } from '../../lib/routing/paths';
import { SpareWords } from './spare-words';

/** Links to the same page in the other market's language. */
export function LocaleSwitch({ locale, brand }: { locale: Locale; brand: BrandSlug }) {
  const { pathname } = useLocation();
  return <LocaleLinks locale={locale} pathOf={(option) => switchBrandLocale(pathname, option, brand)} />;
}

/** The language links of the header: one a locale, to the address `pathOf` gives it. */
export function LocaleLinks({ locale, pathOf }: { locale: Locale; pathOf: (option: Locale) => string }) {
  const { t } = useTranslation();
  return (
    <nav className="locale-switch" aria-label={t('nav.language')}>
      <ul>
        {LOCALES.map((option) => (
          <li key={option}>
            <AppLink
              to={pathOf(option)}
              lang={option}
              hrefLang={option}
              aria-current={option === locale ? 'true' : undefined}
              className="locale-switch__link"
            >
              <SpareWords label={t(`locales.${option}`)} kept={t(`localeLanguages.${option}`)} at="start" />
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
