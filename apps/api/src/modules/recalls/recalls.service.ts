import type { RecallCampaign, RecallSearchResult, VehicleRecall } from '@autohub/contract';
import {
  type BrandSlug,
  type CountryCode,
  DomainError,
  isChassisInRecall,
  normalizePlate,
  recallQueryKind,
  recallStatus,
  sortRecalls,
} from '@autohub/domain';
import type { Db } from '../../db/client.js';
import {
  type RecallCampaignRow,
  findCampaign,
  findVehicleByChassis,
  findVehicleByPlate,
  insertRepair,
  listCampaigns,
  repairsOf,
} from './recalls.store.js';

function presentCampaign(row: RecallCampaignRow): RecallCampaign {
  return {
    code: row.code,
    brand: row.brand as BrandSlug,
    country: row.country as RecallCampaign['country'],
    title: row.title,
    description: row.description,
    risk: row.risk,
    remedy: row.remedy,
    modelName: row.modelName,
    startsOn: row.startsOn,
    durationMinutes: row.durationMinutes,
  };
}

/** A chassis shown to someone who searched by plate: all but the last six characters hidden. */
export function maskChassis(chassis: string): string {
  return `${'*'.repeat(Math.max(0, chassis.length - 6))}${chassis.slice(-6)}`;
}

export function createRecallsService(db: Db, clock: () => Date = () => new Date()) {
  /** The car a plate or chassis names, and its chassis. */
  async function vehicleOf(query: string, country: CountryCode) {
    const kind = recallQueryKind(query, country);
    if (kind === null)
      throw new DomainError('plate_chassis_invalid', {}, { detail: 'Plate or chassis expected' });
    if (kind === 'plate') {
      const plate = normalizePlate(query);
      const found = await findVehicleByPlate(db, plate);
      if (!found) throw new DomainError('recall.vehicle_not_found');
      return { kind, chassis: found.chassis, plate, registry: found };
    }
    const chassis = query.trim().toUpperCase();
    return { kind, chassis, plate: null, registry: await findVehicleByChassis(db, chassis) };
  }

  /** The campaigns of a brand that reach a chassis, each with its status for the car. */
  async function recallsOf(brand: BrandSlug, chassis: string): Promise<VehicleRecall[]> {
    const reaching = (await listCampaigns(db, brand)).filter((row) => isChassisInRecall(row, chassis));
    const done = await repairsOf(
      db,
      chassis,
      reaching.map((row) => row.code),
    );
    return sortRecalls(
      reaching.map((row) => {
        const performedAt = done.get(row.code) ?? null;
        return {
          ...presentCampaign(row),
          status: recallStatus(performedAt),
          performedAt: performedAt?.toISOString() ?? null,
        };
      }),
    );
  }

  return {
    async campaigns(brand: BrandSlug, country: string): Promise<RecallCampaign[]> {
      return (await listCampaigns(db, brand, country)).map(presentCampaign).reverse();
    },

    /** Spec "Recall search": by a plate of the market or a chassis (17). */
    async search(brand: BrandSlug, query: string, country: CountryCode = 'BR'): Promise<RecallSearchResult> {
      const vehicle = await vehicleOf(query, country);
      return {
        searchedBy: vehicle.kind,
        vehicle: {
          plate: vehicle.plate,
          chassis: vehicle.kind === 'plate' ? maskChassis(vehicle.chassis) : vehicle.chassis,
          modelName: vehicle.registry?.modelName ?? null,
          modelYear: vehicle.registry?.modelYear ?? null,
        },
        recalls: await recallsOf(brand, vehicle.chassis),
      };
    },

    /** The pending campaign a voucher is for, with the car; refused when done or not applicable. */
    async voucher(brand: BrandSlug, query: string, code: string, country: CountryCode = 'BR') {
      const vehicle = await vehicleOf(query, country);
      const recall = (await recallsOf(brand, vehicle.chassis)).find((entry) => entry.code === code);
      if (!recall) throw new DomainError('recall.not_applicable');
      if (recall.status === 'DONE') throw new DomainError('recall.already_done');
      return {
        recall,
        vehicle: {
          plate: vehicle.plate,
          chassis: maskChassis(vehicle.chassis),
          modelName: vehicle.registry?.modelName ?? recall.modelName,
          modelYear: vehicle.registry?.modelYear ?? null,
        },
        issuedAt: clock(),
      };
    },

    /** A dealer recorded the campaign's work on a chassis (once; a repeat changes nothing). */
    async recordRepair(input: {
      chassis: string;
      campaign: string;
      dealerCode: string;
    }): Promise<VehicleRecall> {
      const chassis = input.chassis.trim().toUpperCase();
      const campaign = await findCampaign(db, input.campaign);
      if (!campaign || !isChassisInRecall(campaign, chassis)) throw new DomainError('recall.not_applicable');
      await insertRepair(db, {
        chassis,
        campaignCode: campaign.code,
        dealerCode: input.dealerCode,
        performedAt: clock(),
      });
      const [recall] = (await recallsOf(campaign.brand as BrandSlug, chassis)).filter(
        (entry) => entry.code === campaign.code,
      );
      if (!recall) throw new DomainError('recall.not_applicable');
      return recall;
    },
  };
}

export type RecallsService = ReturnType<typeof createRecallsService>;
