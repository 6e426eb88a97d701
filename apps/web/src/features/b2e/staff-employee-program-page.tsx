import {
  PartnerApproverBody,
  PartnerCompanyParams,
  type PartnerPeopleCsvReport,
  type StaffPartnerCompanies,
} from '@autohub/contract';
import { MARKETS } from '@autohub/domain';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import { importPartnerPeople, namePartnerApprover, staffPartnersQuery } from './b2e.api';
import './b2e.css';
import { Skeleton } from '../../components/ui/skeleton';

/** The longest list the api takes (its CSV text limit), checked before the file travels. */
export const MAX_CSV_BYTES = 2_000_000;

type Company = StaffPartnerCompanies['companies'][number];

/**
 * Back office (companies desk, `b2e:manage`): pick a partner company of the market, import its list
 * of employees with a report of the rejected rows, and name its approver.
 */
export function StaffEmployeeProgramPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('b2e.staff.title'));
  if (session.status === 'LOADING') return <Skeleton variant="page" label={t('app.loading')} />;
  if (!session.user)
    return (
      <SignInFirst
        className="b2e-page"
        headingId="staff-b2e-title"
        title={t('b2e.staff.title')}
        reason={t('b2e.staff.signIn')}
        page="staff/employee-program"
      />
    );
  return <PartnersDesk />;
}

function PartnersDesk() {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const market = MARKETS[locale].country;
  const partners = useQuery(staffPartnersQuery(market));
  const [chosen, setChosen] = useState('');
  const companies = partners.data?.companies ?? [];
  const company = companies.find((c) => c.code === chosen) ?? companies[0];
  const error = partners.error;
  return (
    <div className="b2e-page">
      <h1 id="staff-b2e-title">{t('b2e.staff.title')}</h1>
      <p>{t('b2e.staff.lead')}</p>
      {partners.isPending ? <Skeleton count={2} label={t('app.loading')} /> : null}
      {error instanceof ApiError && error.status === 403 ? (
        <p role="alert">{t('b2e.staff.forbidden')}</p>
      ) : error ? (
        <p role="alert">{userMessageOf(error)}</p>
      ) : null}
      {partners.data && companies.length === 0 ? <p>{t('b2e.staff.noCompanies')}</p> : null}
      {company ? (
        <>
          <div className="b2e-field">
            <label htmlFor="staff-b2e-company">{t('b2e.staff.company')}</label>
            <select id="staff-b2e-company" value={company.code} onChange={(e) => setChosen(e.target.value)}>
              {companies.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name} ({c.code})
                </option>
              ))}
            </select>
          </div>
          <CompanyFacts company={company} />
          {/* A fresh pair of forms per company: no report or e-mail of another company stays on screen. */}
          <PeopleImport key={`import-${company.code}`} company={company} />
          <ApproverForm key={`approver-${company.code}`} company={company} />
        </>
      ) : null}
    </div>
  );
}

function CompanyFacts({ company }: { company: Company }) {
  const { t } = useTranslation();
  return (
    <dl className="b2e-prices" aria-label={company.name}>
      <dt>{t('b2e.staff.people')}</dt>
      <dd data-testid="partner-people">{company.people}</dd>
      <dt>{t('b2e.staff.approvers')}</dt>
      <dd>{company.approvers.length > 0 ? company.approvers.join(', ') : t('b2e.staff.noApprover')}</dd>
      {company.active ? null : (
        <>
          <dt>{t('b2e.approvals.status')}</dt>
          <dd>{t('b2e.staff.inactive')}</dd>
        </>
      )}
    </dl>
  );
}

/** The import form as held: the file input's files (the company is the page's choice). */
interface ImportValues {
  file: FileList | null;
}

