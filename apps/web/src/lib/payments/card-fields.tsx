import { useTranslation } from '../i18n/use-translation';
import { TextField } from '../../components/form-field/fields';
import { ApiError, userMessageOf } from '../api/api-client';
import { CardTokenError } from './card-tokenizer';

/**
 * The four fields of a new card (number, holder, expiry, security code), inside a kit `Form` whose
 * values hold the contract's `CardFields` at `prefix` (`''` when the card is the whole form,
 * `'card.'` when it sits beside other fields). Shared by the order page and the account area.
 */
export function CardEntryFields({ prefix = '' }: { prefix?: '' | `${string}.` }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name={`${prefix}number`}
        label={t('reservation.payment.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
      />
      <TextField
        name={`${prefix}holderName`}
        label={t('reservation.payment.card.holder')}
        autoComplete="cc-name"
      />
      <TextField
        name={`${prefix}expiry`}
        label={t('reservation.payment.card.expiry')}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder="MM/AA"
      />
      <TextField
        name={`${prefix}cvv`}
        label={t('reservation.payment.card.cvv')}
        inputMode="numeric"
        autoComplete="cc-csc"
      />
    </>
  );
}

/**
 * What to tell the buyer when a new card could not be tokenized or used: the gateway's own words
 * for a refused card (or a script error of its own), the api's message for everything else.
 */
export function cardErrorMessage(cause: unknown): string {
  return cause instanceof CardTokenError ||
    (cause instanceof Error && !(cause instanceof ApiError) && cause.message !== 'gateway_script_failed')
    ? cause.message
    : userMessageOf(cause);
}
