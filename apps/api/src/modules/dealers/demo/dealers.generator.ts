import {
  type CoverageType,
  type DealerService,
  type DealerType,
  type JurisdictionType,
  type OpeningPeriod,
} from '@autohub/contract';
import { BRAND_SLUGS, BRANDS, type BrandSlug, haversineMeters } from '@autohub/domain';
import { type ArCity, type ArProvince, AR_CITIES, AR_PROVINCES } from '../../../db/seed/data/geography/ar.js';
import { type BrCity, type BrState, BR_CITIES, BR_STATES } from '../../../db/seed/data/geography/br.js';
import {
  AR_CITY_AREA_CODES,
  AR_DEALER_NAMES,
  AR_GROUP_NAMES,
  AR_NEIGHBORHOODS,
  AR_PROVINCE_IDS,
  AR_REGIONS_COMPACT,
  AR_REGIONS_FULL,
  AR_STREETS,
  AR_TIME_ZONES,
  BRAND_FAMILIES,
  BRAND_SHARES,
  BR_CITY_AREA_CODES,
  BR_DEALER_NAMES,
  BR_GROUP_NAMES,
  BR_NEIGHBORHOODS,
  BR_REGIONS_COMPACT,
  BR_REGIONS_FULL,
  BR_STATE_AREA_CODES,
  BR_STREETS,
  BR_TIME_ZONES,
  BUENOS_AIRES_ZONES,
  type BrandFamily,
  DEALER_CODE_PREFIXES,
  FULL_REGION_BRANDS,
  GROUP_REGIONS,
  type RegionDefinition,
} from './dealers.data.js';

/**
 * A deterministic demo dealer network: the same seed always gives the same dealers, so tests,
 * screenshots and benchmarks agree. See docs/decisions/012-dealer-network.md for the rules.
 */

export interface GeneratedDealer {
  id: number;
  dealerCode: string;
  brand: BrandSlug;
  name: string;
  legalName: string;
  country: 'BR' | 'AR';
  stateCode: string;
  cityCode: string;
  cityName: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  postalCode: string;
  lat: number;
  lon: number;
  phone: string;
  whatsapp: string | null;
  email: string;
  timeZone: string;
  openingPeriods: OpeningPeriod[];
  types: DealerType[];
  coverage: CoverageType;
  jurisdiction: JurisdictionType;
  dealerGroupId: number | null;
  zoneId: number | null;
  services: DealerService[];
  offline: boolean;
  blocked: boolean;
}

export interface GeneratedDealerGroup {
  id: number;
  code: string;
  name: string;
  country: 'BR' | 'AR';
  family: BrandFamily;
  states: readonly string[];
}

export interface GeneratedInfluenceArea {
  id: number;
  code: string;
  name: string;
  brand: BrandSlug;
  country: 'BR' | 'AR';
  dealerGroupId: number | null;
  cityCodes: string[];
}

export interface GeneratedRegional {
  id: number;
  regionCode: string;
  name: string;
  brand: BrandSlug;
  country: 'BR' | 'AR';
  stateCodes: string[];
}

export interface GeneratedZone {
  id: number;
  provinceId: number;
  name: string;
  cityCodes: string[];
}

export interface DealerNetwork {
  dealers: GeneratedDealer[];
  dealerGroups: GeneratedDealerGroup[];
  influenceAreas: GeneratedInfluenceArea[];
  regionals: GeneratedRegional[];
  zones: GeneratedZone[];
}

export interface DealerNetworkOptions {
  /**
   * Total dealers wanted. The base network (about 1,500 dealers) is always generated whole; a
   * larger count adds dealers in cities drawn by population until the total is reached.
   */
  dealerCount?: number;
  seed?: number;
}

export const DEFAULT_NETWORK_SEED = 20_240_501;

