import {
  ADDRESS_FIELD_NAMES,
  CardFields,
  OrderFeedbackBody,
  type ReservationOrder,
  WelcomeKitAddress,
  orderDocumentFields,
} from '@autohub/contract';
import {
  type CardBrand,
  CARD_BRAND_NAMES,
  type PaymentMethod,
  ORDER_DOCUMENT_TYPES,
  ORDER_MILESTONES,
  ORDER_MILESTONE_LABELS,
  formatBoletoLine,
  orderStatusLabel,
} from '@autohub/domain';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { RadioGroupField, SelectField, TextField, TextareaField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';
import { Button } from '../../components/ui/button';
import { ApiError, messageForCode, userMessageOf } from '../../lib/api/api-client';
import { formatDate, formatMoney } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { QrCode } from '../../components/qr-code/qr-code';
import { CardEntryFields, cardErrorMessage } from '../../lib/payments/card-fields';
import { tokenizeCard } from '../../lib/payments/card-tokenizer';
import { gatewayConfigQuery, savedCardToken, savedCardsQuery } from '../../lib/payments/payments.api';
import { IdentityCheck } from './identity-check';
import {
  cancelOrder,
  newIdempotencyKey,
  orderQuery,
  payOrder,
  sandboxPayPix,
  saveWelcomeKit,
  sendFeedback,
  uploadOrderDocument,
} from './reservation.api';
import { ReservationError } from './reservation-error';
import './reservation.css';

/** mm:ss of a number of milliseconds (never negative). */
function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * Time left on the countdown, by the server's clock: the offset between the server's `now` and
 * the device's is measured once per answer, so a wrong device clock does not cheat the buyer.
 */
function useTimeLeft(order: ReservationOrder | undefined): number | null {
  const [left, setLeft] = useState<number | null>(null);
  const holdUntil = order?.holdUntil ?? null;
  const serverNow = order?.serverNow ?? null;
  useEffect(() => {
    if (!holdUntil || !serverNow) {
      const clear = setTimeout(() => setLeft(null), 0);
      return () => clearTimeout(clear);
    }
    const offset = Date.parse(serverNow) - Date.now();
    const end = Date.parse(holdUntil);
    const tick = () => setLeft(end - (Date.now() + offset));
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [holdUntil, serverNow]);
  return holdUntil ? left : null;
}

/** The order: countdown, payment, timeline, cancellation and welcome kit (status order of spec §2). */
export function OrderPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const order = useQuery(orderQuery(id));
  const data = order.data;
  const left = useTimeLeft(data);
  useDocumentTitle(t('reservation.order.title'));
  const money = (cents: number) => formatMoney(cents, locale, data?.currency ?? 'BRL');
  const refresh = (next?: ReservationOrder) => {
    if (next) queryClient.setQueryData(orderQuery(id).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: orderQuery(id).queryKey });
  };

  useEffect(() => {
    if (left !== null && left <= 0) void order.refetch();
    // The countdown reaching zero asks the server once what happened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [left !== null && left <= 0]);

  if (order.error instanceof ApiError && order.error.status === 401) {
    return (
      <div className="reservation">
        <SignInFirst
          title={t('reservation.order.title')}
          reason={t('reservation.order.signIn')}
          page={`reservation/orders/${id}`}
          className="reservation-register"
          headingId="order-sign-in"
        />
      </div>
    );
  }
  if (order.isError) {
    return (
      <div className="reservation">
        <h1>{t('reservation.order.title')}</h1>
        <p role="alert">
          {order.error instanceof ApiError && order.error.status === 404
            ? t('reservation.order.notFound')
            : userMessageOf(order.error)}
        </p>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="reservation">
        <p role="status">{t('reservation.order.loading')}</p>
      </div>
    );
  }

  const buildAgain = `${brandPath(locale, brand, 'builder')}`;
  return (
    <div className="reservation">
      <h1>{t('reservation.order.title')}</h1>
      <section className="reservation-summary" aria-label={t('reservation.order.title')}>
        <p>
          <strong>
            {t('reservation.order.vehicle', { vehicle: data.vehicleName, chassis: data.unitId })}
          </strong>
        </p>
        <p>{t('reservation.order.dealer', { dealer: data.dealerName ?? data.dealerCode })}</p>
        {data.employeeProgram ? (
          <EmployeeProgramPrice order={data} program={data.employeeProgram} money={money} />
        ) : (
          <p>{t('reservation.order.price', { price: money(data.priceCents) })}</p>
        )}
        {data.paidAt === null && data.status !== 'CANCELLED' ? (
          <p>{t('reservation.order.due', { amount: money(data.amountCents) })}</p>
        ) : null}
        <p>
          <a href={`/api/reservations/${data.id}/voucher`} download>
            {t('reservation.order.voucher')}
          </a>
        </p>
        <p data-testid="order-status">
          {t('reservation.order.status', { status: orderStatusLabel(data.status, locale) })}
        </p>
        {data.withdrawalUntil && data.status !== 'CANCELLED' ? (
          <p>{t('reservation.order.withdrawalUntil', { date: formatDate(data.withdrawalUntil, locale) })}</p>
        ) : null}
      </section>

      {data.expired ? (
        <section className="reservation-expired" aria-labelledby="order-expired" role="alert">
          <h2 id="order-expired">{t('reservation.order.expiredTitle')}</h2>
          <p>{t('reservation.order.expired')}</p>
          <AppLink className="button" to={buildAgain}>
            {t('reservation.order.buildAgain')}
          </AppLink>
        </section>
      ) : left !== null ? (
        <p
          className="reservation-countdown"
          role="timer"
          aria-label={t('reservation.order.countdownLabel')}
          aria-live="off"
        >
          {t('reservation.order.countdown', { time: clock(left) })}
        </p>
      ) : null}

      {data.availableMethods.length > 0 && !data.expired ? (
        <PaymentPanel order={data} money={money} onChange={refresh} />
      ) : null}

      {data.status !== 'CANCELLED' && !data.expired ? <IdentityCheck order={data} /> : null}

      {data.status === 'DELIVERED' ? <FeedbackForm orderId={data.id} /> : null}

      <Timeline order={data} />

      {data.paidAt !== null && data.status !== 'CANCELLED' ? (
        <WelcomeKitForm order={data} onSaved={refresh} />
      ) : null}

      <CancelOrder order={data} money={money} onDone={refresh} />
    </div>
  );
}

/** An employee-program order: the list price, the program discount off it and the program price paid. */
function EmployeeProgramPrice({
  order,
  program,
  money,
}: {
  order: ReservationOrder;
  program: NonNullable<ReservationOrder['employeeProgram']>;
  money: (cents: number) => string;
}) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const percent = `${(program.discountBasisPoints / 100).toLocaleString(locale, { maximumFractionDigits: 2 })}%`;
  return (
    <dl className="reservation-program" aria-label={t('reservation.order.program.title')}>
      <dt>{t('reservation.order.program.listPrice')}</dt>
      <dd data-testid="program-list-price">{money(program.listPriceCents)}</dd>
      <dt>{t('reservation.order.program.discount', { percent })}</dt>
      <dd data-testid="program-discount">− {money(program.listPriceCents - order.priceCents)}</dd>
      <dt>{t('reservation.order.program.price')}</dt>
      <dd data-testid="program-price" className="reservation-program__price">
        {money(order.priceCents)}
      </dd>
    </dl>
  );
}

function PaymentPanel({
  order,
  money,
  onChange,
}: {
  order: ReservationOrder;
  money: (cents: number) => string;
  onChange: (next?: ReservationOrder) => void;
}) {
  const { t } = useTranslation();
  const [method, setMethod] = useState<PaymentMethod>(
    order.paymentMethod ?? order.availableMethods[0] ?? 'card',
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const groupId = useId();
  const current = order.availableMethods.includes(method) ? method : (order.availableMethods[0] ?? 'card');
  const pending = order.payments.findLast((p) => p.method === current && p.status === 'pending');

  const run = async (work: () => Promise<{ order: ReservationOrder }>) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await work();
      key.current = newIdempotencyKey();
      onChange(answer.order);
    } catch (cause) {
      // A refused attempt is over: the next one is a new attempt with its own key.
      key.current = newIdempotencyKey();
      setError(userMessageOf(cause));
      onChange();
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="reservation-payment" aria-labelledby={`${groupId}-title`}>
      <h2 id={`${groupId}-title`}>{t('reservation.payment.title')}</h2>
      <fieldset>
        <legend>{t('reservation.payment.method')}</legend>
        {order.availableMethods.map((m) => (
          <label key={m} className="reservation-method">
            <input
              type="radio"
              name={groupId}
              value={m}
              checked={current === m}
              onChange={() => setMethod(m)}
            />{' '}
            {t(`reservation.payment.methods.${m}`)}
          </label>
        ))}
      </fieldset>
      <ReservationError message={error} />
      {current === 'card' ? (
        <CardChoice
          amount={money(order.amountCents)}
          busy={busy}
          onPay={(card) =>
            run(() => payOrder(order.id, { method: 'card', ...card, installments: 1 }, key.current))
          }
          onError={setError}
        />
      ) : current === 'pix' ? (
        pending?.pix ? (
          <PixCode
            payload={pending.pix.payload}
            expiresAt={pending.pix.expiresAt}
            amount={money(pending.amountCents)}
            paymentId={pending.id}
            onPaid={() => onChange()}
          />
        ) : (
          <Button
            disabled={busy}
            onClick={() => void run(() => payOrder(order.id, { method: 'pix' }, key.current))}
          >
            {busy ? t('reservation.payment.working') : t('reservation.payment.pix.create')}
          </Button>
        )
      ) : current === 'boleto' ? (
        pending?.boleto ? (
          <div className="reservation-boleto">
            <p id={`${groupId}-line`}>{t('reservation.payment.boleto.line')}</p>
            <p className="reservation-code" aria-labelledby={`${groupId}-line`} data-testid="boleto-line">
              {formatBoletoLine(pending.boleto.line)}
            </p>
            <p>
              {t('reservation.payment.boleto.due', {
                date: new Date(pending.boleto.dueDate).toLocaleDateString(),
              })}
            </p>
            <Button
              variant="secondary"
              onClick={() => void navigator.clipboard?.writeText(pending.boleto!.line)}
            >
              {t('reservation.payment.boleto.copy')}
            </Button>
          </div>
        ) : order.status === 'BILLET_PAYMENT' ? (
          <DocumentsForm order={order} onUploaded={onChange} />
        ) : (
          <Button
            disabled={busy}
            onClick={() => void run(() => payOrder(order.id, { method: 'boleto' }, key.current))}
          >
            {busy ? t('reservation.payment.working') : t('reservation.payment.boleto.create')}
          </Button>
        )
      ) : (
        <OffGateway
          method={current}
          busy={busy}
          onChoose={(body) => run(() => payOrder(order.id, body, key.current))}
        />
      )}
    </section>
  );
}

function FeedbackForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const form = useContractForm<{ score: string; comment: string }, OrderFeedbackBody>(OrderFeedbackBody, {
    defaultValues: { score: '', comment: '' },
    prepare: ({ score, comment }) => ({ score: score === '' ? undefined : Number(score), comment }),
    extra: ({ score }) =>
      score === '' ? [{ path: 'score', message: t('reservation.feedback.scoreRequired') }] : [],
  });

  const submit = async ({ score, comment }: OrderFeedbackBody) => {
    setError(null);
    try {
      await sendFeedback(orderId, score, comment ?? '');
      setDone(true);
    } catch (cause) {
      if (!applyApiErrors(form, cause, locale, feedbackField)) setError(userMessageOf(cause));
    }
  };

  if (done) return <p role="status">{t('reservation.feedback.thanks')}</p>;
  return (
    <Form form={form} className="reservation-kit" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('reservation.feedback.title')}</h2>
      <RadioGroupField
        name="score"
        label={t('reservation.feedback.score')}
        choices={[1, 2, 3, 4, 5].map((value) => ({ value: String(value), label: String(value) }))}
      />
      <TextareaField name="comment" label={t('reservation.feedback.comment')} maxLength={1000} />
      <ReservationError message={error} />
      <Button type="submit">{t('reservation.feedback.send')}</Button>
    </Form>
  );
}

