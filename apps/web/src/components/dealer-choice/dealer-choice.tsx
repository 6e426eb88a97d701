import type { DealerWithDistance } from '@autohub/contract';
import type { BrandSlug, CountryCode, Locale } from '@autohub/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { DealerSearch } from './dealer-choice.api';
import './dealer-choice.css';
import { DealerDetails } from './dealer-details';
import { DealerResults } from './dealer-results';
import { DealerSearchPanel } from './dealer-search';

/** What a form keeps of the chosen dealer (the lead's `dealer {id, dealerCode}` plus its name). */
export interface ChosenDealer {
  id: number;
  dealerCode: string;
  name: string;
}

/**
 * Lets a form pick a dealer of a brand, by postal code, by state and city, or near the person.
 *
 * Props:
 * - `brand`, `brandName`: whose dealers are offered (slug and display name);
 * - `country`, `locale`: the market (which states, postal-code format, texts and numbers);
 * - `value`: the dealer chosen so far (controlled), or null;
 * - `onChange(dealer)`: called with `{ id, dealerCode, name }` when the person picks one;
 * - `legend`: the question above the list (defaults to "Escolha a concessionária");
 * - `headingLevel`: level of the results heading, to fit the form's outline (default 3).
 *
 * Used by the lead, test-drive and reservation forms; works with the keyboard alone (the
 * dealers are radio buttons).
 */
export function DealerChoice({
  brand,
  brandName,
  country,
  locale,
  value,
  onChange,
  legend,
  headingLevel = 3,
}: {
  brand: BrandSlug;
  brandName: string;
  country: CountryCode;
  locale: Locale;
  value: ChosenDealer | null;
  onChange: (dealer: ChosenDealer) => void;
  legend?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState<DealerSearch | null>(null);
  const now = new Date();

  function choose(dealer: DealerWithDistance) {
    onChange({ id: dealer.id, dealerCode: dealer.dealerCode, name: dealer.name });
  }

  return (
    <div className="dealer-choice">
      <DealerSearchPanel country={country} onSearch={setSearch} />
      <DealerResults brand={brand} brandName={brandName} search={search} headingLevel={headingLevel}>
        {(dealers) => (
          <fieldset className="dealer-choice__options">
            <legend>{legend ?? t('dealers.chooseLegend')}</legend>
            <ul className="dealer-list">
              {dealers.map((dealer) => (
                <li key={dealer.id} className="dealer-list__item dealer-choice__option">
                  <input
                    type="radio"
                    id={`${id}-${dealer.id}`}
                    name={`${id}-dealer`}
                    value={dealer.id}
                    checked={value?.id === dealer.id}
                    onChange={() => choose(dealer)}
                    aria-describedby={`${id}-${dealer.id}-details`}
                  />
                  <label htmlFor={`${id}-${dealer.id}`} className="dealer-choice__label">
                    <span className="visually-hidden">{t('dealers.choose')}: </span>
                    {dealer.name}
                  </label>
                  <div id={`${id}-${dealer.id}-details`}>
                    <DealerDetails dealer={dealer} locale={locale} now={now} hideName />
                  </div>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </DealerResults>
      {value ? (
        <p role="status" className="dealer-choice__chosen">
          {t('dealers.chosen', { name: value.name })}
        </p>
      ) : null}
    </div>
  );
}
