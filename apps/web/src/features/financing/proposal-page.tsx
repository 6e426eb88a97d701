import {
  MAX_UPLOAD_BYTES,
  type Proposal,
  ProposalDocumentFields,
  type ProposalStatus,
  type UploadDocumentType,
} from '@autohub/contract';
import { message } from '@autohub/domain';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { SelectField, TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { formatDate } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import {
  completeFormalization,
  proposalPdfUrl,
  proposalQuery,
  startFormalization,
  uploadDocument,
} from './financing.api';
import { useFundingFormat } from './funding-format';
import { QrCode } from '../../components/qr-code/qr-code';
import { SimulationSummary } from './simulation-summary';
import './financing.css';
import { Skeleton } from '../../components/ui/skeleton';

/** The document form as held: the type and the file input's files. */
interface DocumentValues {
  type: UploadDocumentType;
  file: FileList | null;
}

const RESTING: readonly ProposalStatus[] = ['DENIED_PROPOSAL', 'PAYMENT_DONE', 'APPROVED_PROPOSAL', 'PENDING_DOCUMENT'];

function Documents({ proposal, onChange }: { proposal: Proposal; onChange: () => void }) {
  const { t } = useTranslation();
  const { locale } = useFundingFormat();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useContractForm<DocumentValues, ProposalDocumentFields>(ProposalDocumentFields, {
    defaultValues: { type: proposal.documentTypes[0] ?? 'CNH', file: null },
    // The file is checked before sending too: a large file need not travel to be refused.
    extra: ({ file }) => {
      const chosen = file?.[0];
      if (!chosen) return [{ path: 'file', message: t('financing.proposal.chooseFile') }];
      if (chosen.size > MAX_UPLOAD_BYTES) return [{ path: 'file', message: message('files_too_large', locale) }];
      return [];
    },
  });

  async function upload({ type }: ProposalDocumentFields) {
    const file = form.getValues('file')?.[0];
    if (!file) return;
    setBusy(true);
    setNote(null);
    try {
      await uploadDocument(proposal.id, type, file);
      setNote({ ok: true, text: t('financing.proposal.uploaded') });
      onChange();
    } catch (error) {
      const field = (path: string) => (path === 'type' || path === 'file' ? path : undefined);
      if (!applyApiErrors(form, error, locale, field)) setNote({ ok: false, text: userMessageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="funding-card" aria-labelledby="documents-title">
      <h2 id="documents-title">{t('financing.proposal.documents')}</h2>
      {proposal.documents.length === 0 ? (
        <p>{t('financing.proposal.noDocuments')}</p>
      ) : (
        <ul>
          {proposal.documents.map((d) => (
            <li key={d.id}>
              {t(`financing.documentTypes.${d.type}`)}: {d.fileName}
            </li>
          ))}
        </ul>
      )}
      <Form form={form} className="funding-form" onSubmit={upload}>
        <SelectField name="type" className="funding-field" label={t('financing.proposal.documentType')}>
          {proposal.documentTypes.map((d) => (
            <option key={d} value={d}>
              {t(`financing.documentTypes.${d}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          name="file"
          className="funding-field"
          label={t('financing.proposal.file')}
          type="file"
          accept="application/pdf,image/jpeg,image/png"
        />
        <button type="submit" className="button" disabled={busy}>
          {t('financing.proposal.upload')}
        </button>
        {note ? <p role={note.ok ? 'status' : 'alert'}>{note.text}</p> : null}
      </Form>
    </section>
  );
}

/** Spec §4 "Proposal formalization: wait, then proceed via QR code, then complete". */
function Formalization({ proposal, onChange }: { proposal: Proposal; onChange: (p: Proposal) => void }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const { stage, signingUrl } = proposal.formalization;

  async function run(step: () => Promise<Proposal>) {
    setProblem(null);
    try {
      onChange(await step());
    } catch (error) {
      setProblem(userMessageOf(error));
    }
  }
  const token = signingUrl ? (new URL(signingUrl).searchParams.get('token') ?? '') : '';

  return (
    <section className="funding-card" aria-labelledby="formalization-title" data-formalization={stage}>
      <h2 id="formalization-title">{t('financing.proposal.formalization')}</h2>
      {stage === 'not-started' && proposal.status === 'APPROVED_PROPOSAL' ? (
        <button type="button" className="button" onClick={() => void run(() => startFormalization(proposal.id))}>
          {t('financing.proposal.start')}
        </button>
      ) : stage === 'not-started' ? (
        <p>{t('financing.proposal.notStarted')}</p>
      ) : stage === 'waiting' ? (
        <p role="status">
          <span className="funding-spinner" aria-hidden="true" /> {t('financing.proposal.waiting')}
        </p>
      ) : stage === 'qr-code' && signingUrl ? (
        <>
          <p>{t('financing.proposal.qr')}</p>
          <QrCode value={signingUrl} label={t('financing.proposal.qrAlt')} />
          <button type="button" className="button" onClick={() => void run(() => completeFormalization(proposal.id, token))}>
            {t('financing.proposal.signed')}
          </button>
        </>
      ) : (
        <p role="status">{t('financing.proposal.complete')}</p>
      )}
      {problem ? <p role="alert">{problem}</p> : null}
    </section>
  );
}

/** One proposal in the account area: status and its history, documents, formalization, PDF. */
export function ProposalPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { locale } = useFundingFormat();
  const queryClient = useQueryClient();
  useDocumentTitle(t('financing.proposal.documentTitle'));
  // Followed while the bank is moving it; statuses waiting for the buyer or final need no polling.
  const proposal = useQuery({
    ...proposalQuery(id),
    refetchInterval: (query) => (query.state.data && RESTING.includes(query.state.data.status) ? false : 2000),
  });
  const data = proposal.data;

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['financing', 'proposal', id] });
  const needsSignIn = proposal.error instanceof ApiError && proposal.error.status === 401;

  return (
    <div className="funding">
      <header className="funding-header">
        <h1>{t('financing.proposal.title')}</h1>
        <nav className="funding-links" aria-label={t('financing.proposal.title')}>
          <AppLink to="..">{t('financing.proposal.back')}</AppLink>
        </nav>
      </header>
      {needsSignIn ? (
        <p role="alert">{t('financing.signIn')}</p>
      ) : proposal.isError ? (
        <p role="alert">{userMessageOf(proposal.error)}</p>
      ) : !data ? (
        <Skeleton variant="page" label={t('app.loading')} />
      ) : (
        <>
          <section className="funding-card" aria-labelledby="proposal-status-title">
            <h2 id="proposal-status-title">{t('financing.proposal.reference', { id: data.id.slice(0, 8).toUpperCase() })}</h2>
            <p className={`funding-outcome funding-outcome--${data.outcome}`} data-testid="proposal-status">
              {t(`financing.statuses.${data.status}`)}
            </p>
            <p>
              {data.planName} · {data.mvsCode} ({data.year})
            </p>
            <h3>{t('financing.proposal.history')}</h3>
            <ol className="funding-history">
              {data.history.map((h, i) => (
                <li key={`${h.status}-${i}`}>
                  {t(`financing.statuses.${h.status}`)} <span className="funding-muted">· {formatDate(h.at, locale)}</span>
                </li>
              ))}
            </ol>
            <a className="button button--secondary" href={proposalPdfUrl(data.id)} download>
              {t('financing.proposal.pdf')}
            </a>
          </section>
          {data.outcome !== 'denied' ? (
            <Formalization
              proposal={data}
              onChange={(p) => {
                queryClient.setQueryData(['financing', 'proposal', id], p);
              }}
            />
          ) : null}
          {data.outcome !== 'denied' ? <Documents proposal={data} onChange={refresh} /> : null}
          <SimulationSummary result={data.simulation} />
        </>
      )}
    </div>
  );
}
