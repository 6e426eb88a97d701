import type { MaintenancePlan, MaintenanceSuggestion, PlanRevision } from '@autohub/contract';
import {
  type BrandSlug,
  DomainError,
  MAINTENANCE_SERVICES,
  type MaintenanceService,
  nextRevision,
  parseMvs,
  revisionItems,
  revisionSchedule,
} from '@autohub/domain';
import type { Db } from '../../db/client.js';
import { createCatalogueReader } from '../catalogue/catalogue-reader.js';
import { pricesOf } from './maintenance.store.js';

const isService = (code: string): code is MaintenanceService =>
  (MAINTENANCE_SERVICES as readonly string[]).includes(code);

export function createMaintenanceService(db: Db) {
  const catalogue = createCatalogueReader(db);

  /** The plan of a version: its revisions with items and fixed prices, and the other services. */
  async function plan(brand: BrandSlug, country: 'BR' | 'AR', mvsCode: string): Promise<MaintenancePlan> {
    const parsed = parseMvs(mvsCode, brand);
    if (!parsed) throw new DomainError('mvs_not_found', {}, { detail: `Version ${mvsCode} not found` });
    const detail = await catalogue.modelDetail({ brand, country, modelCode: parsed.codes.modelCode });
    const version = detail.versions.find((entry) => entry.mvs.code === mvsCode);
    if (!version) throw new DomainError('mvs_not_found', {}, { detail: `Version ${mvsCode} not found` });
    const prices = await pricesOf(db, brand, country, parsed.codes.modelCode);
    const revisionPrice = new Map(
      prices.filter((row) => row.kind === 'REVISION').map((row) => [row.code, row.price]),
    );
    const revisions: PlanRevision[] = revisionSchedule().flatMap((revision) => {
      const price = revisionPrice.get(String(revision.number));
      return price === undefined ? [] : [{ ...revision, price, items: revisionItems(revision.number) }];
    });
    if (revisions.length === 0)
      throw new DomainError('maintenance_not_found', {}, { detail: 'No maintenance plan for this model' });
    return {
      mvsCode,
      brand,
      country,
      currency: country === 'BR' ? 'BRL' : 'ARS',
      modelName: version.mvs.modelName,
      versionName: version.mvs.versionName,
      revisions,
      services: prices.flatMap((row) =>
        row.kind === 'SERVICE' && isService(row.code) ? [{ code: row.code, price: row.price }] : [],
      ),
    };
  }

  return {
    plan,

    /** The next revision of a car at a mileage and age (spec "maintenance/suggestion"). */
    async suggestion(query: {
      brand: BrandSlug;
      country: 'BR' | 'AR';
      mvsCode: string;
      mileageKm: number;
      months?: number | undefined;
    }): Promise<MaintenanceSuggestion> {
      const { revisions } = await plan(query.brand, query.country, query.mvsCode);
      const next = nextRevision(
        { mileageKm: query.mileageKm, monthsSinceDelivery: query.months ?? null },
        revisions.length,
      );
      return {
        revision: next ? (revisions.find((revision) => revision.number === next.number) ?? null) : null,
      };
    },
  };
}

export type MaintenanceServiceApi = ReturnType<typeof createMaintenanceService>;
