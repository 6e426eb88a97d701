import { DEPENDENT_RELATIONSHIPS, FAMILY_INCOME_BANDS } from '@autohub/domain';
import { z } from 'zod';
import { CountryCodeSchema } from '../catalogue/catalogue.schema.js';
import { BrandSlugSchema } from '../settings/settings.schema.js';

export const ClubIdParams = z.object({ id: z.string().min(1).max(40) });
export const FamilyIncomeBandSchema = z.enum(FAMILY_INCOME_BANDS).meta({ id: 'FamilyIncomeBand' });
export const DependentRelationshipSchema = z
  .enum(DEPENDENT_RELATIONSHIPS)
  .meta({ id: 'DependentRelationship' });

export const ClubDependent = z.object({
  id: z.string(),
  name: z.string(),
  documentHint: z.string(),
  relationship: DependentRelationshipSchema,
  addedAt: z.iso.datetime(),
});
export type ClubDependent = z.infer<typeof ClubDependent>;

/** auth/discountclub/{id}: the club and how the signed-in person stands in it. */
export const ClubAccess = z
  .object({
    club: z.object({
      id: z.string(),
      country: CountryCodeSchema,
      name: z.string(),
      buildDiscountBasisPoints: z.number().int(),
      serviceDiscountBasisPoints: z.number().int(),
      maxDependents: z.number().int(),
    }),
    standing: z.enum(['MEMBER', 'DEPENDENT', 'NOT_MEMBER']),
    member: z
      .object({
        id: z.string(),
        documentHint: z.string(),
        familyIncome: FamilyIncomeBandSchema,
        couponCode: z.string(),
        couponValidUntil: z.iso.datetime(),
        joinedAt: z.iso.datetime(),
        dependents: z.array(ClubDependent),
      })
      .nullable(),
    /** For a dependent: the holder's first name, so they know whose membership they use. */
    holderFirstName: z.string().nullable(),
  })
  .meta({ id: 'ClubAccess' });
export type ClubAccess = z.infer<typeof ClubAccess>;

export const JoinClubRequest = z
  .object({
    document: z.string().max(24).default('').describe('CPF (Brazil), DNI or CUIL (Argentina) of the holder.'),
    familyIncome: FamilyIncomeBandSchema,
    acceptTerms: z.literal(true, { error: 'checkbox_required' }),
  })
  .strict()
  .meta({ id: 'JoinClubRequest' });

export const FamilyIncomeParams = z.object({ id: z.uuid() });
export const FamilyIncomeUpdate = z
  .object({ familyIncome: FamilyIncomeBandSchema })
  .strict()
  .meta({ id: 'FamilyIncomeUpdate' });

export const AddDependentRequest = z
  .object({
    name: z.string().max(200).default(''),
    document: z.string().max(24).default(''),
    relationship: z.enum([...DEPENDENT_RELATIONSHIPS, '']).default(''),
  })
  .strict()
  .meta({ id: 'AddDependentRequest' });
export const DependentParams = z.object({ id: z.string().min(1).max(40), dependentId: z.uuid() });

export const PartnershipTokenQuery = z.object({ token: z.string().min(1).max(2000) });
export const PartnershipToken = z
  .object({
    partner: z.string(),
    clubId: z.string(),
    documentHint: z.string(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'PartnershipToken' });
export type PartnershipToken = z.infer<typeof PartnershipToken>;

export const ServicePriceQuery = z.object({
  brand: BrandSlugSchema,
  mvsCode: z.string().min(1).max(40),
  country: CountryCodeSchema,
});
export const ClubServicePrices = z
  .object({
    mvsCode: z.string(),
    currency: z.enum(['BRL', 'ARS']),
    basisPoints: z.number().int(),
    couponCode: z.string(),
    services: z.array(
      z.object({
        code: z.string(),
        label: z.string(),
        listPrice: z.number().int(),
        discount: z.number().int(),
        price: z.number().int(),
      }),
    ),
  })
  .meta({ id: 'ClubServicePrices' });
export type ClubServicePrices = z.infer<typeof ClubServicePrices>;

/** The discount-club part of a person's data export. */
export const DiscountClubPersonalData = z.array(
  z.object({
    clubId: z.string(),
    documentHint: z.string(),
    familyIncome: z.string(),
    couponCode: z.string(),
    joinedAt: z.iso.datetime(),
    dependents: z.array(
      z.object({
        name: z.string(),
        documentHint: z.string(),
        relationship: z.string(),
        addedAt: z.iso.datetime(),
      }),
    ),
  }),
);
export type DiscountClubPersonalData = z.infer<typeof DiscountClubPersonalData>;
