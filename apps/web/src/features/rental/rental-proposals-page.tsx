import {
  type RentalProfile,
  RentalProfileUpdate,
  type RentalProposal,
  RentalUserStartQuery,
  type RentalUserState,
} from '@autohub/contract';
import { type RentalContactMethod, isEmptyUpdateBody } from '@autohub/domain';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
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
import { PreferredContactField } from './preferred-contact-field';
import './rental.css';
import { Skeleton } from '../../components/ui/skeleton';

/** The company contact's rental proposals, each with details, featured items, documents and timeline. */
export function RentalProposalsPage() {
  const { t } = useTranslation();
  const session = useSession();
  useDocumentTitle(t('rental.proposalsTitle'));
  if (session.status === 'LOADING') return <Skeleton variant="page" label={t('app.loading')} />;
  if (!session.user) {
    return (
      <SignInFirst
        className="rental-page"
        headingId="rental-proposals-title"
        title={t('rental.proposalsTitle')}
        reason={t('rental.proposalsSignIn')}
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
      {loading ? <Skeleton count={2} label={t('app.loading')} /> : null}
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
  const profile = useQuery(rentalProfileQuery());
  const [note, setNote] = useState<Note | null>(null);
  return (
    <div className="rental-page">
      <section aria-labelledby="rental-profile" className="rental-proposal">
        <h2 id="rental-profile">{t('rental.profileTitle')}</h2>
        {profile.isPending ? (
          <Skeleton count={2} label={t('app.loading')} />
        ) : (
          // A saved profile starts the form again from what was saved.
          <ProfileForm key={profile.data?.updatedAt ?? 'new'} profile={profile.data} onNote={setNote} />
        )}
        {note ? <p role={note.error ? 'alert' : 'status'}>{note.text}</p> : null}
      </section>
      <CompanyCheck />
    </div>
  );
}

/** What the last save of the profile said; it outlives the form, which starts again once saved. */
interface Note {
  text: string;
  error: boolean;
}

/** The profile form as typed; an empty text is "no change". */
interface ProfileValues {
  companyName: string;
  contactPhone: string;
  preferredContact: RentalContactMethod | '';
}

const changeOf = (value: string) => {
  const text = value.trim();
  return text === '' ? undefined : text;
};

function ProfileForm({
  profile,
  onNote: setNote,
}: {
  profile: RentalProfile | undefined;
  onNote: (note: Note | null) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const queryClient = useQueryClient();
  const form = useContractForm<ProfileValues, RentalProfileUpdate>(RentalProfileUpdate, {
    defaultValues: {
      companyName: profile?.companyName ?? '',
      contactPhone: profile?.contactPhone ?? '',
      preferredContact: profile?.preferredContact ?? '',
    },
    prepare: (values) => ({
      companyName: changeOf(values.companyName),
      contactPhone: changeOf(values.contactPhone),
      preferredContact: values.preferredContact || undefined,
    }),
  });

  async function save(body: RentalProfileUpdate) {
    // Spec §5: an empty update makes no call.
    if (body === undefined || isEmptyUpdateBody(body)) {
      setNote({ text: t('rental.profileEmpty'), error: true });
      return;
    }
    try {
      queryClient.setQueryData(rentalProfileQuery().queryKey, await saveRentalProfile(body));
      setNote({ text: t('rental.profileSaved'), error: false });
    } catch (caught) {
      if (applyApiErrors(form, caught, locale)) setNote(null);
      else setNote({ text: userMessageOf(caught), error: true });
    }
  }

  return (
    <Form form={form} className="rental-attach" onSubmit={save}>
      <TextField name="companyName" label={t('rental.profileCompany')} maxLength={200} />
      <TextField name="contactPhone" label={t('rental.profilePhone')} type="tel" maxLength={30} />
      <PreferredContactField />
      <button type="submit" className="button button--secondary">
        {t('rental.saveProfile')}
      </button>
    </Form>
  );
}

/** The company check: the company's CNPJ (Brazil) or CUIT (Argentina), as typed. */
function CompanyCheck() {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const [check, setCheck] = useState<RentalUserState | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const form = useContractForm<{ companyTaxId: string }, RentalUserStartQuery>(RentalUserStartQuery, {
    defaultValues: { companyTaxId: '' },
    prepare: ({ companyTaxId }) => ({ companyTaxId: companyTaxId === '' ? undefined : companyTaxId, locale }),
  });

  async function verify({ companyTaxId }: RentalUserStartQuery) {
    setCheckError(null);
    try {
      setCheck(await checkRentalUser(companyTaxId, locale));
    } catch (caught) {
      setCheck(null);
      if (!applyApiErrors(form, caught, locale, (path) => path.replace(/^query\./, ''))) {
        setCheckError(userMessageOf(caught));
      }
    }
  }

  return (
    <section aria-labelledby="rental-check" className="rental-proposal">
      <h2 id="rental-check">{t('rental.checkTitle')}</h2>
      <Form form={form} className="rental-attach" onSubmit={verify}>
        <TextField
          name="companyTaxId"
          label={locale === 'es-AR' ? t('rental.companyTaxIdAR') : t('rental.companyTaxIdBR')}
          maxLength={24}
        />
        <button type="submit" className="button button--secondary">
          {t('rental.check')}
        </button>
      </Form>
      {checkError ? <p role="alert">{checkError}</p> : null}
      {check ? (
        <p role="status">
          {t(`rental.checkStates.${check.status}`)} {check.reason ?? ''}
        </p>
      ) : null}
    </section>
  );
}