/** One place of the reference geography, whatever its country. */
interface Place {
  country: 'BR' | 'AR';
  stateCode: string;
  stateName: string;
  code: string;
  name: string;
  lat: number;
  lon: number;
  population: number;
  capital: boolean;
  postalCodeRange: readonly [string, string] | null;
  samplePostalCode: string;
  areaCode: string;
  timeZone: string;
  region: string;
}

/** Mulberry32: a small, fast, well-spread 32-bit generator; plenty for demo data. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('cannot pick from an empty list');
  return item;
}

function chance(random: Random, probability: number): boolean {
  return random() < probability;
}

function digits(random: Random, count: number): string {
  let text = '';
  for (let i = 0; i < count; i += 1) text += String(Math.floor(random() * 10));
  return text;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function brPlaces(states: readonly BrState[], cities: readonly BrCity[]): Place[] {
  const stateByCode = new Map(states.map((state) => [state.code, state]));
  return cities.map((city) => {
    const state = stateByCode.get(city.stateCode);
    if (!state) throw new Error(`city ${city.name} has an unknown state ${city.stateCode}`);
    return {
      country: 'BR',
      stateCode: city.stateCode,
      stateName: state.name,
      code: city.ibgeCode,
      name: city.name,
      lat: city.lat,
      lon: city.lon,
      population: city.population,
      capital: city.capital,
      postalCodeRange: city.postalCodeRange,
      samplePostalCode: city.samplePostalCode,
      areaCode:
        BR_CITY_AREA_CODES[`${city.stateCode}:${city.name}`] ?? BR_STATE_AREA_CODES[city.stateCode] ?? '11',
      timeZone: BR_TIME_ZONES[city.stateCode] ?? 'America/Sao_Paulo',
      region: state.region,
    };
  });
}

function arPlaces(provinces: readonly ArProvince[], cities: readonly ArCity[]): Place[] {
  const provinceByCode = new Map(provinces.map((province) => [province.code, province]));
  return cities.map((city) => {
    const province = provinceByCode.get(city.provinceCode);
    if (!province) throw new Error(`city ${city.name} has an unknown province ${city.provinceCode}`);
    return {
      country: 'AR',
      stateCode: city.provinceCode,
      stateName: province.name,
      code: city.code,
      name: city.name,
      lat: city.lat,
      lon: city.lon,
      population: city.population,
      capital: city.capital,
      postalCodeRange: null,
      samplePostalCode: city.samplePostalCode,
      areaCode: AR_CITY_AREA_CODES[city.code] ?? '11',
      timeZone: AR_TIME_ZONES[city.provinceCode] ?? 'America/Argentina/Buenos_Aires',
      region: city.provinceCode,
    };
  });
}

/** How many dealers a city supports, before the brand's share: grows with the log of its size. */
function sizeFactor(population: number): number {
  return Math.max(0.5, 1 + 1.2 * Math.log2(population / 200_000));
}

const MAX_PER_BRAND_AND_CITY = 6;

function dealerCountFor(random: Random, place: Place, brand: BrandSlug): number {
  const expected = BRAND_SHARES[brand] * sizeFactor(place.population);
  let count = Math.floor(expected + random());
  // Every brand has a dealer in every state capital; Fiat, the largest network, in every city.
  if ((place.capital || brand === 'fiat') && count < 1) count = 1;
  return Math.min(count, MAX_PER_BRAND_AND_CITY);
}

/** A point at a random bearing, up to `maxKm` from the centre (uniform over the disc). */
function around(random: Random, lat: number, lon: number, maxKm: number): { lat: number; lon: number } {
  const distanceKm = maxKm * Math.sqrt(random());
  const bearing = random() * 2 * Math.PI;
  const dLat = (distanceKm * Math.cos(bearing)) / 111.32;
  const dLon = (distanceKm * Math.sin(bearing)) / (111.32 * Math.cos((lat * Math.PI) / 180));
  return { lat: Number((lat + dLat).toFixed(6)), lon: Number((lon + dLon).toFixed(6)) };
}

