import type { Locale, MessageCode } from '@autohub/domain';
import { useEffect, useState } from 'react';
import type * as DomainMessages from '../api/domain-messages';
import { useBrandLocale } from '../routing/use-brand-locale';

type Catalogue = typeof DomainMessages;

let catalogue: Catalogue | null = null;

/** The domain's message catalogue, fetched once, the first time a page shows one of its texts. */
function loadCatalogue(): Promise<Catalogue> {
  return import('../api/domain-messages').then((loaded) => (catalogue = loaded));
}

/**
 * A text of the domain's message catalogue (the spec's wording) for what a page says only when
 * something goes wrong: the catalogue of both languages is not worth its weight on every page
 * that might need one of its sentences.
 */
export async function domainMessage(
  code: MessageCode,
  locale: Locale,
  params?: Readonly<Record<string, string | number>>,
): Promise<string> {
  return (await loadCatalogue()).domainMessageText(code, locale, params);
}

/**
 * Shows a text of the domain's message catalogue in the page's language; empty for the moment its
 * chunk takes to arrive the first time, then the text (a live region around it announces it).
 */
export function DomainMessage({ code }: { code: MessageCode }) {
  const { locale } = useBrandLocale();
  const [text, setText] = useState(() => catalogue?.domainMessageText(code, locale) ?? '');
  useEffect(() => {
    let current = true;
    void domainMessage(code, locale).then((loaded) => {
      if (current) setText(loaded);
    });
    return () => {
      current = false;
    };
  }, [code, locale]);
  return <>{text}</>;
}
