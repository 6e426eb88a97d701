import { NOTICE_CATEGORIES } from '@autohub/contract';
import type { Locale } from '@autohub/domain';
import { useId } from 'react';
import { Card } from '../../components/ui/card';
import { buttonClass } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { legalTextsEsAR } from './legal-texts.es-ar';
import { legalTextsPtBR, type LegalTexts } from './legal-texts.pt-br';
import './privacy.css';

/** The legal texts of a page's market (pt-BR: Brazil and the LGPD, es-AR: Argentina and law 25.326). */
export const LEGAL_TEXTS: Readonly<Record<Locale, LegalTexts>> = {
  'pt-BR': legalTextsPtBR,
  'es-AR': legalTextsEsAR,
};

/**
 * The privacy notice of a brand's site: what the platform keeps, by the categories of the
 * personal-data export, why and for how long, who receives it, the person's rights under the
 * market's law with its authority, and the way to the export and the deletion in the account.
 * When the car maker publishes its own notice (page settings), the page leads to it instead of the
 * built-in text and keeps the way to the person's data (decision 050).
 */
export function PrivacyNoticePage() {
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const texts = LEGAL_TEXTS[locale].privacy;
  const brandName = settings.brandName;
  const ids = { heading: useId(), collected: useId(), rights: useId(), account: useId() };
  useDocumentTitle(texts.documentTitle(brandName));
  const own = settings.privacyNoticeUrl;

  const accountPart = (
    <section className="legal-page__section legal-page__account" aria-labelledby={ids.account}>
      <h2 id={ids.account}>{texts.accountTitle}</h2>
      <p>{texts.accountIntro}</p>
      <p className="legal-page__actions">
        <AppLink className={buttonClass('primary')} to={brandPath(locale, brand, 'account#account-privacy')}>
          {texts.exportLink}
        </AppLink>
        <AppLink className={buttonClass('secondary')} to={brandPath(locale, brand, 'account#account-delete')}>
          {texts.deleteLink}
        </AppLink>
      </p>
      <p>
        {texts.contact} <AppLink to={brandPath(locale, brand, 'contact')}>{texts.contactLink}</AppLink>
      </p>
    </section>
  );

  return (
    <article className="legal-page" aria-labelledby={ids.heading}>
      <header className="legal-page__head">
        <h1 id={ids.heading}>{texts.title}</h1>
        <p className="legal-page__lead">{texts.intro(brandName)}</p>
      </header>

      {own ? (
        <section className="legal-page__section legal-page__own">
          <p>{texts.ownNotice(brandName)}</p>
          <p>
            <a className={buttonClass('primary')} href={own} rel="noopener">
              {texts.ownNoticeLink(brandName)}
            </a>
          </p>
        </section>
      ) : (
        <>
          <section className="legal-page__section" aria-labelledby={`${ids.heading}-controller`}>
            <h2 id={`${ids.heading}-controller`}>{texts.controllerTitle}</h2>
            <p>{texts.controller(brandName)}</p>
          </section>

          <section className="legal-page__section" aria-labelledby={ids.collected}>
            <h2 id={ids.collected}>{texts.collectedTitle}</h2>
            <p>{texts.collectedIntro}</p>
            <ul className="legal-page__categories">
              {NOTICE_CATEGORIES.map((category) => {
                const words = texts.categories[category.id];
                return (
                  <Card key={category.id} as="li" className="legal-page__category">
                    <h3>{words.title}</h3>
                    <dl>
                      <dt>{texts.what}</dt>
                      <dd>{words.what}</dd>
                      <dt>{texts.why}</dt>
                      <dd>{words.why}</dd>
                      <dt>{texts.howLong}</dt>
                      <dd>{texts.retention[category.retention]}</dd>
                    </dl>
                  </Card>
                );
              })}
            </ul>
          </section>

          <section className="legal-page__section" aria-labelledby={`${ids.heading}-sharing`}>
            <h2 id={`${ids.heading}-sharing`}>{texts.sharingTitle}</h2>
            <ul>
              {texts.sharing.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>

          <section className="legal-page__section" aria-labelledby={ids.rights}>
            <h2 id={ids.rights}>{texts.rightsTitle}</h2>
            <p>{texts.rightsIntro}</p>
            <ul>
              {texts.rights.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <h3>{texts.authorityTitle}</h3>
            <p>{texts.authority}</p>
            <p>
              <a href={texts.authorityUrl} rel="noopener">
                {texts.authorityLink}
              </a>
            </p>
          </section>
        </>
      )}

      {accountPart}
    </article>
  );
}
