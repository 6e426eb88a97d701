import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@autohub/domain';
import type { TranslationKey } from './keys';
import { createTranslator, type TFunction as TFunctionOf, type Texts } from './translator';

/** Says a text of the catalogue (the key itself when it is missing). */
export type TFunction = TFunctionOf<TranslationKey>;

/**
 * The app's texts. They are not bundled with it: each locale's catalogue is split into areas,
 * each a chunk of its own fetched by `loadTexts`, so a visitor downloads only the language of the
 * page and the areas it shows (decision 059).
 */
export const i18n = createTranslator<TranslationKey>();

// <html lang> follows whichever catalogue is active, so screen readers pronounce the page right.
i18n.subscribe((lng) => {
  if (typeof document !== 'undefined' && lng) document.documentElement.lang = lng;
});

/**
 * The areas of the texts: each locale's catalogue is split by the parts of the site that show them,
 * each area its own chunk. Every page loads `common` (header, footer, error pages, shared
 * components) and the areas its routes declare (`src/app/route-areas.ts`), before it renders.
 */
export const TEXT_AREAS = [
  'common',
  'home',
  'builder',
  'comparator',
  'financing',
  'services',
  'account',
  'business',
] as const;
export type TextArea = (typeof TEXT_AREAS)[number];

type AreaLoaders = Record<TextArea, () => Promise<Texts>>;

const areaLoaders: Record<Locale, AreaLoaders> = {
  'pt-BR': {
    common: () => import('./locales/pt-br/common').then((m) => m.commonPtBR),
    home: () => import('./locales/pt-br/home').then((m) => m.homePtBR),
    builder: () => import('./locales/pt-br/builder').then((m) => m.builderPtBR),
    comparator: () => import('./locales/pt-br/comparator').then((m) => m.comparatorPtBR),
    financing: () => import('./locales/pt-br/financing').then((m) => m.financingPtBR),
    services: () => import('./locales/pt-br/services').then((m) => m.servicesPtBR),
    account: () => import('./locales/pt-br/account').then((m) => m.accountPtBR),
    business: () => import('./locales/pt-br/business').then((m) => m.businessPtBR),
  },
  'es-AR': {
    common: () => import('./locales/es-ar/common').then((m) => m.commonEsAR),
    home: () => import('./locales/es-ar/home').then((m) => m.homeEsAR),
    builder: () => import('./locales/es-ar/builder').then((m) => m.builderEsAR),
    comparator: () => import('./locales/es-ar/comparator').then((m) => m.comparatorEsAR),
    financing: () => import('./locales/es-ar/financing').then((m) => m.financingEsAR),
    services: () => import('./locales/es-ar/services').then((m) => m.servicesEsAR),
    account: () => import('./locales/es-ar/account').then((m) => m.accountEsAR),
    business: () => import('./locales/es-ar/business').then((m) => m.businessEsAR),
  },
};

/** Source module of a locale's area, as the client build's manifest names it (the server preloads it). */
export function textModule(locale: Locale, area: TextArea): string {
  return `src/lib/i18n/locales/${locale.toLowerCase()}/${area}.ts`;
}

/** The common texts and the given areas, each once, in the order a page needs them. */
export function withCommon(areas: readonly TextArea[]): TextArea[] {
  return [...new Set<TextArea>(['common', ...areas])];
}

const loading = new Map<string, Promise<void>>();

/** Fetches one area of a locale once, leaving the active language as it is. */
async function loadArea(locale: Locale, area: TextArea): Promise<void> {
  const key = `${locale}/${area}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = areaLoaders[locale][area]().then((texts) => {
      i18n.addTexts(locale, texts);
    });
    // A failed chunk download must be retried on the next navigation, not cached forever.
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  await pending;
}

/** Fetches a locale's common texts and the given areas (each once), leaving the active language. */
export async function loadTexts(locale: Locale, areas: readonly TextArea[] = []): Promise<void> {
  await Promise.all(withCommon(areas).map((area) => loadArea(locale, area)));
}

/** Fetches a locale's common texts (and the given areas) and makes it the active language. */
export async function loadLocale(locale: Locale, areas: readonly TextArea[] = []): Promise<void> {
  await loadTexts(locale, areas);
  i18n.changeLanguage(locale);
}

/** The common texts of one locale, whatever the active language (the server answers both at once). */
export async function textsOf(locale: Locale): Promise<TFunction> {
  await loadTexts(locale);
  return i18n.getFixedT(locale);
}

/** Drops every loaded text, as a fresh page has none (tests of what a page loads). */
export function forgetTexts(): void {
  loading.clear();
  for (const locale of LOCALES) i18n.removeTexts(locale);
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
