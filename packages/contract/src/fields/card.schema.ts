import {
  CARD_BRANDS,
  detectCardBrand,
  isValidCardCvv,
  validateCardCvv,
  validateCardExpiry,
  validateCardHolderName,
  validateCardNumber,
} from '@autohub/domain';
import { z } from 'zod';
import { stringField, withRule } from './field-rules.js';

/** Card number, 13 to 16 digits (spaces allowed) passing Luhn: `card_number_invalid`. */
export const CardNumberField = withRule(stringField('card_number_invalid'), validateCardNumber)
  .describe('Card number, 13-16 digits, spaces allowed.')
  .meta({ example: '4111 1111 1111 1111' });

/** Name printed on the card: `card_name_invalid`. */
export const CardHolderNameField = withRule(
  stringField('card_name_invalid'),
  validateCardHolderName,
).describe('Name as printed on the card.');

/** Card expiry `MM/YY`, this month or later: `card_expiry_invalid`. */
export const CardExpiryField = withRule(stringField('card_expiry_invalid'), (value) =>
  validateCardExpiry(value, new Date()),
)
  .describe('Card expiry, MM/YY, not in the past.')
  .meta({ example: '12/30' });

/** Security code, 3 or 4 digits: `card_cvv_invalid`. */
export const CardCvvField = withRule(stringField('card_cvv_invalid'), (value) =>
  validateCardCvv(value),
).describe('Card security code, 3 digits (4 for Amex).');

/**
 * A card typed in a form. The security code is checked against the brand of the number (four
 * digits for Amex, three for the others). Card data never reaches our server in the clear: this
 * schema validates the form before the payment port's tokenizer takes it.
 */
export const CardFields = z
  .object({
    number: CardNumberField,
    holderName: CardHolderNameField,
    expiry: CardExpiryField,
    cvv: CardCvvField,
  })
  .superRefine((card, ctx) => {
    const brand = detectCardBrand(card.number);
    if (brand && !isValidCardCvv(card.cvv, brand)) {
      ctx.addIssue({ code: 'custom', message: 'card_cvv_invalid', path: ['cvv'] });
    }
  })
  .meta({ id: 'CardFields' });
export type CardFields = z.infer<typeof CardFields>;

/** A gateway card token, as the gateway's script in the browser answers it: never the card itself. */
export const GatewayCardToken = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[A-Za-z0-9_.:-]+$/);

/** What a card shows of itself, kept and sent instead of its number: its brand and last four digits. */
export const cardMarkFields = {
  brand: z.enum(CARD_BRANDS),
  lastFour: z.string().regex(/^\d{4}$/),
};
