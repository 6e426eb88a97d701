import type { RentalProposal } from '@autohub/contract';
import type { RentalUserState } from '@autohub/contract';
import { RENTAL_CONTACT_METHODS, isEmptyUpdateBody } from '@autohub/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';
import { userMessageOf } from '../../lib/api/api-client';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import {
  checkRentalUser,
  rentalDocumentsQuery,
  rentalProfileQuery,
  rentalProposalsQuery,
  saveRentalProfile,
} from './rental.api';
import './rental.css';

/** The company contact's rental proposals, each with details, featured items, documents and timeline. */
export function RentalProposalsPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('rental.proposalsTitle'));
  if (session.status === 'LOADING') return <p role="status">{t('app.loading')}</p>;
  if (!session.user) {
    return (
      <SignInFirst
        className="rental-page"
        headingId="rental-proposals-title"
        title={t('rental.proposalsTitle')}
        linkText={t('rental.proposalsSignIn')}
        page="rental/proposals"
      />
    );
  }
  return (
    <>
      <ProposalList />
      <RentalAccount />
    </>
  );
}

function ProposalList() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const proposals = useQuery(rentalProposalsQuery(brand, locale));
  // Spec §4: the loading flag is on while fetching, off on success or failure.
  const loading = proposals.isFetching;
  return (
    <div className="rental-page" aria-busy={loading}>
      <h1>{t('rental.proposalsTitle')}</h1>
      {loading ? <p role="status">{t('app.loading')}</p> : null}
      {proposals.isError ? <p role="alert">{userMessageOf(proposals.error)}</p> : null}
      {proposals.data?.proposals.length === 0 ? <p>{t('rental.noProposals')}</p> : null}
      <ul className="rental-proposals">
        {proposals.data?.proposals.map((proposal) => (
          <li key={proposal.proposalCode}>
            <ProposalCard proposal={proposal} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProposalCard({ proposal }: { proposal: RentalProposal }) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const [view, setView] = useState<'details' | 'featured' | null>(null);
  const headingId = `proposal-${proposal.proposalCode}`;
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale);
  const documents = useQuery({
    ...rentalDocumentsQuery(proposal.proposalCode, locale),
    enabled: view === 'details',
  });
  return (
    <article className="rental-proposal" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('rental.proposal', { code: proposal.proposalCode })}</h2>
      <p>
        <strong>{t('rental.status')}:</strong> <span className="rental-status">{proposal.statusLabel}</span>
      </p>
      <div className="rental-proposal__actions">
        {proposal.viewFlags.details ? (
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={view === 'details'}
            aria-controls={`${headingId}-details`}
            onClick={() => setView(view === 'details' ? null : 'details')}
          >
            {t('rental.details')}
          </button>
        ) : null}
        {proposal.viewFlags.featuredItems ? (
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={view === 'featured'}
            aria-controls={`${headingId}-featured`}
            onClick={() => setView(view === 'featured' ? null : 'featured')}
          >
            {t('rental.featured')}
          </button>
        ) : null}
      </div>
      {view === 'details' ? (
        <div id={`${headingId}-details`} className="rental-proposal__view">
          <p>{proposal.companyName}</p>
          <p>
            {t('rental.vehicles', {
              amount: proposal.vehicleAmount,
              type: t(`rental.vehicleTypes.${proposal.vehicleType as 'SUV'}`),
            })}
          </p>
          <p>
            {t('rental.createdAt', { date: date(proposal.createdAt) })} ·{' '}
            {t('rental.updatedAt', { date: date(proposal.updatedAt) })}
          </p>
          <h3>{t('rental.documents')}</h3>
          {documents.isFetching ? <p role="status">{t('app.loading')}</p> : null}
          <ul>
            {documents.data?.documents.map((d) => (
              <li key={d.kind}>
                {d.label}: {t(`rental.documentStates.${d.state}`)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {view === 'featured' ? (
        <ul id={`${headingId}-featured`} className="rental-featured rental-proposal__view">
          {proposal.featuredItems.map((item) => (
            <li key={item.code}>{item.label}</li>
          ))}
        </ul>
      ) : null}
      <h3>{t('rental.timeline')}</h3>
      <ol className="rental-timeline">
        {proposal.timeline.map((step) => (
          <li
            key={step.status}
            className={`rental-step rental-step--${step.state}`}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span>{step.label}</span>{' '}
            <span className="rental-step__state">
              ({t(`rental.stepStates.${step.state}`)}
              {step.at ? ` · ${date(step.at)}` : ''})
            </span>
          </li>
        ))}
      </ol>
    </article>
  );
}

/** The rental profile (users/self/rental) and the company check (rental-user start, then result). */
function RentalAccount() {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const queryClient = useQueryClient();
  const profile = useQuery(rentalProfileQuery());
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const [check, setCheck] = useState<RentalUserState | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = {
      companyName: String(data.get('companyName') ?? '').trim() || undefined,
      contactPhone: String(data.get('contactPhone') ?? '').trim() || undefined,
      preferredContact: String(data.get('preferredContact') ?? '') || undefined,
    };
    // Spec §5: an empty update makes no call.
    if (isEmptyUpdateBody(body)) {
      setNote({ text: t('rental.profileEmpty'), error: true });
      return;
    }
    try {
      queryClient.setQueryData(rentalProfileQuery().queryKey, await saveRentalProfile(body));
      setNote({ text: t('rental.profileSaved'), error: false });
    } catch (caught) {
      setNote({ text: userMessageOf(caught), error: true });
    }
  }

  async function verify(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCheckError(null);
    try {
      setCheck(await checkRentalUser(String(new FormData(event.currentTarget).get('taxId') ?? ''), locale));
    } catch (caught) {
      setCheck(null);
      setCheckError(userMessageOf(caught));
    }
  }

  return (
    <div className="rental-page">
      <section aria-labelledby="rental-profile" className="rental-proposal">
        <h2 id="rental-profile">{t('rental.profileTitle')}</h2>
        {profile.isPending ? (
          <p role="status">{t('app.loading')}</p>
        ) : (
          <form
            className="rental-attach"
            onSubmit={(event) => void save(event)}
            noValidate
            key={profile.data?.updatedAt ?? 'new'}
          >
            <label htmlFor="rental-profile-company">{t('rental.profileCompany')}</label>
            <input
              id="rental-profile-company"
              name="companyName"
              maxLength={200}
              defaultValue={profile.data?.companyName ?? ''}
            />
            <label htmlFor="rental-profile-phone">{t('rental.profilePhone')}</label>
            <input
              id="rental-profile-phone"
              name="contactPhone"
              type="tel"
              maxLength={30}
              defaultValue={profile.data?.contactPhone ?? ''}
            />
            <label htmlFor="rental-profile-contact">{t('rental.preferredContact')}</label>
            <select
              id="rental-profile-contact"
              name="preferredContact"
              defaultValue={profile.data?.preferredContact ?? ''}
            >
              <option value="">{t('rental.choose')}</option>
              {RENTAL_CONTACT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`rental.contactMethods.${m}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="button button--secondary">
              {t('rental.saveProfile')}
            </button>
          </form>
        )}
        {note ? <p role={note.error ? 'alert' : 'status'}>{note.text}</p> : null}
      </section>
      <section aria-labelledby="rental-check" className="rental-proposal">
        <h2 id="rental-check">{t('rental.checkTitle')}</h2>
        <form className="rental-attach" onSubmit={(event) => void verify(event)} noValidate>
          <label htmlFor="rental-check-taxid">
            {locale === 'es-AR' ? t('rental.companyTaxIdAR') : t('rental.companyTaxIdBR')}
          </label>
          <input id="rental-check-taxid" name="taxId" maxLength={24} />
          <button type="submit" className="button button--secondary">
            {t('rental.check')}
          </button>
        </form>
        {checkError ? <p role="alert">{checkError}</p> : null}
        {check ? (
          <p role="status">
            {t(`rental.checkStates.${check.status}`)} {check.reason ?? ''}
          </p>
        ) : null}
      </section>
    </div>
  );
}