function postalCodeIn(random: Random, place: Place): string {
  if (place.postalCodeRange) {
    const [from, to] = place.postalCodeRange.map(Number) as [number, number];
    return String(from + Math.floor(random() * (to - from + 1))).padStart(8, '0');
  }
  // Argentine CPA: province letter, the locality's 4 digits, three letters for the block face.
  const letters = Array.from({ length: 3 }, () => String.fromCharCode(65 + Math.floor(random() * 26))).join(
    '',
  );
  return `${place.stateCode}${place.samplePostalCode}${letters}`;
}

function phoneFor(random: Random, place: Place, mobile: boolean): string {
  if (place.country === 'BR') {
    return mobile
      ? `+55${place.areaCode}9${pick(random, ['8', '9'])}${digits(random, 7)}`
      : `+55${place.areaCode}${pick(random, ['3', '4'])}${digits(random, 7)}`;
  }
  // Argentine numbers have 10 digits after the country code (area code + local); mobiles add a 9.
  const local = digits(random, 10 - place.areaCode.length - 1);
  return mobile
    ? `+549${place.areaCode}${pick(random, ['5', '6'])}${local}`
    : `+54${place.areaCode}4${local}`;
}

function openingPeriodsFor(random: Random): OpeningPeriod[] {
  const start = pick(random, ['08:00', '08:00', '08:30', '09:00']);
  const end = pick(random, ['18:00', '18:00', '18:30', '19:00']);
  const lunch = chance(random, 0.4)
    ? pick(random, [['12:00', '13:00'] as const, ['12:00', '13:30'] as const])
    : null;
  const periods: OpeningPeriod[] = [];
  for (let weekday = 1; weekday <= 5; weekday += 1) {
    periods.push({ weekday, type: 'WORKING_TIME', start, end });
    if (lunch) periods.push({ weekday, type: 'BREAK', start: lunch[0], end: lunch[1] });
  }
  // Saturday mornings; a few showrooms stay open into the afternoon with a lunch break.
  if (chance(random, 0.12)) {
    periods.push({ weekday: 6, type: 'WORKING_TIME', start: '09:00', end: '17:00' });
    periods.push({ weekday: 6, type: 'BREAK', start: '13:00', end: '14:00' });
  } else {
    const saturday = pick(random, [
      ['08:00', '12:00'] as const,
      ['09:00', '13:00'] as const,
      ['08:30', '12:30'] as const,
    ]);
    periods.push({ weekday: 6, type: 'WORKING_TIME', start: saturday[0], end: saturday[1] });
  }
  return periods;
}

function servicesFor(random: Random, digitalOnly: boolean): DealerService[] {
  const services: DealerService[] = ['SALES'];
  if (chance(random, 0.85)) services.push('TEST_DRIVE');
  const workshop = !digitalOnly && chance(random, 0.85);
  if (workshop) services.push('MAINTENANCE', 'RECALL');
  if (workshop && chance(random, 0.9)) services.push('PARTS');
  if (chance(random, 0.6)) services.push('ACCESSORIES');
  if (chance(random, 0.2)) services.push('FLEET_SALES');
  return services;
}

function regionsOf(country: 'BR' | 'AR', brand: BrandSlug): readonly RegionDefinition[] {
  const full = FULL_REGION_BRANDS.includes(brand);
  if (country === 'BR') return full ? BR_REGIONS_FULL : BR_REGIONS_COMPACT;
  return full ? AR_REGIONS_FULL : AR_REGIONS_COMPACT;
}

function generateGroups(): GeneratedDealerGroup[] {
  const groups: GeneratedDealerGroup[] = [];
  const used = { BR: 0, AR: 0 };
  for (const region of GROUP_REGIONS) {
    for (const family of ['fca', 'psa'] as const) {
      for (let i = 0; i < region.groups[family]; i += 1) {
        const names = region.country === 'BR' ? BR_GROUP_NAMES : AR_GROUP_NAMES;
        const name = names[used[region.country] % names.length] ?? 'Central';
        used[region.country] += 1;
        const id = groups.length + 1;
        groups.push({
          id,
          code: `${region.country}-G${String(id).padStart(3, '0')}`,
          name: `Grupo ${name}`,
          country: region.country,
          family,
          states: region.states,
        });
      }
    }
  }
  return groups;
}

