import { randomUUID } from 'node:crypto';
import type { BuiltCarInput, GarageCar, GarageList, OwnedCarInput } from '@autohub/contract';
import { type BrandSlug, DomainError, isBrandSlug } from '@autohub/domain';
import type { Db } from '../../db/client.js';
import {
  type GarageCarRow,
  findCar,
  findOwnedByChassis,
  insertCar,
  insertOwnedCar,
  provenChassisOf,
  setOwnershipProof,
  listCars,
  deleteUserCars,
  makeExclusive,
  removeCar,
  trimVisited,
} from './garage.store.js';

/** How many visited cars a garage keeps: the latest builds, not a full history. */
export const VISITED_LIMIT = 20;

export function toGarageCar(row: GarageCarRow): GarageCar {
  return {
    id: row.id,
    list: row.list,
    brand: (isBrandSlug(row.brand) ? row.brand : 'fiat') satisfies BrandSlug,
    mvsCode: row.mvsCode,
    model: row.model,
    version: row.version,
    year: row.year,
    modelYear: row.modelYear,
    manufacturedYear: row.manufacturedYear,
    plate: row.plate,
    chassis: row.chassis,
    mileage: row.mileage,
    category: row.category,
    engine: row.engine,
    transmission: row.transmission,
    features: row.features,
    colorCode: row.colorCode,
    partCodes: row.partCodes,
    total: row.total,
    exclusive: row.exclusive,
    addedAt: row.addedAt.toISOString(),
  };
}

const normalizePlate = (plate: string | undefined) =>
  plate?.replace(/[^A-Za-z0-9]/g, '').toUpperCase() ?? null;

function sameBuild(row: GarageCarRow, input: BuiltCarInput): boolean {
  const parts = [...(input.partCodes ?? [])].sort().join(',');
  return (
    row.brand === input.brand &&
    row.model === input.model &&
    (row.mvsCode ?? null) === (input.mvsCode ?? null) &&
    (row.colorCode ?? null) === (input.colorCode ?? null) &&
    [...row.partCodes].sort().join(',') === parts
  );
}

/** The dealers' sales feed as the garage reads it: proof that a car was delivered to its owner. */
export interface GarageSalesFeed {
  /** Whether the feed delivered this chassis to this account. */
  deliveredTo(customerId: string, chassis: string): Promise<boolean>;
}

declare module '../manifest.js' {
  interface ModuleServices {
    /** The sales feed, provided by the ratings module (which reads the garage itself). */
    garageSalesFeed: (db: Db) => GarageSalesFeed;
  }
}

export function createGarageService(db: Db) {
  return {
    async list(userId: string, list: GarageList): Promise<GarageCar[]> {
      return (await listCars(db, userId, list)).map(toGarageCar);
    },

    /** The car a route acts on, with its owner for the access check; undefined when absent. */
    async find(id: string, list: GarageList): Promise<GarageCarRow | undefined> {
      const car = await findCar(db, id);
      return car && car.list === list ? car : undefined;
    },

    /** Adds an owned car; the same chassis twice in one garage is the same car. */
    async addOwned(
      userId: string,
      input: OwnedCarInput,
    ): Promise<{ car: GarageCar; row: GarageCarRow; created: boolean }> {
      const chassis = input.chassis?.toUpperCase() ?? null;
      const row = await insertOwnedCar(db, {
        id: randomUUID(),
        userId,
        list: 'owned',
        brand: input.brand,
        mvsCode: input.mvsCode ?? null,
        model: input.model,
        version: input.version ?? null,
        year: input.year ?? input.modelYear ?? null,
        modelYear: input.modelYear ?? null,
        manufacturedYear: input.manufacturedYear ?? null,
        plate: normalizePlate(input.plate),
        chassis,
        mileage: input.mileage ?? null,
        category: input.category ?? null,
        engine: input.engine ?? null,
        transmission: input.transmission ?? null,
        features: input.features ?? [],
        colorCode: input.colorCode ?? null,
      });
      if (row) return { car: toGarageCar(row), row, created: true };
      const existing = chassis ? await findOwnedByChassis(db, userId, chassis) : undefined;
      if (!existing) throw new Error('owned car neither added nor found');
      return { car: toGarageCar(existing), row: existing, created: false };
    },

    /** Records the proof that the car is its owner's (sales feed, or staff who saw an invoice). */
    async prove(car: GarageCarRow, proof: 'sales-feed' | 'staff'): Promise<GarageCarRow | undefined> {
      return setOwnershipProof(db, car.id, proof);
    },

    /** The chassis of the person's cars whose ownership is proven (the right to rate follows them). */
    provenChassis(userId: string): Promise<string[]> {
      return provenChassisOf(db, userId);
    },

    /**
     * Adds a visited (built in the configurator) or wanted car. The same build again moves to the
     * top instead of repeating; visited keeps the latest {@link VISITED_LIMIT}.
     */
    async addBuilt(userId: string, list: 'visited' | 'wanted', input: BuiltCarInput): Promise<GarageCar> {
      const current = await listCars(db, userId, list);
      const repeated = current.find((row) => sameBuild(row, input));
      if (repeated) await removeCar(db, repeated.id, list);
      const row = await insertCar(db, {
        id: randomUUID(),
        userId,
        list,
        brand: input.brand,
        mvsCode: input.mvsCode ?? null,
        model: input.model,
        version: input.version ?? null,
        year: input.year ?? null,
        colorCode: input.colorCode ?? null,
        partCodes: input.partCodes ?? [],
        total: input.total ?? null,
      });
      if (list === 'visited') await trimVisited(db, userId, VISITED_LIMIT);
      return toGarageCar(row);
    },

    async remove(car: GarageCarRow): Promise<GarageCar | undefined> {
      const removed = await removeCar(db, car.id, car.list);
      return removed ? toGarageCar(removed) : undefined;
    },

    /**
     * Registers a proven car to its owner alone. An unproven one is refused: anyone may type a
     * chassis, and "exclusive" takes the car out of every other garage.
     */
    async makeExclusive(car: GarageCarRow): Promise<GarageCar | undefined> {
      if (!car.ownershipProof) {
        throw new DomainError(
          'ownership_unproven',
          {},
          {
            detail:
              'The sales feed or staff must confirm the car is yours before it is registered to you alone',
          },
        );
      }
      const row = await makeExclusive(db, car);
      return row ? toGarageCar(row) : undefined;
    },

    /** Every car still in the garage, all lists (data export). */
    async allCars(userId: string): Promise<GarageCar[]> {
      return (await listCars(db, userId)).map(toGarageCar);
    },

    /** Forgets every car of a person (account deletion). */
    async forgetAll(userId: string): Promise<void> {
      await deleteUserCars(db, userId);
    },

    /** The main owned car: the exclusive one, else the latest added. */
    async mainOwned(userId: string): Promise<GarageCar | undefined> {
      const owned = await listCars(db, userId, 'owned');
      const main = owned.find((car) => car.exclusive) ?? owned[0];
      return main ? toGarageCar(main) : undefined;
    },
  };
}

export type GarageService = ReturnType<typeof createGarageService>;
