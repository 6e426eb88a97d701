import type { FaceDetectAnswer, OrderIdentityAnswer, QuizAnswersBody } from '@autohub/contract';
import {
  type IdentityStep,
  type Locale,
  type OrderActor,
  type OrderStatus,
  DomainError,
  assertIdentityStep,
  assertOrderTransition,
  isIdentityStep,
  message,
  orderStatusAfterSelfie,
  selfieState,
} from '@autohub/domain';
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../integrations/file-storage/file-storage.js';
import {
  type FaceDetection,
  type FaceDetector,
  FaceDetectorError,
  FaceImageError,
  readFaceImage,
} from '../../integrations/face/face.port.js';
import { createUserDirectory } from '../users/users.service.js';
import { type OrderRow, createReservationStore } from './reservations.store.js';
import { type StoredIdentityQuiz, orderIdentityEvents, orderSelfies, orders } from './reservations.schema.js';

/** A selfie still `checking` after this was sent by a request that died: it no longer blocks. */
const CHECKING_STALE_MS = 60_000;

export interface IdentityCheckOptions {
  face: () => FaceDetector;
  storage: () => FileStorage;
  /** Selfie attempts of a brand's market (page setting `selfieMaxAttempts`). */
  maxAttempts: (brand: string, country: string) => Promise<number>;
  log: FastifyBaseLogger;
  clock?: () => Date;
}

type SelfieRow = typeof orderSelfies.$inferSelect;

/** A number from a text, the same every time (the sandbox bureau's choices must not move). */
function seeded(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0);
}

/** Four options, the right one among them, in an order fixed by the seed. */
function optionsWith(correct: string, decoys: string[], seed: number): string[] {
  const unique = [correct, ...decoys.filter((d) => d !== correct)].slice(0, 4);
  const at = seed % unique.length;
  const [first, ...rest] = unique;
  rest.splice(at, 0, first!);
  return rest;
}

/**
 * The anti-fraud bureau's quiz, as the sandbox builds it: questions about what the account holds
 * (the end of the buyer's document, the year of birth), each with three wrong options. None when
 * the account holds nothing to ask about: the bureau then waits for staff.
 */
export function sandboxBureauQuiz(
  orderId: string,
  facts: { document: string | null; birthday: string | null },
): StoredIdentityQuiz | null {
  const questions: StoredIdentityQuiz['questions'] = [];
  const digits = (facts.document ?? '').replace(/\D/g, '');
  if (digits.length >= 6) {
    const correct = digits.slice(-3);
    const seed = seeded(`${orderId}:document`);
    // Three wrong endings, each different from the right one and from each other (211 and 1000
    // share no factor, so the steps reach every ending).
    const decoys: string[] = [];
    for (let k = 1; decoys.length < 3; k += 1) {
      const decoy = String((Number(correct) + ((seed >> (k % 24)) % 400) + k * 211) % 1000).padStart(3, '0');
      if (decoy !== correct && !decoys.includes(decoy)) decoys.push(decoy);
    }
    questions.push({ id: 'q1', kind: 'document_end', options: optionsWith(correct, decoys, seed), correct });
  }
  const year = /(\d{4})/.exec(facts.birthday ?? '')?.[1];
  if (year) {
    const seed = seeded(`${orderId}:birth`);
    const shift = (seed % 3) + 1;
    const decoys = [-2 * shift, shift, 3 * shift].map((d) => String(Number(year) + d));
    questions.push({ id: 'q2', kind: 'birth_year', options: optionsWith(year, decoys, seed), correct: year });
  }
  return questions.length === 0 ? null : { questions, saved: {}, failed: false };
}

/**
 * The order's anti-fraud selfie (`face/detect`) and identity validation (the steps
 * VALIDATING_IDENTITY … PERSISTED_ON_HUB and the quiz calls), for the order's owner.
 */
