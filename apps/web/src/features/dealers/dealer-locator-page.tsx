import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import type { DealerSearch } from '../../components/dealer-choice/dealer-choice.api';
import '../../components/dealer-choice/dealer-choice.css';
import { DealerDetails } from '../../components/dealer-choice/dealer-details';
import { WhatsappEntry } from '../../components/whatsapp-entry/whatsapp-entry';
import { DealerResults } from '../../components/dealer-choice/dealer-results';
import { DealerSearchPanel } from '../../components/dealer-choice/dealer-search';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';

/**
 * The dealer locator: a brand's dealers by postal code, by state and city, or near the person,
 * nearest first, with distance, whether each is open now on its own clock, phone, address and
 * services. `?postalCode=` (the home's find-a-dealer block) searches that postal code on arrival.
 */
export function DealerLocatorPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const [search, setSearch] = useState<DealerSearch | null>(null);
  const [query] = useSearchParams();
  const postalCode = query.get('postalCode')?.trim() || undefined;
  useDocumentTitle(t('dealers.documentTitle', { brand: settings.brandName }));
  const now = new Date();

  return (
    <section className="dealer-locator" aria-labelledby="dealer-locator-title">
      <h1 id="dealer-locator-title">{t('dealers.title', { brand: settings.brandName })}</h1>
      <p>{t('dealers.lead')}</p>
      <DealerSearchPanel country={settings.country} onSearch={setSearch} initialPostalCode={postalCode} />
      <DealerResults brand={brand} brandName={settings.brandName} search={search}>
        {(dealers) => (
          <ol className="dealer-list">
            {dealers.map((dealer) => (
              <li key={dealer.id} className="dealer-list__item">
                <DealerDetails dealer={dealer} locale={locale} now={now} />
                <WhatsappEntry dealerCode={dealer.dealerCode} dealerName={dealer.name} />
              </li>
            ))}
          </ol>
        )}
      </DealerResults>
    </section>
  );
}
