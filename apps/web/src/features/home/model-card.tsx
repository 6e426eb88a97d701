import type { CurrentCarModel } from '@autohub/contract';
import type { CurrencyCode, Locale } from '@autohub/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format/format';
import { carShapeOf } from '../../components/car-drawing/car-shapes';
import { CarPicture } from '../../components/car-imagery/car-picture';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';

export function ModelCard({
  model,
  startingPrice,
  locale,
  currency,
}: {
  model: CurrentCarModel;
  /** From the price list of the buyer's state; undefined while it loads. */
  startingPrice: number | null | undefined;
  locale: Locale;
  currency: CurrencyCode;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const shape = carShapeOf(model.category);
  const known = shape !== 'sedan' || model.category.trim().toLowerCase() === 'sedan';
  const categoryLabel = known ? t(`categories.${shape}`) : model.category;

  return (
    <article className="model-card" aria-labelledby={nameId}>
      <CarPicture
        brand={useBrandLocale().brand}
        className="car-silhouette"
        category={model.category}
        color={model.color}
        label={t('home.carImage', { category: categoryLabel, name: model.name })}
      />
      <div className="model-card__body">
        <h3 id={nameId} className="model-card__name">
          {model.name}
        </h3>
        <p className="model-card__category">{categoryLabel}</p>
        {startingPrice === undefined ? null : startingPrice === null ? (
          <p className="model-card__price model-card__price--unavailable">{t('home.priceUnavailable')}</p>
        ) : (
          <p className="model-card__price">
            <span className="model-card__price-label">{t('home.startingFrom')}</span>{' '}
            <strong data-testid={`starting-price-${model.code}`} data-cents={startingPrice}>
              {formatMoney(startingPrice, locale, currency)}
            </strong>
          </p>
        )}
      </div>
    </article>
  );
}
