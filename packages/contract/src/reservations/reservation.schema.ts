import {
  type CountryCode,
  ORDER_DOCUMENT_TYPES,
  CONTACT_CHANNELS,
  IDENTITY_STEPS,
  CONSORTIUM_KINDS,
  ORDER_ACTORS,
  ORDER_MILESTONES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  RESERVATION_CHARGES,
  RESERVATION_FUNDING_TYPES,
  RESERVATION_TYPES,
  validatePostalCode,
} from '@autohub/domain';
import { z } from 'zod';
import {
  CatalogueBrand,
  CountryCodeSchema,
  ModelYearSchema,
  MvsCodeSchema,
  StateCodeSchema,
  versionYearFields,
} from '../catalogue/catalogue.schema.js';
import { GatewayCardToken, cardMarkFields } from '../fields/card.schema.js';
import { DeliveryLabel } from '../stock/stock.schema.js';

const Cents = z.number().int().nonnegative();
const Currency = z.enum(['BRL', 'ARS']);
const IsoDateTime = z.string().describe('ISO 8601 date and time.');

export const OrderStatusSchema = z.enum(ORDER_STATUSES).meta({ id: 'OrderStatus' });
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS).meta({ id: 'PaymentMethod' });
export const ReservationTypeSchema = z.enum(RESERVATION_TYPES);
export const ReservationFundingTypeSchema = z.enum(RESERVATION_FUNDING_TYPES);

/**
 * The `Idempotency-Key` header every reservation and payment call carries: the same key answers
 * the first call's result instead of doing the work again.
 */
export const IdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/, { error: 'field_invalid' })
    .describe('8 to 100 letters, digits, dots, colons, dashes or underscores; a UUID fits.'),
});
export type IdempotencyHeaders = z.infer<typeof IdempotencyHeaders>;

export const OrderIdParams = z.object({ id: z.uuid() });
export type OrderIdParams = z.infer<typeof OrderIdParams>;

// ---------------------------------------------------------------------------------------------
// Campaigns, dealers and availability (the showcase)

export const ReservationCampaign = z
  .object({
    id: z.string(),
    brand: z.string(),
    country: CountryCodeSchema,
    name: z.string(),
    reservationType: ReservationTypeSchema,
    fundingType: ReservationFundingTypeSchema,
    charge: z.enum(RESERVATION_CHARGES).describe('FEE: a reservation fee now, the rest later; FULL_PRICE.'),
    feeCents: Cents,
    currency: Currency,
    paymentMethods: z
      .array(PaymentMethodSchema)
      .describe("The payment methods the campaign offers: its market's, or those staff enabled."),
  })
  .meta({ id: 'ReservationCampaign' });
export type ReservationCampaign = z.infer<typeof ReservationCampaign>;

export const CampaignsQuery = z.object({ brand: CatalogueBrand, country: CountryCodeSchema });
export type CampaignsQuery = z.infer<typeof CampaignsQuery>;
export const CampaignsAnswer = z.object({ campaigns: z.array(ReservationCampaign) });
export type CampaignsAnswer = z.infer<typeof CampaignsAnswer>;

export const CampaignIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[a-z0-9-]+$/),
});
/** The version and state a campaign's dealers or payment types may be narrowed to, each optional. */
const optionalVersionAtState = {
  mvsCode: MvsCodeSchema.optional(),
  year: ModelYearSchema.optional(),
  state: StateCodeSchema.optional(),
};
export const CampaignDealersQuery = z.object(optionalVersionAtState);
export type CampaignDealersQuery = z.infer<typeof CampaignDealersQuery>;

export const ReservationDealer = z
  .object({
    dealerCode: z.string(),
    name: z.string(),
    city: z.string(),
    state: z.string(),
    distanceKm: z.number().nullable(),
    units: z.number().int().nonnegative().describe('Cars of the asked version free at this dealer.'),
  })
  .meta({ id: 'ReservationDealer' });
export type ReservationDealer = z.infer<typeof ReservationDealer>;
export const ReservationDealersAnswer = z.object({ dealers: z.array(ReservationDealer) });
export type ReservationDealersAnswer = z.infer<typeof ReservationDealersAnswer>;