function generateZones(places: readonly Place[]): {
  zones: GeneratedZone[];
  zoneOfCity: Map<string, number>;
} {
  const zones: GeneratedZone[] = [];
  const zoneOfCity = new Map<string, number>();
  for (const province of AR_PROVINCES) {
    const provinceId = AR_PROVINCE_IDS[province.code];
    if (provinceId === undefined) throw new Error(`no INDEC code for province ${province.code}`);
    const cities = places.filter((place) => place.country === 'AR' && place.stateCode === province.code);
    const definitions =
      province.code === 'B'
        ? BUENOS_AIRES_ZONES.map((zone) => ({ name: zone.name, cities: [...zone.cities] }))
        : [
            { name: 'Capital', cities: cities.filter((city) => city.capital).map((city) => city.code) },
            { name: 'Interior', cities: cities.filter((city) => !city.capital).map((city) => city.code) },
          ];
    for (const definition of definitions) {
      const id = zones.length + 1;
      zones.push({ id, provinceId, name: definition.name, cityCodes: definition.cities });
      for (const city of definition.cities) zoneOfCity.set(city, id);
    }
  }
  return { zones, zoneOfCity };
}

interface DealerContext {
  random: Random;
  groups: readonly GeneratedDealerGroup[];
  zoneOfCity: ReadonlyMap<string, number>;
  codeSequence: Map<BrandSlug, number>;
  namesUsed: Map<string, number>;
  dealers: GeneratedDealer[];
}

