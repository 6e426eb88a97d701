import type { FaceDetectAnswer, OrderIdentityAnswer, ReservationOrder } from '@autohub/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { userMessageOf } from '../../lib/api/api-client';
import { answerQuiz, identityQuery, saveQuiz, sendSelfie } from './identity-check.api';

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
  const [fileError, setFileError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

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
      fileInput.current?.focus();
    }
  };

  const takePicture = async () => {
    if (!video.current) return;
    const picture = await capture(video.current);
    stopCamera();
    await send(picture, 'selfie.jpg');
  };

  const submitFile = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = fileInput.current?.files?.[0];
    if (!file) {
      setFileError(t('reservation.identity.fileRequired'));
      fileInput.current?.focus();
      return;
    }
    setFileError(null);
    await send(file, file.name);
    form.reset();
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
          <form onSubmit={(e) => void submitFile(e)} noValidate>
            <label htmlFor={`${id}-file`}>{t('reservation.identity.fileLabel')}</label>
            <input
              ref={fileInput}
              id={`${id}-file`}
              name="file"
              type="file"
              accept="image/jpeg,image/png"
              capture="user"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${id}-file-error` : undefined}
            />
            {fileError ? (
              <p id={`${id}-file-error`} className="reservation-error" role="alert">
                {fileError}
              </p>
            ) : null}
            <Button type="submit" variant="secondary" disabled={busy}>
              {t('reservation.identity.sendFile')}
            </Button>
          </form>
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
  const id = useId();
  const queryClient = useQueryClient();
  const quiz = identity.quiz!;
  const [answers, setAnswers] = useState<Record<string, string>>(quiz.saved);
  const [note, setNote] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: typeof saveQuiz, done: string | null) => {
    if (call === answerQuiz && quiz.questions.some((q) => !answers[q.id])) {
      setNote({ kind: 'error', text: t('reservation.identity.quiz.required') });
      return;
    }
    setBusy(true);
    try {
      const next = await call(orderId, answers);
      queryClient.setQueryData(identityQuery(orderId).queryKey, next);
      setNote(done ? { kind: 'ok', text: done } : null);
    } catch (cause) {
      setNote({ kind: 'error', text: userMessageOf(cause) });
    } finally {
      setBusy(false);
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
    <form
      aria-labelledby={`${id}-quiz`}
      onSubmit={(event) => {
        event.preventDefault();
        void run(answerQuiz, null);
      }}
      noValidate
    >
      <h3 id={`${id}-quiz`}>{t('reservation.identity.quiz.title')}</h3>
      <p>{t('reservation.identity.quiz.lead')}</p>
      {quiz.questions.map((question) => (
        <fieldset key={question.id}>
          <legend>{t(`reservation.identity.quiz.${question.kind}`)}</legend>
          {question.options.map((option) => (
            <label key={option} className="reservation-option">
              <input
                type="radio"
                name={`${id}-${question.id}`}
                value={option}
                checked={answers[question.id] === option}
                onChange={() => setAnswers((all) => ({ ...all, [question.id]: option }))}
              />{' '}
              {option}
            </label>
          ))}
        </fieldset>
      ))}
      <div role="status" aria-live="polite">
        {note ? <p className={note.kind === 'error' ? 'reservation-error' : undefined}>{note.text}</p> : null}
      </div>
      <Button
        type="button"
        variant="secondary"
        disabled={busy}
        onClick={() => void run(saveQuiz, t('reservation.identity.quiz.saved'))}
      >
        {t('reservation.identity.quiz.save')}
      </Button>
      <Button type="submit" disabled={busy}>
        {t('reservation.identity.quiz.send')}
      </Button>
    </form>
  );
}
