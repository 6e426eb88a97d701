import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@autohub/domain';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from './locales/pt-br';

/**
 * The app's i18next instance. Catalogues are not bundled with it: each locale is a separate chunk
 * fetched by `loadLocale`, so a visitor downloads only the language of the page.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  supportedLngs: [...LOCALES],
  fallbackLng: false,
  initAsync: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// <html lang> follows whichever catalogue is active, so screen readers pronounce the page right.
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined' && lng) document.documentElement.lang = lng;
});

const catalogueLoaders: Record<Locale, () => Promise<Catalogue>> = {
  'pt-BR': () => import('./locales/pt-br').then((m) => m.ptBR),
  'es-AR': () => import('./locales/es-ar').then((m) => m.esAR),
};

const loading = new Map<Locale, Promise<void>>();

/** Fetches a locale's catalogue once, leaving the active language as it is. */
async function loadCatalogue(locale: Locale): Promise<void> {
  let pending = loading.get(locale);
  if (!pending) {
    pending = catalogueLoaders[locale]().then((catalogue) => {
      i18n.addResourceBundle(locale, 'translation', catalogue, true, true);
    });
    // A failed chunk download must be retried on the next navigation, not cached forever.
    pending.catch(() => loading.delete(locale));
    loading.set(locale, pending);
  }
  await pending;
}

/** Fetches a locale's catalogue once and makes it the active language. */
export async function loadLocale(locale: Locale): Promise<void> {
  await loadCatalogue(locale);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}

/** The texts of one locale, whatever the active language (the server answers both at once). */
export async function textsOf(locale: Locale): Promise<TFunction> {
  await loadCatalogue(locale);
  return i18n.getFixedT(locale);
}

/** The locale of a path's first segment, or the default when it is not one of ours. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1] ?? '';
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The active locale (the default before any catalogue is loaded). */
export function activeLocale(): Locale {
  const lng = i18n.language;
  return lng && isLocale(lng) ? lng : DEFAULT_LOCALE;
}
