import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParseKeys, TOptions } from 'i18next';

/** Whether translated texts show their dictionary key (page setting `showDictionaryTips`). */
export const DictionaryTipsContext = createContext(false);

export type TranslationKey = ParseKeys;

/**
 * A translated text. With dictionary tips on, it is marked on the page and its key shows as a
 * hint, so translators can find the entry to change.
 */
export function Msg({ k, values }: { k: TranslationKey; values?: TOptions }) {
  const { t } = useTranslation();
  const tips = useContext(DictionaryTipsContext);
  const text = t(k, values ?? {});
  if (!tips) return <>{text}</>;
  return (
    <span className="dictionary-tip" title={k} data-dictionary-key={k}>
      {text}
    </span>
  );
}
