import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  catalogueGroups,
  catalogueModels,
  catalogueParts,
  catalogueServices,
  catalogueVersions,
} from './catalogue.schema.js';

export type ModelRow = typeof catalogueModels.$inferSelect;
export type VersionRow = typeof catalogueVersions.$inferSelect;
export type PartRow = typeof catalogueParts.$inferSelect;
export type GroupRow = typeof catalogueGroups.$inferSelect;
export type ServiceRow = typeof catalogueServices.$inferSelect;

export interface VersionFilter {
  brand?: string;
  country?: string;
  modelCode?: string;
  year?: number;
}

/** Drizzle queries of the catalogue tables; nothing else touches them. */
export function createCatalogueStore(db: Db) {
  return {
    async models(brand: string, country?: string): Promise<ModelRow[]> {
      return db
        .select()
        .from(catalogueModels)
        .where(
          and(
            eq(catalogueModels.brand, brand),
            country === undefined ? undefined : sql`${country} = any(${catalogueModels.markets})`,
          ),
        )
        .orderBy(asc(catalogueModels.position));
    },

    async allModels(): Promise<ModelRow[]> {
      return db.select().from(catalogueModels);
    },

    async model(code: string): Promise<ModelRow | undefined> {
      const [row] = await db.select().from(catalogueModels).where(eq(catalogueModels.code, code));
      return row;
    },

    async versions(filter: VersionFilter): Promise<{ version: VersionRow; model: ModelRow }[]> {
      return db
        .select({ version: catalogueVersions, model: catalogueModels })
        .from(catalogueVersions)
        .innerJoin(catalogueModels, eq(catalogueModels.code, catalogueVersions.modelCode))
        .where(
          and(
            filter.brand === undefined ? undefined : eq(catalogueVersions.brand, filter.brand),
            filter.modelCode === undefined ? undefined : eq(catalogueVersions.modelCode, filter.modelCode),
            filter.country === undefined
              ? undefined
              : sql`${filter.country} = any(${catalogueModels.markets})`,
            filter.year === undefined
              ? undefined
              : sql`${filter.year} = any(${catalogueVersions.modelYears})`,
          ),
        )
        .orderBy(asc(catalogueModels.position), asc(catalogueVersions.position));
    },

    async version(mvsCode: string): Promise<{ version: VersionRow; model: ModelRow } | undefined> {
      const [row] = await db
        .select({ version: catalogueVersions, model: catalogueModels })
        .from(catalogueVersions)
        .innerJoin(catalogueModels, eq(catalogueModels.code, catalogueVersions.modelCode))
        .where(eq(catalogueVersions.mvsCode, mvsCode));
      return row;
    },

    async parts(mvsCodes: readonly string[], type?: string): Promise<PartRow[]> {
      if (mvsCodes.length === 0) return [];
      return db
        .select()
        .from(catalogueParts)
        .where(
          and(
            inArray(catalogueParts.mvsCode, [...mvsCodes]),
            type === undefined ? undefined : eq(catalogueParts.type, type),
          ),
        )
        .orderBy(asc(catalogueParts.mvsCode), asc(catalogueParts.position));
    },

    async groups(mvsCode: string): Promise<GroupRow[]> {
      return db
        .select()
        .from(catalogueGroups)
        .where(eq(catalogueGroups.mvsCode, mvsCode))
        .orderBy(asc(catalogueGroups.position));
    },

    async services(modelCode: string): Promise<ServiceRow[]> {
      return db
        .select()
        .from(catalogueServices)
        .where(and(eq(catalogueServices.modelCode, modelCode), eq(catalogueServices.active, true)))
        .orderBy(asc(catalogueServices.position));
    },
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;