export function createIdentityCheckService(db: Db, options: IdentityCheckOptions) {
  const store = createReservationStore(db);
  const now = options.clock ?? (() => new Date());

  async function ownOrder(userId: string, id: string): Promise<OrderRow> {
    const row = await store.order(id);
    // Another person's order is answered as missing, as everywhere in this module.
    if (!row || row.userId !== userId)
      throw new DomainError('order_not_found', {}, { detail: 'No such order' });
    return row;
  }

  async function selfiesOf(orderId: string): Promise<SelfieRow[]> {
    return db
      .select()
      .from(orderSelfies)
      .where(eq(orderSelfies.orderId, orderId))
      .orderBy(asc(orderSelfies.attempt));
  }

  function tally(rows: readonly SelfieRow[]) {
    const fresh = now().getTime() - CHECKING_STALE_MS;
    return {
      refused: rows.filter((r) => r.result === 'refused').length,
      accepted: rows.some((r) => r.result === 'accepted'),
      checking: rows.some((r) => r.result === 'checking' && r.createdAt.getTime() > fresh),
      last: rows.reduce((max, r) => Math.max(max, r.attempt), 0),
    };
  }

  async function identityOf(
    order: OrderRow,
    locale: Locale,
    rows?: SelfieRow[],
  ): Promise<OrderIdentityAnswer> {
    const selfies = rows ?? (await selfiesOf(order.id));
    const counted = tally(selfies);
    const maxAttempts = await options.maxAttempts(order.brand, order.country);
    const state = selfieState({
      status: order.status as OrderStatus,
      failedAttempts: counted.refused,
      accepted: counted.accepted,
      maxAttempts,
    });
    const step = order.identityStep && isIdentityStep(order.identityStep) ? order.identityStep : null;
    const quiz = step === 'AWAITING_QUIZ' ? order.identityQuiz : null;
    return {
      orderId: order.id,
      selfie: {
        state: state.kind,
        attemptsUsed: counted.refused + (counted.accepted ? 1 : 0),
        attemptsLeft: state.kind === 'open' ? state.attemptsLeft : 0,
        maxAttempts,
      },
      step,
      quiz: quiz
        ? {
            questions: quiz.questions.map(({ id, kind, options: choices }) => ({
              id,
              kind: kind as 'document_end' | 'birth_year',
              options: choices,
            })),
            saved: quiz.saved,
            failed: quiz.failed,
          }
        : null,
      message:
        state.kind === 'locked'
          ? message('selfie_attempts_exceeded', locale)
          : quiz?.failed
            ? message('identity_quiz_failed', locale)
            : null,
    };
  }

  /** Takes identity steps in a row inside the caller's transaction, each one checked by the table. */
  async function takeSteps(
    tx: Db,
    order: OrderRow,
    steps: [IdentityStep, OrderActor][],
  ): Promise<IdentityStep | null> {
    let from = order.identityStep && isIdentityStep(order.identityStep) ? order.identityStep : null;
    for (const [to, actor] of steps) {
      assertIdentityStep(from, to, actor);
      await tx.insert(orderIdentityEvents).values({ orderId: order.id, fromStep: from, toStep: to, actor });
      from = to;
    }
    return from;
  }

  /** The accepted selfie opens the check: token, bureau, then the quiz (or staff) in the sandbox bureau. */
  async function openIdentityCheck(tx: Db, order: OrderRow): Promise<void> {
    const txStore = createReservationStore(tx);
    const locked = await txStore.lockOrder(order.id);
    if (!locked) return;
    let step = await takeSteps(tx, locked, [
      ['VALIDATING_IDENTITY', 'customer'],
      ['VALIDATING_TOKEN', 'system'],
      ['AWAITING_INOVAMIND', 'system'],
    ]);
    const buyer = await createUserDirectory(tx).byId(locked.userId);
    const quiz = sandboxBureauQuiz(locked.id, {
      document: buyer?.cpf ?? buyer?.documentNumber ?? null,
      birthday: buyer?.birthday ?? null,
    });
    if (quiz) step = await takeSteps(tx, { ...locked, identityStep: step }, [['AWAITING_QUIZ', 'partner']]);
    await tx
      .update(orders)
      .set({ identityStep: step, identityQuiz: quiz, updatedAt: now() })
      .where(eq(orders.id, locked.id));
    // A paid order enters the anti-fraud check of the order timeline.
    const next = orderStatusAfterSelfie(locked.status as OrderStatus);
    if (next) {
      assertOrderTransition(locked.status as OrderStatus, next, 'system');
      const moved = await txStore.moveOrder(locked.id, locked.status, { status: next });
      if (moved) {
        await txStore.insertEvent({
          orderId: locked.id,
          fromStatus: locked.status,
          toStatus: next,
          actor: 'system',
          note: 'selfie accepted',
        });
      }
    }
  }

  return {
    async identity(userId: string, id: string, locale: Locale): Promise<OrderIdentityAnswer> {
      return identityOf(await ownOrder(userId, id), locale);
    },

    /**
     * One selfie: counted per order (unique attempt numbers), judged by the face port, kept in the
     * file storage only when a face is found. A partner failure does not count as an attempt.
     */
    async detect(userId: string, id: string, image: Buffer, locale: Locale): Promise<FaceDetectAnswer> {
      const order = await ownOrder(userId, id);
      let type: ReturnType<typeof readFaceImage>;
      try {
        type = readFaceImage(image);
      } catch (error) {
        if (error instanceof FaceImageError && error.code === 'image_too_large')
          throw new DomainError('files_too_large');
        throw new DomainError('selfie_image_refused');
      }
      const rows = await selfiesOf(order.id);
      const counted = tally(rows);
      const state = selfieState({
        status: order.status as OrderStatus,
        failedAttempts: counted.refused,
        accepted: counted.accepted,
        maxAttempts: await options.maxAttempts(order.brand, order.country),
      });
      if (state.kind === 'accepted')
        throw new DomainError(
          'selfie_already_accepted',
          {},
          { detail: 'The selfie of this order was already accepted' },
        );
      if (state.kind === 'not_open')
        throw new DomainError('selfie_not_open', {}, { detail: 'This order does not ask for a selfie now' });
      if (state.kind === 'locked') throw new DomainError('selfie_attempts_exceeded');
      if (counted.checking)
        throw new DomainError(
          'selfie_in_progress',
          {},
          { detail: 'A selfie of this order is being checked' },
        );
      const detector = options.face();
      // The attempt is taken before the partner is asked: two pictures at once cannot both take it.
      const [attempt] = await db
        .insert(orderSelfies)
        .values({
          orderId: order.id,
          attempt: counted.last + 1,
          result: 'checking',
          provider: detector.name,
          contentType: type,
          size: image.length,
        })
        .onConflictDoNothing()
        .returning();
      if (!attempt)
        throw new DomainError(
          'selfie_in_progress',
          {},
          { detail: 'A selfie of this order is being checked' },
        );

      let detection: FaceDetection;
      try {
        detection = await detector.detect(image, type);
      } catch (error) {
        await db.delete(orderSelfies).where(eq(orderSelfies.id, attempt.id));
        if (
          error instanceof FaceDetectorError &&
          error.code === 'face_provider_invalid_response' &&
          detector.name === 'sandbox'
        ) {
          throw new DomainError('selfie_image_refused');
        }
        options.log.warn({ err: error, orderId: order.id }, 'face detection failed');
        throw new DomainError('selfie_unavailable');
      }

      if (!detection.found) {
        await db
          .update(orderSelfies)
          .set({ result: 'refused', reason: detection.reason })
          .where(eq(orderSelfies.id, attempt.id));
        const identity = await identityOf(order, locale);
        return {
          found: false,
          reason: detection.reason,
          message:
            identity.selfie.state === 'locked'
              ? message('selfie_attempts_exceeded', locale)
              : message('selfie_no_face', locale),
          identity,
        };
      }

      const storageKey = await options.storage().put('selfies', order.id.replace(/-/g, ''), image);
      try {
        await db.transaction(async (tx) => {
          const [accepted] = await tx
            .update(orderSelfies)
            .set({ result: 'accepted', storageKey })
            .where(and(eq(orderSelfies.id, attempt.id), eq(orderSelfies.result, 'checking')))
            .returning();
          if (!accepted)
            throw new DomainError(
              'selfie_in_progress',
              {},
              { detail: 'A selfie of this order is being checked' },
            );
          await openIdentityCheck(tx, order);
        });
      } catch (error) {
        await options
          .storage()
          .remove(storageKey)
          .catch(() => undefined);
        await db
          .delete(orderSelfies)
          .where(and(eq(orderSelfies.id, attempt.id), eq(orderSelfies.result, 'checking')));
        throw error;
      }
      return {
        found: true,
        reason: null,
        message: null,
        identity: await identityOf((await store.order(order.id)) ?? order, locale),
      };
    },

    /**
     * Staff clear a buyer by hand (waiting at the bureau, or after a failed quiz): the CRM step
     * follows at once. Only the steps the table gives staff; others answer 409.
     */
    async staffStep(
      dealerCodes: readonly string[] | 'any',
      id: string,
      to: IdentityStep,
      locale: Locale,
    ): Promise<OrderIdentityAnswer> {
      const order = await store.order(id);
      if (!order || (dealerCodes !== 'any' && !dealerCodes.includes(order.dealerCode)))
        throw new DomainError('order_not_found', {}, { detail: 'No such order' });
      await db.transaction(async (tx) => {
        const locked = await createReservationStore(tx).lockOrder(order.id);
        if (!locked) return;
        const steps: [IdentityStep, OrderActor][] = [[to, 'staff']];
        if (to === 'SYNC_SALESFORCE') steps.push(['PERSISTED_ON_HUB', 'system']);
        const step = await takeSteps(tx, locked, steps);
        await tx
          .update(orders)
          .set({ identityStep: step, identityQuiz: null, updatedAt: now() })
          .where(eq(orders.id, locked.id));
      });
      return identityOf((await store.order(order.id)) ?? order, locale);
    },

    /** quiz/save: keeps the answers chosen so far, so a reload finds them; nothing is judged. */
    async saveQuiz(
      userId: string,
      id: string,
      body: QuizAnswersBody,
      locale: Locale,
    ): Promise<OrderIdentityAnswer> {
      const order = await ownOrder(userId, id);
      const quiz = order.identityQuiz;
      if (order.identityStep !== 'AWAITING_QUIZ' || !quiz || quiz.failed)
        throw new DomainError('quiz_not_open', {}, { detail: 'This order has no identity quiz to answer' });
      const known = new Set(quiz.questions.map((q) => q.id));
      const saved = { ...quiz.saved };
      for (const [question, answer] of Object.entries(body.answers))
        if (known.has(question)) saved[question] = answer;
      await db
        .update(orders)
        .set({ identityQuiz: { ...quiz, saved }, updatedAt: now() })
        .where(and(eq(orders.id, order.id), eq(orders.identityStep, 'AWAITING_QUIZ')));
      return identityOf((await store.order(order.id)) ?? order, locale);
    },

    /**
     * quiz-answers: every question answered right validates the identity (SYNC_SALESFORCE, then
     * PERSISTED_ON_HUB); a wrong answer ends the quiz and the dealer checks the buyer by hand.
     */
    async answerQuiz(
      userId: string,
      id: string,
      body: QuizAnswersBody,
      locale: Locale,
    ): Promise<OrderIdentityAnswer> {
      const order = await ownOrder(userId, id);
      await db.transaction(async (tx) => {
        const locked = await createReservationStore(tx).lockOrder(order.id);
        const quiz = locked?.identityQuiz;
        if (!locked || locked.identityStep !== 'AWAITING_QUIZ' || !quiz || quiz.failed)
          throw new DomainError('quiz_not_open', {}, { detail: 'This order has no identity quiz to answer' });
        const answers = { ...quiz.saved, ...body.answers };
        const missing = quiz.questions.filter((q) => !answers[q.id]);
        if (missing.length > 0)
          throw new DomainError('validation_error', {}, { detail: message('check_required_fields', locale) });
        const right = quiz.questions.every((q) => answers[q.id] === q.correct);
        if (!right) {
          await tx
            .update(orders)
            .set({ identityQuiz: { ...quiz, saved: answers, failed: true }, updatedAt: now() })
            .where(eq(orders.id, locked.id));
          return;
        }
        const step = await takeSteps(tx, locked, [
          ['SYNC_SALESFORCE', 'customer'],
          ['PERSISTED_ON_HUB', 'system'],
        ]);
        await tx
          .update(orders)
          .set({ identityStep: step, identityQuiz: null, updatedAt: now() })
          .where(eq(orders.id, locked.id));
      });
      return identityOf((await store.order(order.id)) ?? order, locale);
    },
  };
}

export type IdentityCheckService = ReturnType<typeof createIdentityCheckService>;
