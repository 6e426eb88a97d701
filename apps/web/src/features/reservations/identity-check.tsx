import {
  type FaceDetectAnswer,
  type OrderIdentityAnswer,
  OrderIdParams,
  QuizAnswersBody,
  type ReservationOrder,
} from '@autohub/contract';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { RadioGroupField, TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { Button } from '../../components/ui/button';
import { userMessageOf } from '../../lib/api/api-client';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { answerQuiz, identityQuery, saveQuiz, sendSelfie } from './identity-check.api';

/** The photo-file fallback as held: the file input's files. */
interface SelfieFileValues {
  file: FileList | null;
}

/** The quiz as answered so far: the chosen option of each question, by question id. */
interface QuizValues {
  answers: Record<string, string | null>;
}

type Outcome = { kind: 'retry' | 'locked' | 'error'; text: string } | { kind: 'accepted' } | null;

/** The camera frame as a JPEG, at most 1280 px wide (well under the api's 3 MB). */
function capture(video: HTMLVideoElement): Promise<Blob> {
  const scale = Math.min(1, 1280 / Math.max(1, video.videoWidth));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
  canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no picture'))), 'image/jpeg', 0.9),
  );
}

const hasCamera = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/**
 * The anti-fraud selfie of an order (spec §4): the camera in the browser takes the picture (a file
 * when there is no camera), a picture without a face is retried until the attempts are used up,
 * then the identity validation steps and its quiz follow.
 */
export function IdentityCheck({ order }: { order: ReservationOrder }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const identity = useQuery(identityQuery(order.id));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [camera, setCamera] = useState<'closed' | 'opening' | 'open' | 'failed'>('closed');
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const result = useRef<HTMLParagraphElement>(null);
  // What is sent in the path is the order; the picture is checked here before it travels.
  const fileForm = useContractForm<SelfieFileValues, OrderIdParams>(OrderIdParams, {
    defaultValues: { file: null },
    prepare: () => ({ id: order.id }),
    extra: ({ file }) =>
      file?.[0] ? [] : [{ path: 'file', message: t('reservation.identity.fileRequired') }],
  });

  const stopCamera = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    setCamera('closed');
  };
  useEffect(() => () => stream.current?.getTracks().forEach((track) => track.stop()), []);
  // The order's status moves with the selfie: refresh what the identity answer depends on.
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: identityQuery(order.id).queryKey });
  }, [order.status, order.id, queryClient]);
  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome]);
  // The preview shows the stream once its element is on the page.
  useEffect(() => {
    const element = video.current;
    if (camera !== 'open' || !element || !stream.current) return;
    element.srcObject = stream.current;
    void element.play().catch(() => undefined);
  }, [camera]);

  const data = identity.data;
  if (!data || (data.selfie.state === 'not_open' && data.step === null)) return null;

  const settle = (answer: FaceDetectAnswer) => {
    queryClient.setQueryData(identityQuery(order.id).queryKey, answer.identity);
    if (answer.found) {
      setOutcome({ kind: 'accepted' });
      // The order itself moved (ANTI_FRAUD): the page reads it again.
      void queryClient.invalidateQueries({ queryKey: ['reservation-order', order.id] });
    } else {
      setOutcome({
        kind: answer.identity.selfie.state === 'locked' ? 'locked' : 'retry',
        text: answer.message ?? t('reservation.identity.retry'),
      });
    }
  };

  const send = async (picture: Blob, name: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      settle(await sendSelfie(order.id, picture, name));
    } catch (cause) {
      const code = (cause as { code?: string }).code;
      if (code === 'selfie_attempts_exceeded') {
        void identity.refetch();
        setOutcome({ kind: 'locked', text: userMessageOf(cause) });
      } else setOutcome({ kind: 'error', text: userMessageOf(cause) });
    } finally {
      setBusy(false);
    }
  };

  const openCamera = async () => {
    setCamera('opening');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user' },
        audio: false,
      });
      stream.current = media;
      setCamera('open');
    } catch {
      setCamera('failed');
      fileForm.setFocus('file');
    }
  };

  const takePicture = async () => {
    if (!video.current) return;
    const picture = await capture(video.current);
    stopCamera();
    await send(picture, 'selfie.jpg');
  };

  const submitFile = async () => {
    const file = fileForm.getValues('file')?.[0];
    if (!file) return;
    await send(file, file.name);
    fileForm.reset();
  };

  const { selfie } = data;
  return (
    <section className="reservation-card" aria-labelledby={`${id}-title`} data-testid="identity-check">
      <h2 id={`${id}-title`}>{t('reservation.identity.title')}</h2>
      {selfie.state === 'open' ? (
        <>
          <p>{t('reservation.identity.lead')}</p>
          <p>
            {t('reservation.identity.attemptsLeft', { count: selfie.attemptsLeft, max: selfie.maxAttempts })}
          </p>
          {hasCamera() ? (
            camera === 'open' ? (
              <div className="reservation-camera">
                <video
                  ref={video}
                  muted
                  playsInline
                  autoPlay
                  aria-label={t('reservation.identity.preview')}
                />
                <Button type="button" onClick={() => void takePicture()} disabled={busy}>
                  {t('reservation.identity.take')}
                </Button>
                <Button type="button" variant="secondary" onClick={stopCamera}>
                  {t('reservation.identity.closeCamera')}
                </Button>
              </div>
            ) : (
              <Button type="button" onClick={() => void openCamera()} disabled={busy || camera === 'opening'}>
                {t('reservation.identity.openCamera')}
              </Button>
            )
          ) : (
            <p>{t('reservation.identity.noCamera')}</p>
          )}
          {camera === 'failed' ? <p role="alert">{t('reservation.identity.cameraFailed')}</p> : null}
          <Form form={fileForm} onSubmit={submitFile}>
            <TextField
              name="file"
              label={t('reservation.identity.fileLabel')}
              type="file"
              accept="image/jpeg,image/png"
              capture="user"
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              {t('reservation.identity.sendFile')}
            </Button>
          </Form>
        </>
      ) : null}
      <div aria-live="polite" role="status">
        {busy ? <p>{t('reservation.identity.checking')}</p> : null}
        {outcome?.kind === 'accepted' ? (
          <p ref={result} tabIndex={-1} data-testid="selfie-result">
            {t('reservation.identity.accepted')}
          </p>
        ) : outcome && outcome.kind !== 'locked' ? (
          <p ref={result} tabIndex={-1} className="reservation-error" data-testid="selfie-result">
            {outcome.text}
          </p>
        ) : null}
      </div>
      {selfie.state === 'locked' ? (
        <p
          ref={outcome?.kind === 'locked' ? result : undefined}
          tabIndex={-1}
          role="alert"
          className="reservation-error"
          data-testid="selfie-locked"
        >
          {outcome?.kind === 'locked' ? outcome.text : data.message}
        </p>
      ) : null}
      {data.step ? (
        <p data-testid="identity-step">
          {t('reservation.identity.stepLabel', {
            step: t(
              `reservation.identity.steps.${data.step}` as 'reservation.identity.steps.VALIDATING_IDENTITY',
            ),
          })}
        </p>
      ) : null}
      {data.quiz ? <IdentityQuiz orderId={order.id} identity={data} /> : null}
      {data.step === 'PERSISTED_ON_HUB' ? <p>{t('reservation.identity.done')}</p> : null}
    </section>
  );
}

