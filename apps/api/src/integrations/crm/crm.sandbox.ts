import type { BrandSlug } from '@autohub/domain';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxQuotationCode } from './crm-quotation.sandbox.js';
import { crmSandboxReceipts, crmSandboxState } from './crm-sandbox.table.js';
import {
  CrmError,
  type CrmCredentials,
  type CrmMessage,
  type CrmPort,
  type CrmReceipt,
  type CrmSendOptions,
} from './crm.port.js';

export const CRM_SANDBOX_MODES = ['ok', 'fail', 'slow'] as const;
export type CrmSandboxMode = (typeof CRM_SANDBOX_MODES)[number];

export interface CrmSandboxSettings {
  mode: CrmSandboxMode;
  latencyMs: number;
}

export interface StoredCrmReceipt {
  idempotencyKey: string;
  kind: string;
  brand: string;
  clientId: string | null;
  payload: Record<string, unknown>;
  deliveries: number;
  receivedAt: Date;
}

export interface SandboxCrmOptions {
  credentials: (brand: BrandSlug) => CrmCredentials;
  /** Behaviour until someone switches it (SANDBOX_CRM_MODE, SANDBOX_CRM_LATENCY_MS). */
  initial?: Partial<CrmSandboxSettings>;
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

const STATE_ID = 'crm';
const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A CRM that runs locally and behaves like one: it keeps what it receives (once per idempotency
 * key, counting repeats), and can be switched to fail every call (`fail`, answering 503 and
 * keeping nothing) or to store and answer late (`slow`, so a sender's time-out fires after the
 * CRM already has the lead — the case idempotency keys exist for).
 */
export class SandboxCrm implements CrmPort {
  readonly name = 'sandbox';
  private readonly initial: CrmSandboxSettings;
  private readonly sleep: (ms: number) => Promise<void>;

  private readonly database: () => Db;

  /** `db` may be given as a function: the app builds its ports before its database is reached. */
  constructor(
    db: Db | (() => Db),
    private readonly options: SandboxCrmOptions,
  ) {
    this.database = typeof db === 'function' ? db : () => db;
    this.initial = { mode: options.initial?.mode ?? 'ok', latencyMs: options.initial?.latencyMs ?? 15_000 };
    this.sleep = options.sleep ?? defaultSleep;
  }

  async settings(): Promise<CrmSandboxSettings> {
    const [row] = await this.database()
      .select()
      .from(crmSandboxState)
      .where(eq(crmSandboxState.id, STATE_ID))
      .limit(1);
    if (!row) return { ...this.initial };
    const mode = (CRM_SANDBOX_MODES as readonly string[]).includes(row.mode)
      ? (row.mode as CrmSandboxMode)
      : 'ok';
    return { mode, latencyMs: row.latencyMs };
  }

  async configure(patch: Partial<CrmSandboxSettings>): Promise<CrmSandboxSettings> {
    const next = { ...(await this.settings()), ...patch };
    await this.database()
      .insert(crmSandboxState)
      .values({ id: STATE_ID, mode: next.mode, latencyMs: next.latencyMs })
      .onConflictDoUpdate({
        target: crmSandboxState.id,
        set: { mode: next.mode, latencyMs: next.latencyMs, updatedAt: sql`now()` },
      });
    return next;
  }

  async send(message: CrmMessage, options: CrmSendOptions = {}): Promise<CrmReceipt> {
    const settings = await this.settings();
    if (settings.mode === 'fail')
      throw new CrmError('CRM answered 503 (sandbox switched to fail)', true, 503);
    if (message.kind === 'quotation') {
      const code = await sandboxQuotationCode(this.database(), message);
      if (code !== null) {
        throw new CrmError(`CRM refused the quotation with code ${code}`, false, 422, code);
      }
    }
    const { clientId } = this.options.credentials(message.brand);
    const [stored] = await this.database()
      .insert(crmSandboxReceipts)
      .values({
        idempotencyKey: message.idempotencyKey,
        kind: message.kind,
        brand: message.brand,
        clientId,
        payload: message.payload,
      })
      .onConflictDoUpdate({
        target: crmSandboxReceipts.idempotencyKey,
        set: { deliveries: sql`${crmSandboxReceipts.deliveries} + 1` },
      })
      .returning({ deliveries: crmSandboxReceipts.deliveries });
    const duplicate = (stored?.deliveries ?? 1) > 1;
    if (settings.mode === 'slow') {
      const timeoutMs = options.timeoutMs ?? this.options.timeoutMs ?? 10_000;
      if (settings.latencyMs >= timeoutMs) {
        await this.sleep(timeoutMs);
        throw new CrmError(`CRM timed out after ${timeoutMs} ms`, true);
      }
      await this.sleep(settings.latencyMs);
    }
    return { crmId: `SBX-${message.idempotencyKey}`, duplicate, statusCode: duplicate ? 200 : 201 };
  }

  /** What arrived, newest first; `email` keeps the payloads with that e-mail. */
  async receipts(
    filter: { email?: string; limit?: number } = {},
  ): Promise<{ items: StoredCrmReceipt[]; total: number }> {
    const where =
      filter.email === undefined
        ? undefined
        : sql`lower(${crmSandboxReceipts.payload}->>'email') = lower(${filter.email})`;
    const items = await this.database()
      .select()
      .from(crmSandboxReceipts)
      .where(where)
      .orderBy(desc(crmSandboxReceipts.receivedAt))
      .limit(filter.limit ?? 100);
    const [count] = await this.database()
      .select({ total: sql<number>`count(*)::int` })
      .from(crmSandboxReceipts)
      .where(where);
    return { items, total: count?.total ?? 0 };
  }
}
