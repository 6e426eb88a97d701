import {
  MAX_QUOTATION_VALIDITY_DAYS,
  QUOTATION_PAYMENTS,
  QUOTATION_STATUSES,
  WORKING_PRICE_REJECTIONS,
  DEALER_VISIT_STATUSES,
} from '@autohub/domain';
import { z } from 'zod';
import {
  CatalogueBrand,
  ConfiguratorVersion,
  CountryCodeSchema,
  ModelYearSchema,
  MvsCodeSchema,
} from '../catalogue/catalogue.schema.js';
import { DeliveryLabel } from '../stock/stock.schema.js';

const dateTime = z.iso.datetime({ offset: true });

// Free text a seller types: no control characters, bounded, trimmed by the service.
const hasControlCharacter = (value: string): boolean =>
  [...value].some((char) => {
    const code = char.charCodeAt(0);
    return (code < 32 && char !== '\n' && char !== '\r' && char !== '\t') || code === 127;
  });
const plainText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !hasControlCharacter(value), 'text_invalid');

/** Money in minor units (centavos); Argentine car prices pass 2^31, so up to 2^53. */
const Cents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).describe('Minor units (centavos).');

export const DealerCodeSchema = z
  .string()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/, 'dealer_code_invalid')
  .describe("The dealer's code.");

export const QuotationStatusSchema = z
  .enum(QUOTATION_STATUSES)
  .describe(
    'DRAFT → SENDING → SAVED or FAILED; FAILED may be sent again; SAVED is final (reopen it from the CRM).',
  )
  .meta({ id: 'QuotationStatus' });

export const QuotationIdParams = z.object({ id: z.uuid() }).strict();

/**
 * `POST /api/dealer/quotations`: the simulator opens from a CRM opportunity. The same quotation
 * number at the same dealer reopens the quotation already there (200) instead of a second one.
 */
export const QuotationOpenRequest = z
  .object({
    dealerCode: DealerCodeSchema,
    quotationNumber: z
      .string()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'quotation_number_invalid')
      .describe("The CRM's quotation number (test numbers `TEST-001`…`TEST-006` drive the sandbox CRM)."),
    opportunityName: plainText(120).min(1),
    mvsCode: MvsCodeSchema,
    year: ModelYearSchema,
  })
  .strict()
  .meta({ id: 'QuotationOpenRequest' });
export type QuotationOpenRequest = z.infer<typeof QuotationOpenRequest>;

export const QuotationBuild = z
  .object({
    colorId: z.string().max(80).nullable(),
    coatingId: z.string().max(80).nullable(),
    selected: z.array(z.string().max(80)).max(200).describe('ITEM and ACCESSORY part ids on the car.'),
  })
  .strict()
  .meta({ id: 'QuotationBuild' });
export type QuotationBuild = z.infer<typeof QuotationBuild>;

/** `PUT /api/dealer/quotations/{id}`: the car and the seller's changes, re-priced by the server. */
export const QuotationUpdateRequest = z
  .object({
    build: QuotationBuild,
    changedPrice: Cents.nullable().describe(
      'Must be greater than the initial price (spec §5); null keeps it.',
    ),
    bonus: Cents,
    discount: Cents.describe("At most the dealer's special discount for the version."),
    arrangedAccessoryIds: z
      .array(z.string().max(80))
      .max(100)
      .describe('Accessories whose payment is arranged apart.'),
    comment: plainText(2000),
    payment: z.enum(QUOTATION_PAYMENTS),
    validityDays: z.number().int().min(1).max(MAX_QUOTATION_VALIDITY_DAYS),
  })
  .strict()
  .meta({ id: 'QuotationUpdateRequest' });
export type QuotationUpdateRequest = z.infer<typeof QuotationUpdateRequest>;

export const QuotationPrices = z
  .object({
    currency: z.enum(['BRL', 'ARS']),
    basePrice: Cents.nullable(),
    colorPrice: Cents.nullable(),
    coatingPrice: Cents.nullable(),
    optionalsTotal: Cents.nullable(),
    accessoriesTotal: Cents.nullable(),
    arrangedAccessoriesTotal: Cents.nullable(),
    initialPrice: Cents.nullable(),
    changedPrice: Cents.nullable(),
    price: Cents.nullable(),
    bonus: Cents,
    discount: Cents,
    cashPrice: Cents.nullable(),
    maxDiscount: Cents.nullable().describe(
      "The dealer's special discount for the version; null when none set.",
    ),
    missingCodes: z.array(z.string()),
  })
  .meta({ id: 'QuotationPrices' });

export const StockProposal = z
  .object({
    unitId: z.string(),
    state: z.string(),
    delivery: DeliveryLabel,
    deliveryDays: z.number().int().nullable(),
    chosenAt: dateTime,
  })
  .meta({ id: 'StockProposal' });

