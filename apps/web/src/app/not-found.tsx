import { BRANDS, BRAND_SLUGS, isLocale, type Locale } from '@autohub/domain';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { activeLocale } from '../lib/i18n/i18n';
import { GoBackButton } from '../lib/page/go-back';
import { useDocumentTitle } from '../lib/page/use-document-title';
import { AppLink } from '../lib/routing/app-link';
import { DEFAULT_BRAND, brandPath } from '../lib/routing/paths';
import { useBrandLocale } from '../lib/routing/use-brand-locale';
import { usePageSettings } from '../lib/settings/settings.api';
import { applyTheme } from '../styles/themes';
import { LocaleLinks } from './layout/locale-switch';
import { MAIN_ID, SkipLink } from './layout/skip-link';
import { Wordmark } from './layout/wordmark';
import type { NotFoundReason } from './not-found-reason';

function BrandLinks({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <section className="brand-links" aria-labelledby="brand-links-title">
      <h2 id="brand-links-title">{t('notFound.chooseBrand')}</h2>
      <ul className="brand-links__list">
        {BRAND_SLUGS.map((slug) => (
          <li key={slug}>
            <AppLink to={brandPath(locale, slug)} className="brand-links__link">
              {BRANDS[slug].name}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Full page for addresses outside any brand (unknown brand, unknown locale, unknown path): neutral
 * theme, a 404 title, and links to every brand so the visitor can carry on.
 */
export function NotFoundPage({ reason }: { reason?: NotFoundReason }) {
  const { t } = useTranslation();
  const params = useParams();
  const locale: Locale = params.locale && isLocale(params.locale) ? params.locale : activeLocale();
  useDocumentTitle(t('notFound.documentTitle'));

  useLayoutEffect(() => {
    applyTheme(document.documentElement, 'autohub', undefined);
  }, []);

  let detail = t('notFound.message');
  if (reason?.reason === 'unknown_brand' && reason.value) detail = t('notFound.unknownBrand', { brand: reason.value });
  if (reason?.reason === 'unknown_locale' && reason.value) detail = t('notFound.unknownLocale', { locale: reason.value });

  return (
    <>
      <SkipLink />
      <header className="site-header">
        <div className="site-header__inner">
          <AppLink to={brandPath(locale, DEFAULT_BRAND)} className="site-header__home">
            <Wordmark name={t('app.name')} />
          </AppLink>
          <LocaleLinks locale={locale} pathOf={(option) => brandPath(option, DEFAULT_BRAND)} />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="site-main not-found">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{t('notFound.title')}</h1>
        <p>{detail}</p>
        <BrandLinks locale={locale} />
      </main>
    </>
  );
}

/** An unknown page under a valid brand: stays inside the brand's frame, offers a way back. */
export function InLayoutNotFound() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  useDocumentTitle(t('notFound.documentTitle'));
  const home = brandPath(locale, brand);
  return (
    <div className="not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <div className="not-found__actions">
        <GoBackButton fallback={home} />
        <AppLink to={home} className="button">
          {t('notFound.backHome', { brand: settings.brandName })}
        </AppLink>
      </div>
    </div>
  );
}
