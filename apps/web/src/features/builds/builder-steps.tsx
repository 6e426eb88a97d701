import {
  allowedColors,
  type CarState,
  type BuildModel,
  type Part,
  type PriceList,
  type Service,
} from '@autohub/domain';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PriceText } from './price-text';
import type { Money } from './version-step';

function partPrice(prices: PriceList | null, part: Pick<Part, 'code'>): number | null | undefined {
  if (!prices) return undefined;
  return prices.parts[part.code] ?? null;
}

/** Optionals or accessories: each a toggle button; the engine decides what else changes. */
export function PartsStep({
  parts,
  car,
  prices,
  onToggle,
  money,
  emptyText,
}: {
  parts: readonly (Part & { description?: string })[];
  car: CarState;
  prices: PriceList | null;
  onToggle: (id: string) => void;
  money: Money;
  emptyText: string;
}) {
  const { t } = useTranslation();
  if (parts.length === 0) return <p>{emptyText}</p>;
  const sorted = [...parts].sort(
    (a, b) => Number(b.behavior === 'FEATURED') - Number(a.behavior === 'FEATURED'),
  );
  return (
    <ul className="builder-parts">
      {sorted.map((part) => {
        const on = car.selected.includes(part.id);
        return (
          <li key={part.id} className={on ? 'is-on' : undefined}>
            <div className="builder-parts__text">
              <h3>
                {part.name}
                {part.behavior === 'FEATURED' ? (
                  <span className="builder-badge">{t('builder.featured')}</span>
                ) : null}
              </h3>
              {part.description ? <p className="builder-muted">{part.description}</p> : null}
              <PriceText cents={partPrice(prices, part)} {...money} />
            </div>
            <button
              type="button"
              className={on ? 'button button--secondary' : 'button'}
              aria-pressed={on}
              data-part={part.id}
              aria-label={t(on ? 'builder.removePart' : 'builder.addPart', { name: part.name })}
              onClick={() => onToggle(part.id)}
            >
              {on ? t('builder.remove') : t('builder.add')}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** What a step where the buyer picks one part is given; `Id` is what a pick names. */
interface PickStepProps<Id> {
  model: BuildModel;
  car: CarState;
  prices: PriceList | null;
  onPick: (id: Id) => void;
  money: Money;
}

/** Colour step: a radio group; a colour the chosen optionals do not allow is disabled and says why. */
export function ColorStep({ model, car, prices, onPick, money }: PickStepProps<string>) {
  const { t } = useTranslation();
  const legendId = useId();
  const colors = model.parts.filter((p) => p.type === 'COLOR');
  const allowed = new Set(allowedColors(model, car));
  return (
    <div role="radiogroup" aria-labelledby={legendId} className="builder-colors">
      <p id={legendId} className="visually-hidden">
        {t('builder.steps.color')}
      </p>
      {colors.map((color) => {
        const isAllowed = allowed.has(color.id);
        const checked = car.colorId === color.id;
        return (
          <label
            key={color.id}
            className={`builder-color${checked ? ' is-on' : ''}${isAllowed ? '' : ' is-disabled'}`}
          >
            <input
              type="radio"
              name="builder-color"
              value={color.id}
              checked={checked}
              disabled={!isAllowed}
              onChange={() => onPick(color.id)}
              data-color={color.id}
            />
            <span
              className="builder-swatch"
              aria-hidden="true"
              style={{
                background: color.secondaryColorValue
                  ? `linear-gradient(180deg, ${color.secondaryColorValue} 0 35%, ${color.colorValue ?? '#999'} 35%)`
                  : (color.colorValue ?? '#999'),
              }}
            />
            <span className="builder-color__name">{color.name}</span>
            <span className="builder-muted">{color.paint ? t(`builder.paint.${color.paint}`) : null}</span>
            <PriceText cents={partPrice(prices, color)} {...money} />
            {isAllowed ? null : <span className="builder-muted">{t('builder.colorUnavailable')}</span>}
          </label>
        );
      })}
    </div>
  );
}

/** Coating step: one coating of the version. */
export function CoatingStep({ model, car, prices, onPick, money }: PickStepProps<string | null>) {
  const { t } = useTranslation();
  const coatings = model.parts.filter((p) => p.type === 'COATING');
  if (coatings.length === 0) return <p>{t('builder.noCoatings')}</p>;
  return (
    <fieldset className="builder-choices">
      <legend className="visually-hidden">{t('builder.steps.coating')}</legend>
      {coatings.map((coating) => (
        <label key={coating.id} className={car.coatingId === coating.id ? 'is-on' : undefined}>
          <input
            type="radio"
            name="builder-coating"
            value={coating.id}
            checked={car.coatingId === coating.id}
            onChange={() => onPick(coating.id)}
            data-coating={coating.id}
          />{' '}
          <span>{coating.name}</span> <PriceText cents={partPrice(prices, coating)} {...money} />
        </label>
      ))}
    </fieldset>
  );
}

/** Services bought with the car: plain checkboxes, services have no conflict rules. */
export function ServicesStep({
  services,
  car,
  prices,
  onSet,
  money,
}: {
  services: readonly (Service & { description?: string })[];
  car: CarState;
  prices: PriceList | null;
  onSet: (id: string, on: boolean) => void;
  money: Money;
}) {
  const { t } = useTranslation();
  if (services.length === 0) return <p>{t('builder.noServices')}</p>;
  return (
    <fieldset className="builder-choices">
      <legend className="visually-hidden">{t('builder.steps.services')}</legend>
      {services.map((service) => (
        <label key={service.id} className={car.services.includes(service.id) ? 'is-on' : undefined}>
          <input
            type="checkbox"
            checked={car.services.includes(service.id)}
            onChange={(e) => onSet(service.id, e.target.checked)}
            data-service={service.id}
          />{' '}
          <span>{service.name}</span>{' '}
          <PriceText
            cents={prices ? (prices.services?.[service.id] ?? service.price) : undefined}
            {...money}
          />
          {service.description ? <span className="builder-muted"> {service.description}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
