import { z } from 'zod';

/** State of the api and its database. */
export const HealthResponse = z
  .object({
    status: z.enum(['ok', 'degraded']).describe('`ok` when every dependency answers.'),
    database: z.object({
      driver: z.enum(['pglite', 'postgres']).describe('Embedded PGlite or a PostgreSQL server.'),
      ok: z.boolean(),
      latencyMs: z.number().nonnegative().describe('Round trip of a trivial query, in milliseconds.'),
    }),
  })
  .meta({ id: 'HealthResponse' });
export type HealthResponse = z.infer<typeof HealthResponse>;