export const DealersByRadiusQuery = z.object({
  campaignId: z.string().min(1).max(80),
  ...versionYearFields,
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
  radiusKm: z.coerce.number().positive().max(2000).default(100),
});
export type DealersByRadiusQuery = z.infer<typeof DealersByRadiusQuery>;

export const AvailabilityQuery = z.object({
  campaignId: z.string().min(1).max(80),
  ...versionYearFields,
  state: StateCodeSchema.optional(),
  dealerCode: z.string().min(1).max(20).optional(),
  colorCode: z.string().min(1).max(40).optional().describe('The colour of the build: its cars come first.'),
});
export type AvailabilityQuery = z.infer<typeof AvailabilityQuery>;

export const StockUnitOffer = z
  .object({
    unitId: z.string().describe('Chassis of the car.'),
    dealerCode: z.string(),
    dealerName: z.string(),
    city: z.string(),
    state: z.string(),
    colorCode: z.string(),
    colorName: z.string().nullable(),
    matchesBuild: z.boolean().describe('Same colour as the build.'),
    currency: Currency,
    priceCents: Cents.nullable().describe('Price of this car; null when the price service has none.'),
    amountCents: Cents.nullable().describe('What the campaign charges online for it.'),
  })
  .meta({ id: 'StockUnitOffer' });
export type StockUnitOffer = z.infer<typeof StockUnitOffer>;

export const AvailabilityAnswer = z
  .object({
    campaign: ReservationCampaign,
    vehicleName: z.string(),
    units: z.array(StockUnitOffer),
    delivery: DeliveryLabel.nullable().describe('Label when no car is free here (the stock service).'),
    deliveryDays: z.number().int().nullable(),
  })
  .meta({ id: 'ReservationAvailability' });
export type AvailabilityAnswer = z.infer<typeof AvailabilityAnswer>;

// ---------------------------------------------------------------------------------------------
// Pre-reserve and the order

export const PreReserveBody = z
  .object({
    campaignId: z.string().min(1).max(80),
    unitId: z.string().min(1).max(40),
    reservationType: ReservationTypeSchema.default('focus'),
    fundingType: ReservationFundingTypeSchema.default('PSA'),
    termsAccepted: z.literal(true, { error: 'field_required' }).describe('The buyer accepted the terms.'),
  })
  .strict();
export type PreReserveBody = z.infer<typeof PreReserveBody>;

export const TimelineEntry = z.object({
  from: OrderStatusSchema.nullable(),
  to: OrderStatusSchema,
  actor: z.enum(ORDER_ACTORS),
  note: z.string().nullable(),
  at: IsoDateTime,
});

export const PaymentView = z
  .object({
    id: z.uuid(),
    method: PaymentMethodSchema,
    status: z.enum(['creating', 'pending', 'approved', 'declined', 'error', 'cancelled', 'refunded']),
    detail: z.string().nullable(),
    amountCents: Cents,
    refundedCents: Cents,
    currency: Currency,
    cardBrand: z.string().nullable(),
    cardLastFour: z.string().nullable(),
    pix: z.object({ payload: z.string(), expiresAt: IsoDateTime }).nullable(),
    boleto: z.object({ line: z.string(), barcode: z.string(), dueDate: IsoDateTime }).nullable(),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'ReservationPayment' });
export type PaymentView = z.infer<typeof PaymentView>;

const PostalCodeText = z.string().trim().min(1, { error: 'cep_required' }).max(12);
function requiredText(code: string, max = 120) {
  return z.string().trim().min(1, { error: code }).max(max);
}

