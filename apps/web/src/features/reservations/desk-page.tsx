import { MoveOrderBody, type ReservationOrder } from '@autohub/contract';
import { orderStatusLabel } from '@autohub/domain';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SelectField, TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { Button } from '../../components/ui/button';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { formatDate, formatMoney } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { moveOrder, staffOrdersQuery, takeIdentityStep } from './reservation.api';
import { ReservationError } from './reservation-error';
import './reservation.css';
import { EmptyState } from '../../components/ui/empty-state';

/** The dealer's desk: the orders of the account's dealers, each moved one step of the timeline. */
export function DeskPage() {
  const { t } = useTranslation();
  const orders = useQuery(staffOrdersQuery());
  useDocumentTitle(t('reservation.desk.title'));
  const refused =
    orders.error instanceof ApiError && (orders.error.status === 401 || orders.error.status === 403);
  return (
    <div className="reservation">
      <h1>{t('reservation.desk.title')}</h1>
      {refused ? (
        <p role="alert">{t('reservation.desk.signIn')}</p>
      ) : orders.isError ? (
        <p role="alert">{userMessageOf(orders.error)}</p>
      ) : !orders.data ? (
        <p role="status">{t('reservation.order.loading')}</p>
      ) : orders.data.orders.length === 0 ? (
        <EmptyState compact>{t('reservation.desk.empty')}</EmptyState>
      ) : (
        <ul className="reservation-units">
          {orders.data.orders.map((order) => (
            <DeskOrder key={order.id} order={order} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DeskOrder({ order }: { order: ReservationOrder }) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useContractForm<{ to: string; note: string }, MoveOrderBody>(MoveOrderBody, {
    defaultValues: { to: order.nextStatuses[0] ?? '', note: '' },
  });

  const clearIdentity = async (to: string) => {
    setBusy(true);
    setError(null);
    try {
      await takeIdentityStep(order.id, to);
      await queryClient.invalidateQueries({ queryKey: staffOrdersQuery().queryKey });
    } catch (cause) {
      setError(userMessageOf(cause));
    } finally {
      setBusy(false);
    }
  };

  const submit = async ({ to, note }: MoveOrderBody) => {
    setBusy(true);
    setError(null);
    try {
      await moveOrder(order.id, to, note ?? '');
      await queryClient.invalidateQueries({ queryKey: staffOrdersQuery().queryKey });
    } catch (cause) {
      if (!applyApiErrors(form, cause, locale)) setError(userMessageOf(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li data-testid="desk-order">
      <p>
        <strong>{order.vehicleName}</strong> · {order.unitId}
      </p>
      <p>{t('reservation.order.status', { status: orderStatusLabel(order.status, locale) })}</p>
      <p>{t('reservation.order.price', { price: formatMoney(order.priceCents, locale, order.currency) })}</p>
      <p className="reservation-muted">{formatDate(order.createdAt, locale)}</p>
      {order.identity.step ? (
        <div className="reservation-desk-identity" data-testid="desk-identity">
          <p>
            {t('reservation.desk.identity', {
              step: t(`reservation.desk.identitySteps.${order.identity.step}`),
            })}
          </p>
          {order.identity.quizFailed ? (
            <p className="reservation-muted">{t('reservation.desk.quizFailed')}</p>
          ) : null}
          {order.identity.nextSteps.map((step) => (
            <Button key={step} variant="secondary" disabled={busy} onClick={() => void clearIdentity(step)}>
              {t('reservation.desk.clearIdentity')}
            </Button>
          ))}
          {error && order.nextStatuses.length === 0 ? (
            <p role="alert" className="reservation-error">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
      {order.nextStatuses.length > 0 ? (
        <Form form={form} onSubmit={submit}>
          <SelectField name="to" label={t('reservation.desk.next')}>
            {order.nextStatuses.map((status) => (
              <option key={status} value={status}>
                {orderStatusLabel(status, locale)}
              </option>
            ))}
          </SelectField>
          <TextField name="note" label={t('reservation.desk.note')} maxLength={500} />
          <ReservationError message={error} />
          <Button type="submit" disabled={busy}>
            {busy ? t('reservation.payment.working') : t('reservation.desk.move')}
          </Button>
        </Form>
      ) : null}
    </li>
  );
}
