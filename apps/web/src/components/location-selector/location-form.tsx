import type { CountryCode } from '@autohub/domain';
import { useQuery } from '../../lib/query/query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ChoiceForm, ChoiceSelect } from '../form-field/choice-form';
import { citiesQuery, statesQuery } from './location.api';
import type { BuyerLocation } from './location-store';

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
 * The location selector's LOCATION_SELECTION phase: the state (province) and city lists. Both are
 * picked from the api's own lists and "continue" waits for a state, so nothing typed needs checking:
 * a kit's choice form holding its two values itself (decision 070). A chunk of its own, loaded when
 * the selector shows it (decision 059).
 */
export function LocationForm({ country, current, onChosen, onClose, onShown }: LocationFormProps) {
  const { t } = useTranslation();
  const states = useQuery(statesQuery(country));
  const [stateCode, setStateCode] = useState(current?.stateCode ?? '');
  const [cityCode, setCityCode] = useState(current?.cityCode ?? '');
  const chosenState = states.data?.find((s) => s.stateCode === stateCode);
  const cities = useQuery(citiesQuery(country, chosenState?.stateCode ?? ''));

  // Once, when the form is on the page (its chunk may arrive after the phase changed).
  const shown = useRef(onShown);
  useEffect(() => shown.current(), []);

  const submit = () => {
    if (!chosenState) return;
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
    <ChoiceForm className="location__form" data-phase="LOCATION_SELECTION" onSubmit={submit}>
      <ChoiceSelect
        label={t(country === 'AR' ? 'location.province' : 'location.state')}
        required
        value={stateCode}
        onChange={(next) => {
          setStateCode(next);
          setCityCode('');
        }}
      >
        <option value="">{t('location.choose')}</option>
        {(states.data ?? []).map((s) => (
          <option key={s.stateCode} value={s.stateCode}>
            {s.stateName}
          </option>
        ))}
      </ChoiceSelect>
      {cities.data && cities.data.length > 0 ? (
        <ChoiceSelect label={t('location.city')} value={cityCode} onChange={setCityCode}>
          <option value="">{t('location.anyCity')}</option>
          {cities.data.map((c) => (
            <option key={c.cityCode} value={c.cityCode}>
              {c.cityName}
            </option>
          ))}
        </ChoiceSelect>
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
    </ChoiceForm>
  );
}