function makeDealer(
  context: DealerContext,
  place: Place,
  brand: BrandSlug,
  firstOfCity: boolean,
): GeneratedDealer {
  const { random } = context;
  const id = context.dealers.length + 1;
  const sequence = (context.codeSequence.get(brand) ?? 0) + 1;
  context.codeSequence.set(brand, sequence);

  const pool = place.country === 'BR' ? BR_DEALER_NAMES : AR_DEALER_NAMES;
  const baseName = pick(random, pool);
  const nameKey = `${brand}:${place.code}:${baseName}`;
  const repeats = context.namesUsed.get(nameKey) ?? 0;
  context.namesUsed.set(nameKey, repeats + 1);
  const ownName = repeats === 0 ? baseName : `${baseName} ${repeats + 1}`;
  const brandName = BRANDS[brand].name;
  const name =
    place.country === 'BR' ? `${brandName} ${ownName} Veículos` : `${brandName} ${ownName} Automotores`;
  const legalName =
    place.country === 'BR' ? `${ownName} Comércio de Veículos Ltda.` : `${ownName} Automotores S.A.`;

  // Big cities spread their dealers wider.
  const spreadKm = Math.min(12, 2 + Math.sqrt(place.population / 100_000));
  const point = around(random, place.lat, place.lon, spreadKm);
  const bigCity = place.population >= 1_000_000;

  const offline = !firstOfCity && chance(random, 0.12);
  const digital = bigCity && !offline && chance(random, 0.1);
  const types: DealerType[] = [];
  if (!offline && chance(random, 0.65)) types.push('ONLINE_SCHEDULE');
  if (digital) types.push('DIGITAL_DEALER');

  const family = BRAND_FAMILIES[brand];
  const candidateGroups = context.groups.filter(
    (group) =>
      group.country === place.country && group.family === family && group.states.includes(place.stateCode),
  );
  const group = candidateGroups.length > 0 && chance(random, 0.5) ? pick(random, candidateGroups) : null;

  let coverage: CoverageType;
  if (digital) coverage = chance(random, 0.5) ? 'NATIONAL' : 'STATE';
  else if (group) coverage = chance(random, 0.6) ? 'DEALER_GROUP' : 'REGIONAL';
  else coverage = chance(random, 0.5) ? 'REGIONAL' : 'STATE';

  let jurisdiction: JurisdictionType;
  const draw = random();
  if (group) jurisdiction = draw < 0.7 ? 'DEALER_GROUP' : 'DEALER';
  else jurisdiction = draw < 0.8 ? 'DEALER' : draw < 0.95 ? 'BRAND' : draw < 0.99 ? 'MARKET' : 'CONTEXT';

  const streets = place.country === 'BR' ? BR_STREETS : AR_STREETS;
  const neighborhoods = place.country === 'BR' ? BR_NEIGHBORHOODS : AR_NEIGHBORHOODS;
  const number = place.country === 'BR' ? 1 + Math.floor(random() * 4999) : 100 + Math.floor(random() * 8900);
  const domain = place.country === 'BR' ? 'example.com.br' : 'example.com.ar';

  const dealer: GeneratedDealer = {
    id,
    dealerCode: `${DEALER_CODE_PREFIXES[brand]}${String(sequence).padStart(4, '0')}`,
    brand,
    name,
    legalName,
    country: place.country,
    stateCode: place.stateCode,
    cityCode: place.code,
    cityName: place.name,
    street: pick(random, streets),
    number: String(number),
    complement: '',
    neighborhood: pick(random, neighborhoods),
    postalCode: postalCodeIn(random, place),
    lat: point.lat,
    lon: point.lon,
    phone: phoneFor(random, place, false),
    whatsapp: chance(random, 0.7) ? phoneFor(random, place, true) : null,
    email: `${place.country === 'BR' ? 'contato' : 'ventas'}@${slug(`${brand} ${ownName} ${place.name}`)}.${domain}`,
    timeZone: place.timeZone,
    openingPeriods: openingPeriodsFor(random),
    types,
    coverage,
    jurisdiction,
    dealerGroupId: group?.id ?? null,
    zoneId: context.zoneOfCity.get(place.code) ?? null,
    services: servicesFor(random, digital && chance(random, 0.5)),
    offline,
    // The first dealer of a brand in a city is never blocked, so every seeded city keeps one.
    blocked: !firstOfCity && chance(random, 0.02),
  };
  context.dealers.push(dealer);
  return dealer;
}

function generateInfluenceAreas(
  places: readonly Place[],
  dealers: readonly GeneratedDealer[],
): GeneratedInfluenceArea[] {
  const areas: GeneratedInfluenceArea[] = [];
  const statesByCountry = new Map<string, Place[]>();
  for (const place of places) {
    const key = `${place.country}:${place.stateCode}`;
    statesByCountry.set(key, [...(statesByCountry.get(key) ?? []), place]);
  }
  for (const brand of BRAND_SLUGS) {
    // Large networks split a state around its big cities; small networks serve a state as one area.
    const fine = BRAND_SHARES[brand] >= 0.3;
    for (const [key, statePlaces] of statesByCountry) {
      const [country, stateCode] = key.split(':') as ['BR' | 'AR', string];
      const hubs = statePlaces.filter(
        (place) => place.capital || (fine && place.population >= (country === 'BR' ? 500_000 : 300_000)),
      );
      const members = new Map<string, string[]>(hubs.map((hub) => [hub.code, [hub.code]]));
      for (const place of statePlaces) {
        if (members.has(place.code)) continue;
        let nearest = hubs[0];
        let best = Infinity;
        for (const hub of hubs) {
          const distance = haversineMeters([place.lon, place.lat], [hub.lon, hub.lat]);
          if (distance < best) {
            best = distance;
            nearest = hub;
          }
        }
        if (nearest) members.get(nearest.code)?.push(place.code);
      }
      let index = 0;
      for (const hub of hubs) {
        index += 1;
        const cityCodes = members.get(hub.code) ?? [hub.code];
        // The area is run by the dealer group that has most of the brand's dealers in it, if any.
        const groupCounts = new Map<number, number>();
        for (const dealer of dealers) {
          if (dealer.brand !== brand || dealer.dealerGroupId === null || !cityCodes.includes(dealer.cityCode))
            continue;
          groupCounts.set(dealer.dealerGroupId, (groupCounts.get(dealer.dealerGroupId) ?? 0) + 1);
        }
        let dealerGroupId: number | null = null;
        let most = 1;
        for (const [groupId, count] of [...groupCounts].sort((a, b) => a[0] - b[0])) {
          if (count > most) {
            most = count;
            dealerGroupId = groupId;
          }
        }
        areas.push({
          id: areas.length + 1,
          code: `${DEALER_CODE_PREFIXES[brand]}-${country}-${stateCode}-${String(index).padStart(2, '0')}`,
          name: country === 'BR' ? `${hub.name} e região` : `${hub.name} y alrededores`,
          brand,
          country,
          dealerGroupId,
          cityCodes,
        });
      }
    }
  }
  return areas;
}

