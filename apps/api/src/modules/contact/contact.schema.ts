import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { brands, markets } from '../../db/schema/reference.js';

/** Contact-us messages, delivered to the CRM through the outbox. */
export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey(),
  brand: text('brand')
    .notNull()
    .references(() => brands.slug),
  locale: text('locale')
    .notNull()
    .references(() => markets.locale),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  reason: text('reason').notNull(),
  optIns: jsonb('opt_ins').$type<string[]>().notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
