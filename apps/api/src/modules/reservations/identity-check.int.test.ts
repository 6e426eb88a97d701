import {
  FaceDetectAnswer,
  OrderIdentityAnswer,
  ReservationOrder,
  UserReservesAnswer,
} from '@autohub/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { pictureJpeg, picturePng } from '../../integrations/face/face-pictures.fixture.js';
import type { FaceDetector } from '../../integrations/face/face.port.js';
import { FaceDetectorError } from '../../integrations/face/face.port.js';
import { type TestSession, createAccount } from '../auth/auth.fixture.js';
import { buyer, payByCard, reserved } from './test-support.fixture.js';

const NO_FACE_PT =
  'Não encontramos seu rosto na foto. Tente de novo em um lugar iluminado, olhando para a câmera.';
const EXCEEDED_PT =
  'Você atingiu o número máximo de tentativas da foto. A concessionária vai entrar em contato para validar sua identidade.';
const EXCEEDED_AR =
  'Alcanzaste la cantidad máxima de intentos de la foto. El concesionario se va a contactar con vos para validar tu identidad.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_MAX: '0' } });
});
afterAll(() => t.close());

/** A selfie as the browser sends it: one file part. */
function selfie(data: Buffer, type = 'image/jpeg') {
  const boundary = `----selfie${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="selfie.jpg"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function send(session: TestSession, orderId: string, data: Buffer, locale = 'pt-BR') {
  const { body, contentType } = selfie(data);
  return t.app.inject({
    method: 'POST',
    url: `/api/reservations/${orderId}/face/detect`,
    headers: { ...session.headers, 'content-type': contentType, 'accept-language': locale },
    payload: body,
  });
}

async function identity(session: TestSession, orderId: string): Promise<OrderIdentityAnswer> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reservations/${orderId}/identity`,
    headers: session.headers,
  });
  expect(response.statusCode).toBe(200);
  return OrderIdentityAnswer.parse(response.json());
}

/** A buyer whose account holds a CPF and a birthday, with a paid order. */
async function paidOrder(label: string, country: 'BR' | 'AR' = 'BR') {
  const session = await buyer(t, label);
  await t.db.execute(
    sql`update users set cpf = '52998224725', birthday = '1988-04-12' where id = ${session.userId}`,
  );
  const mine = await reserved(t, session, country);
  const paid = await payByCard(t, session, mine.id);
  expect(paid.statusCode).toBe(200);
  const now = await t.app.reservations.order({ kind: 'owner', userId: session.userId }, mine.id);
  if (now.status !== 'PAID')
    await t.app.reservations.move({ kind: 'staff', dealerCodes: 'any' }, mine.id, { to: 'PAID' });
  return { session, orderId: mine.id };
}

