import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';

/**
 * What a page for signed-in people shows to a visitor: its title, a sentence saying whose account
 * it needs (`reason`) and a sign-in button, described by that sentence, that brings them back to
 * `page` (a path below `/{locale}/{brand}/`). The button reads "Entrar" unless `linkText` says more.
 */
export function SignInFirst({
  title,
  reason,
  linkText,
  page,
  className,
  headingId,
}: {
  title: string;
  reason?: string;
  linkText?: string;
  page: string;
  className: string;
  headingId: string;
}) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const reasonId = useId();
  const back = brandPath(locale, brand, page);
  return (
    <section className={className} aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {reason ? <p id={reasonId}>{reason}</p> : null}
      <p>
        <AppLink
          className="button"
          aria-describedby={reason ? reasonId : undefined}
          to={`${brandPath(locale, brand, 'auth/sign-in')}?returnTo=${encodeURIComponent(back)}`}
        >
          {linkText ?? t('app.signIn')}
        </AppLink>
      </p>
    </section>
  );
}
