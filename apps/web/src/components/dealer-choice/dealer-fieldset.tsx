import type { PageSettings } from '@autohub/contract';
import type { Locale } from '@autohub/domain';
import { FieldProblem } from '../form-field/fields';
import { type ChosenDealer, DealerChoice } from './dealer-choice';

/**
 * The dealer section of a form: its legend, the dealer chosen so far, the problem of the form path
 * `name` and the dealer search. Used by the lead forms and the test-drive form.
 */
export function DealerFieldset({
  settings,
  brand,
  locale,
  dealer,
  onChange,
  name,
  legend,
  chosenText,
}: {
  settings: PageSettings;
  brand: PageSettings['brand'];
  locale: Locale;
  dealer: ChosenDealer | null;
  onChange: (dealer: ChosenDealer | null) => void;
  /** The form path the dealer's problem is kept under. */
  name: string;
  legend: string;
  /** What is said of the chosen dealer ("Concessionária escolhida: …"). */
  chosenText: (dealer: ChosenDealer) => string;
}) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {dealer ? <p role="status">{chosenText(dealer)}</p> : null}
      <FieldProblem name={name} />
      <DealerChoice
        brand={brand}
        brandName={settings.brandName}
        country={settings.country}
        locale={locale}
        value={dealer}
        onChange={onChange}
      />
    </fieldset>
  );
}