function PeopleImport({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<PartnerPeopleCsvReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm<ImportValues, PartnerCompanyParams>(PartnerCompanyParams, {
    defaultValues: { file: null },
    // What is sent in the path is the chosen company; the file is checked here before it travels.
    prepare: () => ({ code: company.code }),
    extra: ({ file }) => {
      const chosen = file?.[0];
      if (!chosen) return [{ path: 'file', message: t('b2e.staff.chooseFile') }];
      if (chosen.size === 0) return [{ path: 'file', message: t('b2e.staff.emptyFile') }];
      if (chosen.size > MAX_CSV_BYTES) return [{ path: 'file', message: t('b2e.staff.fileTooLarge') }];
      return [];
    },
  });

  async function upload({ code }: PartnerCompanyParams) {
    const file = form.getValues('file')?.[0];
    if (!file) return;
    setBusy(true);
    setFailure(null);
    setReport(null);
    try {
      setReport(await importPartnerPeople(code, await file.text()));
      await queryClient.invalidateQueries({ queryKey: ['b2e', 'staff-partners'] });
    } catch (caught) {
      const field = (path: string) => (path === 'csv' ? 'file' : undefined);
      if (!applyApiErrors(form, caught, locale, field)) setFailure(userMessageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="b2e-card" aria-labelledby="staff-b2e-import-title">
      <h2 id="staff-b2e-import-title">{t('b2e.staff.importTitle')}</h2>
      <p>{t('b2e.staff.importHint')}</p>
      <Form form={form} className="b2e-form" onSubmit={upload}>
        <TextField
          name="file"
          className="b2e-field"
          label={t('b2e.staff.file')}
          type="file"
          accept=".csv,text/csv,text/plain"
        />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('b2e.staff.importing') : t('b2e.staff.import')}
        </button>
      </Form>
      <div role="status" aria-live="polite" data-testid="import-summary">
        {busy ? t('b2e.staff.importing') : null}
        {report
          ? t('b2e.staff.summary', {
              company: company.name,
              received: report.received,
              inserted: report.inserted,
              updated: report.updated,
              rejected: report.rejected.length,
            })
          : null}
      </div>
      {failure ? <p role="alert">{failure}</p> : null}
      {report && report.rejected.length > 0 ? (
        <table className="b2e-report">
          <caption>{t('b2e.staff.reportCaption', { company: company.name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('b2e.staff.line')}</th>
              <th scope="col">{t('b2e.staff.reason')}</th>
            </tr>
          </thead>
          <tbody>
            {report.rejected.map((row) => (
              <tr key={`${row.line}-${row.code}`} data-code={row.code}>
                <th scope="row">{row.line}</th>
                <td>{row.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : report ? (
        <p>{t('b2e.staff.noRejected')}</p>
      ) : null}
    </section>
  );
}

function ApproverForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useContractForm<PartnerApproverBody>(PartnerApproverBody, { defaultValues: { email: '' } });

  async function name({ email }: PartnerApproverBody) {
    setDone(null);
    setFailure(null);
    try {
      const named = await namePartnerApprover(company.code, email);
      setDone(t('b2e.staff.approverNamed', { email: named.email, company: company.name }));
      form.reset({ email: '' });
      await queryClient.invalidateQueries({ queryKey: ['b2e', 'staff-partners'] });
    } catch (caught) {
      if (applyApiErrors(form, caught, locale)) return;
      // No account with this e-mail: said under the e-mail, where it is to be fixed.
      if (caught instanceof ApiError && caught.status === 404) {
        form.setError('email', { type: 'api', message: userMessageOf(caught) }, { shouldFocus: true });
        return;
      }
      setFailure(userMessageOf(caught));
    }
  }

  return (
    <section className="b2e-card" aria-labelledby="staff-b2e-approver-title">
      <h2 id="staff-b2e-approver-title">{t('b2e.staff.approverTitle')}</h2>
      <p>{t('b2e.staff.approverHint', { company: company.name })}</p>
      <Form form={form} className="b2e-form" onSubmit={name}>
        <TextField
          name="email"
          className="b2e-field"
          label={t('b2e.staff.approverEmail')}
          type="email"
          autoComplete="off"
        />
        <button type="submit" className="button" disabled={form.formState.isSubmitting}>
          {t('b2e.staff.approverSubmit')}
        </button>
      </Form>
      <div role="status" aria-live="polite">
        {done}
      </div>
      {failure ? <p role="alert">{failure}</p> : null}
    </section>
  );
}
