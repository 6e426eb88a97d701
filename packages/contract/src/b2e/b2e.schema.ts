import {
  B2E_BUYER_TYPES,
  B2E_IMPEDIMENTS,
  b2eBuysThroughHolder,
  personalDocumentProblem,
} from '@autohub/domain';
import { z } from 'zod';
import { CountryCodeSchema } from '../catalogue/catalogue.schema.js';
import { BrandSlugSchema } from '../settings/settings.schema.js';

export const B2EBuyerTypeSchema = z.enum(B2E_BUYER_TYPES).meta({ id: 'B2EBuyerType' });

/**
 * POST employee/validate (no bearer). The document is the buyer's own (CPF in Brazil, DNI or CUIL
 * in Argentina); family, dependents and assignees also name their holder, the employee.
 */
export const EmployeeValidateRequest = z
  .object({
    market: CountryCodeSchema,
    buyerType: B2EBuyerTypeSchema,
    companyCode: z.string().trim().min(1, 'field_required').max(40),
    employeeCode: z
      .string()
      .trim()
      .min(1, 'field_required')
      .max(40)
      .describe("The holder's registration number at the partner."),
    document: z.string().max(24).default(''),
    holderDocument: z
      .string()
      .max(24)
      .default('')
      .describe('Required when the buyer buys through an employee.'),
  })
  .strict()
  .superRefine((request, ctx) => {
    const own = personalDocumentProblem(request.document, request.market);
    if (own !== null) ctx.addIssue({ code: 'custom', path: ['document'], message: own });
    if (b2eBuysThroughHolder(request.market, request.buyerType)) {
      if (request.holderDocument.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['holderDocument'], message: 'b2e_holder_document_required' });
      } else {
        const holder = personalDocumentProblem(request.holderDocument, request.market);
        if (holder !== null) ctx.addIssue({ code: 'custom', path: ['holderDocument'], message: holder });
      }
    }
  })
  .meta({ id: 'EmployeeValidateRequest' });
export type EmployeeValidateRequest = z.input<typeof EmployeeValidateRequest>;

export const B2EImpedimentItem = z.object({ code: z.enum(B2E_IMPEDIMENTS), message: z.string() });

export const EmployeeValidation = z
  .object({
    eligible: z.boolean(),
    market: CountryCodeSchema,
    buyerType: B2EBuyerTypeSchema,
    companyName: z.string().nullable(),
    discountBasisPoints: z.number().int(),
    impediments: z.array(B2EImpedimentItem),
    /** Kept for the signed-in buyer; a visitor is asked to sign in to keep it. */
    saved: z.boolean(),
    expiresAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'EmployeeValidation' });
export type EmployeeValidation = z.infer<typeof EmployeeValidation>;

export const B2EMarketQuery = z.object({ market: CountryCodeSchema.default('BR') });

export const B2EImpediments = z
  .object({ market: CountryCodeSchema, eligible: z.boolean(), impediments: z.array(B2EImpedimentItem) })
  .meta({ id: 'B2EImpediments' });
export type B2EImpediments = z.infer<typeof B2EImpediments>;

/** auth/eper: where the signed-in person stands in the employee program. */
export const EperProfile = z
  .object({
    validationId: z.string().nullable(),
    status: z.enum(['NONE', 'VALID', 'EXPIRED', 'BLOCKED']),
    market: CountryCodeSchema.nullable(),
    buyerType: B2EBuyerTypeSchema.nullable(),
    companyName: z.string().nullable(),
    documentHint: z.string().nullable(),
    discountBasisPoints: z.number().int(),
    validatedAt: z.iso.datetime().nullable(),
    expiresAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'EperProfile' });
export type EperProfile = z.infer<typeof EperProfile>;

