import type { Ref } from 'react';
import { Link, NavLink, useLocation, type LinkProps, type NavLinkProps } from 'react-router';
import { withKeptQuery } from './weak-login-query';

/** Internal link that carries the weak-login query string when the current page keeps it. */
export function AppLink({ to, ...props }: LinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { search } = useLocation();
  return <Link to={withKeptQuery(to, search)} {...props} />;
}

/** `NavLink` (marks the current page with aria-current) that carries the weak-login query string. */
export function AppNavLink({ to, ...props }: NavLinkProps & { ref?: Ref<HTMLAnchorElement> }) {
  const { search } = useLocation();
  return <NavLink to={withKeptQuery(to, search)} {...props} />;
}
