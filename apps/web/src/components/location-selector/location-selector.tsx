import type { CountryStateParams } from '@autohub/contract';
import type { CountryCode } from '@autohub/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Dialog, FOCUSABLE } from '../dialog/dialog';
import { SelectField } from '../form-field/fields';
import { Form, useContractForm } from '../form-field/form';
import { citiesQuery, statesQuery } from './location.api';
import './location-selector.css';
import { saveLocation, useBuyerLocation, type BuyerLocation } from './location-store';

/** Layouts of spec document 1 §2: inline on the page, or a dialog over it. */
export type LocationLayout = 'BOX' | 'MODAL';
/** The selection as held: the state (province) and, optionally, the city. */
interface SelectionValues {
  stateCode: string;
  cityCode: string;
}

/** States of spec document 1 §2. */
export type LocationPhase = 'LOCATION_SELECTION' | 'LOCATION_CONFIRMATION';

export interface LocationSelectorProps {
  layout: LocationLayout;
  country: CountryCode;
  /** Called once the buyer confirmed a location (already saved in the location cookie). */
  onConfirmed?: (location: BuyerLocation) => void;
  /** MODAL: closes the dialog without changing anything. */
  onClose?: () => void;
  /** Heading shown above the form. */
  title?: string;
}

/**
 * Where the buyer is: prices, stock and dealers depend on it. The buyer picks a state (province)
 * and optionally a city (LOCATION_SELECTION), then checks and confirms it
 * (LOCATION_CONFIRMATION); the location is kept in the location cookie for the page settings'
 * time-to-live (4 hours by default).
 */
export function LocationSelector({ layout, country, onConfirmed, onClose, title }: LocationSelectorProps) {
  const { t } = useTranslation();
  const current = useBuyerLocation(country);
  const ids = { title: useId() };
  const [phase, setPhase] = useState<LocationPhase | 'DONE'>(
    layout === 'BOX' && current ? 'DONE' : 'LOCATION_SELECTION',
  );
  const [draft, setDraft] = useState<BuyerLocation | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
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

  const firstRender = useRef(true);
  // Focus follows the phase so keyboard and screen-reader users land on what changed (after a
  // confirmation, the summary's "change" button rather than the page's body); an inline box does
  // not take the focus when the page opens.
  useEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    if (layout === 'BOX' && initial) return;
    rootRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [phase, layout]);

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
    setDraft(location);
    setPhase('LOCATION_CONFIRMATION');
  };

  const confirm = () => {
    if (!draft) return;
    saveLocation(draft);
    setPhase('DONE');
    onConfirmed?.(draft);
  };

  const describe = (location: BuyerLocation) =>
    location.cityName
      ? `${location.cityName}, ${location.stateName ?? location.stateCode}`
      : (location.stateName ?? location.stateCode);

  const changeButton = (
    <button type="button" className="button button--secondary" onClick={() => setPhase('LOCATION_SELECTION')}>
      {t('location.change')}
    </button>
  );
  let content;
  if (phase === 'DONE' && current) {
    content = (
      <div className="location__summary">
        <p>
          {t('location.pricesFor')} <strong data-testid="location-current">{describe(current)}</strong>
        </p>
        {changeButton}
      </div>
    );
  } else if (phase === 'LOCATION_CONFIRMATION' && draft) {
    content = (
      <div className="location__confirm" data-phase="LOCATION_CONFIRMATION">
        <p>
          {t('location.confirmQuestion')} <strong>{describe(draft)}</strong>
        </p>
        <div className="location__actions">
          <button type="button" className="button" onClick={confirm}>
            {t('location.confirm')}
          </button>
          {changeButton}
        </div>
      </div>
    );
  } else {
    content = (
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
          {layout === 'MODAL' && onClose ? (
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('actions.close')}
            </button>
          ) : null}
        </div>
      </Form>
    );
  }

  const heading = (
    <h2 id={ids.title} className="location__title">
      {title ?? t('location.title')}
    </h2>
  );
  if (layout === 'MODAL') {
    return (
      <Dialog
        labelledBy={ids.title}
        onClose={() => onClose?.()}
        className="popup location location--modal"
        initialFocus={false}
        fallbackFocus={() => document.querySelector<HTMLElement>('main h1')}
        dialogRef={rootRef}
      >
        {heading}
        {content}
      </Dialog>
    );
  }
  return (
    <section ref={rootRef} className="location location--box" aria-labelledby={ids.title}>
      {heading}
      {content}
    </section>
  );
}
