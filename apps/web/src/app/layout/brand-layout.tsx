import { useEffect, useLayoutEffect } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Outlet } from 'react-router';
import { useDeviceClass } from '../../lib/device/device-class';
import { DictionaryTipsContext } from '../../lib/i18n/msg';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useKeepWeakLoginQuery } from '../../lib/routing/weak-login-query';
import { usePageSettings } from '../../lib/settings/settings.api';
import { applyTheme, resolveSkin } from '../../styles/themes';
import { MAIN_ID, SkipLink } from './skip-link';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Frame of every customer page: the brand's theme, header, main landmark and footer. */
export function BrandLayout() {
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const { t } = useTranslation();
  const device = useDeviceClass();
  useKeepWeakLoginQuery();

  // Before paint, so the page never flashes in another brand's colours.
  useLayoutEffect(() => {
    applyTheme(document.documentElement, resolveSkin(settings.skin, brand), brand);
  }, [settings.skin, brand]);

  useEffect(() => {
    document.documentElement.dataset.device = device;
  }, [device]);

  useEffect(() => {
    if (settings.showDictionaryTips) document.body.dataset.dictionaryTips = '';
    else delete document.body.dataset.dictionaryTips;
  }, [settings.showDictionaryTips]);

  return (
    <DictionaryTipsContext.Provider value={settings.showDictionaryTips}>
      <SkipLink />
      <SiteHeader brand={brand} brandName={settings.brandName} locale={locale} />
      <main id={MAIN_ID} tabIndex={-1} className="site-main">
        {settings.showDictionaryTips ? (
          <p className="dictionary-banner" role="note">
            {t('app.dictionaryTipsOn')}
          </p>
        ) : null}
        <Outlet />
      </main>
      <SiteFooter brand={brand} brandName={settings.brandName} locale={locale} settings={settings} />
    </DictionaryTipsContext.Provider>
  );
}
