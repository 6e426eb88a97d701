import type { PostalCodeAddress } from '@autohub/contract';
import type { CountryCode } from '@autohub/domain';
import { useQuery } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessageOf } from '../../lib/api/api-client';
import { MaskedInput } from '../form-field/masked-input';
import {
  type DealerSearch,
  dealerCitiesQuery,
  dealerStatesQuery,
  lookupPostalCode,
} from './dealer-choice.api';
import { useGeolocation } from './use-geolocation';

type Mode = 'postalCode' | 'city' | 'nearMe';
const MODES: readonly Mode[] = ['postalCode', 'city', 'nearMe'];

export interface DealerSearchPanelProps {
  country: CountryCode;
  /** Called with each new search the person makes. */
  onSearch: (search: DealerSearch) => void;
}

/**
 * How a person says where to look for dealers: a postal code (which also fills in the state and
 * city), a state and city, or the browser's position. Plain forms and radio buttons, so it works
 * with the keyboard alone.
 */
export function DealerSearchPanel({ country, onSearch }: DealerSearchPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [mode, setMode] = useState<Mode>('postalCode');
  const [postalCode, setPostalCode] = useState('');
  const [postalProblem, setPostalProblem] = useState<string | null>(null);
  const [postalAddress, setPostalAddress] = useState<PostalCodeAddress | null>(null);
  const [postalBusy, setPostalBusy] = useState(false);
  const [stateCode, setStateCode] = useState('');
  const [cityCode, setCityCode] = useState('');
  const [cityProblem, setCityProblem] = useState<string | null>(null);
  const { state: position, locate } = useGeolocation();

  const states = useQuery(dealerStatesQuery(country));
  const cities = useQuery(dealerCitiesQuery(country, stateCode));

  useEffect(() => {
    if (position.status === 'located') {
      onSearch({
        kind: 'point',
        latitude: position.latitude,
        longitude: position.longitude,
        label: t('dealers.nearYou'),
      });
    }
    // Only a new position starts a search; the callback identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [position]);

  async function searchPostalCode() {
    setPostalProblem(null);
    setPostalAddress(null);
    if (postalCode.trim() === '') {
      setPostalProblem(t('dealers.postalCodeRequired'));
      return;
    }
    setPostalBusy(true);
    try {
      const address = await lookupPostalCode(postalCode);
      setPostalAddress(address);
      // The state and city fields follow the postal code, so a switch to them keeps the place.
      setStateCode(address.stateCode);
      setCityCode(address.cityCode ?? '');
      if (address.latitude === null || address.longitude === null || address.cityCode === null) {
        setPostalProblem(t('dealers.cityUnknown'));
        return;
      }
      onSearch({
        kind: 'city',
        stateCode: address.stateCode,
        cityCode: address.cityCode,
        cityName: address.cityName,
        latitude: address.latitude,
        longitude: address.longitude,
        label: address.cityName,
      });
    } catch (error) {
      setPostalProblem(userMessageOf(error));
    } finally {
      setPostalBusy(false);
    }
  }

  function searchCity() {
    const city = cities.data?.find((candidate) => candidate.cityCode === cityCode);
    if (!stateCode || !city) {
      setCityProblem(t('dealers.cityRequired'));
      return;
    }
    setCityProblem(null);
    onSearch({
      kind: 'city',
      stateCode: city.stateCode,
      cityCode: city.cityCode,
      cityName: city.cityName,
      latitude: city.latitude,
      longitude: city.longitude,
      label: city.cityName,
    });
  }

  const postalHintId = `${id}-postal-hint`;
  const postalProblemId = `${id}-postal-problem`;
  const cityProblemId = `${id}-city-problem`;

  return (
    <div className="dealer-search">
      <fieldset className="dealer-search__modes">
        <legend>{t('dealers.searchBy')}</legend>
        {MODES.map((option) => (
          <label key={option} className="dealer-search__mode">
            <input
              type="radio"
              name={`${id}-mode`}
              value={option}
              checked={mode === option}
              onChange={() => setMode(option)}
            />
            {t(`dealers.mode.${option}`)}
          </label>
        ))}
      </fieldset>

      {mode === 'postalCode' ? (
        // Not a <form>: the panel sits inside the lead and test-drive forms, and a nested form's
        // submit would reach theirs. Enter in the postal code searches, as a form would.
        <div className="dealer-search__form">
          <div className="dealer-search__field">
            <label htmlFor={`${id}-postal`}>{t('dealers.postalCode')}</label>
            <MaskedInput
              mask="postalCode"
              country={country}
              id={`${id}-postal`}
              name="postalCode"
              autoComplete="postal-code"
              value={postalCode}
              maxLength={country === 'BR' ? 9 : 8}
              aria-describedby={postalProblem ? `${postalHintId} ${postalProblemId}` : postalHintId}
              aria-invalid={postalProblem ? true : undefined}
              onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void searchPostalCode();
              }}
              onChange={(event) => setPostalCode(event.target.value)}
            />
            <span id={postalHintId} className="dealer-search__hint">
              {t('dealers.postalCodeHint')}
            </span>
          </div>
          <button
            type="button"
            className="button"
            disabled={postalBusy}
            onClick={() => void searchPostalCode()}
          >
            {t('dealers.search')}
          </button>
          {postalProblem ? (
            <p id={postalProblemId} role="alert" className="dealer-search__problem">
              {postalProblem}
            </p>
          ) : null}
          {postalAddress ? (
            <p role="status" className="dealer-search__found">
              {t('dealers.postalCodeFound', {
                postalCode: postalAddress.postalCode,
                city: postalAddress.cityName,
                state: postalAddress.stateCode,
              })}
            </p>
          ) : null}
        </div>
      ) : null}

      {mode === 'city' ? (
        <div className="dealer-search__form">
          <div className="dealer-search__field">
            <label htmlFor={`${id}-state`}>{t('dealers.state')}</label>
            <select
              id={`${id}-state`}
              value={stateCode}
              onChange={(event) => {
                setStateCode(event.target.value);
                setCityCode('');
              }}
            >
              <option value="">{t('dealers.chooseState')}</option>
              {states.data?.map((state) => (
                <option key={state.isoCode} value={state.stateCode}>
                  {state.stateName}
                </option>
              ))}
            </select>
          </div>
          <div className="dealer-search__field">
            <label htmlFor={`${id}-city`}>{t('dealers.city')}</label>
            <select
              id={`${id}-city`}
              value={cityCode}
              disabled={!stateCode}
              aria-busy={cities.isFetching}
              aria-describedby={cityProblem ? cityProblemId : undefined}
              onChange={(event) => setCityCode(event.target.value)}
            >
              <option value="">{t('dealers.chooseCity')}</option>
              {cities.data?.map((city) => (
                <option key={city.cityCode} value={city.cityCode}>
                  {city.cityName}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className="button" onClick={searchCity}>
            {t('dealers.search')}
          </button>
          {cityProblem ? (
            <p id={cityProblemId} role="alert" className="dealer-search__problem">
              {cityProblem}
            </p>
          ) : null}
        </div>
      ) : null}

      {mode === 'nearMe' ? (
        <div className="dealer-search__form">
          <button type="button" className="button" onClick={locate} disabled={position.status === 'locating'}>
            {t('dealers.useMyLocation')}
          </button>
          {position.status === 'locating' ? <p role="status">{t('dealers.locating')}</p> : null}
          {position.status === 'denied' ? (
            <p role="alert" className="dealer-search__problem">
              {t('dealers.locationDenied')}
            </p>
          ) : null}
          {position.status === 'unavailable' ? (
            <p role="alert" className="dealer-search__problem">
              {t('dealers.locationUnavailable')}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
