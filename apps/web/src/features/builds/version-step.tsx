import type { ModelSummary, VersionSummary } from '@autohub/contract';
import type { CurrencyCode, Locale } from '@autohub/domain';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CarPicture } from '../../components/car-imagery/car-picture';
import { PriceText } from './price-text';

/** How the builder's steps write amounts. */
export interface Money {
  locale: Locale;
  currency: CurrencyCode;
}

/**
 * Version step: every version of the model, its price at the buyer's location and highlights,
 * each drawn as the model (its datasheet figures and signature) in the version's default paint.
 */
export function VersionStep({
  versions,
  model,
  chosen,
  prices,
  onChoose,
  money,
}: {
  versions: readonly VersionSummary[];
  model: Pick<ModelSummary, 'brand' | 'category' | 'dimensions' | 'signature'>;
  chosen: string | null;
  prices: ReadonlyMap<string, number | null | undefined>;
  onChoose: (version: VersionSummary) => void;
  money: Money;
}) {
  const { t } = useTranslation();
  return (
    <ul className="builder-versions">
      {versions.map((version) => {
        const color = version.colors.find((c) => c.id === version.defaultColorId) ?? version.colors[0];
        const isChosen = version.mvs.code === chosen;
        return (
          <li key={version.mvs.code} className={isChosen ? 'is-chosen' : undefined}>
            <CarPicture
              brand={model.brand}
              category={model.category}
              dimensions={model.dimensions}
              signature={model.signature}
              className="car-silhouette"
              color={color?.colorValue ?? ''}
              roofColor={color?.secondaryColorValue}
              rendition="card"
            />
            <div>
              <h3>{version.mvs.versionName}</h3>
              <p className="builder-muted">
                {version.mvs.engine} · {version.mvs.gear}
              </p>
              <ul className="builder-highlights">
                {version.highlights.map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
              <p>
                {prices.get(version.mvs.code) === undefined ? null : (
                  <PriceText cents={prices.get(version.mvs.code)} {...money} />
                )}
              </p>
              <button
                type="button"
                className={isChosen ? 'button button--secondary' : 'button'}
                aria-pressed={isChosen}
                onClick={() => onChoose(version)}
                data-mvs={version.mvs.code}
              >
                {isChosen
                  ? t('builder.versionChosen')
                  : t('builder.chooseVersion', { name: version.mvs.versionName })}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
