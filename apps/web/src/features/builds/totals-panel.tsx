import type { CarTotals, CurrencyCode, Locale } from '@autohub/domain';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatMoney } from '../../lib/format/format';
import { PriceText } from './price-text';

/**
 * Live totals of the build (spec document 1 §3 "Current car"): recomputed in the page from the
 * location's price list on every change, announced politely to screen readers.
 */
export function TotalsPanel({
  totals,
  locale,
  currency,
  locationName,
}: {
  totals: CarTotals | null;
  locale: Locale;
  currency: CurrencyCode;
  locationName: string | null;
}) {
  const { t } = useTranslation();
  const money = { locale, currency };
  if (!totals) {
    return (
      <div className="builder-totals" aria-live="polite">
        <p>{t('builder.chooseLocationForPrices')}</p>
      </div>
    );
  }
  const rows: [string, number | null, string][] = [
    [t('builder.totals.version'), totals.basePrice, 'version'],
    [t('builder.totals.color'), totals.colorPrice, 'color'],
    [t('builder.totals.coating'), totals.coatingPrice, 'coating'],
    [t('builder.totals.optionals'), totals.optionalsTotal, 'optionals'],
    [t('builder.totals.accessories'), totals.accessoriesTotal, 'accessories'],
    [t('builder.totals.services'), totals.servicesTotal, 'services'],
  ];
  return (
    <div className="builder-totals">
      {locationName ? (
        <p className="builder-muted">{t('builder.pricesIn', { location: locationName })}</p>
      ) : null}
      <dl>
        {rows.map(([label, value, key]) => (
          <div key={key} className="builder-totals__row">
            <dt>{label}</dt>
            <dd>
              <PriceText cents={value} {...money} testId={`builder-total-${key}`} />
            </dd>
          </div>
        ))}
        {totals.hasPriceBonification ? (
          <div className="builder-totals__row builder-totals__row--bonus">
            <dt>{t('builder.totals.bonification')}</dt>
            <dd data-testid="builder-total-bonification" data-cents={totals.bonificationTotal}>
              −{formatMoney(totals.bonificationTotal, locale, currency)}
            </dd>
          </div>
        ) : null}
        <div className="builder-totals__row builder-totals__row--total" aria-live="polite" aria-atomic="true">
          <dt>{t('builder.totals.total')}</dt>
          <dd>
            <PriceText cents={totals.total} {...money} testId="builder-total" />
          </dd>
        </div>
      </dl>
    </div>
  );
}
