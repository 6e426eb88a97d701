import {
  type CityItem,
  type Dealer,
  type DealerDesk,
  type DealerGroup,
  type DealerWithDistance,
  DEFAULT_RADIUS_KM,
  DEFAULT_RADIUS_LIMIT,
  type FindDealersByQuery,
  type FindDealersByRadiusQuery,
  type InfluenceArea,
  type OfflineState,
  type Province,
  type Regional,
  type StateItem,
  type UpdateBlockedResult,
  type Zone,
} from '@autohub/contract';
import {
  BRANDS,
  type BrandSlug,
  DomainError,
  EARTH_RADIUS_METERS,
  haversineMeters,
  isBrandSlug,
  requireParam,
} from '@autohub/domain';
import type { Db } from '../../db/client.js';
import { type GeoState, type Geography, createGeography } from '../../lib/geography.js';
import { AR_PROVINCE_IDS } from './province-ids.js';
import {
  type BoundingBox,
  type DealerFilter,
  type DealerRecord,
  type NetworkDealer,
  findNetworkDealers,
  countDealersByZone,
  countOfflineByState,
  dealerGroupPlaces,
  findDealerById,
  findDealersByCodes,
  findDealerGroup,
  findDealers,
  findDealerPositionsInBox,
  findDealersByIds,
  listDealerGroupRefs,
  findInfluenceArea,
  findRegional,
  influenceAreaCityCodes,
  influenceAreasOfCities,
  listDealerGroups,
  listInfluenceAreas,
  listRegionals,
  listZones,
  setBlocked,
} from './dealers.store.js';

const brandName = (slug: string): string => (isBrandSlug(slug) ? BRANDS[slug].name : slug);

// Row → contract: database rows never reach the wire as they are.
function present(record: DealerRecord, geography: Geography): Dealer {
  const row = record.dealer;
  const state = geography.state(row.country, row.stateCode);
  return {
    id: row.id,
    dealerCode: row.dealerCode,
    brand: row.brand as BrandSlug,
    brandName: brandName(row.brand),
    name: row.name,
    legalName: row.legalName,
    address: {
      street: row.street,
      number: row.number,
      complement: row.complement,
      neighborhood: row.neighborhood,
      postalCode: row.postalCode,
      cityName: row.cityName,
      cityCode: row.cityCode,
      stateCode: state?.stateCode ?? row.stateCode,
      stateName: state?.name ?? row.stateCode,
      countryCode: row.country,
    },
    latitude: row.lat,
    longitude: row.lon,
    coordinates: [row.lon, row.lat],
    phone: row.phone,
    whatsapp: row.whatsapp,
    email: row.email,
    timeZone: row.timeZone,
    openingPeriods: row.openingPeriods,
    types: row.types as Dealer['types'],
    coverage: row.coverage as Dealer['coverage'],
    jurisdiction: row.jurisdiction as Dealer['jurisdiction'],
    dealerGroup: record.group,
    services: row.services as Dealer['services'],
    offline: row.offline,
    blocked: row.blocked,
  };
}

function stateItem(state: GeoState): StateItem {
  return { countryCode: state.country, stateCode: state.stateCode, stateName: state.name };
}

/**
 * The latitude/longitude box around a point that holds every point within `radiusMeters`. Near a
 * pole or the antimeridian it widens to every longitude rather than wrapping.
 */
export function boundingBox(latitude: number, longitude: number, radiusMeters: number): BoundingBox {
  const dLat = (radiusMeters / EARTH_RADIUS_METERS) * (180 / Math.PI);
  const minLat = Math.max(-90, latitude - dLat);
  const maxLat = Math.min(90, latitude + dLat);
  const widestCos = Math.cos((Math.max(Math.abs(minLat), Math.abs(maxLat)) * Math.PI) / 180);
  const dLon = widestCos < 1e-6 ? 360 : dLat / widestCos;
  if (dLon >= 180 || longitude - dLon < -180 || longitude + dLon > 180) {
    return { minLat, maxLat, minLon: -180, maxLon: 180 };
  }
  return { minLat, maxLat, minLon: longitude - dLon, maxLon: longitude + dLon };
}

