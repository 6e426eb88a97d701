import { BRAND_SLUGS, type CountryCode } from '@autohub/domain';
import { z } from 'zod';
import { postalCodeField } from '../fields/contact.schema.js';

const emptyAsUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().optional());
const optionalNumber = z.preprocess(emptyAsUndefined, z.coerce.number().optional());

/** The address of a postal code (GET cep/{code}). */
export const PostalCodeAddress = z
  .object({
    postalCode: z.string().describe('Without the hyphen: 8 digits (CEP) or the Argentine code/CPA.'),
    street: z.string(),
    complement: z.string(),
    neighborhood: z.string(),
    cityName: z.string(),
    cityCode: z.string().nullable().describe('IBGE code (Brazil) or the geography id (Argentina).'),
    stateCode: z.string().describe('UF in Brazil; the province name in AR and CL.'),
    stateName: z.string().nullable(),
    countryCode: z.string(),
    latitude: z.number().nullable().describe("The city's reference point, when the city is known."),
    longitude: z.number().nullable(),
  })
  .meta({ id: 'PostalCodeAddress' });
export type PostalCodeAddress = z.infer<typeof PostalCodeAddress>;

export const PostalCodeParams = z.object({ code: z.string().describe('CEP with or without the hyphen.') });

/** A postal code of the market typed to be looked up (GET cep/{code}): `cep_required` or `cep_invalid`. */
export function postalCodeLookupFields(country: CountryCode) {
  return z.object({ postalCode: postalCodeField(country) });
}
export type PostalCodeLookupFields = z.infer<ReturnType<typeof postalCodeLookupFields>>;

export const CountryParams = z.object({ countryCode: z.string().describe('ISO 3166-1 alpha-2: BR or AR.') });
export const CountryStateParams = CountryParams.extend({
  stateCode: z.string().describe('UF (BR), province name or ISO letter (AR).'),
});
export type CountryStateParams = z.infer<typeof CountryStateParams>;

/** A state (BR) or province (AR) of a country. */
export const LocationState = z
  .object({
    countryCode: z.string(),
    stateCode: z.string().describe('UF in Brazil; the province name in countries without a state code.'),
    stateName: z.string(),
    isoCode: z.string().describe('UF in Brazil, ISO 3166-2 letter in Argentina.'),
  })
  .meta({ id: 'LocationState' });
export type LocationState = z.infer<typeof LocationState>;

/** A city with the influence areas and regionals of each brand (spec document 1 §3 "Location"). */
export const Location = z
  .object({
    countryCode: z.string(),
    stateCode: z.string().describe('UF in Brazil; the province name in countries without a state code.'),
    cityName: z.string(),
    cityCode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    influenceAreas: z.array(z.object({ id: z.number().int(), code: z.string(), brandName: z.string() })),
    regionals: z.array(z.object({ regionalId: z.number().int(), brandName: z.string() })),
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof Location>;

export const CitiesQuery = z.object({
  brand: z
    .preprocess(emptyAsUndefined, z.enum(BRAND_SLUGS).optional())
    .describe('Only the influence areas and regionals of this brand.'),
});

/** Geocode result (spec document 1 §3). */
export const GeocodeResult = z
  .object({
    placeId: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    description: z.string(),
    cityName: z.string().nullable(),
    countryCode: z.string(),
    countryName: z.string(),
    stateCode: z.string().nullable().describe('UF in Brazil; the state name in AR and CL.'),
    stateName: z.string().nullable(),
  })
  .meta({ id: 'GeocodeResult' });
export type GeocodeResult = z.infer<typeof GeocodeResult>;

/** Autocomplete prediction with the matched parts of its description. */
export const AutocompletePrediction = z
  .object({
    description: z.string(),
    placeId: z.string(),
    matchedSubstrings: z.array(
      z.object({
        offset: z.number().int().nonnegative().describe('UTF-16 offset into description.'),
        length: z.number().int().positive(),
      }),
    ),
  })
  .meta({ id: 'AutocompletePrediction' });
export type AutocompletePrediction = z.infer<typeof AutocompletePrediction>;

export const GeocodeQuery = z.object({
  address: optionalText.describe('Free-text address; required.'),
  countryCode: z.preprocess(emptyAsUndefined, z.enum(['BR', 'AR']).optional()),
});
export const SuggestionQuery = z.object({
  input: optionalText.describe('What the person typed; required.'),
  countryCode: z.preprocess(emptyAsUndefined, z.enum(['BR', 'AR']).optional()),
});
export const ReverseGeocodeQuery = z.object({
  latitude: optionalNumber.pipe(z.number().min(-90).max(90).optional()),
  longitude: optionalNumber.pipe(z.number().min(-180).max(180).optional()),
});
