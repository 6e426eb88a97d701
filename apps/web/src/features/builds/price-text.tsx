import type { CurrencyCode, Locale } from '@autohub/domain';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatMoney } from '../../lib/format/format';

/**
 * A price in cents, or the spec's 'Valor não disponível no momento' when the location has none
 * (`null`). `undefined` means not priced yet (no location chosen): nothing is shown.
 */
export function PriceText({
  cents,
  locale,
  currency,
  className,
  testId,
}: {
  cents: number | null | undefined;
  locale: Locale;
  currency: CurrencyCode;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (cents === undefined) return null;
  if (cents === null) {
    return (
      <span className={`price price--unavailable ${className ?? ''}`} data-testid={testId} data-cents="">
        {t('builder.priceUnavailable')}
      </span>
    );
  }
  return (
    <span className={`price ${className ?? ''}`} data-testid={testId} data-cents={cents}>
      {formatMoney(cents, locale, currency)}
    </span>
  );
}
