import {
  JOURNEY_ERROR_STATUSES,
  type JourneyIntegrationError,
  JourneyIntegrationErrorPatch,
} from '@autohub/contract';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { formatDate } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import {
  type JourneyErrorStatus,
  integrationErrorsQuery,
  reprocessIntegrationErrors,
  updateIntegrationError,
} from './integration-errors.api';
import './back-office.css';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';
import { TextField, TextareaField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';

/**
 * Back office: the journeys that did not reach a partner after every retry (a lead the CRM never
 * took, say). Staff read why, correct what will be sent, leave a note, dismiss, or send the chosen
 * ones again; each goes back through the outbox and shows RESOLVED once the partner took it.
 */
export function IntegrationErrorsPage() {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const session = useSession();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const ids = { heading: useId(), status: useId() };
  const [status, setStatus] = useState<JourneyErrorStatus | ''>('OPEN');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const list = useQuery({ ...integrationErrorsQuery(status), enabled: session.user !== null });
  useDocumentTitle(t('backOffice.errors.documentTitle'));

  if (session.user === null) {
    return (
      <SignInFirst
        className="bo-page"
        headingId={ids.heading}
        title={t('backOffice.errors.title')}
        reason={t('backOffice.signIn')}
        page={'staff/integration-errors'}
      />
    );
  }

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['back-office', 'journey-errors'] });
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  async function reprocess() {
    setBusy(true);
    try {
      const result = await reprocessIntegrationErrors([...selected]);
      setSelected(new Set());
      popups.toast(
        t('backOffice.errors.reprocessed', {
          count: result.reprocessed.length,
          skipped: result.skipped.length,
        }),
        { kind: result.skipped.length > 0 ? 'info' : 'success' },
      );
      await refresh();
    } catch (error) {
      popups.toast(userMessageOf(error), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const forbidden = list.error instanceof ApiError && list.error.status === 403;
  return (
    <section className="bo-page" aria-labelledby={ids.heading}>
      <h1 id={ids.heading}>{t('backOffice.errors.title')}</h1>
      <p>{t('backOffice.errors.intro')}</p>
      <div className="bo-toolbar">
        <label htmlFor={ids.status}>{t('backOffice.errors.status')}</label>
        <select
          id={ids.status}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as JourneyErrorStatus | '');
            setSelected(new Set());
          }}
        >
          <option value="">{t('backOffice.errors.allStatuses')}</option>
          {JOURNEY_ERROR_STATUSES.map((option) => (
            <option key={option} value={option}>
              {t(`backOffice.errors.statuses.${option}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          disabled={busy || selected.size === 0}
          onClick={() => void reprocess()}
        >
          {t('backOffice.errors.reprocess', { count: selected.size })}
        </button>
      </div>
      {list.isPending ? <Skeleton count={2} label={t('app.loading')} /> : null}
      {forbidden ? <p role="alert">{t('backOffice.forbidden')}</p> : null}
      {list.isError && !forbidden ? <p role="alert">{userMessageOf(list.error)}</p> : null}
      {list.data?.length === 0 ? <EmptyState compact>{t('backOffice.errors.empty')}</EmptyState> : null}
      {list.data && list.data.length > 0 ? (
        <table className="bo-table">
          <caption className="visually-hidden">{t('backOffice.errors.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('backOffice.errors.select')}</th>
              <th scope="col">{t('backOffice.errors.journey')}</th>
              <th scope="col">{t('backOffice.errors.reference')}</th>
              <th scope="col">{t('backOffice.errors.status')}</th>
              <th scope="col">{t('backOffice.errors.attempts')}</th>
              <th scope="col">{t('backOffice.errors.lastError')}</th>
              <th scope="col">{t('backOffice.errors.updatedAt')}</th>
              <th scope="col">{t('backOffice.errors.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.data.map((item) => (
              <ErrorRow
                key={item.id}
                item={item}
                selected={selected.has(item.id)}
                onToggle={() => toggle(item.id)}
                editing={editing === item.id}
                onEdit={() => setEditing(editing === item.id ? null : item.id)}
                onSaved={async () => {
                  setEditing(null);
                  await refresh();
                }}
                locale={locale}
              />
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

function ErrorRow({
  item,
  selected,
  onToggle,
  editing,
  onEdit,
  onSaved,
  locale,
}: {
  item: JourneyIntegrationError;
  selected: boolean;
  onToggle: () => void;
  editing: boolean;
  onEdit: () => void;
  onSaved: () => Promise<void>;
  locale: Parameters<typeof formatDate>[1];
}) {
  const { t } = useTranslation();
  const checkboxLabel = t('backOffice.errors.selectOne', { reference: item.reference });
  return (
    <>
      <tr>
        <td>
          <input type="checkbox" aria-label={checkboxLabel} checked={selected} onChange={onToggle} />
        </td>
        <td>{item.journey}</td>
        <td>
          <code>{item.reference}</code>
        </td>
        <td>{t(`backOffice.errors.statuses.${item.status}`)}</td>
        <td>{item.attempts}</td>
        <td>{item.lastError ?? '—'}</td>
        <td>{formatDate(item.updatedAt, locale)}</td>
        <td>
          <button type="button" className="button button--secondary" aria-expanded={editing} onClick={onEdit}>
            {t('backOffice.errors.edit', { reference: item.reference })}
          </button>
        </td>
      </tr>
      {editing ? (
        <tr>
          <td colSpan={8}>
            <ErrorEditor item={item} onSaved={onSaved} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** The text typed as a JSON object, or undefined when it is not one. */
function jsonObjectOf(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

type PatchValues = { payload: string; note: string };
type ErrorPatch = { payload?: Record<string, unknown> | undefined; note?: string | null | undefined };

/** The payload as JSON to correct, a note, and dismissal. Invalid JSON is named, never sent. */
function ErrorEditor({ item, onSaved }: { item: JourneyIntegrationError; onSaved: () => Promise<void> }) {
  const { t } = useTranslation();
  const popups = usePopups();
  const headingId = useId();
  const form = useContractForm<PatchValues, ErrorPatch>(JourneyIntegrationErrorPatch, {
    defaultValues: { payload: JSON.stringify(item.payload, null, 2), note: item.note ?? '' },
    prepare: ({ payload, note }) => ({
      payload: jsonObjectOf(payload) ?? null,
      note: note.trim() === '' ? null : note.trim(),
    }),
    extra: ({ payload }) =>
      jsonObjectOf(payload) ? [] : [{ path: 'payload', message: t('backOffice.errors.invalidJson') }],
  });

  async function save(patch: ErrorPatch, dismiss: boolean) {
    try {
      await updateIntegrationError(item.id, {
        ...patch,
        ...(dismiss ? { status: 'DISMISSED' as const } : {}),
      });
      popups.toast(t(dismiss ? 'backOffice.errors.dismissed' : 'backOffice.errors.saved'), {
        kind: 'success',
      });
      await onSaved();
    } catch (error) {
      popups.toast(userMessageOf(error), { kind: 'error' });
    }
  }

  return (
    <Form
      form={form}
      className="bo-editor"
      aria-labelledby={headingId}
      onSubmit={(patch) => save(patch, false)}
    >
      <h2 id={headingId}>{t('backOffice.errors.editTitle', { reference: item.reference })}</h2>
      <TextareaField name="payload" label={t('backOffice.errors.payload')} rows={14} spellCheck={false} />
      <TextField name="note" label={t('backOffice.errors.note')} maxLength={2000} />
      <div className="bo-toolbar">
        <button type="submit" className="button">
          {t('backOffice.errors.save')}
        </button>
        {item.status === 'OPEN' ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void form.handleSubmit((patch) => save(patch, true))()}
          >
            {t('backOffice.errors.dismiss')}
          </button>
        ) : null}
      </div>
    </Form>
  );
}