/** Where the welcome kit goes; the postal code is checked by the market in the body. */
export const WelcomeKitAddress = z
  .object({
    country: CountryCodeSchema,
    recipientName: requiredText('name_required'),
    postalCode: PostalCodeText,
    street: requiredText('street_required'),
    number: requiredText('address_number_required', 20),
    complement: z.string().trim().max(80).optional(),
    neighborhood: requiredText('neighborhood_required'),
    city: requiredText('city_required'),
    state: requiredText('state_required', 40),
  })
  .strict()
  .superRefine((address, context) => {
    const result = validatePostalCode(address.postalCode, address.country);
    if (!result.ok) context.addIssue({ code: 'custom', path: ['postalCode'], message: result.code });
  })
  .meta({ id: 'WelcomeKitAddress' });
export type WelcomeKitAddress = z.infer<typeof WelcomeKitAddress>;

export const ReservationOrder = z
  .object({
    id: z.uuid(),
    status: OrderStatusSchema,
    milestone: z.enum(ORDER_MILESTONES),
    cancelReason: z.string().nullable(),
    expired: z
      .boolean()
      .describe('Ended by the countdown or the Pix expiry: the screen offers to build again.'),
    brand: z.string(),
    country: CountryCodeSchema,
    campaignId: z.string(),
    reservationType: ReservationTypeSchema,
    fundingType: ReservationFundingTypeSchema,
    charge: z.enum(RESERVATION_CHARGES),
    unitId: z.string(),
    mvsCode: z.string(),
    modelYear: z.number().int(),
    colorCode: z.string(),
    vehicleName: z.string(),
    dealerCode: z.string(),
    dealerName: z.string().nullable(),
    state: z.string(),
    currency: Currency,
    priceCents: Cents,
    amountCents: Cents,
    paymentMethod: PaymentMethodSchema.nullable(),
    availableMethods: z
      .array(PaymentMethodSchema)
      .describe("Routes offered for this order now: its market's, or those staff enabled for its campaign."),
    holdUntil: IsoDateTime.nullable().describe('End of the countdown while the unit is only held.'),
    serverNow: IsoDateTime.describe(
      'The server clock, so the countdown is right whatever the device clock says.',
    ),
    documentsUploaded: z.boolean(),
    paidAt: IsoDateTime.nullable(),
    deliveredAt: IsoDateTime.nullable(),
    cancelledAt: IsoDateTime.nullable(),
    withdrawalUntil: IsoDateTime.nullable().describe('Last moment of the right of withdrawal, once paid.'),
    welcomeKit: WelcomeKitAddress.nullable(),
    payments: z.array(PaymentView),
    timeline: z.array(TimelineEntry),
    nextStatuses: z.array(OrderStatusSchema).describe('Steps the caller may take (staff) or none.'),
    identity: z
      .object({
        step: z
          .enum(IDENTITY_STEPS)
          .nullable()
          .describe('The identity validation step; null before the selfie.'),
        quizFailed: z
          .boolean()
          .describe('The buyer answered the identity quiz wrong: the dealer checks by hand.'),
        nextSteps: z
          .array(z.enum(IDENTITY_STEPS))
          .describe('Identity steps the caller may take (staff clearing a buyer by hand) or none.'),
      })
      .describe("Where the buyer's identity validation stands (the dealer desk shows it)."),
    employeeProgram: z
      .object({
        companyCode: z.string(),
        listPriceCents: Cents,
        discountBasisPoints: z.number().int(),
      })
      .nullable()
      .describe('Set when the car is bought through the employee program (B2E), at its price.'),
    createdAt: IsoDateTime,
  })
  .meta({ id: 'ReservationOrder' });
export type ReservationOrder = z.infer<typeof ReservationOrder>;

export const ReservationStatusAnswer = z
  .object({
    id: z.uuid(),
    status: OrderStatusSchema,
    expired: z.boolean(),
    holdUntil: IsoDateTime.nullable(),
    serverNow: IsoDateTime,
  })
  .meta({ id: 'ReservationStatus' });
export type ReservationStatusAnswer = z.infer<typeof ReservationStatusAnswer>;

export const UserReservesAnswer = z.object({ orders: z.array(ReservationOrder) });
export type UserReservesAnswer = z.infer<typeof UserReservesAnswer>;

export const ValidateUserAnswer = z
  .object({
    ready: z.boolean(),
    missing: z.array(z.enum(['name', 'phone', 'taxId', 'address'])),
  })
  .meta({ id: 'ReservationUserCheck' });