/** v3 eper: the profile with the market's program rules. */
export const EperV3 = EperProfile.extend({
  program: z.object({
    buyerTypes: z.array(B2EBuyerTypeSchema),
    discounts: z.array(z.object({ buyerType: B2EBuyerTypeSchema, basisPoints: z.number().int() })),
    throughHolder: z.array(B2EBuyerTypeSchema),
    minDaysWithPartner: z.number().int(),
    carsPerYear: z
      .number()
      .int()
      .describe(
        "Cars a holder's circle may reserve through the program per calendar year (the market's default).",
      ),
  }),
}).meta({ id: 'EperV3' });
export type EperV3 = z.infer<typeof EperV3>;

/** A build to price: the version and its colour, coating and optionals, at a location. */
export const ProgramPriceQuery = z.object({
  mvsCode: z.string().min(1).max(40),
  year: z.coerce.number().int().min(1990).max(2100),
  colorCode: z.string().min(1).max(40),
  optionalCode: z.string().max(2000).default(''),
  coatingCode: z.string().min(1).max(40).optional(),
  country: CountryCodeSchema,
  state: z.string().min(2).max(40).optional(),
});
export type ProgramPriceQuery = z.infer<typeof ProgramPriceQuery>;

export const DiscountedBuildPrice = z
  .object({
    mvsCode: z.string(),
    year: z.number().int(),
    currency: z.enum(['BRL', 'ARS']),
    listPrice: z
      .number()
      .int()
      .nullable()
      .describe('The build price (cents); null when the location has none.'),
    discount: z.number().int(),
    price: z.number().int().nullable(),
    basisPoints: z.number().int(),
  })
  .meta({ id: 'DiscountedBuildPrice' });
export type DiscountedBuildPrice = z.infer<typeof DiscountedBuildPrice>;

export const ReserveAvailabilityQuery = z.object({
  market: CountryCodeSchema.default('BR'),
  brand: BrandSlugSchema,
  mvsCode: z.string().min(1).max(40),
  year: z.coerce.number().int().min(1990).max(2100),
  state: z.string().min(2).max(40).optional(),
});
export const ReserveAvailability = z
  .object({ mvsCode: z.string(), year: z.number().int(), available: z.boolean(), units: z.number().int() })
  .meta({ id: 'B2EReserveAvailability' });
export type ReserveAvailability = z.infer<typeof ReserveAvailability>;

export const BillUrlQuery = ProgramPriceQuery.extend({
  validation: z.uuid().describe("The id of the buyer's program validation (auth/eper)."),
});
export const BillQuery = z.object({ token: z.string().min(10).max(4000) });
export const BillUrl = z.object({ url: z.string(), expiresAt: z.iso.datetime() }).meta({ id: 'B2EBillUrl' });
export type BillUrl = z.infer<typeof BillUrl>;

/** The employee-program part of a person's data export. */
export const EmployeeProgramPersonalData = z
  .object({
    market: z.string(),
    buyerType: z.string(),
    companyCode: z.string(),
    documentHint: z.string(),
    eligible: z.boolean(),
    validatedAt: z.iso.datetime(),
    expiresAt: z.iso.datetime(),
  })
  .nullable();
export type EmployeeProgramPersonalData = z.infer<typeof EmployeeProgramPersonalData>;

/** POST b2e/reserve: the car of the online reservation's showcase, reserved at the program price. */
export const B2EReserveBody = z
  .object({
    campaignId: z.string().min(1).max(80),
    unitId: z.string().min(1).max(40),
    termsAccepted: z.literal(true, { error: 'field_required' }).describe('The buyer accepted the terms.'),
  })
  .strict()
  .meta({ id: 'B2EReserveBody' });
export type B2EReserveBody = z.infer<typeof B2EReserveBody>;