export const Quotation = z
  .object({
    id: z.uuid(),
    brand: CatalogueBrand,
    country: CountryCodeSchema,
    dealerCode: z.string(),
    dealerName: z.string().nullable(),
    quotationNumber: z.string(),
    opportunityName: z.string(),
    mvsCode: z.string(),
    year: z.number().int(),
    modelName: z.string(),
    versionName: z.string(),
    build: QuotationBuild,
    arrangedAccessoryIds: z.array(z.string()),
    comment: z.string(),
    payment: z.enum(QUOTATION_PAYMENTS),
    validityDays: z.number().int(),
    validUntil: z.string().describe('Last day the proposal holds (YYYY-MM-DD).'),
    prices: QuotationPrices,
    stockProposal: StockProposal.nullable().describe(
      'The factory unit chosen; null for the initial quotation.',
    ),
    status: QuotationStatusSchema,
    crmId: z.string().nullable(),
    lastSaveCode: z.string().nullable().describe('The CRM code of the last failed save (001–006).'),
    createdAt: dateTime,
    updatedAt: dateTime,
    savedAt: dateTime.nullable(),
  })
  .meta({ id: 'Quotation' });
export type Quotation = z.infer<typeof Quotation>;

/** A quotation with what the simulator needs to re-price any change in the browser. */
export const QuotationView = z
  .object({
    quotation: Quotation,
    version: ConfiguratorVersion,
    priceList: z
      .object({ base: Cents.nullable(), parts: z.record(z.string(), Cents) })
      .describe("The dealer's prices: the version at its working price, parts at the dealer's state."),
  })
  .meta({ id: 'QuotationView' });
export type QuotationView = z.infer<typeof QuotationView>;

