import {
  RENTAL_DOCUMENT_KINDS,
  RENTAL_PROPOSAL_STATUSES,
  RENTAL_STATUS_LABELS,
  type RentalProposalStatus,
} from '@autohub/domain';
import type { StaffRentalProposal } from '@autohub/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import { attachDocument, moveProposal, staffRentalQuery } from './rental.api';
import './rental.css';

const MAX_BYTES = 2 * 1024 * 1024;

/** Back office: the lead desk moves rental proposals along their statuses and attaches documents. */
export function StaffRentalPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('rental.staffTitle'));
  if (session.status === 'LOADING') return <p role="status">{t('app.loading')}</p>;
  if (!session.user)
    return (
      <SignInFirst
        className="rental-page"
        headingId="staff-rental-title"
        title={t('rental.staffTitle')}
        linkText={t('rental.signIn')}
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

  async function attach(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const file = data.get('file');
    if (!(file instanceof File) || file.size === 0) return;
    if (file.size > MAX_BYTES) {
      popups.toast(t('rental.fileTooLarge'), { kind: 'error' });
      return;
    }
    setBusy(true);
    try {
      await attachDocument(proposal.proposalCode, {
        kind: String(data.get('kind')),
        fileName: file.name.replace(/[^\w\-. ()]/g, '_').slice(0, 120),
        contentType: file.type,
        contentBase64: await toBase64(file),
      });
      popups.toast(t('rental.attached'), { kind: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['rental'] });
    } catch (caught) {
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
      <form
        className="rental-attach"
        onSubmit={(event) => void attach(event)}
        aria-label={t('rental.attachTitle')}
      >
        <label htmlFor={`${headingId}-kind`}>{t('rental.documentKind')}</label>
        <select id={`${headingId}-kind`} name="kind">
          {RENTAL_DOCUMENT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`rental.documentKinds.${k}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${headingId}-file`}>{t('rental.file')}</label>
        <input
          id={`${headingId}-file`}
          name="file"
          type="file"
          accept="application/pdf,image/png,image/jpeg"
        />
        <button type="submit" className="button" disabled={busy}>
          {t('rental.attach')}
        </button>
      </form>
    </article>
  );
}
