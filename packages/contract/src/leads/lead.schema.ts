import { CONTACT_CHANNELS, LEAD_PERSON_TYPES, initialFullLeadForm } from '@autohub/domain';
import { z } from 'zod';
import { BrandSlugSchema, LocaleSchema } from '../settings/settings.schema.js';

const optionalText = z.string().max(500).nullish();

/**
 * The lead form state of spec document 1 §3, field for field. Every field has its empty default,
 * so a client sends what it has; the field rules (CPF by the page settings, consents, fleet size)
 * are the domain's and are answered as `validation_error` details under `body.form.<field>`.
 */
export const LeadFormStateSchema = z
  .object({
    leadPersonType: z
      .enum(LEAD_PERSON_TYPES)
      .default('physicalPerson')
      .describe('Person (CPF) or company (CNPJ).'),
    name: z.string().max(200).default('').describe('The buyer (person lead).'),
    contactName: z.string().max(200).default('').describe('The person to talk to (company lead).'),
    corporateName: z.string().max(200).default(''),
    email: z.string().max(254).default(''),
    cpf: z.string().max(20).default('').describe('CPF; in company mode it may hold a CNPJ.'),
    cnpj: z.string().max(20).default(''),
    phone: z.string().max(30).default(''),
    dealerCode: z.string().max(40).default('').describe('Code of the chosen dealer.'),
    allowSMS: z.boolean().default(false).describe('SMS consent; the CRM phone flag follows it too.'),
    allowWhatsApp: z.boolean().default(false),
    allowEmail: z.boolean().default(false),
    totalVehicles: z.number().nullable().default(null).describe('Fleet size of a company.'),
    hasTwoYearCnpj: z.boolean().default(false),
    preferredContactsMethod: z.enum(CONTACT_CHANNELS).nullable().default(null),
  })
  .strict();
export type LeadFormStateInput = z.input<typeof LeadFormStateSchema>;

/** The full car-purchase form of spec document 1 §3. */
export const FullLeadFormSchema = z
  .object({
    personal: z
      .object({
        name: z.string().max(200).default(''),
        cpf: z.string().max(20).default(''),
        phone: z.string().max(30).default(''),
        email: z.string().max(254).default(''),
      })
      .strict(),
    address: z
      .object({
        postalCode: z.string().max(12).default(''),
        street: z.string().max(200).default(''),
        number: z.string().max(20).default(''),
        complement: z.string().max(100).default(''),
        neighborhood: z.string().max(100).default(''),
        city: z.string().max(100).default(''),
        state: z.string().max(60).default(''),
      })
      .strict()
      .default(() => initialFullLeadForm().address),
    car: z
      .object({ mvs: z.string().max(40).default(''), year: z.number().int().nullable().default(null) })
      .strict(),
    dealer: z
      .object({ id: z.string().max(60).default(''), dealerCode: z.string().max(40).default('') })
      .strict(),
    descriptions: z
      .array(z.object({ name: z.string().min(1).max(60), value: z.string().max(1000) }).strict())
      .max(20)
      .default([])
      .describe('Free fields, sent to the CRM as `name: value` pairs joined by commas.'),
    allowSMS: z.boolean().default(false),
    allowWhatsApp: z.boolean().default(false),
    allowEmail: z.boolean().default(false),
    preferredContactsMethod: z.enum(CONTACT_CHANNELS).nullable().default(null),
  })
  .strict();
export type FullLeadFormInput = z.input<typeof FullLeadFormSchema>;

/** What the page knows besides the form: attribution ids, source, the buyer's location, UTM values. */
export const LeadContextSchema = z
  .object({
    tracking: z
      .object({
        analyticsClientId: optionalText,
        trackId: optionalText,
        gclid: optionalText.describe('Paid-click id kept in the `gclid` cookie.'),
        callback: optionalText,
      })
      .strict()
      .optional(),
    source: z
      .object({
        form: optionalText.describe('Form name; `Proposal` when absent.'),
        origin: optionalText,
        subOrigin: optionalText.describe('Sent as `SubOrigem__c`.'),
        productGroup: optionalText,
        retUrl: optionalText,
        referer: optionalText,
      })
      .strict()
      .optional(),
    location: z
      .object({
        stateCode: optionalText,
        stateName: optionalText,
        cityName: optionalText,
        countryCode: optionalText,
        country: optionalText,
        ibgeCityCode: optionalText.describe('Decides, with the dealer, whether a lead may go without CPF.'),
      })
      .strict()
      .optional(),
    utm: z
      .object({
        utm_source: optionalText,
        utm_medium: optionalText,
        utm_campaign: optionalText,
        utm_content: optionalText,
        utm_term: optionalText,
      })
      .strict()
      .optional(),
  })
  .strict();
export type LeadContextInput = z.input<typeof LeadContextSchema>;

/** The car a lead is about, kept with the lead (the CRM payload of a simple lead has no car fields). */
export const LeadCarSchema = z
  .object({
    modelCode: z.string().max(20).nullish(),
    mvs: z.string().max(40).nullish(),
    year: z.number().int().nullish(),
  })
  .strict();

const leadCommon = {
  brand: BrandSlugSchema,
  locale: LocaleSchema,
  context: LeadContextSchema.optional(),
  car: LeadCarSchema.optional(),
};

/** `POST /api/leads`: a person or company lead, or the full car-purchase form. */
export const CreateLeadRequest = z
  .discriminatedUnion('kind', [
    z
      .object({
        kind: z.literal('lead').describe('The lead form: person or company by `form.leadPersonType`.'),
        ...leadCommon,
        form: LeadFormStateSchema,
        dealerId: z.string().max(60).nullish().describe('Id of the chosen dealer (lead-without-CPF rule).'),
      })
      .strict(),
    z
      .object({
        kind: z.literal('purchase').describe('The full car-purchase form.'),
        ...leadCommon,
        form: FullLeadFormSchema,
      })
      .strict(),
  ])
  .meta({ id: 'CreateLeadRequest' });
export type CreateLeadRequest = z.input<typeof CreateLeadRequest>;

export const LEAD_DELIVERY_STATUSES = ['PENDING', 'DELIVERED', 'FAILED'] as const;
export const LeadDeliveryStatus = z
  .enum(LEAD_DELIVERY_STATUSES)
  .describe('PENDING until the CRM took it, DELIVERED after, FAILED when retries ran out (staff reprocess).');

/** The answer to a lead: accepted and queued for the CRM. */
export const LeadAccepted = z
  .object({
    id: z.uuid(),
    status: LeadDeliveryStatus,
    receivedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'LeadAccepted' });
export type LeadAccepted = z.infer<typeof LeadAccepted>;

export const LeadIdParams = z.object({ id: z.uuid() });

/** A lead as staff see it. */
export const StaffLead = z.object({
  id: z.uuid(),
  brand: BrandSlugSchema,
  locale: LocaleSchema,
  kind: z.enum(['person', 'company', 'purchase']),
  status: LeadDeliveryStatus,
  payload: z.record(z.string(), z.unknown()).describe('The CRM payload exactly as sent.'),
  receivedAt: z.iso.datetime({ offset: true }),
  deliveredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type StaffLead = z.infer<typeof StaffLead>;
