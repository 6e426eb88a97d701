import { createHmac } from 'node:crypto';

/**
 * A keyed digest of a tax id or personal document (already normalised, e.g. `BR:52998224725`),
 * so stores can find a person by document without keeping the document. The key is derived from
 * the session secret: a database copy alone cannot be searched by document.
 */
export function documentDigest(secret: string, normalised: string): string {
  return createHmac('sha256', `document-digest:${secret}`).update(normalised).digest('base64url');
}
