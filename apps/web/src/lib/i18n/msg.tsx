import { createContext, useContext } from 'react';
import type { TranslationKey } from './keys';
import type { TranslationValues } from './translator';
import { useTranslation } from './use-translation';

export type { TranslationKey } from './keys';

/** Whether translated texts show their dictionary key (page setting `showDictionaryTips`). */
export const DictionaryTipsContext = createContext(false);

/**
 * A translated text. With dictionary tips on, it is marked on the page and its key shows as a
 * hint, so translators can find the entry to change.
 */
export function Msg({ k, values }: { k: TranslationKey; values?: TranslationValues }) {
  const { t } = useTranslation();
  const tips = useContext(DictionaryTipsContext);
  const text = t(k, values);
  if (!tips) return <>{text}</>;
  return (
    <span className="dictionary-tip" title={k} data-dictionary-key={k}>
      {text}
    </span>
  );
}
