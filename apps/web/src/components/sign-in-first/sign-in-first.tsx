import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';

/**
 * What a page for signed-in people shows to a visitor: its title and a sign-in link that brings
 * them back to `page` (a path below `/{locale}/{brand}/`).
 */
export function SignInFirst({
  title,
  linkText,
  page,
  className,
  headingId,
}: {
  title: string;
  linkText: string;
  page: string;
  className: string;
  headingId: string;
}) {
  const { brand, locale } = useBrandLocale();
  const back = brandPath(locale, brand, page);
  return (
    <section className={className} aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <p>
        <AppLink to={`${brandPath(locale, brand, 'auth/sign-in')}?returnTo=${encodeURIComponent(back)}`}>
          {linkText}
        </AppLink>
      </p>
    </section>
  );
}