function parseId(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (!/^\d{1,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 ? id : undefined;
}

export type { NetworkDealer } from './dealers.store.js';

/** The dealer network as other modules reach it (reservations, stock): never through the table itself. */
export function createDealerDirectory(db: Db) {
  return {
    /** Unblocked dealers of a brand in a country, by code; only the given codes or states when named. */
    network: (filter: {
      brand: string;
      country: string;
      codes?: readonly string[];
      states?: readonly string[];
    }): Promise<NetworkDealer[]> => findNetworkDealers(db, filter),
  };
}

/** Dealers, dealer groups, influence areas, regionals and Argentine zones (spec document 2). */
export function createDealersService(db: Db) {
  const geography = createGeography(db);
  // Dealer groups change only with a new seed (no call edits them): read once, like the geography.
  let groupRefs: Promise<Map<number, { id: number; code: string; name: string }>> | undefined;
  const dealerGroupRefs = () =>
    (groupRefs ??= listDealerGroupRefs(db).then(
      (groups) => new Map(groups.map((group) => [group.id, group])),
    ));

  async function resolveState(param: string, country?: string): Promise<GeoState> {
    const state = (await geography()).resolveState(param, country);
    if (!state) throw new DomainError('not_found', {}, { detail: `Unknown state: ${param}` });
    return state;
  }

  async function placeFilter(query: {
    state?: string;
    city?: string;
    countryCode?: string;
  }): Promise<DealerFilter> {
    const geo = await geography();
    const filter: DealerFilter = {};
    if (query.countryCode) filter.country = query.countryCode;
    let state: GeoState | undefined;
    if (query.state) {
      state = await resolveState(query.state, query.countryCode);
      filter.country = state.country;
      filter.stateCode = state.isoCode;
    }
    if (query.city) {
      const city = geo.resolveCity(query.city, state, filter.country);
      if (!city) throw new DomainError('not_found', {}, { detail: `Unknown city: ${query.city}` });
      filter.country = city.country;
      filter.stateCode = city.stateIsoCode;
      filter.cityCode = city.code;
    }
    return filter;
  }

  async function presentAll(records: readonly DealerRecord[]): Promise<Dealer[]> {
    const geo = await geography();
    return records.map((record) => present(record, geo));
  }

  function citiesOf(
    geo: Geography,
    places: ReadonlyArray<{ country: string; cityCode: string }>,
  ): CityItem[] {
    const items: CityItem[] = [];
    for (const place of places) {
      const city = geo.city(place.country, place.cityCode);
      if (!city) continue;
      const state = geo.state(city.country, city.stateIsoCode);
      items.push({
        countryCode: city.country,
        stateCode: state?.stateCode ?? city.stateIsoCode,
        cityName: city.name,
        cityCode: city.code,
      });
    }
    return items.sort((a, b) => a.cityName.localeCompare(b.cityName, 'pt-BR'));
  }

  async function influenceAreaCities(
    idParam: string | undefined,
    dealerGroupId?: number,
  ): Promise<CityItem[]> {
    // Spec §5: the lookup requires an influence area; an id that names none is the same failure.
    const id = parseId(idParam);
    if (id === undefined) throw new DomainError('dealers.no_influence_area');
    const area = await findInfluenceArea(db, id);
    if (!area || (dealerGroupId !== undefined && area.dealerGroupId !== dealerGroupId)) {
      throw new DomainError('dealers.no_influence_area');
    }
    return citiesOf(await geography(), await influenceAreaCityCodes(db, id));
  }

  async function requireGroup(groupId: number): Promise<void> {
    if (!(await findDealerGroup(db, groupId))) {
      throw new DomainError('not_found', {}, { detail: `Unknown dealer group: ${groupId}` });
    }
  }

  async function requireRegional(regionCodeParam: string, brand: BrandSlug) {
    const regionCode = requireParam(regionCodeParam.trim(), 'dealers.no_regional');
    const regional = await findRegional(db, regionCode.toUpperCase(), brand);
    if (!regional) throw new DomainError('dealers.no_regional');
    return regional;
  }

  function provinceOf(idParam: string): { id: number; isoCode: string } {
    const id = parseId(idParam);
    if (id === undefined) throw new DomainError('params.province_id_required');
    const entry = Object.entries(AR_PROVINCE_IDS).find(([, value]) => value === id);
    if (!entry) throw new DomainError('not_found', {}, { detail: `Unknown province: ${id}` });
    return { id, isoCode: entry[0] };
  }

  async function zonesOf(
    provinceIdParam: string,
    options: { onlyWithDealers: boolean; brand?: string },
  ): Promise<Zone[]> {
    const province = provinceOf(provinceIdParam);
    const geo = await geography();
    const counts = await countDealersByZone(db, options.brand);
    return (await listZones(db, province.id))
      .map((zone) => ({
        id: zone.id,
        provinceId: zone.provinceId,
        name: zone.name,
        cities: citiesOf(
          geo,
          zone.cityCodes.map((cityCode) => ({ country: 'AR', cityCode })),
        ),
        dealerCount: counts.get(zone.id) ?? 0,
      }))
      .filter((zone) => !options.onlyWithDealers || zone.dealerCount > 0);
  }

  return {
    /** GET dealer/findDealersBy: dealers of a place (state, city) and brand, by name. */
    async findDealersBy(query: FindDealersByQuery): Promise<Dealer[]> {
      const filter = await placeFilter(query);
      return presentAll(await findDealers(db, { ...filter, brand: query.brand, service: query.service }));
    },

    /**
     * GET v2/dealer/findDealersByRadius: the nearest dealers within a radius of a reference point,
     * nearest first. A box around the point narrows the rows in SQL (on the indexed lat/lon
     * columns); the haversine distance (earth radius 6378137 m) then decides and orders.
     */
    async findDealersByRadius(
      query: FindDealersByRadiusQuery & { offline?: boolean },
    ): Promise<DealerWithDistance[]> {
      if (query.latitude === undefined || query.longitude === undefined)
        throw new DomainError('dealers.no_radius');
      const radiusMeters = (query.radius ?? DEFAULT_RADIUS_KM) * 1000;
      const limit = query.limit ?? DEFAULT_RADIUS_LIMIT;
      const origin = [query.longitude, query.latitude] as const;
      const positions = await findDealerPositionsInBox(
        db,
        boundingBox(query.latitude, query.longitude, radiusMeters),
        { brand: query.brand, service: query.service, offline: query.offline },
      );
      const near = positions
        .map((position) => ({
          id: position.id,
          distanceMeters: Math.round(haversineMeters(origin, [position.lon, position.lat])),
        }))
        .filter((entry) => entry.distanceMeters <= radiusMeters)
        .sort((a, b) => a.distanceMeters - b.distanceMeters || a.id - b.id)
        .slice(0, limit);
      const [rows, groups] = await Promise.all([
        findDealersByIds(
          db,
          near.map((entry) => entry.id),
        ),
        dealerGroupRefs(),
      ]);
      const records = new Map(
        rows.map((row) => [
          row.id,
          { dealer: row, group: row.dealerGroupId === null ? null : (groups.get(row.dealerGroupId) ?? null) },
        ]),
      );
      const geo = await geography();
      return near.flatMap((entry) => {
        const record = records.get(entry.id);
        return record ? [{ ...present(record, geo), distanceMeters: entry.distanceMeters }] : [];
      });
    },

    /** GET v2/dealer/findOfflineDealersByState. */
    async findOfflineDealersByState(query: {
      brand?: string;
      state?: string;
      countryCode?: string;
    }): Promise<Dealer[]> {
      const stateParam = requireParam(query.state, 'params.state_code_required');
      const state = await resolveState(stateParam, query.countryCode);
      return presentAll(
        await findDealers(db, {
          brand: query.brand,
          country: state.country,
          stateCode: state.isoCode,
          offline: true,
        }),
      );
    },

    /** GET v2/dealer/findAllOfflineStates: states with offline dealers, and how many. */
    async findAllOfflineStates(query: { brand?: string; countryCode?: string }): Promise<OfflineState[]> {
      const geo = await geography();
      const rows = await countOfflineByState(db, { brand: query.brand, country: query.countryCode });
      return rows.flatMap((row) => {
        const state = geo.state(row.country, row.stateCode);
        return state ? [{ ...stateItem(state), dealerCount: row.dealers }] : [];
      });
    },

    /** What a dealer desk answers for: every dealer (staff) or the account's own dealers. */
    async desk(
      scope: 'any' | { dealerCodes: readonly string[]; brands?: readonly string[] },
    ): Promise<DealerDesk> {
      if (scope === 'any') return { scope: 'any', dealers: [] };
      const own = await findDealersByCodes(db, scope.dealerCodes, scope.brands);
      return {
        scope: 'own',
        dealers: own.map((dealer) => ({
          id: String(dealer.id),
          dealerCode: dealer.dealerCode,
          name: dealer.name,
        })),
      };
    },

    /** The ids, codes and names of the dealers with these codes (a dealer account's dealers). */
    async dealersWithCodes(codes: readonly string[], brands?: readonly string[]) {
      return findDealersByCodes(db, codes, brands);
    },

    /** The brand of a dealer of the network, by its id as forms send it; undefined when unknown. */
    async brandOfDealer(id: string): Promise<string | undefined> {
      if (!/^\d{1,9}$/.test(id)) return undefined;
      return (await findDealerById(db, Number(id)))?.dealer.brand;
    },

    /** GET dealer/{id}; blocked dealers are answered too, flagged (a lead may name one). */
    async dealerById(id: number): Promise<Dealer> {
      const record = await findDealerById(db, id);
      if (!record) throw new DomainError('not_found', {}, { detail: `Unknown dealer: ${id}` });
      return present(record, await geography());
    },

    /** POST dealer/updateBlocked (staff). */
    async updateBlocked(ids: readonly number[], blocked: boolean): Promise<UpdateBlockedResult> {
      const unique = [...new Set(ids)];
      const updated = await setBlocked(db, unique, blocked);
      return { updated, notFound: unique.filter((id) => !updated.includes(id)).sort((a, b) => a - b) };
    },

    async dealerGroups(query: { brand?: string; countryCode?: string }): Promise<DealerGroup[]> {
      const groups = await listDealerGroups(db, { brand: query.brand, country: query.countryCode });
      return groups.map((group) => ({
        id: group.id,
        code: group.code,
        name: group.name,
        countryCode: group.country,
        brands: group.brands.filter(isBrandSlug),
        dealerCount: group.dealers,
      }));
    },

    async dealerGroupInfluenceAreas(groupId: number): Promise<InfluenceArea[]> {
      await requireGroup(groupId);
      return (await listInfluenceAreas(db, { dealerGroupId: groupId })).map((area) => ({
        id: area.id,
        code: area.code,
        name: area.name,
        brand: area.brand as BrandSlug,
        brandName: brandName(area.brand),
        countryCode: area.country,
        dealerGroupId: area.dealerGroupId,
        cityCount: area.cities,
      }));
    },

    async dealerGroupStates(groupId: number): Promise<StateItem[]> {
      await requireGroup(groupId);
      const geo = await geography();
      const keys = new Set(
        (await dealerGroupPlaces(db, groupId)).map((place) => `${place.country}:${place.stateCode}`),
      );
      return [...keys]
        .flatMap((key) => {
          const [country = '', isoCode = ''] = key.split(':');
          const state = geo.state(country, isoCode);
          return state ? [stateItem(state)] : [];
        })
        .sort((a, b) => a.stateName.localeCompare(b.stateName, 'pt-BR'));
    },

    async dealerGroupCities(groupId: number, stateParam: string): Promise<CityItem[]> {
      const stateText = requireParam(stateParam.trim(), 'params.state_code_required');
      await requireGroup(groupId);
      const state = await resolveState(stateText);
      const places = await dealerGroupPlaces(db, groupId, state.isoCode);
      return citiesOf(
        await geography(),
        places.filter((place) => place.country === state.country),
      );
    },

    dealerGroupInfluenceAreaCities: async (groupId: number, influenceAreaId: string): Promise<CityItem[]> => {
      await requireGroup(groupId);
      return influenceAreaCities(influenceAreaId, groupId);
    },

    /** GET influencearea/{id}/city. */
    influenceAreaCities: (influenceAreaId: string): Promise<CityItem[]> =>
      influenceAreaCities(influenceAreaId),

    /** GET dealer/countrycode/{country}/regional: a country's regionals, of a brand when given. */
    async regionals(countryParam: string, brand?: string): Promise<Regional[]> {
      const country = countryParam.trim().toUpperCase();
      const geo = await geography();
      if (!geo.countries().includes(country))
        throw new DomainError('not_found', {}, { detail: `Unknown country: ${countryParam}` });
      return (await listRegionals(db, { country, brand })).map((regional) => ({
        regionalId: regional.id,
        regionCode: regional.regionCode,
        name: regional.name,
        brand: regional.brand as BrandSlug,
        brandName: brandName(regional.brand),
        countryCode: regional.country,
        states: regional.stateCodes.map((code) => geo.state(regional.country, code)?.stateCode ?? code),
      }));
    },

    /** GET dealer/regional/{regionCode}/brand/{brand}/states. */
    async regionalStates(regionCode: string, brand: BrandSlug): Promise<StateItem[]> {
      const regional = await requireRegional(regionCode, brand);
      const geo = await geography();
      return regional.stateCodes.flatMap((code) => {
        const state = geo.state(regional.country, code);
        return state ? [stateItem(state)] : [];
      });
    },

    /** GET dealer/regional/{regionCode}/brand/{brand}/cities?stateCode: cities of a regional's state. */
    async regionalCities(
      regionCode: string,
      brand: BrandSlug,
      stateCodeParam: string | undefined,
    ): Promise<CityItem[]> {
      const stateText = requireParam(stateCodeParam, 'params.state_code_required');
      const regional = await requireRegional(regionCode, brand);
      const geo = await geography();
      const state = geo.resolveState(stateText, regional.country);
      // A state outside the regional has none of its cities.
      if (!state || !regional.stateCodes.includes(state.isoCode)) return [];
      return citiesOf(
        geo,
        geo
          .citiesOf(state.country, state.isoCode)
          .map((city) => ({ country: city.country, cityCode: city.code })),
      );
    },

    /** GET province: Argentine provinces with dealers (of a brand when given). */
    async provinces(options: { all: boolean; brand?: string }): Promise<Province[]> {
      const geo = await geography();
      const counts = options.all ? undefined : await countDealersByZone(db, options.brand);
      const zoneRows = options.all ? [] : await listZones(db);
      const withDealers = new Set(
        zoneRows.filter((zone) => (counts?.get(zone.id) ?? 0) > 0).map((zone) => zone.provinceId),
      );
      return geo
        .statesOf('AR')
        .flatMap((state) => {
          const id = AR_PROVINCE_IDS[state.isoCode];
          if (id === undefined || (!options.all && !withDealers.has(id))) return [];
          return [{ id, code: state.isoCode, name: state.name }];
        })
        .sort((a, b) => a.id - b.id);
    },

    /** GET province/{id}/zone: zones with dealers. */
    zones: (provinceId: string, brand?: string): Promise<Zone[]> =>
      zonesOf(provinceId, { onlyWithDealers: true, brand }),
    /** GET province/{id}/allzones: every zone of the province. */
    allZones: (provinceId: string, brand?: string): Promise<Zone[]> =>
      zonesOf(provinceId, { onlyWithDealers: false, brand }),

    /** Influence areas and regionals of cities, for the location calls. */
    async brandAreasOfCities(
      country: string,
      cities: ReadonlyArray<{ code: string; stateIsoCode: string }>,
      brand?: string,
    ): Promise<
      Map<
        string,
        {
          influenceAreas: Array<{ id: number; code: string; brandName: string }>;
          regionals: Array<{ regionalId: number; brandName: string }>;
        }
      >
    > {
      const areas = await influenceAreasOfCities(
        db,
        country,
        cities.map((city) => city.code),
        brand,
      );
      const regionalRows = await listRegionals(db, { country, brand });
      const result = new Map<
        string,
        {
          influenceAreas: Array<{ id: number; code: string; brandName: string }>;
          regionals: Array<{ regionalId: number; brandName: string }>;
        }
      >();
      for (const city of cities) {
        result.set(city.code, {
          influenceAreas: areas
            .filter((area) => area.cityCode === city.code)
            .map((area) => ({ id: area.id, code: area.code, brandName: brandName(area.brand) })),
          regionals: regionalRows
            .filter((regional) => regional.stateCodes.includes(city.stateIsoCode))
            .map((regional) => ({ regionalId: regional.id, brandName: brandName(regional.brand) })),
        });
      }
      return result;
    },
  };
}

export type DealersService = ReturnType<typeof createDealersService>;