function generateRegionals(): GeneratedRegional[] {
  const regionals: GeneratedRegional[] = [];
  for (const country of ['BR', 'AR'] as const) {
    for (const brand of BRAND_SLUGS) {
      for (const region of regionsOf(country, brand)) {
        regionals.push({
          id: regionals.length + 1,
          regionCode: region.code,
          name: region.name,
          brand,
          country,
          stateCodes: [...region.states],
        });
      }
    }
  }
  return regionals;
}

/** Generates the whole network. Pure: the same options always give the same network. */
export function generateDealerNetwork(options: DealerNetworkOptions = {}): DealerNetwork {
  const seed = options.seed ?? DEFAULT_NETWORK_SEED;
  const places = [...brPlaces(BR_STATES, BR_CITIES), ...arPlaces(AR_PROVINCES, AR_CITIES)];
  const dealerGroups = generateGroups();
  const { zones, zoneOfCity } = generateZones(places);
  const context: DealerContext = {
    random: createRandom(seed),
    groups: dealerGroups,
    zoneOfCity,
    codeSequence: new Map(),
    namesUsed: new Map(),
    dealers: [],
  };

  for (const place of places) {
    for (const brand of BRAND_SLUGS) {
      const count = dealerCountFor(context.random, place, brand);
      for (let i = 0; i < count; i += 1) makeDealer(context, place, brand, i === 0);
    }
  }

  // Growing the network (benchmarks): a separate stream, so the base network never changes.
  const wanted = options.dealerCount ?? 0;
  if (wanted > context.dealers.length) {
    const grow = createRandom(seed ^ 0x5bd1e995);
    const growContext = { ...context, random: grow };
    const cityWeights = places.map((place) => Math.pow(place.population, 0.7));
    const cityTotal = cityWeights.reduce((sum, weight) => sum + weight, 0);
    const brandTotal = BRAND_SLUGS.reduce((sum, brand) => sum + BRAND_SHARES[brand], 0);
    while (context.dealers.length < wanted) {
      let target = grow() * cityTotal;
      let place = places[0];
      for (let i = 0; i < places.length; i += 1) {
        target -= cityWeights[i] ?? 0;
        if (target <= 0) {
          place = places[i];
          break;
        }
      }
      let brandTarget = grow() * brandTotal;
      let brand: BrandSlug = 'fiat';
      for (const candidate of BRAND_SLUGS) {
        brandTarget -= BRAND_SHARES[candidate];
        if (brandTarget <= 0) {
          brand = candidate;
          break;
        }
      }
      if (place) makeDealer(growContext, place, brand, false);
    }
  }

  return {
    dealers: context.dealers,
    dealerGroups,
    influenceAreas: generateInfluenceAreas(places, context.dealers),
    regionals: generateRegionals(),
    zones,
  };
}
