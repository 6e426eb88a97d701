import { z } from 'zod';

/** Every error the api answers has this shape; `code` is stable, `message` is for people. */
export const ErrorResponse = z
  .object({
    code: z.string().describe('Stable, machine-readable error code.'),
    message: z.string().describe('Human-readable message in the request language where available.'),
    details: z
      .array(
        z.object({
          path: z.string().describe('Where the problem is, e.g. `body.chatBotEnabled`.'),
          code: z.string().optional().describe('Kind of problem, e.g. `invalid_type`.'),
          message: z.string().describe('The problem, in the request language where available.'),
        }),
      )
      .optional()
      .describe('Per-field problems of a rejected request.'),
  })
  .meta({ id: 'ErrorResponse' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;
