import { SharedBuildChoices } from '@autohub/contract';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { storedJson } from '../../db/stored-json.js';

/** Builds shared by short link. Only the choices are kept; prices are those of the day it is opened. */
export const sharedBuilds = pgTable('shared_builds', {
  code: text('code').primaryKey(),
  brand: text('brand').notNull(),
  mvsCode: text('mvs_code').notNull(),
  build: storedJson('shared_builds.build', SharedBuildChoices).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
