import type { CurrentCarModel, ModelDimensions, ModelSignature } from '@autohub/contract';
import type { CurrencyCode, Locale } from '@autohub/domain';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatMoney } from '../../lib/format/format';
import { carShapeOf } from '@autohub/car-drawing';
import { CarPicture } from '../../components/car-imagery/car-picture';
import { AppLink } from '../../lib/routing/app-link';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { modelPaths } from './model-paths';

/** The "a partir de" line of a model: reserved height while the price list loads, so nothing shifts. */
export function StartingPrice({
  startingPrice,
  locale,
  currency,
  className,
  testId,
}: {
  /** Test id of the figure; the model cards carry it, so it stays one per model. */
  testId?: string;
  startingPrice: number | null | undefined;
  locale: Locale;
  currency: CurrencyCode;
  className: string;
}) {
  const { t } = useTranslation();
  if (startingPrice === undefined) {
    return (
      <p className={`${className} ${className}--loading`} aria-hidden="true">
        <span className="skeleton__block skeleton__line" />
      </p>
    );
  }
  if (startingPrice === null) {
    return <p className={`${className} ${className}--unavailable`}>{t('home.priceUnavailable')}</p>;
  }
  return (
    <p className={className}>
      <span className={`${className}-label`}>{t('catalogue.startingFrom')}</span>{' '}
      <strong data-testid={testId} data-cents={startingPrice}>
        {formatMoney(startingPrice, locale, currency)}
      </strong>
    </p>
  );
}

/**
 * A current model: the whole card opens the model in the builder (its name is the link, stretched
 * over the card), with build, financing and test-drive actions of their own.
 */
/** An action's short label, with the model's name for a screen reader ("Montar Pulse"). */
export function ForModel({ label, model }: { label: string; model: string }) {
  return (
    <>
      {label} <span className="visually-hidden">{model}</span>
    </>
  );
}

export function ModelCard({
  model,
  dimensions,
  signature,
  startingPrice,
  locale,
  currency,
}: {
  model: CurrentCarModel;
  /** The model's datasheet figures (the catalogue's model list); typical ones of its body style without. */
  dimensions?: ModelDimensions | undefined;
  /** The model's lamps, spare wheel and upright body (the catalogue's model list). */
  signature?: ModelSignature | undefined;
  /** From the price list of the buyer's state; undefined while it loads. */
  startingPrice: number | null | undefined;
  locale: Locale;
  currency: CurrencyCode;
}) {
  const { t } = useTranslation();
  const { brand } = useBrandLocale();
  const nameId = useId();
  const shape = carShapeOf(model.category);
  const known = shape !== 'sedan' || model.category.trim().toLowerCase() === 'sedan';
  const categoryLabel = known ? t(`categories.${shape}`) : model.category;
  const paths = modelPaths(locale, brand, model.code);

  return (
    <article className="model-card" aria-labelledby={nameId} data-model={model.code}>
      <CarPicture
        brand={brand}
        className="car-silhouette"
        category={model.category}
        dimensions={dimensions}
        signature={signature}
        color={model.color}
        label={t('home.carImage', { category: categoryLabel, name: model.name })}
      />
      <div className="model-card__body">
        <h3 id={nameId} className="model-card__name">
          <AppLink to={paths.build} className="model-card__open">
            {model.name}
          </AppLink>
        </h3>
        <p className="model-card__category">{categoryLabel}</p>
        <StartingPrice
          testId={`starting-price-${model.code}`}
          startingPrice={startingPrice}
          locale={locale}
          currency={currency}
          className="model-card__price"
        />
      </div>
      <div className="model-card__actions">
        <AppLink to={paths.build} className="button button--small" data-action="build">
          <ForModel label={t('home.build')} model={model.name} />
        </AppLink>
        <AppLink to={paths.finance} className="button button--secondary button--small" data-action="finance">
          <ForModel label={t('home.finance')} model={model.name} />
        </AppLink>
        <AppLink to={paths.testDrive} className="model-card__link" data-action="test-drive">
          <ForModel label={t('home.testDrive')} model={model.name} />
        </AppLink>
      </div>
    </article>
  );
}
