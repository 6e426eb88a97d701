import {
  RENTAL_DOCUMENT_KINDS,
  RENTAL_PROPOSAL_STATUSES,
  RENTAL_STATUS_LABELS,
  type RentalProposalStatus,
} from '@autohub/domain';
import { RENTAL_FILE_MAX_BYTES, RentalDocumentUpload, type StaffRentalProposal } from '@autohub/contract';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SelectField, TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import { attachDocument, moveProposal, staffRentalQuery } from './rental.api';
import './rental.css';
import { Skeleton } from '../../components/ui/skeleton';

/** The document's kind as the upload names it; the file itself is checked here before it travels. */
const AttachFields = RentalDocumentUpload.pick({ kind: true });

interface AttachValues {
  kind: string;
  file: FileList | null;
}

/** Back office: the lead desk moves rental proposals along their statuses and attaches documents. */
export function StaffRentalPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('rental.staffTitle'));
  if (session.status === 'LOADING') return <Skeleton variant="page" label={t('app.loading')} />;
  if (!session.user)
    return (
      <SignInFirst
        className="rental-page"
        headingId="staff-rental-title"
        title={t('rental.staffTitle')}
        reason={t('rental.staffSignIn')}
        page="staff/rental"
      />
    );
  return <StaffDesk />;
}

function StaffDesk() {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const [status, setStatus] = useState<RentalProposalStatus | ''>('');
  const list = useQuery(staffRentalQuery(locale, status));
  const forbidden = list.error instanceof ApiError && list.error.status === 403;
  return (
    <div className="rental-page">
      <h1>{t('rental.staffTitle')}</h1>
      <label htmlFor="staff-rental-status">{t('rental.staffFilter')}</label>
      <select
        id="staff-rental-status"
        value={status}
        onChange={(e) => setStatus(e.target.value as RentalProposalStatus | '')}
      >
        <option value="">{t('rental.allStatuses')}</option>
        {RENTAL_PROPOSAL_STATUSES.map((s) => (
          <option key={s} value={s}>
            {RENTAL_STATUS_LABELS[s][locale]}
          </option>
        ))}
      </select>
      {list.isFetching ? <p role="status">{t('app.loading')}</p> : null}
      {forbidden ? (
        <p role="alert">{t('rental.staffForbidden')}</p>
      ) : list.isError ? (
        <p role="alert">{userMessageOf(list.error)}</p>
      ) : null}
      <ul className="rental-proposals">
        {list.data?.proposals.map((p) => (
          <li key={p.proposalCode}>
            <StaffProposal proposal={p} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function StaffProposal({ proposal }: { proposal: StaffRentalProposal }) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const headingId = `staff-${proposal.proposalCode}`;

  async function move(to: RentalProposalStatus) {
    setBusy(true);
    try {
      const moved = await moveProposal(proposal.proposalCode, to, locale);
      popups.toast(t('rental.moved', { code: moved.proposalCode, status: moved.statusLabel }), {
        kind: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: ['rental'] });
    } catch (caught) {
      popups.toast(userMessageOf(caught), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const form = useContractForm<AttachValues, { kind: RentalDocumentUpload['kind'] }>(AttachFields, {
    defaultValues: { kind: RENTAL_DOCUMENT_KINDS[0], file: null },
    // The schema checks the kind; the file is read and sent once it passes `extra`.
    prepare: ({ kind }) => ({ kind }),
    extra: ({ file }) => {
      const chosen = file?.[0];
      if (!chosen || chosen.size === 0) return [{ path: 'file', message: t('rental.chooseFile') }];
      if (chosen.size > RENTAL_FILE_MAX_BYTES) return [{ path: 'file', message: t('rental.fileTooLarge') }];
      return [];
    },
  });

  async function attach({ kind }: { kind: RentalDocumentUpload['kind'] }) {
    const file = form.getValues('file')?.[0];
    if (!file) return;
    setBusy(true);
    try {
      await attachDocument(proposal.proposalCode, {
        kind,
        fileName: file.name.replace(/[^\w\-. ()]/g, '_').slice(0, 120),
        contentType: file.type,
        contentBase64: await toBase64(file),
      });
      popups.toast(t('rental.attached'), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['rental'] });
    } catch (caught) {
      // The name, type and content are the file's: what the api says of them is said under it.
      const field = (path: string) => (path === 'kind' ? 'kind' : 'file');
      if (!applyApiErrors(form, caught, locale, field))
        popups.toast(userMessageOf(caught), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="rental-proposal" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('rental.proposal', { code: proposal.proposalCode })}</h2>
      <p>
        {proposal.companyName} · {proposal.companyTaxIdHint} · {t('rental.contact')}: {proposal.contactName} (
        {proposal.email})
      </p>
      <p>
        <strong>{t('rental.status')}:</strong> <span className="rental-status">{proposal.statusLabel}</span>
      </p>
      <div className="rental-proposal__actions">
        {proposal.next.map((to) => (
          <button
            key={to}
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void move(to)}
          >
            {t('rental.moveTo', { status: RENTAL_STATUS_LABELS[to][locale] })}
          </button>
        ))}
      </div>
      <Form form={form} className="rental-attach" onSubmit={attach} aria-label={t('rental.attachTitle')}>
        <SelectField name="kind" label={t('rental.documentKind')}>
          {RENTAL_DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`rental.documentKinds.${k}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          name="file"
          label={t('rental.file')}
          type="file"
          accept="application/pdf,image/png,image/jpeg"
        />
        <button type="submit" className="button" disabled={busy}>
          {t('rental.attach')}
        </button>
      </Form>
    </article>
  );
}
