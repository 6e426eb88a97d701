import {
  type CountryCode,
  MARKETS,
  RENTAL_CONTACT_METHODS,
  RENTAL_DOCUMENT_KINDS,
  RENTAL_OFFER_BRANDS,
  RENTAL_PROPOSAL_STATUSES,
  RENTAL_TAG_COLORS,
  RENTAL_VEHICLE_TYPES,
  validateRentalIntent,
} from '@autohub/domain';
import { z } from 'zod';
import { BrandSlugSchema, LocaleSchema } from '../settings/settings.schema.js';

/** The legal-person rental form of spec document 1 §3, field for field, with empty defaults. */
export const RentalIntentFormSchema = z
  .object({
    companyName: z.string().max(200).default(''),
    contactName: z.string().max(200).default(''),
    companyTaxId: z
      .string()
      .max(24)
      .default('')
      .describe('CNPJ (Brazil) or company CUIT (Argentina), masked or not.'),
    companyOlderThanOneYear: z
      .boolean()
      .nullable()
      .default(null)
      .describe('Whether the CNPJ/CUIT is older than one year.'),
    email: z.string().max(254).default(''),
    mobile: z.string().max(30).default(''),
    preferredContact: z.enum([...RENTAL_CONTACT_METHODS, '']).default(''),
    vehicleType: z.enum([...RENTAL_VEHICLE_TYPES, '']).default(''),
    vehicleAmount: z.number().int().nullable().default(null),
    fleetDescription: z.string().max(2000).default(''),
    consents: z
      .object({
        privacy: z.boolean().default(false).describe('Legal terms and privacy policy (required).'),
        offers: z.boolean().default(false).describe('Receive offers.'),
        directContact: z.boolean().default(false).describe('Direct contact by the rental team.'),
      })
      .strict()
      .default({ privacy: false, offers: false, directContact: false }),
  })
  .strict();
export type RentalIntentFormInput = z.input<typeof RentalIntentFormSchema>;

/** Adds the domain's problems of a rental form (`validateRentalIntent`) under `prefix`. */
function addRentalProblems(
  form: z.output<typeof RentalIntentFormSchema>,
  country: CountryCode,
  ctx: z.RefinementCtx,
  prefix: readonly string[] = [],
): void {
  for (const problem of validateRentalIntent(form, country)) {
    ctx.addIssue({ code: 'custom', path: [...prefix, ...problem.field.split('.')], message: problem.code });
  }
}

/**
 * The rental form as the page checks it before sending: the request's fields with the domain's
 * rules of the market (CNPJ in Brazil, company CUIT in Argentina), each problem on its field.
 */
export function rentalIntentFormFields(country: CountryCode) {
  return RentalIntentFormSchema.superRefine((form, ctx) => addRentalProblems(form, country, ctx));
}
export type RentalIntentFormFields = z.output<ReturnType<typeof rentalIntentFormFields>>;

/**
 * POST leads/flua/create. The form rules are the domain's (`validateRentalIntent`) for the market
 * of the locale, answered as `validation_error` details under `body.form.<field>`.
 */
export const RentalIntentRequest = z
  .object({ brand: BrandSlugSchema, locale: LocaleSchema, form: RentalIntentFormSchema })
  .strict()
  .superRefine((request, ctx) =>
    addRentalProblems(request.form, MARKETS[request.locale].country, ctx, ['form']),
  )
  .meta({ id: 'RentalIntentRequest' });

export const RentalIntentAccepted = z
  .object({
    proposalCode: z.string(),
    delivery: z
      .enum(['PENDING', 'DELIVERED', 'FAILED'])
      .describe('Where the lead stands on its way to the CRM.'),
    receivedAt: z.iso.datetime(),
  })
  .meta({ id: 'RentalIntentAccepted' });
export type RentalIntentAccepted = z.infer<typeof RentalIntentAccepted>;

export const RentalProposalStatusSchema = z
  .enum(RENTAL_PROPOSAL_STATUSES)
  .meta({ id: 'RentalProposalStatus' });

export const RentalTimelineStepSchema = z.object({
  status: RentalProposalStatusSchema,
  label: z.string(),
  state: z.enum(['done', 'current', 'pending']),
  at: z.iso.datetime().nullable(),
});

export const RentalFeaturedItem = z.object({ code: z.string(), label: z.string() });

