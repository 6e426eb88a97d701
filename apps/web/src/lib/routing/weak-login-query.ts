import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType, type To } from 'react-router';

/**
 * Spec document 1 §2: a page opened with `brand=CJDR` and `loginType=WEAK` keeps its query string
 * so the weak login travels with the visitor from page to page.
 */
export function keepsQuery(search: string): boolean {
  const query = new URLSearchParams(search);
  return query.get('brand') === 'CJDR' && query.get('loginType') === 'WEAK';
}

/**
 * The search of a navigation target with the current weak-login query merged in (parameters the
 * target sets itself win). Returns the target's own search when the current page does not keep it.
 */
export function mergeKeptQuery(currentSearch: string, targetSearch: string): string {
  if (!keepsQuery(currentSearch)) return targetSearch;
  const merged = new URLSearchParams(currentSearch);
  for (const [key, value] of new URLSearchParams(targetSearch)) merged.set(key, value);
  const qs = merged.toString();
  return qs ? `?${qs}` : '';
}

/** A link target that carries the kept query; string targets with their own query or hash are respected. */
export function withKeptQuery(to: To, currentSearch: string): To {
  if (!keepsQuery(currentSearch)) return to;
  if (typeof to === 'string') {
    const url = new URL(to, 'http://local.invalid');
    const search = mergeKeptQuery(currentSearch, url.search);
    // Relative targets stay relative: only the query part is rewritten.
    const pathEnd = to.search(/[?#]/);
    const path = pathEnd < 0 ? to : to.slice(0, pathEnd);
    return `${path}${search}${url.hash}`;
  }
  return { ...to, search: mergeKeptQuery(currentSearch, to.search ?? '') };
}

/**
 * Safety net for navigations that bypass `AppLink` (a feature calling `navigate('/x')`): when the
 * previous page kept the query and the new one lost it, put it back. Back/forward moves are left
 * alone so history entries stay what they were.
 */
export function useKeepWeakLoginQuery(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const previousSearch = useRef(location.search);

  useEffect(() => {
    const before = previousSearch.current;
    previousSearch.current = location.search;
    if (navigationType === 'POP' || !keepsQuery(before) || keepsQuery(location.search)) return;
    const search = mergeKeptQuery(before, location.search);
    previousSearch.current = search;
    void navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state as unknown });
  }, [location, navigationType, navigate]);
}
