import { and, asc, between, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  dealerGroups,
  dealers,
  influenceAreaCities,
  influenceAreas,
  regionals,
  zones,
} from './dealers.schema.js';

export type DealerRow = typeof dealers.$inferSelect;
export interface DealerRecord {
  dealer: DealerRow;
  group: { id: number; code: string; name: string } | null;
}

export interface DealerFilter {
  brand?: string;
  country?: string;
  stateCode?: string;
  cityCode?: string;
  service?: string;
  offline?: boolean;
  /** Blocked dealers are left out unless asked for (staff). */
  includeBlocked?: boolean;
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

function conditions(filter: DealerFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.brand) where.push(eq(dealers.brand, filter.brand));
  if (filter.country) where.push(eq(dealers.country, filter.country));
  if (filter.stateCode) where.push(eq(dealers.stateCode, filter.stateCode));
  if (filter.cityCode) where.push(eq(dealers.cityCode, filter.cityCode));
  if (filter.service) where.push(sql`${dealers.services} @> array[${filter.service}]::text[]`);
  if (filter.offline !== undefined) where.push(eq(dealers.offline, filter.offline));
  if (!filter.includeBlocked) where.push(eq(dealers.blocked, false));
  return where;
}

const recordColumns = {
  dealer: dealers,
  groupId: dealerGroups.id,
  groupCode: dealerGroups.code,
  groupName: dealerGroups.name,
};

type JoinedRow = {
  dealer: DealerRow;
  groupId: number | null;
  groupCode: string | null;
  groupName: string | null;
};

function toRecord(row: JoinedRow): DealerRecord {
  return {
    dealer: row.dealer,
    group:
      row.groupId === null || row.groupCode === null || row.groupName === null
        ? null
        : { id: row.groupId, code: row.groupCode, name: row.groupName },
  };
}

/** Dealers matching a filter, by name. */
export async function findDealers(db: Db, filter: DealerFilter): Promise<DealerRecord[]> {
  const rows = await db
    .select(recordColumns)
    .from(dealers)
    .leftJoin(dealerGroups, eq(dealerGroups.id, dealers.dealerGroupId))
    .where(and(...conditions(filter)))
    .orderBy(asc(dealers.name), asc(dealers.id));
  return rows.map(toRecord);
}

/**
 * Positions of the dealers inside a latitude/longitude box: the index-friendly first cut of the
 * radius search. Only id and coordinates are read (the (brand, lat, lon) index holds them); the
 * caller measures the exact distances and reads the few nearest in full.
 */
export async function findDealerPositionsInBox(
  db: Db,
  box: BoundingBox,
  filter: DealerFilter,
): Promise<Array<{ id: number; lat: number; lon: number }>> {
  return db
    .select({ id: dealers.id, lat: dealers.lat, lon: dealers.lon })
    .from(dealers)
    .where(
      and(
        ...conditions(filter),
        between(dealers.lat, box.minLat, box.maxLat),
        between(dealers.lon, box.minLon, box.maxLon),
      ),
    );
}

/** Dealers by id, in no particular order, without their group (see {@link listDealerGroupRefs}). */
export async function findDealersByIds(db: Db, ids: readonly number[]): Promise<DealerRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(dealers)
    .where(inArray(dealers.id, [...ids]));
}

/** Id, code and name of every dealer group. */
export async function listDealerGroupRefs(
  db: Db,
): Promise<Array<{ id: number; code: string; name: string }>> {
  return db
    .select({ id: dealerGroups.id, code: dealerGroups.code, name: dealerGroups.name })
    .from(dealerGroups);
}

export async function findDealerById(db: Db, id: number): Promise<DealerRecord | undefined> {
  const [row] = await db
    .select(recordColumns)
    .from(dealers)
    .leftJoin(dealerGroups, eq(dealerGroups.id, dealers.dealerGroupId))
    .where(eq(dealers.id, id))
    .limit(1);
  return row ? toRecord(row) : undefined;
}

/** Sets the blocked flag; resolves to the ids that exist. */
export async function setBlocked(db: Db, ids: readonly number[], blocked: boolean): Promise<number[]> {
  const updated = await db
    .update(dealers)
    .set({ blocked })
    .where(inArray(dealers.id, [...ids]))
    .returning({ id: dealers.id });
  return updated.map((row) => row.id).sort((a, b) => a - b);
}

