import type { PageSettings } from '@autohub/contract';
import type { BrandSlug, Locale } from '@autohub/domain';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useDeviceClass } from '../../lib/device/device-class';
import { Msg, type TranslationKey } from '../../lib/i18n/msg';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { Wordmark } from './wordmark';

export interface FooterLink {
  labelKey: TranslationKey;
  /** Path below `/{locale}/{brand}/`, with a fragment where the page has one. */
  path: string;
}

export interface FooterGroup {
  titleKey: TranslationKey;
  links: FooterLink[];
}

/** The page settings the footer reads. */
export type FooterSettings = Pick<PageSettings, 'chatBotEnabled' | 'currentCarModels'>;

/**
 * The footer's groups of links for a brand's site. Every link is a page of the brand layout's
 * routes, in both markets; a page that needs something the brand may lack (a model to compare,
 * the messaging bot) is left out where it would not work.
 */
export function footerGroups(settings: FooterSettings): FooterGroup[] {
  const firstModel = settings.currentCarModels[0]?.code;
  const only = (links: (FooterLink | false)[]): FooterLink[] => links.filter((link) => link !== false);
  return [
    {
      titleKey: 'footer.groups.shop',
      links: only([
        { labelKey: 'nav.builder', path: 'builder' },
        firstModel !== undefined && {
          labelKey: 'footer.links.compare',
          path: `compare/${encodeURIComponent(firstModel)}`,
        },
        { labelKey: 'nav.financing', path: 'financing' },
        { labelKey: 'footer.links.calculator', path: 'financing/calculator' },
        { labelKey: 'footer.links.reservation', path: 'reservation' },
      ]),
    },
    {
      titleKey: 'footer.groups.services',
      links: [
        { labelKey: 'nav.testDrive', path: 'test-drive' },
        { labelKey: 'nav.dealers', path: 'dealers' },
        { labelKey: 'footer.links.maintenance', path: 'services' },
        { labelKey: 'nav.recalls', path: 'recalls' },
        { labelKey: 'nav.ratings', path: 'ratings' },
      ],
    },
    {
      titleKey: 'footer.groups.programs',
      links: [
        { labelKey: 'nav.rental', path: 'rental' },
        { labelKey: 'nav.employeePurchase', path: 'employee-purchase' },
        { labelKey: 'nav.club', path: 'discount-club' },
      ],
    },
    {
      titleKey: 'footer.groups.help',
      links: only([
        { labelKey: 'nav.contact', path: 'contact' },
        settings.chatBotEnabled && { labelKey: 'footer.links.whatsapp', path: 'whatsapp' },
        { labelKey: 'nav.account', path: 'account' },
        { labelKey: 'footer.links.garage', path: 'garage' },
      ]),
    },
  ];
}

/** The legal line under the groups: the notices, and where a person exports or deletes their data. */
export const FOOTER_LEGAL_LINKS: FooterLink[] = [
  { labelKey: 'footer.links.privacy', path: 'privacy' },
  { labelKey: 'footer.links.terms', path: 'terms' },
  { labelKey: 'footer.links.myData', path: 'account#account-privacy' },
];

/**
 * The site's footer: groups of links to the brand's pages, which fold into disclosure rows on a
 * phone, and the legal line with the notices and the copyright.
 */
export function SiteFooter({
  brand,
  brandName,
  locale,
  settings,
}: {
  brand: BrandSlug;
  brandName: string;
  locale: Locale;
  settings: FooterSettings;
}) {
  const { t } = useTranslation();
  const folded = useDeviceClass() === 'mobile';
  const baseId = useId();
  const link = (item: FooterLink) => (
    <li key={item.path}>
      <AppLink to={brandPath(locale, brand, item.path)} className="site-footer__link">
        <Msg k={item.labelKey} />
      </AppLink>
    </li>
  );

  return (
    <footer className="site-footer">
      <div className="site-footer__top">
        <nav className="site-footer__inner site-footer__groups" aria-label={t('footer.nav')}>
          {footerGroups(settings).map((group, index) => {
            const headingId = `${baseId}-group-${index}`;
            // The heading before it names the list: no label of its own, so a form's "Modelo" field
            // is the only thing on the page labelled that way.
            const list = (
              <ul className="site-footer__list">
                {group.links.map(link)}
              </ul>
            );
            // On a phone each group is a row that opens; elsewhere every link is in sight.
            return folded ? (
              <details key={group.titleKey} className="site-footer__group">
                <summary id={headingId} className="site-footer__heading">
                  <Msg k={group.titleKey} />
                </summary>
                {list}
              </details>
            ) : (
              <div key={group.titleKey} className="site-footer__group">
                <h2 id={headingId} className="site-footer__heading">
                  <Msg k={group.titleKey} />
                </h2>
                {list}
              </div>
            );
          })}
        </nav>
      </div>
      <div className="site-footer__base">
        <div className="site-footer__inner site-footer__base-row">
          <span className="site-footer__mark" aria-hidden="true">
            <Wordmark name={brandName} brand={brand} />
          </span>
          <nav className="site-footer__legal" aria-label={t('footer.legal')}>
            <ul>{FOOTER_LEGAL_LINKS.map(link)}</ul>
          </nav>
          <p className="site-footer__rights">
            <Msg k="footer.rights" values={{ year: new Date().getFullYear(), brand: brandName }} />{' '}
            <span className="site-footer__market">
              <Msg k="footer.market" />
            </span>
          </p>
        </div>
      </div>
    </footer>
  );
}
