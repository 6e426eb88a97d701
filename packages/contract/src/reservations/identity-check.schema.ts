import { IDENTITY_STEPS } from '@autohub/domain';
import { z } from 'zod';

export const IdentityStepSchema = z.enum(IDENTITY_STEPS).meta({ id: 'IdentityStep' });

/** Kinds of question the identity quiz asks (the page words each one in its language). */
export const IDENTITY_QUIZ_KINDS = ['document_end', 'birth_year'] as const;

/** Where the anti-fraud selfie and the identity validation of an order stand. */
export const OrderIdentityAnswer = z
  .object({
    orderId: z.uuid(),
    selfie: z.object({
      state: z
        .enum(['not_open', 'open', 'locked', 'accepted'])
        .describe('not_open: the order does not ask for it (yet); locked: the attempts are used up.'),
      attemptsUsed: z.number().int().nonnegative(),
      attemptsLeft: z.number().int().nonnegative(),
      maxAttempts: z.number().int().positive(),
    }),
    step: IdentityStepSchema.nullable().describe('The identity validation step; null before the selfie.'),
    quiz: z
      .object({
        questions: z.array(
          z.object({ id: z.string(), kind: z.enum(IDENTITY_QUIZ_KINDS), options: z.array(z.string()) }),
        ),
        saved: z.record(z.string(), z.string()).describe('Answers saved so far (quiz/save), by question.'),
        failed: z.boolean(),
      })
      .nullable()
      .describe('The identity quiz, while the bureau waits for it (AWAITING_QUIZ).'),
    message: z
      .string()
      .nullable()
      .describe('What the buyer is told when the attempts are used up or the quiz failed.'),
  })
  .meta({ id: 'OrderIdentity' });
export type OrderIdentityAnswer = z.infer<typeof OrderIdentityAnswer>;

export const FACE_REFUSALS = ['no_face', 'many_faces', 'too_dark', 'too_uniform'] as const;

/** The answer to one selfie (`face/detect`). */
export const FaceDetectAnswer = z
  .object({
    found: z.boolean().describe('Whether exactly one face was found.'),
    reason: z.enum(FACE_REFUSALS).nullable(),
    message: z.string().nullable().describe('Why to try again, or that the attempts are used up.'),
    identity: OrderIdentityAnswer,
  })
  .meta({ id: 'FaceDetectAnswer' });
export type FaceDetectAnswer = z.infer<typeof FaceDetectAnswer>;

/** A step of the identity validation taken by staff (the dealer cleared the buyer by hand). */
export const IdentityStepBody = z.object({ to: IdentityStepSchema }).strict();
export type IdentityStepBody = z.infer<typeof IdentityStepBody>;

/** Answers to the identity quiz, by question id (quiz/save keeps them, quiz-answers sends them). */
export const QuizAnswersBody = z
  .object({ answers: z.record(z.string().min(1).max(40), z.string().min(1).max(80)) })
  .strict();
export type QuizAnswersBody = z.infer<typeof QuizAnswersBody>;
