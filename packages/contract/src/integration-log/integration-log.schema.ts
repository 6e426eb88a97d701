import { z } from 'zod';

const dateTime = z.iso.datetime({ offset: true });

export const INTEGRATION_OUTCOMES = ['SUCCESS', 'FAILURE'] as const;

/** One call to a partner (CRM, messaging bot…) and how it ended. */
export const IntegrationLogEntry = z
  .object({
    id: z.uuid(),
    partner: z.string().describe('crm, messaging…'),
    operation: z.string().describe('e.g. lead.deliver'),
    reference: z.string().nullable().describe('Id of the record concerned, e.g. the lead id.'),
    outcome: z.enum(INTEGRATION_OUTCOMES),
    attempt: z.number().int().nullable(),
    statusCode: z.number().int().nullable().describe('HTTP status of the partner, when it answered.'),
    durationMs: z.number().int().nullable(),
    message: z.string().nullable(),
    createdAt: dateTime,
  })
  .meta({ id: 'IntegrationLogEntry' });
export type IntegrationLogEntry = z.infer<typeof IntegrationLogEntry>;

export const IntegrationLogQuery = z.object({
  partner: z.string().optional(),
  reference: z.string().optional(),
  outcome: z.enum(INTEGRATION_OUTCOMES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

/** `POST /api/integration-log`: a partner call made elsewhere, written to the same log. */
export const IntegrationLogCreate = z
  .object({
    partner: z.string().min(1).max(60),
    operation: z.string().min(1).max(120),
    reference: z.string().max(120).nullish(),
    outcome: z.enum(INTEGRATION_OUTCOMES),
    attempt: z.number().int().min(1).nullish(),
    statusCode: z.number().int().min(100).max(599).nullish(),
    durationMs: z.number().int().min(0).nullish(),
    message: z.string().max(2000).nullish(),
  })
  .strict();

export const IntegrationLogList = z.object({ items: z.array(IntegrationLogEntry) });

export const JOURNEY_ERROR_STATUSES = ['OPEN', 'REPROCESSING', 'RESOLVED', 'DISMISSED'] as const;
export const JourneyErrorStatus = z
  .enum(JOURNEY_ERROR_STATUSES)
  .describe('OPEN after retries ran out; REPROCESSING once staff sent it again; RESOLVED when delivered.');

/** A delivery that ran out of retries and waits for staff. */
export const JourneyIntegrationError = z
  .object({
    id: z.uuid(),
    journey: z.string().describe('What failed to arrive, e.g. lead.'),
    reference: z.string().describe('Id of the record, e.g. the lead id.'),
    partner: z.string(),
    status: JourneyErrorStatus,
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    payload: z
      .record(z.string(), z.unknown())
      .describe('What will be sent on reprocess; staff may correct it.'),
    note: z.string().nullable(),
    createdAt: dateTime,
    updatedAt: dateTime,
  })
  .meta({ id: 'JourneyIntegrationError' });
export type JourneyIntegrationError = z.infer<typeof JourneyIntegrationError>;

export const JourneyIntegrationErrorQuery = z.object({
  status: JourneyErrorStatus.optional(),
  journey: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const JourneyIntegrationErrorList = z.object({ items: z.array(JourneyIntegrationError) });

export const JourneyIntegrationErrorParams = z.object({ id: z.uuid() });

/** `PATCH journey-integration-errors/{id}`: correct the payload, leave a note, or dismiss. */
export const JourneyIntegrationErrorPatch = z
  .object({
    payload: z.record(z.string(), z.unknown()).optional(),
    note: z.string().max(2000).nullish(),
    status: z.enum(['OPEN', 'DISMISSED']).optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to change');

/** `PATCH journey-integration-errors/reprocess`: send these again now. */
export const JourneyIntegrationErrorReprocess = z.object({ ids: z.array(z.uuid()).min(1).max(500) }).strict();

export const JourneyIntegrationErrorReprocessed = z.object({
  reprocessed: z.array(z.uuid()),
  skipped: z.array(z.object({ id: z.uuid(), reason: z.string() })),
});
