import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { brandColumn, localeColumn } from '../../db/schema/reference.js';
import { storedJson } from '../../db/stored-json.js';

/** Contact-us messages, delivered to the CRM through the outbox. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey(),
  brand: brandColumn(),
  locale: localeColumn(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  reason: text('reason').notNull(),
  optIns: storedJson('contact_messages.opt_ins', z.array(z.string())).notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
