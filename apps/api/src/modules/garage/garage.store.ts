import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { garageCars } from './garage.schema.js';

export type GarageCarRow = typeof garageCars.$inferSelect;
export type NewGarageCarRow = typeof garageCars.$inferInsert;
type ListName = GarageCarRow['list'];

/** The cars of one list of a person's garage, newest first. */
export async function listCars(db: Db, userId: string, list?: ListName): Promise<GarageCarRow[]> {
  const mine = and(eq(garageCars.userId, userId), isNull(garageCars.removedAt));
  return db
    .select()
    .from(garageCars)
    .where(list ? and(mine, eq(garageCars.list, list)) : mine)
    .orderBy(desc(garageCars.addedAt), desc(garageCars.id));
}

export async function findCar(db: Db, id: string): Promise<GarageCarRow | undefined> {
  const [row] = await db
    .select()
    .from(garageCars)
    .where(and(eq(garageCars.id, id), isNull(garageCars.removedAt)))
    .limit(1);
  return row;
}

/**
 * Adds an owned car unless the person's owned list already holds its chassis (the unique index
 * decides, so two requests at once add one car); undefined when it was there already.
 */
export async function insertOwnedCar(db: Db, row: NewGarageCarRow): Promise<GarageCarRow | undefined> {
  const [created] = await db
    .insert(garageCars)
    .values(row)
    .onConflictDoNothing({
      target: [garageCars.userId, garageCars.chassis],
      where: sql`${garageCars.list} = 'owned' and ${garageCars.removedAt} is null`,
    })
    .returning();
  return created;
}

/** The car with this chassis in a person's owned list. */
export async function findOwnedByChassis(
  db: Db,
  userId: string,
  chassis: string,
): Promise<GarageCarRow | undefined> {
  const [row] = await db
    .select()
    .from(garageCars)
    .where(
      and(
        eq(garageCars.userId, userId),
        eq(garageCars.list, 'owned'),
        eq(garageCars.chassis, chassis),
        isNull(garageCars.removedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Records how the owner of a car proved it is theirs. */
export async function setOwnershipProof(
  db: Db,
  id: string,
  proof: NonNullable<GarageCarRow['ownershipProof']>,
): Promise<GarageCarRow | undefined> {
  const [row] = await db
    .update(garageCars)
    .set({ ownershipProof: proof, ownershipProvenAt: sql`now()` })
    .where(and(eq(garageCars.id, id), eq(garageCars.list, 'owned'), isNull(garageCars.removedAt)))
    .returning();
  return row;
}

/** The chassis of a person's owned cars whose ownership is proven. */
export async function provenChassisOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ chassis: garageCars.chassis })
    .from(garageCars)
    .where(
      and(
        eq(garageCars.userId, userId),
        eq(garageCars.list, 'owned'),
        isNull(garageCars.removedAt),
        isNotNull(garageCars.ownershipProof),
        isNotNull(garageCars.chassis),
      ),
    );
  return rows.flatMap((row) => (row.chassis ? [row.chassis] : []));
}

export async function insertCar(db: Db, row: NewGarageCarRow): Promise<GarageCarRow> {
  const [created] = await db.insert(garageCars).values(row).returning();
  if (!created) throw new Error('garage car not inserted');
  return created;
}

/**
 * Takes a car out of its list. An owned car keeps its description but loses its chassis and
 * plate (spec document 1 §4), so we no longer hold what identifies the vehicle.
 */
export async function removeCar(db: Db, id: string, list: ListName): Promise<GarageCarRow | undefined> {
  const [row] = await db
    .update(garageCars)
    .set({
      removedAt: sql`now()`,
      exclusive: false,
      ...(list === 'owned' ? { chassis: null, plate: null } : {}),
    })
    .where(and(eq(garageCars.id, id), isNull(garageCars.removedAt)))
    .returning();
  return row;
}

/**
 * Registers an owned car to its owner alone: the chassis is blanked (with the plate) from every
 * other person's owned list, where it now belongs to the previous owner's history.
 */
export async function makeExclusive(db: Db, car: GarageCarRow): Promise<GarageCarRow | undefined> {
  return db.transaction(async (tx) => {
    if (car.chassis) {
      await tx
        .update(garageCars)
        .set({ chassis: null, plate: null, exclusive: false, removedAt: sql`now()` })
        .where(
          and(
            eq(garageCars.list, 'owned'),
            eq(garageCars.chassis, car.chassis),
            ne(garageCars.userId, car.userId),
            isNull(garageCars.removedAt),
          ),
        );
    }
    const [row] = await tx
      .update(garageCars)
      .set({ exclusive: true })
      .where(eq(garageCars.id, car.id))
      .returning();
    return row;
  });
}

/** Drops the oldest visited cars beyond `keep`. */
export async function trimVisited(db: Db, userId: string, keep: number): Promise<void> {
  const visited = await listCars(db, userId, 'visited');
  for (const car of visited.slice(keep)) {
    await db.delete(garageCars).where(eq(garageCars.id, car.id));
  }
}

/** Forgets every car of a person (account deletion). */
export async function deleteUserCars(db: Db, userId: string): Promise<void> {
  await db.delete(garageCars).where(eq(garageCars.userId, userId));
}

export async function listAllCars(db: Db, userId: string): Promise<GarageCarRow[]> {
  return db.select().from(garageCars).where(eq(garageCars.userId, userId)).orderBy(desc(garageCars.addedAt));
}
