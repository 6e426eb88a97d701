import type { AnchorHTMLAttributes, FocusEvent, MouseEvent, PointerEvent, Ref, TouchEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';
import { linkIntent } from './link-intent';
import { withKeptQuery } from './weak-login-query';

/**
 * The app's links are anchors whose address and click come from react-router's own hooks
 * (`useHref`, `useLinkClickHandler`). Its `<Link>` would bring the framework mode's prefetching
 * into every page's first script, and the app has no use for it (decision 072).
 */
export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

function useFollow(
  to: To,
  replace: boolean | undefined,
  props: Pick<AppLinkProps, 'target' | 'onClick' | 'onPointerEnter' | 'onFocus' | 'onTouchStart'>,
) {
  const { search } = useLocation();
  const target = withKeptQuery(to, search);
  const href = useHref(target);
  const follow = useLinkClickHandler<HTMLAnchorElement>(target, { replace, target: props.target });
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  // Heading for the link (pointer, touch, focus) starts loading its page.
  const handlers = {
    onPointerEnter: (event: PointerEvent<HTMLAnchorElement>) => {
      props.onPointerEnter?.(event);
      linkIntent(href);
    },
    onFocus: (event: FocusEvent<HTMLAnchorElement>) => {
      props.onFocus?.(event);
      linkIntent(href);
    },
    onTouchStart: (event: TouchEvent<HTMLAnchorElement>) => {
      props.onTouchStart?.(event);
      linkIntent(href);
    },
  };
  return { href, onClick, target, handlers };
}

/** Internal link that carries the weak-login query string when the current page keeps it. */
export function AppLink({ to, replace, children, ...props }: AppLinkProps) {
  const { href, onClick, handlers } = useFollow(to, replace, props);
  return (
    <a {...props} {...handlers} href={href} onClick={onClick}>
      {children}
    </a>
  );
}

/** True when `pathname` is the link's page, or (unless `end`) a page below it. */
export function isCurrentPath(pathname: string, linkPath: string, end: boolean): boolean {
  const own = linkPath !== '/' && linkPath.endsWith('/') ? linkPath.slice(0, -1) : linkPath;
  if (pathname === own) return true;
  if (end) return false;
  return own === '/' || pathname.startsWith(`${own}/`);
}

/** A navigation link: `aria-current="page"` on the current page (and below it, unless `end`). */
export function AppNavLink({
  to,
  replace,
  end = false,
  children,
  ...props
}: AppLinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const { href, onClick, target, handlers } = useFollow(to, replace, props);
  const resolved = useResolvedPath(target);
  const current = isCurrentPath(pathname, resolved.pathname, end);
  return (
    <a aria-current={current ? 'page' : undefined} {...props} {...handlers} href={href} onClick={onClick}>
      {children}
    </a>
  );
}