export const QuotationListQuery = z
  .object({
    dealerCode: DealerCodeSchema.optional(),
    status: QuotationStatusSchema.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .strict();

/** The back office's list of every dealer's quotations (staff with `quotations:read-any`). */
export const StaffQuotationListQuery = QuotationListQuery.extend({
  brand: CatalogueBrand.optional(),
  country: CountryCodeSchema.optional(),
}).strict();
export type StaffQuotationListQuery = z.infer<typeof StaffQuotationListQuery>;

export const QuotationList = z.object({ items: z.array(Quotation) }).meta({ id: 'QuotationList' });

/** A unit of factory stock matching the quotation's version and model year. */
export const FactoryStockUnit = z
  .object({
    unitId: z.string().describe('Stable id of the stock entry: version, model year and state.'),
    mvsCode: z.string(),
    modelYear: z.number().int(),
    state: z.string(),
    quantity: z.number().int(),
    delivery: DeliveryLabel,
    deliveryDays: z.number().int().nullable(),
    sameState: z.boolean().describe("The unit is in the dealer's own state or province."),
  })
  .meta({ id: 'FactoryStockUnit' });
export type FactoryStockUnit = z.infer<typeof FactoryStockUnit>;

export const FactoryStock = z
  .object({
    items: z.array(FactoryStockUnit),
    unavailable: z.boolean().describe('The stock service failed: the list is empty, try again later.'),
  })
  .meta({ id: 'FactoryStock' });
export type FactoryStock = z.infer<typeof FactoryStock>;

export const StockProposalRequest = z.object({ unitId: z.string().min(1).max(80) }).strict();

export const QUOTATION_SAVE_OUTCOMES = ['SAVED', 'FAILED', 'PENDING'] as const;

/** `POST /api/dealer/quotations/{id}/save`: what the CRM answered. */
export const QuotationSaveResult = z
  .object({
    outcome: z
      .enum(QUOTATION_SAVE_OUTCOMES)
      .describe('PENDING: the CRM did not answer in time; the outbox keeps sending the same quotation once.'),
    code: z.string().nullable().describe('CRM code 001–006 of a failure (spec document 2 §8).'),
    message: z.string().nullable().describe("The failure's message in the caller's language."),
    quotation: Quotation,
  })
  .meta({ id: 'QuotationSaveResult' });
export type QuotationSaveResult = z.infer<typeof QuotationSaveResult>;

export const QuotationPdfQuery = z.object({ locale: z.enum(['pt-BR', 'es-AR']).optional() }).strict();

// ---------------------------------------------------------------------------------------------
// Dealer prices (spec document 2 "Prices").

export const WorkingPrice = z
  .object({
    dealerCode: z.string(),
    mvsCode: z.string(),
    modelYear: z.number().int(),
    price: Cents,
    specialDiscount: Cents,
    updatedAt: dateTime,
  })
  .meta({ id: 'WorkingPrice' });
export type WorkingPrice = z.infer<typeof WorkingPrice>;

export const WorkingPriceRequest = z
  .object({
    dealerCode: DealerCodeSchema,
    mvsCode: MvsCodeSchema,
    modelYear: z.number().int().min(2000).max(2100),
    price: Cents.min(1),
    specialDiscount: Cents.default(0),
  })
  .strict()
  .meta({ id: 'WorkingPriceRequest' });
export type WorkingPriceRequest = z.input<typeof WorkingPriceRequest>;

export const DealerQuery = z.object({ dealerCode: DealerCodeSchema }).strict();

export const DealerVersionQuery = z
  .object({ dealerCode: DealerCodeSchema, mvsCode: MvsCodeSchema, year: ModelYearSchema })
  .strict();

export const WorkingPriceList = z.object({ items: z.array(WorkingPrice) }).meta({ id: 'WorkingPriceList' });

export const DealerPrice = z
  .object({
    dealerCode: z.string(),
    mvsCode: z.string(),
    year: z.number().int(),
    country: CountryCodeSchema,
    state: z.string(),
    currency: z.enum(['BRL', 'ARS']),
    publicPrice: Cents.nullable().describe("The e-commerce price at the dealer's state."),
    workingPrice: Cents.nullable(),
    price: Cents.nullable().describe(
      'What the simulator starts from: the working price, else the public price.',
    ),
    source: z.enum(['WORKING', 'EC', 'NONE']),
    specialDiscount: Cents.nullable(),
  })
  .meta({ id: 'DealerPrice' });
export type DealerPrice = z.infer<typeof DealerPrice>;

export const SpecialDiscount = z
  .object({
    dealerCode: z.string(),
    mvsCode: z.string(),
    year: z.number().int(),
    specialDiscount: Cents.nullable(),
  })
  .meta({ id: 'SpecialDiscount' });

export const PRICE_TYPES = ['EC', 'CUSTOM', 'WORKING'] as const;
export const PriceTypes = z
  .object({
    types: z.array(z.object({ type: z.enum(PRICE_TYPES), description: z.string() })),
  })
  .meta({ id: 'PriceTypes' });

export const BatchCustomPrice = z
  .object({
    dealerCode: z.string(),
    mvsCode: z.string(),
    year: z.number().int(),
    currency: z.enum(['BRL', 'ARS']),
    base: Cents.nullable(),
    source: z.enum(['WORKING', 'EC', 'NONE']),
    parts: z.record(z.string(), Cents),
    specialDiscount: Cents.nullable(),
  })
  .meta({ id: 'BatchCustomPrice' });
export type BatchCustomPrice = z.infer<typeof BatchCustomPrice>;

export const VisualizerQuery = z
  .object({
    dealerCode: DealerCodeSchema,
    brand: CatalogueBrand.optional().describe('The brand, when the dealer code serves several.'),
    modelCode: z
      .string()
      .max(10)
      .regex(/^[A-Za-z0-9]*$/)
      .optional(),
  })
  .strict();

export const PriceVisualizer = z
  .object({
    dealerCode: z.string(),
    currency: z.enum(['BRL', 'ARS']),
    rows: z.array(
      z.object({
        modelCode: z.string(),
        modelName: z.string(),
        mvsCode: z.string(),
        versionName: z.string(),
        year: z.number().int(),
        publicPrice: Cents.nullable(),
        workingPrice: Cents.nullable(),
        difference: z.number().int().nullable().describe('Working price − public price.'),
        specialDiscount: Cents.nullable(),
      }),
    ),
  })
  .meta({ id: 'PriceVisualizer' });
export type PriceVisualizer = z.infer<typeof PriceVisualizer>;

export const WorkingPriceCsvImport = z
  .object({
    dealerCode: DealerCodeSchema,
    brand: CatalogueBrand.optional().describe(
      'The brand whose versions the file prices, when the dealer code serves several.',
    ),
    csv: z
      .string()
      .min(1)
      .max(2_000_000)
      .describe('`mvsCode;modelYear;price;specialDiscount`, a header line first.'),
  })
  .strict()
  .meta({ id: 'WorkingPriceCsvImport' });

export const WorkingPriceCsvReport = z
  .object({
    imported: z.number().int().describe('Rows written (new or changed).'),
    rejected: z.array(
      z.object({
        line: z.number().int(),
        reason: z.enum(WORKING_PRICE_REJECTIONS),
        message: z.string(),
        text: z.string(),
      }),
    ),
  })
  .meta({ id: 'WorkingPriceCsvReport' });
export type WorkingPriceCsvReport = z.infer<typeof WorkingPriceCsvReport>;

// ---------------------------------------------------------------------------------------------
// Dealer sales v2: access, check-in, attendant request (spec document 2 "Dealer sales v2").

/** Header carrying the visitor's key of a visit (returned once, at access). */
export const DEALER_VISIT_TOKEN_HEADER = 'x-visit-token';

export const DealerVisitAccessQuery = z
  .object({ dealerCode: DealerCodeSchema, brand: CatalogueBrand })
  .strict();

export const DealerVisitQuery = z.object({ visitId: z.uuid() }).strict();

export const DealerVisitTokenHeaders = z.object({ [DEALER_VISIT_TOKEN_HEADER]: z.string().min(16).max(100) });

export const DealerVisit = z
  .object({
    id: z.uuid(),
    brand: CatalogueBrand,
    dealerCode: z.string(),
    status: z.enum(DEALER_VISIT_STATUSES),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'DealerVisit' });
export type DealerVisit = z.infer<typeof DealerVisit>;

export const DealerVisitStarted = z
  .object({ visit: DealerVisit, visitToken: z.string().describe('The visitor’s key, shown once.') })
  .meta({ id: 'DealerVisitStarted' });

export const DealerVisitList = z.object({ items: z.array(DealerVisit) }).meta({ id: 'DealerVisitList' });