/** One employee-program reservation waiting for (or decided by) the partner company's approver. */
export const EmployeeApprovalItem = z
  .object({
    orderId: z.uuid(),
    status: z.string(),
    companyCode: z.string(),
    buyerName: z.string().nullable(),
    buyerType: B2EBuyerTypeSchema.nullable(),
    documentHint: z.string().nullable(),
    vehicleName: z.string(),
    currency: z.enum(['BRL', 'ARS']),
    listPriceCents: z.number().int().nullable(),
    priceCents: z.number().int(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'EmployeeApprovalItem' });
export type EmployeeApprovalItem = z.infer<typeof EmployeeApprovalItem>;

export const EmployeeApprovalsAnswer = z
  .object({
    companies: z.array(z.object({ code: z.string(), name: z.string() })),
    approvals: z.array(EmployeeApprovalItem),
  })
  .meta({ id: 'EmployeeApprovalsAnswer' });
export type EmployeeApprovalsAnswer = z.infer<typeof EmployeeApprovalsAnswer>;

export const EmployeeApprovalParams = z.object({ orderId: z.uuid() });

export const EmployeeDecisionBody = z
  .object({
    decision: z.enum(['approve', 'refuse']),
    note: z.string().trim().max(500).optional(),
  })
  .strict()
  .meta({ id: 'EmployeeDecisionBody' });
export type EmployeeDecisionBody = z.infer<typeof EmployeeDecisionBody>;

export const PartnerCompanyParams = z.object({ code: z.string().trim().min(1).max(40) });
export type PartnerCompanyParams = z.infer<typeof PartnerCompanyParams>;

/** Staff upload of a partner's list of people (CSV text, a header line first). */
export const PartnerPeopleCsvImport = z
  .object({
    csv: z
      .string()
      .min(1)
      .max(2_000_000)
      .describe(
        '`employeeCode;document;name;email;kind;since;active` (comma or semicolon), a header line first. ' +
          'Document: CPF in Brazil, DNI or CUIL in Argentina. kind `employee` (default) or `collaborator`; since ' +
          'YYYY-MM-DD; active `true` (default) or `false`.',
      ),
  })
  .strict()
  .meta({ id: 'PartnerPeopleCsvImport' });
export type PartnerPeopleCsvImport = z.infer<typeof PartnerPeopleCsvImport>;

export const PartnerPeopleCsvReport = z
  .object({
    companyCode: z.string(),
    received: z.number().int(),
    inserted: z.number().int(),
    updated: z.number().int(),
    rejected: z.array(
      z.object({
        line: z.number().int().describe('Line of the file, the header being line 1.'),
        code: z.enum([
          'document_invalid',
          'duplicate_document',
          'duplicate_employee_code',
          'document_taken',
          'field_required',
          'email_invalid',
          'kind_invalid',
          'date_invalid',
        ]),
        message: z.string(),
      }),
    ),
  })
  .meta({ id: 'PartnerPeopleCsvReport' });
export type PartnerPeopleCsvReport = z.infer<typeof PartnerPeopleCsvReport>;

/** Staff name an account approver of a partner company (its HR), by the account's e-mail. */
export const PartnerApproverBody = z
  .object({ email: z.email().max(254) })
  .strict()
  .meta({ id: 'PartnerApproverBody' });
export type PartnerApproverBody = z.infer<typeof PartnerApproverBody>;
export const PartnerApproverAnswer = z
  .object({ companyCode: z.string(), userId: z.string(), email: z.string() })
  .meta({ id: 'PartnerApproverAnswer' });
export type PartnerApproverAnswer = z.infer<typeof PartnerApproverAnswer>;

/** Staff: the partner companies of a market, to choose one before importing or naming. */
export const StaffPartnersQuery = z.object({ market: CountryCodeSchema });
export const StaffPartnerCompanies = z
  .object({
    market: CountryCodeSchema,
    companies: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        active: z.boolean(),
        people: z.number().int().describe('People on the partner list, active or not.'),
        approvers: z.array(z.string()).describe('E-mails of the accounts named approver of the company.'),
      }),
    ),
  })
  .meta({ id: 'StaffPartnerCompanies' });
export type StaffPartnerCompanies = z.infer<typeof StaffPartnerCompanies>;
