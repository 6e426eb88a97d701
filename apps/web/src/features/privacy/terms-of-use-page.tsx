import { useId } from 'react';
import { buttonClass } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { LEGAL_TEXTS } from './privacy-notice-page';
import './privacy.css';

/**
 * The terms of use of a brand's site, short and built in for each market; when the car maker
 * publishes its own (page settings), the page leads to them instead (decision 050).
 */
export function TermsOfUsePage() {
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const texts = LEGAL_TEXTS[locale].terms;
  const headingId = useId();
  useDocumentTitle(texts.documentTitle(settings.brandName));
  const own = settings.termsOfUseUrl;

  return (
    <article className="legal-page" aria-labelledby={headingId}>
      <header className="legal-page__head">
        <h1 id={headingId}>{texts.title}</h1>
        <p className="legal-page__lead">{texts.intro(settings.brandName)}</p>
      </header>
      {own ? (
        <section className="legal-page__section legal-page__own">
          <p>{texts.ownTerms(settings.brandName)}</p>
          <p>
            <a className={buttonClass('primary')} href={own} rel="noopener">
              {texts.ownTermsLink(settings.brandName)}
            </a>
          </p>
        </section>
      ) : (
        texts.sections.map((section) => (
          <section key={section.title} className="legal-page__section">
            <h2>{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))
      )}
      <p className="legal-page__section">
        <AppLink to={brandPath(locale, brand, 'privacy')}>{texts.privacyLink}</AppLink>
      </p>
    </article>
  );
}
