import type { DehydratedState } from '../lib/query/query';

/** Id of the `<script type="application/json">` that carries a server-rendered page's data. */
export const PAGE_DATA_ID = 'autohub-page-data';

/**
 * What the browser needs to hydrate a server-rendered page without asking again: the query cache
 * the page rendered from (the page settings among it).
 */
export interface PageData {
  queries: DehydratedState;
}

/**
 * JSON that is safe inside a `<script>` element: `<` (so `</script>` or `<!--` in a model name
 * cannot end or bend the element), `>` and `&` as escapes, and the line separators U+2028/2029,
 * which older parsers treat as line ends.
 */
export function serializePageData(data: PageData): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page data the server put in the document, or null for the plain app shell. */
export function readPageData(doc: Document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}
