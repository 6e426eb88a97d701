import { FORMALIZATION_STAGES, PROPOSAL_OUTCOMES, PROPOSAL_STATUSES, type CountryCode } from '@autohub/domain';
import { z } from 'zod';
import { AdultBirthdayField, EmailField, FullNameField, mobilePhoneField } from '../fields/contact.schema.js';
import { CpfField, CuilField } from '../fields/tax-id.schema.js';
import { BrandSlugSchema, LocaleSchema } from '../settings/settings.schema.js';
import { FinancingTypeSchema, SimulationResult } from './financing.schema.js';

export { PROPOSAL_STATUSES, type ProposalStatus } from '@autohub/domain';
export const ProposalStatusSchema = z.enum(PROPOSAL_STATUSES);

/** Upload document types of spec document 1 §3; the last three are Argentina's. */
export const UPLOAD_DOCUMENT_TYPES = [
  'CNH',
  'ADDRESS_PROOF',
  'INCOME_PROOF',
  'CET',
  'CCB',
  'INVOICE',
  'INSURANCE',
  'TAX_DECLARATION',
  'PAYOFF_RECEIPT',
  'PEP_DECLARATION',
  'POLICE_REPORT',
  'CITY_PERMIT',
  'SERVICE_CONTRACT',
  'SCR_AUTHORIZATION',
  'BANK_STATEMENTS_3_MONTHS',
  'REVISION_TERM',
  'TRACKER',
  'UIF',
  'CUIL',
  'DNI',
] as const;
export type UploadDocumentType = (typeof UPLOAD_DOCUMENT_TYPES)[number];
export const UploadDocumentTypeSchema = z.enum(UPLOAD_DOCUMENT_TYPES);

/** Document types offered in each market. */
export const UPLOAD_DOCUMENT_TYPES_BY_LOCALE: Readonly<Record<'pt-BR' | 'es-AR', readonly UploadDocumentType[]>> = {
  'pt-BR': UPLOAD_DOCUMENT_TYPES.filter((t) => t !== 'UIF' && t !== 'CUIL' && t !== 'DNI'),
  'es-AR': ['UIF', 'CUIL', 'DNI', 'ADDRESS_PROOF', 'INCOME_PROOF', 'INVOICE', 'INSURANCE', 'BANK_STATEMENTS_3_MONTHS'],
};

/** Largest file accepted by the document upload, bytes. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Content types accepted by the document upload. */
export const UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** The applicant's data a bank needs for its credit analysis. */
export const ProposalApplicant = z
  .object({
    name: z.string().trim().min(3).max(120),
    taxId: z
      .string()
      .regex(/^\d{11}$/)
      .describe('userCPF (11 digits) in Brazil, CUIL (11 digits) in Argentina.'),
    email: z.email().max(200),
    phone: z.string().regex(/^\d{10,13}$/).describe('Digits only, with the area code.'),
    birthDate: z.iso.date(),
    monthlyIncome: z.number().int().positive().describe('Monthly income, cents.'),
  })
  .meta({ id: 'ProposalApplicant' });
export type ProposalApplicant = z.infer<typeof ProposalApplicant>;

/**
 * The applicant's first step as typed (installment-check): the market's tax id (CPF in Brazil,
 * CUIL in Argentina), the birth date `DD/MM/YYYY` of an adult and the monthly income as text (the
 * form checks it is a positive amount and turns it into `monthlyIncome` cents).
 */
export function installmentCheckFields(country: CountryCode) {
  return z.object({
    taxId: country === 'BR' ? CpfField : CuilField,
    birthDate: AdultBirthdayField,
    income: z.string(),
  });
}

/** The applicant's contact step as typed (installment-register): full name, e-mail, the market's mobile. */
export function installmentRegisterFields(country: CountryCode) {
  return z.object({ name: FullNameField, email: EmailField, phone: mobilePhoneField(country) });
}

/**
 * The document form of a proposal as the applicant fills it: the type among the market's and
 * the file (PDF, JPEG or PNG up to `MAX_UPLOAD_BYTES`, checked by the form before it travels).
 */
export const ProposalDocumentFields = z.object({ type: UploadDocumentTypeSchema });
export type ProposalDocumentFields = z.infer<typeof ProposalDocumentFields>;

/** The terms step: the applicant ticks the terms and conditions before the proposal is sent. */
export const ProposalTermsFields = z.object({ accepted: z.literal(true) });
export type ProposalTermsFields = z.infer<typeof ProposalTermsFields>;

export const CreateProposalBody = z
  .object({
    simulationId: z.uuid(),
    applicant: ProposalApplicant,
    acceptedTerms: z.literal(true).describe('The applicant accepted the terms and conditions.'),
    couponName: z.string().max(40).optional(),
    couponPeriod: z.string().max(7).optional(),
  })
  .meta({ id: 'CreateProposalBody' });
export type CreateProposalBody = z.infer<typeof CreateProposalBody>;

export const ProposalDocument = z.object({
  id: z.uuid(),
  type: UploadDocumentTypeSchema,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().nonnegative(),
  createdAt: z.iso.datetime(),
});
export type ProposalDocument = z.infer<typeof ProposalDocument>;

/** Spec §4 "Proposal formalization: wait, then proceed via QR code, then complete". */
export const FormalizationStageSchema = z.enum(FORMALIZATION_STAGES);
export type { FormalizationStage } from '@autohub/domain';

export const Proposal = z
  .object({
    id: z.uuid().describe('proposalId'),
    simulationId: z.uuid(),
    brand: BrandSlugSchema,
    locale: LocaleSchema,
    planId: z.string(),
    planName: z.string(),
    financingType: FinancingTypeSchema,
    mvsCode: z.string(),
    year: z.number().int(),
    status: ProposalStatusSchema,
    outcome: z
      .enum(PROPOSAL_OUTCOMES)
      .describe("The bank's answer so far, for the flow's result pages."),
    history: z.array(z.object({ status: ProposalStatusSchema, at: z.iso.datetime() })),
    applicantName: z.string(),
    taxIdEnding: z.string().describe('Last two digits of the tax id; the full number never leaves the server.'),
    couponName: z.string().nullable(),
    bankReference: z.string(),
    formalization: z.object({
      stage: FormalizationStageSchema,
      qrCodeSvg: z.string().nullable().describe('QR code to sign the contract, when the bank issued one.'),
      signingUrl: z.string().nullable(),
    }),
    documents: z.array(ProposalDocument),
    documentTypes: z.array(UploadDocumentTypeSchema).describe('Types the applicant may upload in this market.'),
    simulation: SimulationResult,
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'FinancingProposal' });
export type Proposal = z.infer<typeof Proposal>;

export const ProposalSummary = Proposal.pick({
  id: true,
  brand: true,
  locale: true,
  planName: true,
  financingType: true,
  mvsCode: true,
  year: true,
  status: true,
  outcome: true,
  createdAt: true,
}).extend({ installmentsValue: z.number().int(), totalInstallments: z.number().int(), price: z.number().int() });
export type ProposalSummary = z.infer<typeof ProposalSummary>;

export const ProposalListResponse = z.object({ proposals: z.array(ProposalSummary) });
export type ProposalListResponse = z.infer<typeof ProposalListResponse>;

export const ProposalIdParams = z.object({ id: z.string() });

export const CompleteFormalizationBody = z.object({
  signingToken: z.string().min(8).max(200).describe('Token read from the QR code.'),
});

export const DocumentsListResponse = z.object({ documents: z.array(ProposalDocument) });
