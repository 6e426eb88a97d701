import type { Db } from '../../db/client.js';
import { contactMessages } from './contact.schema.js';

export async function insertContactMessage(db: Db, row: typeof contactMessages.$inferInsert): Promise<void> {
  await db.insert(contactMessages).values(row);
}
