import { z } from 'zod';

export const CRM_SANDBOX_MODES = ['ok', 'fail', 'slow'] as const;

/** How the sandbox CRM behaves: answers, fails every call, or stores and then answers late. */
export const CrmSandboxMode = z
  .enum(CRM_SANDBOX_MODES)
  .describe(
    'ok: accepts; fail: answers 503 and stores nothing; slow: stores, then answers after `latencyMs`.',
  );

export const CrmSandboxState = z
  .object({
    mode: CrmSandboxMode,
    latencyMs: z.number().int().min(0).max(60_000).describe('Delay of the slow mode.'),
  })
  .meta({ id: 'CrmSandboxState' });
export type CrmSandboxState = z.infer<typeof CrmSandboxState>;

export const CrmSandboxStatePatch = CrmSandboxState.partial().strict();

/** One message the sandbox CRM received and kept (once per idempotency key). */
export const CrmSandboxReceipt = z.object({
  idempotencyKey: z.string(),
  kind: z.string().describe('lead or contact.'),
  brand: z.string(),
  clientId: z.string().nullable().describe('The client id the sender presented.'),
  payload: z.record(z.string(), z.unknown()),
  deliveries: z.number().int().describe('How many times it was sent; repeats were absorbed.'),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type CrmSandboxReceipt = z.infer<typeof CrmSandboxReceipt>;

export const CrmSandboxReceiptsQuery = z.object({
  email: z.string().optional().describe('Only payloads with this e-mail.'),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const CrmSandboxReceipts = z.object({ items: z.array(CrmSandboxReceipt), total: z.number().int() });
