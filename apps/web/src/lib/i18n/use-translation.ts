import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

const languageOf = () => i18n.language;

/**
 * The texts in the active locale: `t` is bound to it, so it changes (and the component renders
 * again) when the language is switched. The server renders with the locale it set before.
 */
export function useTranslation() {
  const language = useSyncExternalStore(i18n.subscribe, languageOf, languageOf);
  return { t: i18n.getFixedT(language), i18n };
}
