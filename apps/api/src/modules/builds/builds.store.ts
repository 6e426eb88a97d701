import type { SharedBuildInput } from '@autohub/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sharedBuilds } from './builds.schema.js';

export type SharedBuildRow = typeof sharedBuilds.$inferSelect;

/** Drizzle queries of the shared builds table; nothing else touches it. */
export function createBuildsStore(db: Db) {
  return {
    /** Saves a build under a code; resolves to false when the code is already taken. */
    async insert(code: string, build: SharedBuildInput): Promise<SharedBuildRow | undefined> {
      const [row] = await db
        .insert(sharedBuilds)
        .values({ code, brand: build.brand, mvsCode: build.mvsCode, build })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    async find(code: string): Promise<SharedBuildRow | undefined> {
      const [row] = await db.select().from(sharedBuilds).where(eq(sharedBuilds.code, code));
      return row;
    },
  };
}

export type BuildsStore = ReturnType<typeof createBuildsStore>;
