import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { outboxMessages } from '../../outbox/outbox.table.js';
import { leads, userAnalyticsEvents } from './leads.schema.js';

export type LeadRow = typeof leads.$inferSelect;
export type NewLeadRow = typeof leads.$inferInsert;

export async function insertLead(db: Db, row: NewLeadRow): Promise<LeadRow> {
  const [created] = await db.insert(leads).values(row).returning();
  if (!created) throw new Error('lead not written');
  return created;
}

export interface QueuedLead {
  row: NewLeadRow & { id: string };
  /** The delivery message; it carries the lead id as reference and idempotency key. */
  message: { topic: string; payload: Record<string, unknown> };
  /** Further messages of the lead (its confirmation e-mail), queued only with a written lead. */
  also?: readonly { topic: string; idempotencyKey: string; payload: Record<string, unknown> }[];
}

/**
 * Writes leads and queues their deliveries in one statement: every row or none, like a transaction,
 * in one round trip instead of four per lead (begin, two inserts, commit). A message is queued only
 * for a lead row that was written. Answers the leads in the order given; `null` for a lead whose
 * client key an earlier lead already holds (the unique key decides, so a key sent fifty times at
 * once writes one lead and fails none).
 */
export async function insertLeadsQueued(
  db: Db,
  items: readonly QueuedLead[],
): Promise<({ id: string; createdAt: Date } | null)[]> {
  if (items.length === 0) return [];
  const written = db
    .insert(leads)
    .values(items.map((item) => item.row))
    .onConflictDoNothing({ target: leads.clientKey })
    .returning({ id: leads.id, createdAt: leads.createdAt });
  const messages = sql.join(
    items.flatMap((item) => [
      sql`(${item.row.id}::uuid, ${item.message.topic}, ${item.row.id}, ${JSON.stringify(item.message.payload)}::jsonb)`,
      ...(item.also ?? []).map(
        (more) =>
          sql`(${item.row.id}::uuid, ${more.topic}, ${more.idempotencyKey}, ${JSON.stringify(more.payload)}::jsonb)`,
      ),
    ]),
    sql`, `,
  );
  const result = await db.execute(sql`
    with lead as (${written.getSQL()}),
    queued as (
      insert into ${outboxMessages} (topic, reference, idempotency_key, payload)
      select message.topic, lead.id::text, message.key, message.payload
      from lead join (values ${messages}) as message (id, topic, key, payload) on message.id = lead.id
      on conflict (idempotency_key) do nothing
    )
    select id, created_at from lead`);
  // Both drivers answer rows; the timestamp is mapped as the column maps it.
  const rows = (result as unknown as { rows: { id: string; created_at: unknown }[] }).rows;
  const byId = new Map(
    rows.map((row) => [row.id, leads.createdAt.mapFromDriverValue(row.created_at) as Date]),
  );
  return items.map((item) => {
    const createdAt = byId.get(item.row.id);
    if (createdAt !== undefined) return { id: item.row.id, createdAt };
    if (item.row.clientKey) return null;
    throw new Error('lead not written');
  });
}

export async function findLead(db: Db, id: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1);
  return row;
}

export async function findLeadByClientKey(db: Db, clientKey: string): Promise<LeadRow | undefined> {
  const [row] = await db.select().from(leads).where(eq(leads.clientKey, clientKey)).limit(1);
  return row;
}

export async function insertAnalyticsEvent(
  db: Db,
  event: { type: string; payload: unknown; signedIn: boolean },
): Promise<string> {
  const [row] = await db
    .insert(userAnalyticsEvents)
    .values({ type: event.type, payload: event.payload, signedIn: event.signedIn ? 'yes' : 'no' })
    .returning({ id: userAnalyticsEvents.id });
  if (!row) throw new Error('analytics event not written');
  return row.id;
}