/** Offline dealers per state: country, state code and how many. */
export async function countOfflineByState(
  db: Db,
  filter: Pick<DealerFilter, 'brand' | 'country'>,
): Promise<Array<{ country: string; stateCode: string; dealers: number }>> {
  return db
    .select({ country: dealers.country, stateCode: dealers.stateCode, dealers: count() })
    .from(dealers)
    .where(and(...conditions({ ...filter, offline: true })))
    .groupBy(dealers.country, dealers.stateCode)
    .orderBy(asc(dealers.country), asc(dealers.stateCode));
}

export interface DealerGroupRecord {
  id: number;
  code: string;
  name: string;
  country: string;
  brands: string[];
  dealers: number;
}

/** Dealer groups with the brands they sell and their dealer count, optionally of a brand. */
export async function listDealerGroups(
  db: Db,
  filter: { brand?: string; country?: string },
): Promise<DealerGroupRecord[]> {
  const rows = await db
    .select({
      id: dealerGroups.id,
      code: dealerGroups.code,
      name: dealerGroups.name,
      country: dealerGroups.country,
      brand: dealers.brand,
      dealers: count(dealers.id),
    })
    .from(dealerGroups)
    .leftJoin(dealers, and(eq(dealers.dealerGroupId, dealerGroups.id), eq(dealers.blocked, false)))
    .where(filter.country ? eq(dealerGroups.country, filter.country) : undefined)
    .groupBy(dealerGroups.id, dealers.brand)
    .orderBy(asc(dealerGroups.id));
  const groups = new Map<number, DealerGroupRecord>();
  for (const row of rows) {
    const group = groups.get(row.id) ?? {
      id: row.id,
      code: row.code,
      name: row.name,
      country: row.country,
      brands: [],
      dealers: 0,
    };
    if (row.brand) {
      group.brands.push(row.brand);
      group.dealers += row.dealers;
    }
    groups.set(row.id, group);
  }
  const all = [...groups.values()];
  return filter.brand ? all.filter((group) => group.brands.includes(filter.brand ?? '')) : all;
}

export async function findDealerGroup(
  db: Db,
  id: number,
): Promise<{ id: number; country: string } | undefined> {
  const [row] = await db
    .select({ id: dealerGroups.id, country: dealerGroups.country })
    .from(dealerGroups)
    .where(eq(dealerGroups.id, id))
    .limit(1);
  return row;
}

/** Distinct places (country, state, city) of a dealer group's dealers. */
export async function dealerGroupPlaces(
  db: Db,
  groupId: number,
  stateCode?: string,
): Promise<Array<{ country: string; stateCode: string; cityCode: string }>> {
  return db
    .selectDistinct({ country: dealers.country, stateCode: dealers.stateCode, cityCode: dealers.cityCode })
    .from(dealers)
    .where(
      and(
        eq(dealers.dealerGroupId, groupId),
        eq(dealers.blocked, false),
        stateCode ? eq(dealers.stateCode, stateCode) : undefined,
      ),
    );
}

export type InfluenceAreaRow = typeof influenceAreas.$inferSelect;

export async function listInfluenceAreas(
  db: Db,
  filter: { dealerGroupId?: number; brand?: string },
): Promise<Array<InfluenceAreaRow & { cities: number }>> {
  return db
    .select({
      id: influenceAreas.id,
      code: influenceAreas.code,
      name: influenceAreas.name,
      brand: influenceAreas.brand,
      country: influenceAreas.country,
      dealerGroupId: influenceAreas.dealerGroupId,
      cities: count(influenceAreaCities.cityCode),
    })
    .from(influenceAreas)
    .leftJoin(influenceAreaCities, eq(influenceAreaCities.influenceAreaId, influenceAreas.id))
    .where(
      and(
        filter.dealerGroupId === undefined
          ? undefined
          : eq(influenceAreas.dealerGroupId, filter.dealerGroupId),
        filter.brand ? eq(influenceAreas.brand, filter.brand) : undefined,
      ),
    )
    .groupBy(influenceAreas.id)
    .orderBy(asc(influenceAreas.id));
}

export async function findInfluenceArea(db: Db, id: number): Promise<InfluenceAreaRow | undefined> {
  const [row] = await db.select().from(influenceAreas).where(eq(influenceAreas.id, id)).limit(1);
  return row;
}

export async function influenceAreaCityCodes(
  db: Db,
  id: number,
): Promise<Array<{ country: string; cityCode: string }>> {
  return db
    .select({ country: influenceAreaCities.country, cityCode: influenceAreaCities.cityCode })
    .from(influenceAreaCities)
    .where(eq(influenceAreaCities.influenceAreaId, id));
}