const feedbackField = (path: string) => (path === 'score' || path === 'comment' ? path : undefined);
const documentField = (path: string) => (path === 'type' || path === 'file' ? path : undefined);

function DocumentsForm({
  order,
  onUploaded,
}: {
  order: ReservationOrder;
  onUploaded: (next?: ReservationOrder) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const id = useId();
  const types = ORDER_DOCUMENT_TYPES[order.country];
  const [sent, setSent] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useContractForm<{ type: string; file: FileList | null }, { type: string }>(
    orderDocumentFields(order.country),
    {
      defaultValues: { type: types[0] ?? '', file: null },
      extra: ({ file }) =>
        file?.[0] && file[0].size > 0
          ? []
          : [{ path: 'file', message: t('reservation.documents.fileRequired') }],
    },
  );

  const submit = async ({ type }: { type: string }) => {
    const file = form.getValues('file')?.[0];
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await uploadOrderDocument(order.id, type, file);
      setSent((list) => [...list, type]);
      form.reset();
      onUploaded(answer.order);
    } catch (cause) {
      if (!applyApiErrors(form, cause, locale, documentField)) setError(userMessageOf(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} className="reservation-card" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('reservation.documents.title')}</h3>
      <p>{t('reservation.documents.lead')}</p>
      <SelectField name="type" label={t('reservation.documents.type')}>
        {types.map((type) => (
          <option key={type} value={type}>
            {t(`reservation.documents.types.${type}` as 'reservation.documents.types.CNH')}
          </option>
        ))}
      </SelectField>
      <TextField
        name="file"
        label={t('reservation.documents.file')}
        type="file"
        accept="application/pdf,image/jpeg,image/png"
      />
      <ReservationError message={error} />
      {sent.length > 0 ? (
        <p role="status">
          {t('reservation.documents.sent', {
            list: sent
              .map((type) => t(`reservation.documents.types.${type}` as 'reservation.documents.types.CNH'))
              .join(', '),
          })}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? t('reservation.payment.working') : t('reservation.documents.send')}
      </Button>
    </Form>
  );
}

type CardPayment = { token: string; brand: CardBrand; lastFour: string; savedCardId?: string };

/** What the order page gives a way of paying by card: the amount shown, and what to do with the card. */
interface CardPaymentProps {
  amount: string;
  busy: boolean;
  onPay: (card: CardPayment) => Promise<void>;
  onError: (message: string) => void;
}

/**
 * The buyer's saved cards (the default chosen first) or a new card. A saved card is paid with a
 * one-time token the api has the gateway issue for it.
 */
function CardChoice(props: CardPaymentProps) {
  const { amount, busy, onPay, onError } = props;
  const { t } = useTranslation();
  const saved = useQuery(savedCardsQuery());
  const usable = (saved.data?.cards ?? []).filter((card) => !card.expired);
  const [chosen, setChosen] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const groupId = useId();
  const selected = chosen ?? usable.find((card) => card.isDefault)?.id ?? usable[0]?.id ?? 'new';

  if (usable.length === 0) return <CardForm {...props} />;

  const payWithSaved = async (cardId: string) => {
    setWorking(true);
    try {
      const once = await savedCardToken(cardId);
      await onPay({ token: once.token, brand: once.brand, lastFour: once.lastFour, savedCardId: cardId });
    } catch (cause) {
      onError(userMessageOf(cause));
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="reservation-card">
      <fieldset>
        <legend>{t('cards.checkout.choose')}</legend>
        {usable.map((card) => (
          <label key={card.id} className="reservation-method">
            <input
              type="radio"
              name={groupId}
              value={card.id}
              checked={selected === card.id}
              onChange={() => setChosen(card.id)}
            />{' '}
            {t('cards.checkout.saved', { brand: CARD_BRAND_NAMES[card.brand], lastFour: card.lastFour })}
          </label>
        ))}
        <label className="reservation-method">
          <input
            type="radio"
            name={groupId}
            value="new"
            checked={selected === 'new'}
            onChange={() => setChosen('new')}
          />{' '}
          {t('cards.checkout.newCard')}
        </label>
      </fieldset>
      {selected === 'new' ? (
        <CardForm {...props} />
      ) : (
        <Button disabled={busy || working} onClick={() => void payWithSaved(selected)}>
          {busy || working ? t('reservation.payment.working') : t('cards.checkout.pay', { amount })}
        </Button>
      )}
    </div>
  );
}

function CardForm({ amount, busy, onPay, onError }: CardPaymentProps) {
  const { t } = useTranslation();
  const config = useQuery(gatewayConfigQuery());
  const [working, setWorking] = useState(false);

  const form = useContractForm<CardFields>(CardFields, {
    defaultValues: { number: '', holderName: '', expiry: '', cvv: '' },
  });

  const submit = async (typed: CardFields) => {
    if (!config.data) return;
    setWorking(true);
    try {
      const card = await tokenizeCard(config.data, typed, await messageForCode('payment.failed'));
      // Only the token and the card's marks leave for our api.
      await onPay({ token: card.token, brand: card.brand, lastFour: card.lastFour });
    } catch (cause) {
      onError(cardErrorMessage(cause));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Form form={form} className="reservation-card" onSubmit={submit}>
      <p className="reservation-muted">{t('reservation.payment.card.secure')}</p>
      <CardEntryFields />
      <Button type="submit" disabled={busy || working || !config.data}>
        {busy || working ? t('reservation.payment.working') : t('reservation.payment.card.pay', { amount })}
      </Button>
    </Form>
  );
}

function PixCode({
  payload,
  expiresAt,
  amount,
  paymentId,
  onPaid,
}: {
  payload: string;
  expiresAt: string;
  amount: string;
  paymentId: string;
  onPaid: () => void;
}) {
  const { t } = useTranslation();
  const config = useQuery(gatewayConfigQuery());
  const id = useId();
  const [note, setNote] = useState<string | null>(null);
  return (
    <div className="reservation-pix">
      <QrCode value={payload} label={t('reservation.payment.pix.qr', { amount })} />
      <label htmlFor={`${id}-code`}>{t('reservation.payment.pix.copyLabel')}</label>
      <textarea id={`${id}-code`} readOnly value={payload} rows={3} data-testid="pix-code" />
      <Button
        variant="secondary"
        onClick={() =>
          void navigator.clipboard
            ?.writeText(payload)
            .then(() => setNote(t('reservation.payment.pix.copied')))
        }
      >
        {t('reservation.payment.pix.copy')}
      </Button>
      <p>{t('reservation.payment.pix.expires', { time: new Date(expiresAt).toLocaleTimeString() })}</p>
      <p role="status">{note ?? t('reservation.payment.pix.waiting')}</p>
      {config.data?.provider === 'sandbox' ? (
        <SandboxPixButton paymentId={paymentId} onPaid={onPaid} />
      ) : null}
    </div>
  );
}

/** The sandbox bank's button: pays the charge as a bank app would, and the gateway's webhook follows. */
function SandboxPixButton({ paymentId, onPaid }: { paymentId: string; onPaid: () => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="reservation-sandbox">
      <Button
        variant="secondary"
        onClick={() =>
          void sandboxPayPix(paymentId)
            .then(onPaid)
            .catch((cause: unknown) => setError(userMessageOf(cause)))
        }
      >
        {t('reservation.payment.pix.sandboxPay')}
      </Button>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}

function OffGateway({
  method,
  busy,
  onChoose,
}: {
  method: 'dealer' | 'financing' | 'consortium';
  busy: boolean;
  onChoose: (
    body:
      { method: 'dealer' } | { method: 'financing' } | { method: 'consortium'; kind: 'external' | 'brand' },
  ) => Promise<void>;
}) {
  const { t } = useTranslation();
  if (method === 'consortium') {
    return (
      <div className="reservation-actions">
        <Button disabled={busy} onClick={() => void onChoose({ method: 'consortium', kind: 'brand' })}>
          {t('reservation.payment.offline.consortiumBrand')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void onChoose({ method: 'consortium', kind: 'external' })}
        >
          {t('reservation.payment.offline.consortiumExternal')}
        </Button>
      </div>
    );
  }
  return (
    <Button disabled={busy} onClick={() => void onChoose({ method })}>
      {t(`reservation.payment.offline.${method}`)}
    </Button>
  );
}

function Timeline({ order }: { order: ReservationOrder }) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const reached = ORDER_MILESTONES.indexOf(order.milestone);
  return (
    <section className="reservation-timeline" aria-labelledby="order-timeline">
      <h2 id="order-timeline">{t('reservation.timeline.title')}</h2>
      <ol aria-label={t('reservation.timeline.milestones')} className="reservation-milestones">
        {ORDER_MILESTONES.map((milestone, index) => {
          const state =
            order.status === 'DELIVERED' || index < reached
              ? 'done'
              : index === reached
                ? 'current'
                : 'upcoming';
          return (
            <li
              key={milestone}
              className={`reservation-milestone reservation-milestone--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              {ORDER_MILESTONE_LABELS[locale][milestone]}{' '}
              <span className="reservation-muted">({t(`reservation.timeline.${state}`)})</span>
            </li>
          );
        })}
      </ol>
      <h3>{t('reservation.timeline.history')}</h3>
      <ol className="reservation-history" data-testid="order-history">
        {order.timeline.map((entry, index) => (
          <li key={`${entry.at}-${index}`}>
            <time dateTime={entry.at}>{new Date(entry.at).toLocaleString(locale)}</time> —{' '}
            {orderStatusLabel(entry.to, locale)}
          </li>
        ))}
      </ol>
    </section>
  );
}

function CancelOrder({
  order,
  money,
  onDone,
}: {
  order: ReservationOrder;
  money: (cents: number) => string;
  onDone: (next?: ReservationOrder) => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const key = useRef(newIdempotencyKey());
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const withinWithdrawal =
    order.withdrawalUntil !== null && Date.parse(order.withdrawalUntil) > Date.parse(order.serverNow);
  const explanation =
    order.paidAt === null
      ? t('reservation.cancel.unpaid')
      : withinWithdrawal
        ? t('reservation.cancel.withdraw')
        : t('reservation.cancel.request');

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await cancelOrder(order.id, reason.trim(), key.current);
      setResult(
        answer.outcome === 'request'
          ? t('reservation.cancel.requested')
          : answer.refundedCents > 0
            ? `${t('reservation.cancel.done')} ${t('reservation.cancel.refunded', { amount: money(answer.refundedCents) })}`
            : t('reservation.cancel.done'),
      );
      dialog.current?.close();
      onDone(answer.order);
    } catch (cause) {
      // The spec's message: 'Tivemos um problema ao solicitar o cancelamento.'
      setError(userMessageOf(cause));
    } finally {
      setBusy(false);
    }
  };

  const cancellable = order.status !== 'CANCELLED' && order.status !== 'REQUESTED_CANCELLATION';
  if (!cancellable && !result) return null;
  return (
    <section className="reservation-cancel">
      {result ? <p role="status">{result}</p> : null}
      <Button variant="secondary" hidden={!cancellable} onClick={() => dialog.current?.showModal()}>
        {t('reservation.cancel.open')}
      </Button>
      <dialog ref={dialog} aria-labelledby={`${id}-title`} className="reservation-dialog">
        <h2 id={`${id}-title`}>{t('reservation.cancel.title')}</h2>
        <p>{explanation}</p>
        <label htmlFor={`${id}-reason`}>{t('reservation.cancel.reason')}</label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
        <ReservationError message={error} />
        <div className="reservation-actions">
          <Button onClick={() => void confirm()} disabled={busy}>
            {busy ? t('reservation.payment.working') : t('reservation.cancel.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => dialog.current?.close()}>
            {t('reservation.cancel.keep')}
          </Button>
        </div>
      </dialog>
    </section>
  );
}

const KIT_FIELDS = ['recipient', ...ADDRESS_FIELD_NAMES] as const;

type KitField = (typeof KIT_FIELDS)[number];

/** The form's field of an api path of the address (`recipientName` is typed as `recipient`). */
function kitField(path: string): string | undefined {
  const field = path.split('.').pop() ?? '';
  if (field === 'recipientName') return 'recipient';
  return (KIT_FIELDS as readonly string[]).includes(field) ? field : undefined;
}

function WelcomeKitForm({
  order,
  onSaved,
}: {
  order: ReservationOrder;
  onSaved: (next?: ReservationOrder) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const kit = order.welcomeKit;
  const form = useContractForm<Record<KitField, string>, WelcomeKitAddress>(WelcomeKitAddress, {
    defaultValues: {
      recipient: kit?.recipientName ?? '',
      postalCode: kit?.postalCode ?? '',
      street: kit?.street ?? '',
      number: kit?.number ?? '',
      complement: kit?.complement ?? '',
      neighborhood: kit?.neighborhood ?? '',
      city: kit?.city ?? '',
      state: kit?.state ?? '',
    },
    prepare: ({ recipient, complement, ...rest }) => ({
      ...rest,
      country: order.country,
      recipientName: recipient,
      ...(complement.trim() ? { complement } : {}),
    }),
  });

  const submit = async (address: WelcomeKitAddress) => {
    setError(null);
    try {
      const next = await saveWelcomeKit(order.id, address);
      setSaved(
        t('reservation.welcomeKit.saved', {
          address: `${address.street}, ${address.number} — ${address.city}`,
        }),
      );
      onSaved(next);
    } catch (cause) {
      applyApiErrors(form, cause, locale, kitField);
      setError(userMessageOf(cause));
    }
  };

  return (
    <section className="reservation-kit" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('reservation.welcomeKit.title')}</h2>
      <p>{t('reservation.welcomeKit.lead')}</p>
      <Form form={form} onSubmit={submit}>
        {KIT_FIELDS.map((field) => (
          <TextField key={field} name={field} label={t(`reservation.welcomeKit.${field}`)} />
        ))}
        <ReservationError message={error} />
        {saved ? <p role="status">{saved}</p> : null}
        <Button type="submit">{t('reservation.welcomeKit.save')}</Button>
      </Form>
    </section>
  );
}