export const RentalProposal = z
  .object({
    proposalCode: z.string(),
    productId: z.string().nullable().describe('The rental offer the proposal is for, when chosen.'),
    brand: BrandSlugSchema,
    status: RentalProposalStatusSchema,
    statusLabel: z.string(),
    companyName: z.string(),
    vehicleType: z.string(),
    vehicleAmount: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    viewFlags: z.object({
      details: z.boolean().describe('Whether the details view has something to show.'),
      featuredItems: z.boolean().describe('Whether the featured-items view has something to show.'),
      documentsPending: z.boolean(),
    }),
    featuredItems: z.array(RentalFeaturedItem),
    timeline: z.array(RentalTimelineStepSchema),
  })
  .meta({ id: 'RentalProposal' });
export type RentalProposal = z.infer<typeof RentalProposal>;

export const RentalProposalList = z
  .object({ proposals: z.array(RentalProposal) })
  .meta({ id: 'RentalProposalList' });
export type RentalProposalList = z.infer<typeof RentalProposalList>;

export const RentalTimelineQuery = z.object({ brand: BrandSlugSchema.optional() });
export const RentalProposalCodeQuery = z.object({ proposalCode: z.string().min(1).max(40) });

export const RentalTimelinePreview = z
  .object({ total: z.number().int(), latest: RentalProposal.nullable() })
  .meta({ id: 'RentalTimelinePreview' });
export type RentalTimelinePreview = z.infer<typeof RentalTimelinePreview>;

