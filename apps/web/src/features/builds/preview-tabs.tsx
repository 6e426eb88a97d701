import type { ConfiguratorVersion } from '@autohub/contract';
import type { CarState, CarTotals, CurrencyCode, Locale } from '@autohub/domain';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import {
  PREVIEW_GROUP_NAMES,
  PREVIEW_GROUPS,
  type PreviewGroup,
  type PreviewTab,
} from '../../lib/catalogue/preview-tabs';
import { formatMoney } from '../../lib/format/format';
import { laterPart } from '../../lib/page/later-part';
import type { TranslationKey } from '../../lib/i18n/msg';
import { PriceText } from './price-text';

/**
 * The fuel in the market's words shows in the specs group only: its code comes when a person heads
 * for the tabs, not with the summary, which opens on the car group. Until then the catalogue's own
 * name stands in.
 */
const FuelName = laterPart(
  () => import('../../components/fuel-name/fuel-name').then((m) => m.FuelName),
  ({ fuel }) => fuel,
);

export interface PreviewTabsProps {
  version: ConfiguratorVersion;
  car: CarState;
  totals: CarTotals | null;
  priceOf: (code: string) => number | null | undefined;
  locale: Locale;
  currency: CurrencyCode;
  /** The picture of the build (the "my car" tab). */
  picture: ReactNode;
  locationName: string | null;
}

/**
 * The build seen from every angle the spec lists: its fourteen tabs in four groups (the car, the
 * price, the proposal, the specs), so the group tabs fit one row; each group shows its tabs as
 * sections. A section shows what the data has; one without data says so plainly instead of hiding.
 * Arrow keys, Home and End move between the groups (WAI-ARIA tabs).
 */
export function PreviewTabs(props: PreviewTabsProps) {
  const { version, car, totals, priceOf, locale, currency, picture, locationName } = props;
  const { t } = useTranslation();
  const baseId = useId();
  const [active, setActive] = useState<PreviewGroup>('car');
  const tabRefs = useRef(new Map<PreviewGroup, HTMLButtonElement>());
  const money = { locale, currency };
  const byId = new Map(version.parts.map((p) => [p.id, p]));
  const chosen = car.selected.map((id) => byId.get(id)).filter((p) => p !== undefined);
  const optionals = chosen.filter((p) => p.type === 'ITEM');
  const accessories = chosen.filter((p) => p.type === 'ACCESSORY');
  const color = car.colorId ? byId.get(car.colorId) : undefined;
  const coating = car.coatingId ? byId.get(car.coatingId) : undefined;
  const empty = (key: TranslationKey) => <p className="builder-muted">{t(key)}</p>;
  const lines = (parts: typeof chosen, emptyKey: TranslationKey) =>
    parts.length === 0 ? (
      empty(emptyKey)
    ) : (
      <ul className="builder-lines">
        {parts.map((p) => (
          <li key={p.id}>
            <span>{p.name}</span> <PriceText cents={priceOf(p.code)} {...money} />
          </li>
        ))}
      </ul>
    );

  const panels: Record<PreviewTab, () => ReactNode> = {
    myCar: () => (
      <>
        {picture}
        <p>
          <strong>{version.mvs.modelName}</strong> {version.mvs.versionName} · {version.mvs.year}
        </p>
      </>
    ),
    initialPrice: () =>
      totals ? <PriceText cents={totals.basePrice} {...money} /> : empty('builder.chooseLocationForPrices'),
    color: () =>
      color ? (
        <p>
          {color.name} {color.paint ? `(${t(`builder.paint.${color.paint}`)})` : null}{' '}
          <PriceText cents={priceOf(color.code)} {...money} />
        </p>
      ) : (
        empty('builder.preview.noColor')
      ),
    optionals: () => lines(optionals, 'builder.preview.noOptionals'),
    coating: () =>
      coating ? (
        <p>
          {coating.name} <PriceText cents={priceOf(coating.code)} {...money} />
        </p>
      ) : (
        empty('builder.preview.noCoating')
      ),
    accessories: () => lines(accessories, 'builder.preview.noAccessories'),
    bonus: () =>
      totals?.hasPriceBonification ? (
        <p>
          {t('builder.preview.bonus', { amount: formatMoney(totals.bonificationTotal, locale, currency) })}
        </p>
      ) : (
        empty('builder.preview.noBonus')
      ),
    discount: () => empty('builder.preview.noDiscount'),
    payment: () => empty('builder.preview.noPayment'),
    cashPayment: () =>
      totals ? (
        <p>
          {t('builder.preview.cash')} <PriceText cents={totals.total} {...money} />
        </p>
      ) : (
        empty('builder.chooseLocationForPrices')
      ),
    proposalValidity: () =>
      empty(locationName ? 'builder.preview.validity' : 'builder.chooseLocationForPrices'),
    comments: () => empty('builder.preview.noComments'),
    serialItems: () =>
      version.serialItems.length === 0 ? (
        empty('builder.preview.noSerialItems')
      ) : (
        <ul className="builder-lines">
          {version.serialItems.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ),
    versionEngineGearbox: () => (
      <dl className="builder-specs">
        <dt>{t('builder.preview.version')}</dt>
        <dd>{version.mvs.versionName}</dd>
        <dt>{t('builder.preview.engine')}</dt>
        <dd>{version.mvs.engine}</dd>
        <dt>{t('builder.preview.gearbox')}</dt>
        <dd>{version.mvs.gear}</dd>
        <dt>{t('builder.preview.fuel')}</dt>
        <dd>
          <FuelName fuel={version.mvs.fuel} />
        </dd>
      </dl>
    ),
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = PREVIEW_GROUP_NAMES.indexOf(active);
    const last = PREVIEW_GROUP_NAMES.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = PREVIEW_GROUP_NAMES[target] as PreviewGroup;
    setActive(tab);
    tabRefs.current.get(tab)?.focus();
  };

  return (
    <div className="builder-preview">
      <div
        role="tablist"
        aria-label={t('builder.preview.label')}
        className="builder-preview__tabs"
        onPointerEnter={() => void FuelName.preload()}
        onFocus={() => void FuelName.preload()}
      >
        {PREVIEW_GROUP_NAMES.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              if (el) tabRefs.current.set(tab, el);
              else tabRefs.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab}`}
            aria-controls={`${baseId}-panel-${tab}`}
            aria-selected={tab === active}
            tabIndex={tab === active ? 0 : -1}
            onClick={() => setActive(tab)}
            onKeyDown={onKeyDown}
            data-group={tab}
          >
            {t(`builder.preview.groups.${tab}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel-${active}`}
        aria-labelledby={`${baseId}-tab-${active}`}
        tabIndex={0}
        className="builder-preview__panel"
      >
        {PREVIEW_GROUPS[active].map((section: PreviewTab) => (
          <section
            key={section}
            aria-labelledby={`${baseId}-section-${section}`}
            className="builder-preview__section"
            data-section={section}
          >
            <h3 id={`${baseId}-section-${section}`}>{t(`builder.preview.tabs.${section}`)}</h3>
            {panels[section]()}
          </section>
        ))}
      </div>
    </div>
  );
}