function IdentityQuiz({ orderId, identity }: { orderId: string; identity: OrderIdentityAnswer }) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const quiz = identity.quiz!;
  const [note, setNote] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Saving keeps a part of the answers; sending needs every question answered.
  const sending = useRef(true);
  const form = useContractForm<QuizValues, QuizAnswersBody>(QuizAnswersBody, {
    defaultValues: { answers: quiz.saved },
    prepare: ({ answers }) => ({
      answers: Object.fromEntries(Object.entries(answers).filter(([, answer]) => Boolean(answer))),
    }),
    extra: ({ answers }) =>
      sending.current
        ? quiz.questions
            .filter((question) => !answers[question.id])
            .map((question) => ({
              path: `answers.${question.id}`,
              code: 'field_required',
              message: t('reservation.identity.quiz.required'),
            }))
        : [],
  });

  const run = async (call: typeof saveQuiz, { answers }: QuizAnswersBody, done: string | null) => {
    setBusy(true);
    setNote(null);
    try {
      const next = await call(orderId, answers);
      queryClient.setQueryData(identityQuery(orderId).queryKey, next);
      setNote(done ? { kind: 'ok', text: done } : null);
    } catch (cause) {
      if (!applyApiErrors(form, cause, locale)) setNote({ kind: 'error', text: userMessageOf(cause) });
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    sending.current = false;
    try {
      await form.handleSubmit((body) => run(saveQuiz, body, t('reservation.identity.quiz.saved')))();
    } finally {
      sending.current = true;
    }
  };

  if (quiz.failed) {
    return (
      <p role="alert" className="reservation-error">
        {identity.message}
      </p>
    );
  }
  return (
    <Form form={form} aria-labelledby={`${id}-quiz`} onSubmit={(body) => run(answerQuiz, body, null)}>
      <h3 id={`${id}-quiz`}>{t('reservation.identity.quiz.title')}</h3>
      <p>{t('reservation.identity.quiz.lead')}</p>
      {quiz.questions.map((question) => (
        <RadioGroupField
          key={question.id}
          name={`answers.${question.id}`}
          label={t(`reservation.identity.quiz.${question.kind}`)}
          choices={question.options.map((option) => ({ value: option, label: option }))}
        />
      ))}
      <div role="status" aria-live="polite">
        {note ? <p className={note.kind === 'error' ? 'reservation-error' : undefined}>{note.text}</p> : null}
      </div>
      <Button type="button" variant="secondary" disabled={busy} onClick={() => void save()}>
        {t('reservation.identity.quiz.save')}
      </Button>
      <Button type="submit" disabled={busy}>
        {t('reservation.identity.quiz.send')}
      </Button>
    </Form>
  );
}