export type ValidateUserAnswer = z.infer<typeof ValidateUserAnswer>;

// ---------------------------------------------------------------------------------------------
// Payments: the api takes a gateway token, brand and last four digits, never a card number.

export const CardPaymentBody = z
  .object({
    method: z.literal('card'),
    token: GatewayCardToken,
    ...cardMarkFields,
    installments: z.number().int().min(1).max(12).default(1),
    savedCardId: z
      .uuid()
      .optional()
      .describe(
        "One of the buyer's saved cards, when `token` is that card's one-time token " +
          '(`GET /payment-instruments/{id}/one-time-token`).',
      ),
  })
  .strict();
export const PixPaymentBody = z.object({ method: z.literal('pix') }).strict();
export const BoletoPaymentBody = z.object({ method: z.literal('boleto') }).strict();
export const DealerPaymentBody = z.object({ method: z.literal('dealer') }).strict();
export const FinancingPaymentBody = z
  .object({ method: z.literal('financing'), proposalId: z.uuid().optional() })
  .strict();
export const ConsortiumPaymentBody = z
  .object({ method: z.literal('consortium'), kind: z.enum(CONSORTIUM_KINDS).default('external') })
  .strict();

export const PaymentBody = z
  .discriminatedUnion('method', [
    CardPaymentBody,
    PixPaymentBody,
    BoletoPaymentBody,
    DealerPaymentBody,
    FinancingPaymentBody,
    ConsortiumPaymentBody,
  ])
  .meta({ id: 'ReservationPaymentBody' });
export type PaymentBody = z.infer<typeof PaymentBody>;

/** The rest of a reserved car: paid at the dealer, by financing or by consortium. */
export const RemainingPaymentBody = z
  .discriminatedUnion('method', [DealerPaymentBody, FinancingPaymentBody, ConsortiumPaymentBody])
  .meta({ id: 'RemainingPaymentBody' });
export type RemainingPaymentBody = z.infer<typeof RemainingPaymentBody>;

export const PaymentAnswer = z.object({ order: ReservationOrder, payment: PaymentView.nullable() });
export type PaymentAnswer = z.infer<typeof PaymentAnswer>;

export const CancelBody = z.object({ reason: z.string().trim().max(500).optional() }).strict();
export type CancelBody = z.infer<typeof CancelBody>;
export const CancelAnswer = z.object({
  order: ReservationOrder,
  outcome: z.enum(['cancel', 'withdraw', 'request']),
  refundedCents: Cents,
});
export type CancelAnswer = z.infer<typeof CancelAnswer>;

/** Staff move an order one step of the transition table. */
export const MoveOrderBody = z
  .object({ to: OrderStatusSchema, note: z.string().trim().max(500).optional() })
  .strict();
export type MoveOrderBody = z.infer<typeof MoveOrderBody>;