/** Influence areas that contain any of the given cities of a country. */
export async function influenceAreasOfCities(
  db: Db,
  country: string,
  cityCodes: readonly string[],
  brand?: string,
): Promise<Array<{ cityCode: string; id: number; code: string; brand: string }>> {
  if (cityCodes.length === 0) return [];
  return db
    .select({
      cityCode: influenceAreaCities.cityCode,
      id: influenceAreas.id,
      code: influenceAreas.code,
      brand: influenceAreas.brand,
    })
    .from(influenceAreaCities)
    .innerJoin(influenceAreas, eq(influenceAreas.id, influenceAreaCities.influenceAreaId))
    .where(
      and(
        eq(influenceAreaCities.country, country),
        inArray(influenceAreaCities.cityCode, [...cityCodes]),
        brand ? eq(influenceAreas.brand, brand) : undefined,
      ),
    )
    .orderBy(asc(influenceAreas.id));
}

export type RegionalRow = typeof regionals.$inferSelect;

export async function listRegionals(
  db: Db,
  filter: { country?: string; brand?: string },
): Promise<RegionalRow[]> {
  return db
    .select()
    .from(regionals)
    .where(
      and(
        filter.country ? eq(regionals.country, filter.country) : undefined,
        filter.brand ? eq(regionals.brand, filter.brand) : undefined,
      ),
    )
    .orderBy(asc(regionals.id));
}

export async function findRegional(
  db: Db,
  regionCode: string,
  brand: string,
): Promise<RegionalRow | undefined> {
  const [row] = await db
    .select()
    .from(regionals)
    .where(and(eq(regionals.regionCode, regionCode), eq(regionals.brand, brand)))
    .orderBy(asc(regionals.id))
    .limit(1);
  return row;
}

export type ZoneRow = typeof zones.$inferSelect;

export async function listZones(db: Db, provinceId?: number): Promise<ZoneRow[]> {
  return db
    .select()
    .from(zones)
    .where(provinceId === undefined ? undefined : eq(zones.provinceId, provinceId))
    .orderBy(asc(zones.id));
}

/** Dealers per zone (and per Argentine province through the zone), optionally of a brand. */
export async function countDealersByZone(db: Db, brand?: string): Promise<Map<number, number>> {
  const rows = await db
    .select({ zoneId: dealers.zoneId, dealers: count() })
    .from(dealers)
    .where(and(...conditions({ brand, country: 'AR' })))
    .groupBy(dealers.zoneId);
  return new Map(rows.flatMap((row) => (row.zoneId === null ? [] : [[row.zoneId, row.dealers] as const])));
}

/** The dealers with these codes (a dealer account's own dealers). */
export async function findDealersByCodes(
  db: Db,
  codes: readonly string[],
  brands?: readonly string[],
): Promise<{ id: number; dealerCode: string; name: string; brand: string }[]> {
  if (codes.length === 0 || brands?.length === 0) return [];
  return db
    .select({ id: dealers.id, dealerCode: dealers.dealerCode, name: dealers.name, brand: dealers.brand })
    .from(dealers)
    .where(
      and(
        inArray(dealers.dealerCode, [...codes]),
        brands === undefined ? undefined : inArray(dealers.brand, [...brands]),
      ),
    );
}

/** A dealer of the network where cars are handed over: its code, name and place. */
export interface NetworkDealer {
  dealerCode: string;
  name: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
}

/** The unblocked dealers of a brand in a country, by code; only the given codes or states when named. */
export async function findNetworkDealers(
  db: Db,
  filter: { brand: string; country: string; codes?: readonly string[]; states?: readonly string[] },
): Promise<NetworkDealer[]> {
  return db
    .select({
      dealerCode: dealers.dealerCode,
      name: dealers.name,
      city: dealers.cityName,
      state: dealers.stateCode,
      lat: dealers.lat,
      lon: dealers.lon,
    })
    .from(dealers)
    .where(
      and(
        eq(dealers.brand, filter.brand),
        eq(dealers.country, filter.country),
        eq(dealers.blocked, false),
        filter.codes ? inArray(dealers.dealerCode, [...filter.codes]) : undefined,
        filter.states ? inArray(dealers.stateCode, [...filter.states]) : undefined,
      ),
    )
    .orderBy(asc(dealers.dealerCode));
}
