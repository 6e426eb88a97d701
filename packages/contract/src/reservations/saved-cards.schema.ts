import { z } from 'zod';
import { GatewayCardToken, cardMarkFields } from '../fields/card.schema.js';

const IsoDateTime = z.string().describe('ISO 8601 date and time.');

export const SavedCardIdParams = z.object({ id: z.uuid() });
export type SavedCardIdParams = z.infer<typeof SavedCardIdParams>;

export const CardIdParams = z.object({ cardId: z.uuid() });
export type CardIdParams = z.infer<typeof CardIdParams>;

/**
 * A card the buyer keeps for later payments (spec "Credit card: cardId, default (favorite) flag").
 * We keep the gateway's customer and card ids and what the card shows: brand, last four digits and
 * expiry; never the number or the security code.
 */
export const SavedCard = z
  .object({
    id: z.uuid().describe('The card id (`cardId` of the spec).'),
    ...cardMarkFields,
    expiryMonth: z.number().int().min(1).max(12),
    expiryYear: z.number().int().min(2000).max(2100),
    isDefault: z.boolean().describe('The favourite card, offered first at checkout.'),
    expired: z.boolean(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'SavedCard' });
export type SavedCard = z.infer<typeof SavedCard>;

export const SavedCardsAnswer = z.object({ cards: z.array(SavedCard) }).meta({ id: 'SavedCardsAnswer' });
export type SavedCardsAnswer = z.infer<typeof SavedCardsAnswer>;

/** A new card: the gateway's token of the card typed in the browser, never the card itself. */
export const AddSavedCardBody = z
  .object({
    token: GatewayCardToken,
    makeDefault: z.boolean().default(false).describe('The first card is the default whatever this says.'),
  })
  .strict()
  .meta({ id: 'AddSavedCardBody' });
export type AddSavedCardBody = z.infer<typeof AddSavedCardBody>;

/** Card management: `PUT` names the default card. */
export const DefaultCardBody = z.object({ cardId: z.uuid() }).strict().meta({ id: 'DefaultCardBody' });
export type DefaultCardBody = z.infer<typeof DefaultCardBody>;

/** Payment instruments: `PATCH /{id}` marks or unmarks the favourite. */
export const FavoriteCardBody = z.object({ favorite: z.boolean() }).strict().meta({ id: 'FavoriteCardBody' });
export type FavoriteCardBody = z.infer<typeof FavoriteCardBody>;

/** A single-use gateway token of a saved card, for one payment (`method: card`, with `savedCardId`). */
export const OneTimeTokenAnswer = z
  .object({
    token: GatewayCardToken,
    cardId: z.uuid(),
    ...cardMarkFields,
    expiresAt: IsoDateTime,
  })
  .meta({ id: 'OneTimeTokenAnswer' });
export type OneTimeTokenAnswer = z.infer<typeof OneTimeTokenAnswer>;

export const CONTRACT_KINDS = ['financing', 'consortium'] as const;

/**
 * A standing payment agreement of the buyer: an order whose rest is paid by financing or
 * consortium instalments. The buyer accepts it and names the saved card its instalments are
 * charged to (docs/decisions/047-contracts-and-card-on-file.md).
 */
export const CardContract = z
  .object({
    id: z.uuid().describe('The contract id: the order it pays.'),
    kind: z.enum(CONTRACT_KINDS),
    vehicleName: z.string(),
    orderStatus: z.string(),
    cardId: z.uuid().nullable().describe('The saved card its instalments are charged to.'),
    acceptedAt: IsoDateTime.nullable(),
  })
  .meta({ id: 'CardContract' });
export type CardContract = z.infer<typeof CardContract>;

export const CardContractsAnswer = z
  .object({ contracts: z.array(CardContract) })
  .meta({ id: 'CardContractsAnswer' });
export type CardContractsAnswer = z.infer<typeof CardContractsAnswer>;

export const PutContractBody = z
  .object({
    contractId: z.uuid(),
    cardId: z.uuid().nullable(),
    accepted: z.literal(true).describe('The buyer accepts the contract and its card-on-file charges.'),
  })
  .strict()
  .meta({ id: 'PutContractBody' });
export type PutContractBody = z.infer<typeof PutContractBody>;
