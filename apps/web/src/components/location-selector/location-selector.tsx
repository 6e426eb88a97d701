import type { CountryCode } from '@autohub/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { laterPart } from '../../lib/page/later-part';
import { FOCUSABLE } from '../dialog/focusable';
import './location-selector.css';
import { saveLocation, useBuyerLocation, type BuyerLocation } from './location-store';

// The selection form and the form kit it brings (react-hook-form) are a chunk of their own: a page
// that opens on the summary never loads it, and a server-rendered page hydrates it when it arrives.
// The modal layout opens on a person's request; the inline box, on the builder, needs no dialog.
const Dialog = laterPart(() => import('../dialog/dialog').then((m) => m.Dialog), null);

const LocationForm = laterPart(
  () => import('./location-form').then((m) => m.LocationForm),
  ({ country }) => <PendingForm country={country} />,
);

/** Layouts of spec document 1 §2: inline on the page, or a dialog over it. */
export type LocationLayout = 'BOX' | 'MODAL';
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
  /**
   * BOX: the location the page prices with while the buyer has none kept (a shared build's state),
   * shown as theirs; the server renders it too.
   */
  assumed?: BuyerLocation | null;
}

/**
 * Where the buyer is: prices, stock and dealers depend on it. The buyer picks a state (province)
 * and optionally a city (LOCATION_SELECTION), then checks and confirms it
 * (LOCATION_CONFIRMATION); the location is kept in the location cookie for the page settings'
 * time-to-live (4 hours by default).
 */
export function LocationSelector({
  layout,
  country,
  onConfirmed,
  onClose,
  title,
  assumed = null,
}: LocationSelectorProps) {
  const { t } = useTranslation();
  const current = useBuyerLocation(country) ?? assumed;
  const ids = { title: useId() };
  const [phase, setPhase] = useState<LocationPhase | 'DONE'>(
    layout === 'BOX' && current ? 'DONE' : 'LOCATION_SELECTION',
  );
  const [draft, setDraft] = useState<BuyerLocation | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  // Whether the focus should go into the box once what the phase shows is there (the form may
  // still be loading its chunk when the phase changes).
  const focusWanted = useRef(false);
  const focusFirst = () => {
    const target = rootRef.current?.querySelector<HTMLElement>(FOCUSABLE);
    if (!target) return;
    target.focus();
    focusWanted.current = false;
  };

  const firstRender = useRef(true);
  // Focus follows the phase so keyboard and screen-reader users land on what changed (after a
  // confirmation, the summary's "change" button rather than the page's body); an inline box does
  // not take the focus when the page opens.
  useEffect(() => {
    const initial = firstRender.current;
    firstRender.current = false;
    if (layout === 'BOX' && initial) return;
    focusWanted.current = true;
    focusFirst();
  }, [phase, layout]);

  const chosen = (location: BuyerLocation) => {
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

  // The form's chunk is fetched as soon as the buyer heads for "change" (pointer or focus), so it
  // is usually there by the click.
  const changeButton = (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => setPhase('LOCATION_SELECTION')}
      onFocus={() => void LocationForm.preload()}
      onPointerEnter={() => void LocationForm.preload()}
    >
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
      <LocationForm
        country={country}
        current={current}
        onChosen={chosen}
        onClose={layout === 'MODAL' ? onClose : undefined}
        onShown={() => {
          if (focusWanted.current) focusFirst();
        }}
      />
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

/**
 * The state list while the form's chunk loads: the form's own first look (label, list, button), its
 * controls disabled, so the box keeps its size and nothing moves when the form replaces it.
 */
function PendingForm({ country }: { country: CountryCode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="location__form" data-phase="LOCATION_SELECTION" aria-busy="true">
      <div className="form-field">
        <label htmlFor={id}>{t(country === 'AR' ? 'location.province' : 'location.state')}</label>
        <select id={id} disabled>
          <option>{t('location.choose')}</option>
        </select>
      </div>
      <div className="location__actions">
        <button type="button" className="button" disabled>
          {t('location.continue')}
        </button>
      </div>
    </div>
  );
}