export const StaffOrdersQuery = z.object({
  status: OrderStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type StaffOrdersQuery = z.infer<typeof StaffOrdersQuery>;

// ---------------------------------------------------------------------------------------------
// Back office: payment methods of a product, reprocessing a campaign

/** `PATCH /api/payments/{productId}/methods`: the product is a reservation campaign. */
export const ProductIdParams = z.object({ productId: CampaignIdParams.shape.id });
export const PaymentMethodsBody = z
  .object({
    paymentMethod: z
      .array(PaymentMethodSchema)
      .min(1)
      .max(PAYMENT_METHODS.length)
      .describe("The methods to offer (the spec's `paymentMethod`); each must be one the market offers."),
  })
  .strict();
export type PaymentMethodsBody = z.infer<typeof PaymentMethodsBody>;
export const PaymentMethodsAnswer = z
  .object({
    productId: z.string(),
    country: CountryCodeSchema,
    paymentMethod: z.array(PaymentMethodSchema).describe('The methods offered now, in the market order.'),
    marketMethods: z.array(PaymentMethodSchema).describe('Every method the market can offer.'),
  })
  .meta({ id: 'ProductPaymentMethods' });
export type PaymentMethodsAnswer = z.infer<typeof PaymentMethodsAnswer>;

export const ReprocessParams = z.object({ campaign: CampaignIdParams.shape.id });
export const ReprocessAnswer = z
  .object({
    campaignId: z.string(),
    checked: z.number().int().nonnegative().describe('Payments looked at (stale `creating`, `pending`).'),
    finished: z.number().int().nonnegative().describe('Payments the gateway had approved or issued.'),
    failed: z.number().int().nonnegative().describe('Payments never made, declined or cancelled.'),
    unchanged: z.number().int().nonnegative().describe('Payments still open, or the gateway could not say.'),
    expired: z.number().int().nonnegative().describe('Reservations ended because their time ran out.'),
  })
  .meta({ id: 'ReprocessAnswer' });
export type ReprocessAnswer = z.infer<typeof ReprocessAnswer>;

// ---------------------------------------------------------------------------------------------
// reservation-lead: a reservation that could not be made goes to the dealer as a lead

export const ReservationLeadBody = z
  .object({
    campaignId: CampaignIdParams.shape.id,
    ...versionYearFields,
    colorCode: z.string().min(1).max(40).optional(),
    state: StateCodeSchema.optional(),
    dealerCode: z.string().min(1).max(20),
    unitId: z.string().min(1).max(40).optional().describe('The car the buyer looked at, when there was one.'),
    orderId: z.uuid().optional().describe("The buyer's own order that ended (signed-in buyers only)."),
    reservationType: ReservationTypeSchema.default('leadOffline'),
    personal: z
      .object({
        name: z.string().max(200).default(''),
        cpf: z.string().max(20).default('').describe('CPF (Brazil) or DNI/CUIL (Argentina).'),
        phone: z.string().max(30).default(''),
        email: z.string().max(254).default(''),
      })
      .strict(),
    allowSMS: z.boolean().default(false),
    allowWhatsApp: z.boolean().default(false),
    allowEmail: z.boolean().default(false),
    preferredContactsMethod: z.enum(CONTACT_CHANNELS).nullable().default(null),
  })
  .strict()
  .meta({ id: 'ReservationLeadBody' });
export type ReservationLeadBody = z.infer<typeof ReservationLeadBody>;

/** Which gateway the browser tokenizes cards with, and where its script lives. */
export const PaymentGatewayConfig = z
  .object({
    provider: z.enum(['sandbox', 'mercadopago']),
    publicKey: z.string().nullable(),
    tokenizerUrl: z.string(),
    cardTokenUrl: z
      .string()
      .nullable()
      .describe(
        "Mercado Pago: the gateway's card-token endpoint the browser posts the card to, with " +
          '`?public_key=`; null for the sandbox, whose script knows its own.',
      ),
  })
  .meta({ id: 'PaymentGatewayConfig' });
export type PaymentGatewayConfig = z.infer<typeof PaymentGatewayConfig>;

/** The reservations part of the personal data export (LGPD art. 18): orders and their payments. */
export const ReservationPersonalData = z
  .object({
    orders: z.array(
      z.object({
        id: z.uuid(),
        status: OrderStatusSchema,
        vehicleName: z.string(),
        unitId: z.string(),
        dealerCode: z.string(),
        currency: Currency,
        priceCents: Cents,
        createdAt: IsoDateTime,
        paidAt: IsoDateTime.nullable(),
        cancelledAt: IsoDateTime.nullable(),
        welcomeKit: WelcomeKitAddress.nullable(),
        feedback: z.object({ score: z.number().int(), comment: z.string().nullable() }).nullable(),
        documents: z
          .array(
            z.object({
              type: z.string(),
              fileName: z.string(),
              contentType: z.string(),
              size: z.number().int(),
              createdAt: IsoDateTime,
            }),
          )
          .describe('The documents sent for the order (the files themselves are not in the export).'),
        selfies: z
          .array(
            z.object({
              attempt: z.number().int(),
              result: z.string(),
              reason: z.string().nullable(),
              contentType: z.string(),
              size: z.number().int(),
              createdAt: IsoDateTime,
              image: z
                .string()
                .nullable()
                .describe('The accepted picture as a data: address (refused pictures are not kept).'),
            }),
          )
          .describe('The anti-fraud selfies sent for the order.'),
        identityStep: z.string().nullable(),
        payments: z.array(
          z.object({
            method: PaymentMethodSchema,
            status: z.string(),
            amountCents: Cents,
            refundedCents: Cents,
            cardBrand: z.string().nullable(),
            cardLastFour: z.string().nullable(),
            createdAt: IsoDateTime,
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'ReservationPersonalData' });
export type ReservationPersonalData = z.infer<typeof ReservationPersonalData>;

/** The order page's document form: a document type of the order's market (the file is checked apart). */
export function orderDocumentFields(country: CountryCode) {
  return z.object({
    type: z.string().refine((type) => ORDER_DOCUMENT_TYPES[country].includes(type)),
  });
}

/** The buyer's opinion of the purchase, once the car is delivered (the feedback screen). */
export const OrderFeedbackBody = z
  .object({
    score: z.number().int().min(1).max(5),
    comment: z.string().trim().max(1000).optional(),
  })
  .strict()
  .meta({ id: 'OrderFeedbackBody' });
export type OrderFeedbackBody = z.infer<typeof OrderFeedbackBody>;
export const OrderFeedbackAnswer = z.object({
  score: z.number().int(),
  comment: z.string().nullable(),
  createdAt: IsoDateTime,
});
export type OrderFeedbackAnswer = z.infer<typeof OrderFeedbackAnswer>;

// ---------------------------------------------------------------------------------------------
// Payment types (`GET payment`, `GET v2/payment`) and a payment still at the gateway (`processing`).

export const PaymentType = z
  .object({
    method: PaymentMethodSchema,
    gateway: z
      .boolean()
      .describe('Charged through the payment gateway (card, Pix, boleto); false: settled outside it.'),
  })
  .meta({ id: 'PaymentType' });
export type PaymentType = z.infer<typeof PaymentType>;

export const PaymentTypesQuery = z.object({
  brand: CatalogueBrand,
  country: CountryCodeSchema,
  campaignId: CampaignIdParams.shape.id.optional().describe('The product: a reservation campaign.'),
});
export type PaymentTypesQuery = z.infer<typeof PaymentTypesQuery>;

export const PaymentTypesAnswer = z
  .object({
    country: CountryCodeSchema,
    campaignId: z.string().nullable(),
    types: z
      .array(PaymentType)
      .describe("The market's methods, narrowed to the campaign's when one is named."),
  })
  .meta({ id: 'PaymentTypes' });
export type PaymentTypesAnswer = z.infer<typeof PaymentTypesAnswer>;

export const OfferPaymentTypesQuery = z.object({
  campaignId: CampaignIdParams.shape.id,
  ...optionalVersionAtState,
});
export type OfferPaymentTypesQuery = z.infer<typeof OfferPaymentTypesQuery>;

export const OfferPaymentTypesAnswer = z
  .object({
    campaign: ReservationCampaign,
    types: z.array(PaymentType),
    priceFromCents: Cents.nullable().describe(
      'The lowest price of a free car of the version (with mvsCode and year).',
    ),
    amountFromCents: Cents.nullable().describe(
      'What the campaign asks now for that car: its fee or the full price.',
    ),
  })
  .meta({ id: 'OfferPaymentTypes' });
export type OfferPaymentTypesAnswer = z.infer<typeof OfferPaymentTypesAnswer>;

export const PaymentProcessingAnswer = z
  .object({
    orderId: z.uuid(),
    orderStatus: OrderStatusSchema,
    processing: z.boolean().describe('The last payment is still open at the gateway (creating or pending).'),
    payment: z
      .object({
        id: z.uuid(),
        method: PaymentMethodSchema,
        status: z.string(),
        detail: z.string().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'PaymentProcessing' });
export type PaymentProcessingAnswer = z.infer<typeof PaymentProcessingAnswer>;
