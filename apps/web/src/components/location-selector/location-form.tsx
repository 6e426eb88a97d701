import type { CountryStateParams } from '@autohub/contract';
import type { CountryCode } from '@autohub/domain';
import { useQuery } from '../../lib/query/query';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SelectField } from '../form-field/fields';
import { Form, useContractForm } from '../form-field/form';
import { citiesQuery, statesQuery } from './location.api';
import type { BuyerLocation } from './location-store';

/** The selection as held: the state (province) and, optionally, the city. */
interface SelectionValues {
  stateCode: string;
  cityCode: string;
}

export interface LocationFormProps {
  country: CountryCode;
  /** The location kept so far, the form's first values. */
  current: BuyerLocation | null;
  /** The buyer chose a state (and maybe a city): the selector asks them to confirm it. */
  onChosen: (location: BuyerLocation) => void;
  /** A close button beside "continue" (the dialog's). */
  onClose?: (() => void) | undefined;
  /** Called once the form is on the page, so the selector can put the focus in it. */
  onShown: () => void;
}

/**
 * The location selector's LOCATION_SELECTION phase: the state (province) and city lists. Its own
 * chunk with the form kit (react-hook-form), loaded when the selector shows it (decision 059).
 */
export function LocationForm({ country, current, onChosen, onClose, onShown }: LocationFormProps) {
  const { t } = useTranslation();
  const states = useQuery(statesQuery(country));
  // The schema is the api's state of a country (what the city list is asked with); the state must
  // be one of the list, the city is optional.
  const form = useContractForm<SelectionValues, CountryStateParams>(
    () => import('./location.schema').then((m) => m.CountryStateParams),
    {
      defaultValues: { stateCode: current?.stateCode ?? '', cityCode: current?.cityCode ?? '' },
      prepare: ({ stateCode }) => ({ countryCode: country, stateCode }),
      extra: ({ stateCode }) =>
        states.data?.some((s) => s.stateCode === stateCode)
          ? []
          : [{ path: 'stateCode', code: 'field_required' }],
    },
  );
  const stateCode = useWatch({ control: form.control, name: 'stateCode' });
  const chosenState = states.data?.find((s) => s.stateCode === stateCode);
  const cities = useQuery(citiesQuery(country, chosenState?.stateCode ?? ''));

  // Once, when the form is on the page (its chunk may arrive after the phase changed).
  const shown = useRef(onShown);
  useEffect(() => shown.current(), []);

  // A list that arrives after the form shows the kept state again (a select cannot show a value
  // before it has the option).
  useEffect(() => {
    if (states.data) form.setValue('stateCode', form.getValues('stateCode'));
  }, [states.data, form]);

  const submit = () => {
    if (!chosenState) return;
    const cityCode = form.getValues('cityCode');
    const city = cities.data?.find((c) => c.cityCode === cityCode);
    const location: BuyerLocation = {
      countryCode: country,
      stateCode: chosenState.stateCode,
      isoCode: chosenState.isoCode,
      stateName: chosenState.stateName,
    };
    if (city) {
      location.cityName = city.cityName;
      location.cityCode = city.cityCode;
    }
    onChosen(location);
  };

  return (
    <Form form={form} className="location__form" data-phase="LOCATION_SELECTION" onSubmit={submit}>
      <SelectField
        name="stateCode"
        label={t(country === 'AR' ? 'location.province' : 'location.state')}
        required
        options={{ onChange: () => form.setValue('cityCode', '') }}
      >
        <option value="">{t('location.choose')}</option>
        {(states.data ?? []).map((s) => (
          <option key={s.stateCode} value={s.stateCode}>
            {s.stateName}
          </option>
        ))}
      </SelectField>
      {cities.data && cities.data.length > 0 ? (
        <SelectField name="cityCode" label={t('location.city')}>
          <option value="">{t('location.anyCity')}</option>
          {cities.data.map((c) => (
            <option key={c.cityCode} value={c.cityCode}>
              {c.cityName}
            </option>
          ))}
        </SelectField>
      ) : null}
      <div className="location__actions">
        <button type="submit" className="button" disabled={!chosenState}>
          {t('location.continue')}
        </button>
        {onClose ? (
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('actions.close')}
          </button>
        ) : null}
      </div>
    </Form>
  );
}
