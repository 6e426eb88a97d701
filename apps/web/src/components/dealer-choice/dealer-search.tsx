import { FindDealersByQuery, type PostalCodeAddress, postalCodeLookupFields } from '@autohub/contract';
import { type CountryCode, cityAndState, maskPostalCode, normalizePostalCode } from '@autohub/domain';
import { useQuery } from '../../lib/query/query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { MaskedField, SelectField } from '../form-field/fields';
import { FieldGroup, useContractForm } from '../form-field/form';
import {
  type DealerSearch,
  dealerCitiesQuery,
  dealerStatesQuery,
  lookupPostalCode,
} from './dealer-choice.api';
import { useGeolocation } from './use-geolocation';

type Mode = 'postalCode' | 'city' | 'nearMe';
const MODES: readonly Mode[] = ['postalCode', 'city', 'nearMe'];

interface PostalCodeValues {
  postalCode: string;
}

interface CityValues {
  stateCode: string;
  cityCode: string;
}

export interface DealerSearchPanelProps {
  country: CountryCode;
  /** Called with each new search the person makes. */
  onSearch: (search: DealerSearch) => void;
  /** A postal code brought from another page (the home's find-a-dealer block): searched on arrival. */
  initialPostalCode?: string;
}

/**
 * How a person says where to look for dealers: a postal code (which also fills in the state and
 * city), a state and city, or the browser's position. Radio buttons and field groups of the form
 * kit, so it works with the keyboard alone. No form element of its own: the panel sits inside the lead
 * and test-drive forms, and Enter in the postal code searches instead of sending theirs.
 */
export function DealerSearchPanel({ country, onSearch, initialPostalCode }: DealerSearchPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const [mode, setMode] = useState<Mode>('postalCode');
  const [postalProblem, setPostalProblem] = useState<string | null>(null);
  const [postalAddress, setPostalAddress] = useState<PostalCodeAddress | null>(null);
  const [postalBusy, setPostalBusy] = useState(false);
  const { state: position, locate } = useGeolocation();

  const postalSchema = useMemo(() => postalCodeLookupFields(country), [country]);
  const postalForm = useContractForm<PostalCodeValues>(postalSchema, {
    // Brought in the address as typed (a form sent before its script ran): shown as the field masks it.
    defaultValues: {
      postalCode: !initialPostalCode
        ? ''
        : country === 'BR'
          ? maskPostalCode(initialPostalCode)
          : normalizePostalCode(initialPostalCode),
    },
  });
  // The city is looked up in the lists below; the schema is the api's search by state and city.
  const cityForm = useContractForm<CityValues, FindDealersByQuery>(FindDealersByQuery, {
    defaultValues: { stateCode: '', cityCode: '' },
    prepare: ({ stateCode, cityCode }) => ({ state: stateCode, city: cityCode, countryCode: country }),
    extra: ({ stateCode, cityCode }) => {
      if (stateCode === '') return [{ path: 'stateCode', message: t('dealers.cityRequired') }];
      if (!cities.data?.some((city) => city.cityCode === cityCode))
        return [{ path: 'cityCode', message: t('dealers.cityRequired') }];
      return [];
    },
  });
  const stateCode = useWatch({ control: cityForm.control, name: 'stateCode' });

  const states = useQuery(dealerStatesQuery(country));
  const cities = useQuery(dealerCitiesQuery(country, stateCode));

  // Lists that arrive after the fields show the kept state and city again (a select cannot show
  // a value before it has the option).
  useEffect(() => {
    if (mode !== 'city') return;
    if (states.data) cityForm.setValue('stateCode', cityForm.getValues('stateCode'));
    if (cities.data) cityForm.setValue('cityCode', cityForm.getValues('cityCode'));
  }, [mode, states.data, cities.data, cityForm]);

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

  async function searchPostalCode({ postalCode }: PostalCodeValues) {
    setPostalProblem(null);
    setPostalAddress(null);
    setPostalBusy(true);
    try {
      const address = await lookupPostalCode(postalCode);
      setPostalAddress(address);
      // The state and city fields follow the postal code, so a switch to them keeps the place.
      cityForm.setValue('stateCode', address.stateCode);
      cityForm.setValue('cityCode', address.cityCode ?? '');
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
      // A postal code nobody knows is a problem of the field; anything else is said below it.
      if (error instanceof ApiError && error.status === 404)
        postalForm.setError(
          'postalCode',
          { type: error.code, message: userMessageOf(error) },
          { shouldFocus: true },
        );
      else setPostalProblem(userMessageOf(error));
    } finally {
      setPostalBusy(false);
    }
  }

  // A postal code brought in the address is searched once, as if typed and sent.
  useEffect(() => {
    if (!initialPostalCode) return;
    const timer = window.setTimeout(() => void postalForm.handleSubmit(searchPostalCode)(), 0);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function searchCity() {
    const { stateCode: chosenState, cityCode } = cityForm.getValues();
    const city = cities.data?.find((candidate) => candidate.cityCode === cityCode);
    if (!chosenState || !city) return;
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
        <FieldGroup
          form={postalForm}
          onSubmit={(values) => searchPostalCode(values)}
          className="dealer-search__postal field-with-action"
        >
          <MaskedField
            name="postalCode"
            mask="postalCode"
            className="dealer-search__field"
            label={t('dealers.postalCode')}
            hint={t('dealers.postalCodeHint')}
            autoComplete="postal-code"
            maxLength={country === 'BR' ? 9 : 8}
          />
          <button
            type="button"
            className="button"
            disabled={postalBusy}
            onClick={() => void postalForm.handleSubmit(searchPostalCode)()}
          >
            {t('dealers.search')}
          </button>
          {postalProblem ? (
            <p role="alert" className="dealer-search__problem">
              {postalProblem}
            </p>
          ) : null}
          {postalAddress ? (
            <p role="status" className="dealer-search__found">
              {t('dealers.postalCodeFound', {
                postalCode:
                  country === 'BR' ? maskPostalCode(postalAddress.postalCode) : postalAddress.postalCode,
                place: cityAndState(postalAddress.cityName, postalAddress.stateCode),
              })}
            </p>
          ) : null}
        </FieldGroup>
      ) : null}

      {mode === 'city' ? (
        <FieldGroup form={cityForm} onSubmit={searchCity} className="dealer-search__form">
          <SelectField
            name="stateCode"
            className="dealer-search__field"
            label={t('dealers.state')}
            options={{ onChange: () => cityForm.setValue('cityCode', '') }}
          >
            <option value="">{t('dealers.chooseState')}</option>
            {states.data?.map((state) => (
              <option key={state.isoCode} value={state.stateCode}>
                {state.stateName}
              </option>
            ))}
          </SelectField>
          <SelectField
            name="cityCode"
            className="dealer-search__field"
            label={t('dealers.city')}
            disabled={!stateCode}
            aria-busy={cities.isFetching}
          >
            <option value="">{t('dealers.chooseCity')}</option>
            {cities.data?.map((city) => (
              <option key={city.cityCode} value={city.cityCode}>
                {city.cityName}
              </option>
            ))}
          </SelectField>
          <button type="button" className="button" onClick={() => void cityForm.handleSubmit(searchCity)()}>
            {t('dealers.search')}
          </button>
        </FieldGroup>
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