export const RentalOpportunity = z
  .object({
    proposalCode: z.string(),
    leadDelivery: z.enum(['PENDING', 'DELIVERED', 'FAILED']),
    events: z.array(
      z.object({
        status: RentalProposalStatusSchema,
        label: z.string(),
        at: z.iso.datetime(),
        note: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'RentalOpportunity' });
export type RentalOpportunity = z.infer<typeof RentalOpportunity>;

export const RentalDocumentKindSchema = z.enum(RENTAL_DOCUMENT_KINDS);
export const RentalDocumentsStatus = z
  .object({
    proposalCode: z.string(),
    documents: z.array(
      z.object({
        kind: RentalDocumentKindSchema,
        label: z.string(),
        state: z.enum(['RECEIVED', 'PENDING', 'NOT_YET_DUE']),
        receivedAt: z.iso.datetime().nullable(),
      }),
    ),
  })
  .meta({ id: 'RentalDocumentsStatus' });
export type RentalDocumentsStatus = z.infer<typeof RentalDocumentsStatus>;

export const RentalFile = z.object({
  id: z.string(),
  kind: RentalDocumentKindSchema,
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.iso.datetime(),
});
export type RentalFile = z.infer<typeof RentalFile>;

export const RentalFilesSummary = z
  .object({
    proposalCode: z.string(),
    count: z.number().int(),
    totalBytes: z.number().int(),
    files: z.array(RentalFile),
  })
  .meta({ id: 'RentalFilesSummary' });
export type RentalFilesSummary = z.infer<typeof RentalFilesSummary>;

export const RentalOffersQuery = z.object({
  country: z.enum(['BR', 'AR']).default('BR'),
  brand: z.enum(RENTAL_OFFER_BRANDS).optional(),
});
export const RentalOffer = z.object({
  id: z.string(),
  brand: z.enum(RENTAL_OFFER_BRANDS),
  model: z.string(),
  version: z.string(),
  monthlyPrice: z.number().int().describe('Cents per month.'),
  currency: z.enum(['BRL', 'ARS']),
  termMonths: z.number().int(),
  kmPerMonth: z.number().int(),
  tag: z
    .object({
      text: z.string(),
      color: z.enum(RENTAL_TAG_COLORS),
      background: z.string(),
      foreground: z.string(),
    })
    .nullable(),
  featuredItems: z.array(RentalFeaturedItem),
});
export type RentalOffer = z.infer<typeof RentalOffer>;
export const RentalOfferList = z.object({ offers: z.array(RentalOffer) }).meta({ id: 'RentalOfferList' });
export type RentalOfferList = z.infer<typeof RentalOfferList>;

export const RentalDealersQuery = z.object({
  country: z.enum(['BR', 'AR']).default('BR'),
  state: z.string().min(2).max(40).optional(),
  dealerGroup: z.string().min(1).max(40).optional(),
});
export const RentalDealerList = z
  .object({
    query: z.object({
      type: z.literal('RENTAL'),
      dealerGroup: z.string().optional(),
      fulfillment: z.literal('LAX').optional(),
    }),
    dealers: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        city: z.string(),
        state: z.string(),
        dealerGroup: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'RentalDealerList' });
export type RentalDealerList = z.infer<typeof RentalDealerList>;

/** POST rental-user/start (params): the company the signed-in person rents for. */
export const RentalUserStartQuery = z.object({
  companyTaxId: z.string().min(1).max(24),
  locale: LocaleSchema.default('pt-BR'),
});
export type RentalUserStartQuery = z.output<typeof RentalUserStartQuery>;
export const RentalUserState = z
  .object({
    status: z.enum(['STARTED', 'APPROVED', 'REFUSED']),
    companyTaxIdHint: z.string(),
    reason: z.string().nullable(),
    startedAt: z.iso.datetime(),
    decidedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'RentalUserState' });
export type RentalUserState = z.infer<typeof RentalUserState>;

/** users/self/rental: the signed-in person's rental profile. */
export const RentalProfile = z
  .object({
    companyName: z.string().nullable(),
    companyTaxIdHint: z.string().nullable(),
    contactPhone: z.string().nullable(),
    preferredContact: z.enum(RENTAL_CONTACT_METHODS).nullable(),
    updatedAt: z.iso.datetime().nullable().describe('Null until the profile is first saved.'),
  })
  .meta({ id: 'RentalProfile' });
export type RentalProfile = z.infer<typeof RentalProfile>;

/** Every field optional; a body with none of them makes no change and is refused (spec §5). */
export const RentalProfileUpdate = z
  .object({
    companyName: z.string().max(200).optional(),
    contactPhone: z.string().max(30).optional(),
    preferredContact: z.enum(RENTAL_CONTACT_METHODS).optional(),
  })
  .strict()
  .optional()
  .meta({ id: 'RentalProfileUpdate' });
export type RentalProfileUpdate = z.output<typeof RentalProfileUpdate>;

export const StaffRentalProposalsQuery = z.object({
  status: RentalProposalStatusSchema.optional(),
  brand: BrandSlugSchema.optional(),
});
export const StaffRentalProposal = RentalProposal.extend({
  email: z.string(),
  contactName: z.string(),
  companyTaxIdHint: z.string(),
  next: z.array(RentalProposalStatusSchema).describe('Statuses the proposal may move to.'),
}).meta({ id: 'StaffRentalProposal' });
export type StaffRentalProposal = z.infer<typeof StaffRentalProposal>;
export const StaffRentalProposalList = z
  .object({ proposals: z.array(StaffRentalProposal) })
  .meta({ id: 'StaffRentalProposalList' });
export type StaffRentalProposalList = z.infer<typeof StaffRentalProposalList>;
export const RentalProposalParams = z.object({ proposalCode: z.string().min(1).max(40) });
export const RentalMoveRequest = z
  .object({ to: RentalProposalStatusSchema, note: z.string().max(500).optional() })
  .strict()
  .meta({ id: 'RentalMoveRequest' });

/** A document staff attach for the company (PDF or image, at most 2 MB). */
export const RENTAL_FILE_MAX_BYTES = 2 * 1024 * 1024;
export const RentalDocumentUpload = z
  .object({
    kind: RentalDocumentKindSchema,
    fileName: z
      .string()
      .min(1)
      .max(120)
      .regex(/^[\w\-. ()]+$/u, 'field_invalid'),
    contentType: z.enum(['application/pdf', 'image/png', 'image/jpeg']),
    contentBase64: z
      .string()
      .min(4)
      .max(Math.ceil((RENTAL_FILE_MAX_BYTES * 4) / 3) + 4)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'field_invalid'),
  })
  .strict()
  .meta({ id: 'RentalDocumentUpload' });
export type RentalDocumentUpload = z.infer<typeof RentalDocumentUpload>;

/** The rental part of a person's data export. */
export const RentalPersonalData = z.object({
  profile: z
    .object({
      companyName: z.string().nullable(),
      companyTaxIdHint: z.string().nullable(),
      contactPhone: z.string().nullable(),
      preferredContact: z.string().nullable(),
      updatedAt: z.iso.datetime(),
    })
    .nullable(),
  proposals: z.array(
    z.object({
      proposalCode: z.string(),
      status: z.string(),
      companyName: z.string(),
      companyTaxIdHint: z.string(),
      contactName: z.string(),
      email: z.string(),
      mobile: z.string(),
      consents: z.object({ privacy: z.boolean(), offers: z.boolean(), directContact: z.boolean() }),
      createdAt: z.iso.datetime(),
    }),
  ),
});
export type RentalPersonalData = z.infer<typeof RentalPersonalData>;
