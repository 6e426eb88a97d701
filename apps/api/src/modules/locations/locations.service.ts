import type {
  AutocompletePrediction,
  GeocodeResult,
  Location,
  LocationState,
  PostalCodeAddress,
} from '@autohub/contract';
import { DomainError, isErrorCode, requireParam } from '@autohub/domain';
import type { Db } from '../../db/client.js';
import type { Ports } from '../../fastify-decorations.js';
import { isLocationProviderError } from '../../integrations/geocoding/location-provider-error.js';
import { PostalCodeLookupError, parsePostalCode } from '../../integrations/postal-code/postal-code.port.js';
import type { DealersService } from '../dealers/dealers.service.js';
import { type GeoState, createGeography } from '../../lib/geography.js';

/** A location provider failure is the catalogue error of the same code (`geo.*`). */
async function throughProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isLocationProviderError(error) && isErrorCode(error.code)) {
      throw new DomainError(error.code, error.params, { cause: error });
    }
    throw error;
  }
}

/** Postal codes, countries, states and cities, geocoding (spec document 2 "Locations"). */
export function createLocationsService(db: Db, ports: Ports, dealers: DealersService) {
  const geography = createGeography(db);

  async function stateOf(countryParam: string, stateParam: string): Promise<GeoState> {
    const stateText = requireParam(stateParam.trim(), 'params.state_code_required');
    const country = countryParam.trim().toUpperCase();
    const state = (await geography()).resolveState(stateText, country);
    if (!state) throw new DomainError('not_found', {}, { detail: `Unknown state: ${stateParam}` });
    return state;
  }

  return {
    /**
     * GET cep/{code}: the hyphen is removed before the lookup (spec §5); nothing found (a
     * malformed or unknown code, or a partner answer other than 200) is 'O CEP não foi encontrado'.
     */
    async postalCode(code: string): Promise<PostalCodeAddress> {
      const cleaned = code.replace(/-/g, '').trim();
      let address;
      try {
        address = parsePostalCode(cleaned) ? await ports.postalCode.lookup(cleaned) : null;
      } catch (error) {
        if (error instanceof PostalCodeLookupError) {
          throw new DomainError('service_unavailable', {}, { detail: error.message });
        }
        throw error;
      }
      if (!address) throw new DomainError('postal_code.not_found');
      const geo = await geography();
      const state = geo.resolveState(address.state, address.country);
      const city =
        (address.cityIbgeCode ? geo.city(address.country, address.cityIbgeCode) : undefined) ??
        geo.resolveCity(address.city, state, address.country);
      return {
        postalCode: address.postalCode,
        street: address.street,
        complement: address.complement,
        neighborhood: address.neighborhood,
        cityName: city?.name ?? address.city,
        cityCode: city?.code ?? address.cityIbgeCode ?? null,
        stateCode: state?.stateCode ?? address.state,
        stateName: state?.name ?? null,
        countryCode: address.country,
        latitude: city?.lat ?? null,
        longitude: city?.lon ?? null,
      };
    },

    /** GET country/{c}/state. */
    async states(countryParam: string): Promise<LocationState[]> {
      const country = countryParam.trim().toUpperCase();
      const geo = await geography();
      if (!geo.countries().includes(country))
        throw new DomainError('not_found', {}, { detail: `Unknown country: ${countryParam}` });
      return geo
        .statesOf(country)
        .map((state) => ({
          countryCode: state.country,
          stateCode: state.stateCode,
          stateName: state.name,
          isoCode: state.isoCode,
        }))
        .sort((a, b) => a.stateName.localeCompare(b.stateName, 'pt-BR'));
    },

    /** GET country/{c}/state/{s}/city: cities with each brand's influence areas and regionals. */
    async cities(countryParam: string, stateParam: string, brand?: string): Promise<Location[]> {
      const state = await stateOf(countryParam, stateParam);
      const geo = await geography();
      const cities = geo.citiesOf(state.country, state.isoCode);
      const areas = await dealers.brandAreasOfCities(state.country, cities, brand);
      return cities.map((city) => ({
        countryCode: city.country,
        stateCode: state.stateCode,
        cityName: city.name,
        cityCode: city.code,
        latitude: city.lat,
        longitude: city.lon,
        influenceAreas: areas.get(city.code)?.influenceAreas ?? [],
        regionals: areas.get(city.code)?.regionals ?? [],
      }));
    },

    /** GET geocode: the best match of an address. */
    geocode(address: string | undefined, countryCode?: string): Promise<GeocodeResult> {
      const query = requireParam(address, 'params.required');
      return throughProvider(() =>
        ports.location.geocode(query, countryCode ? { country: countryCode } : {}),
      );
    },

    /** GET geocode/suggestion: autocomplete while typing. */
    suggestions(input: string | undefined, countryCode?: string): Promise<AutocompletePrediction[]> {
      const text = requireParam(input, 'params.required');
      return throughProvider(() =>
        ports.location.autocomplete(text, countryCode ? { country: countryCode } : {}),
      );
    },

    /** GET geocode/reverse: the place at a point. */
    reverseGeocode(latitude: number | undefined, longitude: number | undefined): Promise<GeocodeResult> {
      if (latitude === undefined || longitude === undefined) throw new DomainError('params.required');
      return throughProvider(() => ports.location.reverseGeocode({ lat: latitude, lon: longitude }));
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