describe('anti-fraud selfie (face/detect)', () => {
  it('refuses a selfie before the order is paid or reserved', async () => {
    const session = await buyer(t, 'early-selfie');
    const mine = await reserved(t, session);
    expect((await identity(session, mine.id)).selfie.state).toBe('not_open');
    const response = await send(session, mine.id, pictureJpeg('face'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'selfie_not_open' });
  });

  it('accepts a face, keeps the picture, opens the identity check and moves the paid order to ANTI_FRAUD', async () => {
    const { session, orderId } = await paidOrder('selfie-ok');
    expect(await identity(session, orderId)).toMatchObject({
      selfie: { state: 'open', attemptsLeft: 3, maxAttempts: 3 },
      step: null,
    });
    const response = await send(session, orderId, pictureJpeg('face'));
    expect(response.statusCode).toBe(200);
    const answer = FaceDetectAnswer.parse(response.json());
    expect(answer).toMatchObject({ found: true, message: null, identity: { selfie: { state: 'accepted' } } });
    expect(answer.identity.step).toBe('AWAITING_QUIZ');
    expect(answer.identity.quiz?.questions.map((q) => q.kind)).toEqual(['document_end', 'birth_year']);

    const order = ReservationOrder.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/reservations/${orderId}`, headers: session.headers })
      ).json(),
    );
    expect(order.status).toBe('ANTI_FRAUD');
    expect(order.timeline.at(-1)).toMatchObject({ from: 'PAID', to: 'ANTI_FRAUD', actor: 'system' });

    // The picture sits in the file storage; a second selfie is not asked for.
    const rows = (await t.db.execute(
      sql`select storage_key, result from order_selfies where order_id = ${orderId}`,
    )) as unknown as {
      rows: { storage_key: string; result: string }[];
    };
    expect(rows.rows).toHaveLength(1);
    expect(await t.app.ports.fileStorage.get(rows.rows[0]!.storage_key)).toEqual(pictureJpeg('face'));
    const again = await send(session, orderId, pictureJpeg('face'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'selfie_already_accepted' });

    const steps = (await t.db.execute(
      sql`select to_step, actor from order_identity_events where order_id = ${orderId} order by id`,
    )) as unknown as { rows: { to_step: string; actor: string }[] };
    expect(steps.rows).toEqual([
      { to_step: 'VALIDATING_IDENTITY', actor: 'customer' },
      { to_step: 'VALIDATING_TOKEN', actor: 'system' },
      { to_step: 'AWAITING_INOVAMIND', actor: 'system' },
      { to_step: 'AWAITING_QUIZ', actor: 'partner' },
    ]);
  });

  it('counts each picture without a face, lets the buyer retry, then locks with the message in both languages', async () => {
    const { session, orderId } = await paidOrder('selfie-retry');
    const first = await send(session, orderId, pictureJpeg('dark'));
    expect(first.statusCode).toBe(200);
    expect(FaceDetectAnswer.parse(first.json())).toMatchObject({
      found: false,
      reason: 'too_dark',
      message: NO_FACE_PT,
      identity: { selfie: { state: 'open', attemptsUsed: 1, attemptsLeft: 2 } },
    });
    const second = FaceDetectAnswer.parse((await send(session, orderId, picturePng('flat'))).json());
    expect(second).toMatchObject({
      found: false,
      reason: 'too_uniform',
      identity: { selfie: { attemptsLeft: 1 } },
    });
    const third = FaceDetectAnswer.parse((await send(session, orderId, picturePng('no-face'))).json());
    expect(third).toMatchObject({
      found: false,
      reason: 'no_face',
      message: EXCEEDED_PT,
      identity: { selfie: { state: 'locked', attemptsLeft: 0 } },
    });
    // Even a good picture is refused now, with the message in the buyer's language.
    const late = await send(session, orderId, pictureJpeg('face'), 'es-AR');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'selfie_attempts_exceeded', message: EXCEEDED_AR });
    expect((await identity(session, orderId)).message).toBe(EXCEEDED_PT);
    const count = (await t.db.execute(
      sql`select count(*)::int as n from order_selfies where order_id = ${orderId} and storage_key is not null`,
    )) as unknown as { rows: { n: number }[] };
    expect(count.rows[0]?.n).toBe(0);
  });

  it('takes the maximum from the page settings', async () => {
    await t.db.execute(
      sql`update page_settings set selfie_max_attempts = 1 where brand = 'fiat' and locale = 'es-AR'`,
    );
    try {
      const { session, orderId } = await paidOrder('selfie-ar', 'AR');
      expect((await identity(session, orderId)).selfie.maxAttempts).toBe(1);
      const only = FaceDetectAnswer.parse(
        (await send(session, orderId, pictureJpeg('dark'), 'es-AR')).json(),
      );
      expect(only).toMatchObject({
        found: false,
        message: EXCEEDED_AR,
        identity: { selfie: { state: 'locked' } },
      });
    } finally {
      await t.db.execute(
        sql`update page_settings set selfie_max_attempts = 3 where brand = 'fiat' and locale = 'es-AR'`,
      );
    }
  });

  it("answers another customer's order as missing, and refuses files that are not pictures or too big", async () => {
    const { orderId } = await paidOrder('selfie-owner');
    const stranger = await buyer(t, 'selfie-stranger');
    const foreign = await send(stranger, orderId, pictureJpeg('face'));
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/reservations/${orderId}/identity`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/reservations/${orderId}/identity` });
    expect(anonymous.statusCode).toBe(401);

    const { session } = await paidOrder('selfie-files');
    const mine = (await t.app.reservations.userReserves(session.userId))[0]!.id;
    const pdf = await send(session, mine, Buffer.from('%PDF-1.7\n1 0 obj\n'));
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toMatchObject({ message: 'Envie uma foto em JPEG ou PNG' });
    const big = await send(
      session,
      mine,
      Buffer.concat([pictureJpeg('face'), Buffer.alloc(3 * 1024 * 1024)]),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ message: 'Arquivos excederam o tamanho máximo' });
    // Refused files use no attempt.
    expect((await identity(session, mine)).selfie.attemptsLeft).toBe(3);
  });

  it('does not count an attempt when the face partner cannot answer', async () => {
    const { session, orderId } = await paidOrder('selfie-down');
    const real = t.app.ports.face;
    const down: FaceDetector = {
      name: 'down',
      detect: () => Promise.reject(new FaceDetectorError('face_provider_unavailable', 'down')),
    };
    (t.app.ports as { face: FaceDetector }).face = down;
    try {
      const response = await send(session, orderId, pictureJpeg('face'));
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'selfie_unavailable' });
    } finally {
      (t.app.ports as { face: FaceDetector }).face = real;
    }
    expect((await identity(session, orderId)).selfie).toMatchObject({ state: 'open', attemptsLeft: 3 });
    expect((await send(session, orderId, pictureJpeg('face'))).statusCode).toBe(200);
  });
});

describe('identity quiz (quiz/save, quiz-answers)', () => {
  async function quizzed(label: string) {
    const { session, orderId } = await paidOrder(label);
    const answer = FaceDetectAnswer.parse((await send(session, orderId, pictureJpeg('face'))).json());
    return { session, orderId, quiz: answer.identity.quiz! };
  }
  const post = (session: TestSession, orderId: string, path: string, answers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/reservations/${orderId}/${path}`,
      headers: session.headers,
      payload: { answers },
    });

  it('keeps saved answers, and validates the identity to PERSISTED_ON_HUB when all are right', async () => {
    const { session, orderId, quiz } = await quizzed('quiz-right');
    const documentQuestion = quiz.questions.find((q) => q.kind === 'document_end')!;
    const birthQuestion = quiz.questions.find((q) => q.kind === 'birth_year')!;
    expect(documentQuestion.options).toContain('725');
    expect(documentQuestion.options).toHaveLength(4);
    expect(birthQuestion.options).toContain('1988');

    const saved = await post(session, orderId, 'quiz/save', { [documentQuestion.id]: '725' });
    expect(saved.statusCode).toBe(200);
    expect((await identity(session, orderId)).quiz?.saved).toEqual({ [documentQuestion.id]: '725' });

    const incomplete = await post(session, orderId, 'quiz-answers', {});
    expect(incomplete.statusCode).toBe(400);
    const done = await post(session, orderId, 'quiz-answers', { [birthQuestion.id]: '1988' });
    expect(done.statusCode).toBe(200);
    expect(OrderIdentityAnswer.parse(done.json())).toMatchObject({
      step: 'PERSISTED_ON_HUB',
      quiz: null,
      message: null,
    });
    expect((await post(session, orderId, 'quiz-answers', { q1: '725' })).statusCode).toBe(409);
  });

  it('sends a wrong answer to the dealer, with a message, and takes no more answers', async () => {
    const { session, orderId, quiz } = await quizzed('quiz-wrong');
    const answers = Object.fromEntries(
      quiz.questions.map((q) => [q.id, q.options.find((o) => o !== '725' && o !== '1988')!]),
    );
    const wrong = await post(session, orderId, 'quiz-answers', answers);
    expect(OrderIdentityAnswer.parse(wrong.json())).toMatchObject({
      step: 'AWAITING_QUIZ',
      quiz: { failed: true },
      message: 'As respostas não conferem. A concessionária vai validar sua identidade.',
    });
    expect((await post(session, orderId, 'quiz-answers', { q1: '725', q2: '1988' })).statusCode).toBe(409);

    // The dealer checks the buyer by hand and clears them; the CRM step follows.
    const { dealerCode } = await t.app.reservations.order({ kind: 'owner', userId: session.userId }, orderId);
    const seller = await createAccount(t.app, t.db, `seller-identity-${Date.now()}@example.com`, {
      roles: ['user_dealer'],
      dealerCodes: [dealerCode],
    });
    const staff = seller.headers;
    // The desk sees where the buyer stands, that the quiz failed, and the step it may take.
    const desk = async () =>
      UserReservesAnswer.parse(
        (await t.app.inject({ method: 'GET', url: '/api/reservations/staff/orders', headers: staff })).json(),
      ).orders.find((o) => o.id === orderId);
    expect((await desk())?.identity).toEqual({
      step: 'AWAITING_QUIZ',
      quizFailed: true,
      nextSteps: ['SYNC_SALESFORCE'],
    });
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/reservations/${orderId}`,
      headers: session.headers,
    });
    expect(ReservationOrder.parse(own.json()).identity.nextSteps).toEqual([]);
    const skip = await t.app.inject({
      method: 'PATCH',
      url: `/api/reservations/staff/orders/${orderId}/identity`,
      headers: staff,
      payload: { to: 'PERSISTED_ON_HUB' },
    });
    expect(skip.statusCode).toBe(409);
    const cleared = await t.app.inject({
      method: 'PATCH',
      url: `/api/reservations/staff/orders/${orderId}/identity`,
      headers: staff,
      payload: { to: 'SYNC_SALESFORCE' },
    });
    expect(cleared.statusCode).toBe(200);
    expect(OrderIdentityAnswer.parse(cleared.json())).toMatchObject({
      step: 'PERSISTED_ON_HUB',
      message: null,
    });
    expect((await desk())?.identity).toMatchObject({ step: 'PERSISTED_ON_HUB', nextSteps: [] });
    const byBuyer = await t.app.inject({
      method: 'PATCH',
      url: `/api/reservations/staff/orders/${orderId}/identity`,
      headers: session.headers,
      payload: { to: 'SYNC_SALESFORCE' },
    });
    expect([401, 403]).toContain(byBuyer.statusCode);
  });

  it('waits for staff when the account holds nothing to ask about', async () => {
    const session = await buyer(t, 'quiz-none');
    const mine = await reserved(t, session);
    await payByCard(t, session, mine.id);
    const answer = FaceDetectAnswer.parse((await send(session, mine.id, picturePng('face'))).json());
    expect(answer.identity).toMatchObject({ step: 'AWAITING_INOVAMIND', quiz: null });
  });
});
