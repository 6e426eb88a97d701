import { useEffect } from 'react';

export const SITE_NAME = 'Autohub';

/** Sets the window title of the page as "<page> | Autohub". */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
