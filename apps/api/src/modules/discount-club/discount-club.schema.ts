import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** Club members: the holder's document as a keyed digest and its last digits, never in full. */
export const clubMembers = pgTable(
  'club_members',
  {
    id: text('id').primaryKey(),
    clubId: text('club_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentDigest: text('document_digest').notNull(),
    documentHint: text('document_hint').notNull(),
    familyIncome: text('family_income').notNull(),
    couponCode: text('coupon_code').notNull(),
    couponValidUntil: timestamp('coupon_valid_until', { withTimezone: true, mode: 'date' }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('club_members_user_uq').on(table.clubId, table.userId),
    uniqueIndex('club_members_document_uq').on(table.clubId, table.documentDigest),
    uniqueIndex('club_members_coupon_uq').on(table.couponCode),
  ],
);

export const clubDependents = pgTable(
  'club_dependents',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => clubMembers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    documentDigest: text('document_digest').notNull(),
    documentHint: text('document_hint').notNull(),
    relationship: text('relationship').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('club_dependents_document_uq').on(table.memberId, table.documentDigest),
    index('club_dependents_digest_idx').on(table.documentDigest),
  ],
);
