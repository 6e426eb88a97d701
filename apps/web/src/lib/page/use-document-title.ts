import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Autohub';

/** The window title of a page: "<page> | Autohub", or the site's name alone. */
export function documentTitleOf(title: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/**
 * Where the server renderer collects the title a page sets, to write it into the page's `<title>`
 * (in the browser, with no sink, the effect sets `document.title`). Renders no markup, so hydration
 * is unaffected.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the window title of the page as "<page> | Autohub". */
export function useDocumentTitle(title: string): void {
  const sink = useContext(DocumentTitleSink);
  sink?.(documentTitleOf(title));
  useEffect(() => {
    document.title = documentTitleOf(title);
  }, [title]);
}
