import { ChangePasswordFields, type ConsentChoice, type ConsentsAnswer, type UserSelf, type UserSelfPatch } from '@autohub/contract';
import { permissionsOf } from '@autohub/domain';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { CheckboxField, TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { scrollToAnchor } from '../../lib/page/anchor-scroll';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AccountRecords } from './account-records';
import { SavedCards } from './saved-cards';
import { usePopups } from '../../lib/popups/popup-context';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { clearPersonalData, refreshSession, useSession } from '../../lib/session/session';
import { changePassword, changedFields, consentsQuery, deleteAccount, downloadExport, patchSelf, saveConsents, selfQuery, signOut, workAreasQuery } from './account.api';
import './account.css';
import { buttonClass } from '../../components/ui/button';
import { AddressForm } from './address-form';
import { PersonalForm } from './personal-form';
import { usePageSettings } from '../../lib/settings/settings.api';
import { Skeleton } from '../../components/ui/skeleton';

/** The logged-in area: personal data, address, credentials, garage, orders and the rest, privacy. */
export function AccountPage() {
  const { t } = useTranslation();
  const session = useSession();
  const { brand, locale } = useBrandLocale();
  const location = useLocation();
  useDocumentTitle(t('account.title'));

  if (session.status === 'LOADING') {
    return (
      <div className="account-page" aria-busy="true" data-session="LOADING">
        <h1>{t('account.title')}</h1>
        <Skeleton count={3} label={t('app.loading')} />
      </div>
    );
  }
  if (!session.user) {
    const returnTo = `${location.pathname}${location.search}`;
    return (
      <div className="account-page" data-session="LOADED" data-signed-in="false">
        <h1>{t('account.title')}</h1>
        <p>{session.signedInOnOtherBrand ? t('account.otherBrand') : t('account.signedOut')}</p>
        <div className="account-actions">
          <AppLink className="button" to={`${brandPath(locale, brand, 'auth/sign-in')}?returnTo=${encodeURIComponent(returnTo)}`}>
            {t('auth.signIn')}
          </AppLink>
          <AppLink className="button button--secondary" to={brandPath(locale, brand, 'auth/sign-up')}>
            {t('auth.createAccount')}
          </AppLink>
        </div>
      </div>
    );
  }
  // Saved cards and contracts are the buyer's (customer roles); staff accounts have none.
  const granted = permissionsOf(session.user.roles);
  return (
    <SignedIn
      weakLogin={session.weakLogin}
      cards={granted.has('payment-methods:own')}
      contracts={granted.has('contracts:own')}
    />
  );
}

function SignedIn({ weakLogin, cards, contracts }: { weakLogin: boolean; cards: boolean; contracts: boolean }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const self = useQuery(selfQuery());
  // A company's CNPJ is a Brazilian document: asked on Brazilian pages only.
  const settings = usePageSettings();

  if (self.isPending) return <Skeleton variant="page" label={t('app.loading')} />;
  if (self.isError || !self.data) return <p role="alert">{userMessageOf(self.error)}</p>;
  const user = self.data;

  async function save(patch: UserSelfPatch) {
    const changes = changedFields(user, patch);
    if (Object.keys(changes).length === 0) {
      popups.toast(t('account.nothingChanged'));
      return;
    }
    try {
      const updated = await patchSelf(changes);
      queryClient.setQueryData(selfQuery().queryKey, updated);
      await refreshSession(queryClient);
      popups.toast(t('account.saved'), { kind: 'success' });
    } catch (caught) {
      popups.toast(userMessageOf(caught), { kind: 'error' });
      // The form puts the refused fields' problems under them.
      if (caught instanceof ApiError && caught.details?.length) throw caught;
    }
  }

  async function leave() {
    await signOut().catch(() => undefined);
    clearPersonalData(queryClient);
    await refreshSession(queryClient);
    await navigate(brandPath(locale, brand));
  }

  const incomplete = !user.completion.userData || !user.completion.addressData || !user.completion.dealerData;
  return (
    <div className="account-page" data-session="LOADED" data-signed-in="true">
      <header className="account-actions">
        <h1>{t('account.greeting', { name: user.nickname ?? user.name ?? user.emailPreferred })}</h1>
        <button type="button" className="button button--secondary" onClick={() => void leave()}>
          {t('account.signOut')}
        </button>
      </header>
      {weakLogin ? <p className="account-notice">{t('account.weakLogin')}</p> : null}
      {incomplete ? (
        <p className="account-notice">
          {t('account.completeLead')}{' '}
          <AppLink to={brandPath(locale, brand, `account/complete/${user.completion.userData ? (user.completion.addressData ? 'dealer-data' : 'address-data') : 'user-data'}`)}>
            {t('account.completeLink')}
          </AppLink>
        </p>
      ) : null}

      <WorkAreas />

      <section className="account-section" aria-labelledby="account-personal">
        <h2 id="account-personal">{t('account.sections.personal')}</h2>
        <PersonalForm user={user} onSave={(values) => save(values)} submitLabel={t('account.save')} withCompany={settings.country === 'BR'} />
      </section>

      <section className="account-section" aria-labelledby="account-address">
        <h2 id="account-address">{t('account.sections.address')}</h2>
        <AddressForm user={user} onSave={(address) => save({ address })} submitLabel={t('account.save')} />
      </section>

      <section className="account-section" aria-labelledby="account-credentials">
        <h2 id="account-credentials">{t('account.sections.credentials')}</h2>
        <p>{t('account.emailIs', { email: user.emailPreferred })}</p>
        {user.hasPassword ? <PasswordChange /> : <p>{t('account.noPassword')}</p>}
      </section>

      <section className="account-section" aria-labelledby="account-garage">
        <h2 id="account-garage">{t('account.sections.garage')}</h2>
        <p>{t('account.garageLead')}</p>
        <AppLink className="button" to={brandPath(locale, brand, 'garage')}>
          {t('account.openGarage')}
        </AppLink>
      </section>

      {cards ? <SavedCards withContracts={contracts} /> : null}

      <AccountRecords />

      <Privacy user={user} />
    </div>
  );
}

/** Links to the desks and staff screens the person works on; nothing for a customer. */
function WorkAreas() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const areas = useQuery(workAreasQuery(locale));
  if (!areas.data?.areas.length) return null;
  return (
    <section className="account-section" aria-labelledby="account-work-areas">
      <h2 id="account-work-areas">{t('account.sections.workAreas')}</h2>
      <p className="account-empty">{t('account.workAreasLead')}</p>
      <ul className="account-work-areas">
        {areas.data.areas.map((area) => (
          <li key={area.path}>
            <AppLink to={brandPath(locale, brand, area.path)}>{area.title}</AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PasswordChange() {
  const { t } = useTranslation();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const form = useContractForm<ChangePasswordFields, ChangePasswordFields>(ChangePasswordFields, {
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });

  async function submit(values: ChangePasswordFields) {
    try {
      await changePassword(values);
      form.reset();
      await refreshSession(queryClient);
      popups.toast(t('account.passwordChanged'), { kind: 'success' });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === 'current_password_wrong')
        form.setError('currentPassword', { type: caught.code, message: caught.userMessage }, { shouldFocus: true });
      else popups.toast(userMessageOf(caught), { kind: 'error' });
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="account-grid" aria-label={t('account.changePassword')}>
      <TextField name="currentPassword" label={t('account.currentPassword')} type="password" autoComplete="current-password" />
      <TextField name="password" label={t('auth.newPassword')} type="password" autoComplete="new-password" />
      <TextField name="passwordConfirmation" label={t('auth.passwordConfirmation')} type="password" autoComplete="new-password" />
      <div className="account-actions">
        <button type="submit" className="button">
          {t('account.changePassword')}
        </button>
      </div>
    </Form>
  );
}

// The choices the account area offers: each purpose over the channels it may use.
const CONSENT_OPTIONS: readonly ConsentChoice[] = [
  { purpose: 'marketing', channel: 'EMAIL', granted: false },
  { purpose: 'marketing', channel: 'SMS', granted: false },
  { purpose: 'marketing', channel: 'WHATSAPP', granted: false },
  { purpose: 'dealer-contact', channel: 'PHONE', granted: false },
  { purpose: 'research', channel: 'EMAIL', granted: false },
];

const consentKey = (option: ConsentChoice) => `${option.purpose}:${option.channel}`;

function grantedIn(answer: ConsentsAnswer | undefined, option: ConsentChoice): boolean {
  return answer?.consents.some((c) => c.purpose === option.purpose && c.channel === option.channel && c.granted) ?? false;
}

function Privacy({ user }: { user: UserSelf }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const consents = useQuery(consentsQuery());
  const [deleteError, setDeleteError] = useState<string | undefined>();
  const [exportLink, setExportLink] = useState<{ url: string; fileName: string } | null>(null);
  const { hash } = useLocation();

  // The footer and the privacy notice link here (#account-privacy, #account-delete): the section
  // is drawn once the account has loaded, so it is brought into view and focused then.
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (id !== 'account-privacy' && id !== 'account-delete') return;
    const target = document.getElementById(id);
    if (target) scrollToAnchor(target, { durationMs: 0 });
  }, [hash]);

  async function saveChoices(choices: ConsentChoice[]) {
    try {
      const answer = await saveConsents(consents.data?.currentTextVersion ?? 'unknown', choices);
      queryClient.setQueryData(consentsQuery().queryKey, answer);
      popups.toast(t('account.privacy.consentsSaved'), { kind: 'success' });
    } catch (caught) {
      popups.toast(userMessageOf(caught), { kind: 'error' });
    }
  }

  async function exportData() {
    try {
      const { blob, fileName } = await downloadExport();
      const url = URL.createObjectURL(blob);
      setExportLink({ url, fileName });
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = fileName;
      anchor.click();
    } catch (caught) {
      popups.toast(userMessageOf(caught), { kind: 'error' });
    }
  }

  async function submitDeletion(values: DeletionValues) {
    try {
      await deleteAccount(user.hasPassword ? values.currentPassword : undefined);
      clearPersonalData(queryClient);
      await refreshSession(queryClient);
      await popups.confirm({ kind: 'success', message: t('account.privacy.deleted') });
      await navigate(brandPath(locale, brand));
    } catch (caught) {
      setDeleteError(userMessageOf(caught));
    }
  }

  return (
    <section className="account-section" aria-labelledby="account-privacy">
      <h2 id="account-privacy">{t('account.sections.privacy')}</h2>
      {consents.isPending ? <Skeleton count={2} label={t('app.loading')} /> : null}
      {consents.data ? <Consents answer={consents.data} onSave={saveChoices} /> : null}

      <div className="account-actions">
        <button type="button" className="button button--secondary" onClick={() => void exportData()}>
          {t('account.privacy.export')}
        </button>
        {exportLink ? (
          <a href={exportLink.url} download={exportLink.fileName}>
            {t('account.privacy.exportReady')}
          </a>
        ) : null}
      </div>

      <Deletion hasPassword={user.hasPassword} error={deleteError} onSubmit={submitDeletion} />
    </section>
  );
}

/** The consent choices: each purpose over its channels, saved with the text version shown. */
function Consents({ answer, onSave }: { answer: ConsentsAnswer; onSave: (choices: ConsentChoice[]) => Promise<void> }) {
  const { t } = useTranslation();
  const form = useForm<Record<string, boolean>>({
    defaultValues: Object.fromEntries(CONSENT_OPTIONS.map((option) => [consentKey(option), grantedIn(answer, option)])),
  });
  const save = (values: Record<string, boolean>) =>
    onSave(CONSENT_OPTIONS.map((option) => ({ ...option, granted: values[consentKey(option)] === true })));
  return (
    <Form form={form} onSubmit={save} aria-label={t('account.privacy.consents')}>
      <fieldset className="form-field form-field--group account-consents">
        <legend>{t('account.privacy.consents')}</legend>
        {CONSENT_OPTIONS.map((option) => (
          <CheckboxField
            key={consentKey(option)}
            name={consentKey(option)}
            // The dash stays after the purpose (a no-break space); the kit keeps "e-mail" whole.
            label={`${t(`account.privacy.purposes.${option.purpose}`)}\u00a0— ${t(`account.privacy.channels.${option.channel}`)}`}
          />
        ))}
      </fieldset>
      <p className="form-field__hint">{t('account.privacy.textVersion', { version: answer.currentTextVersion })}</p>
      <button type="submit" className="button">
        {t('account.privacy.saveConsents')}
      </button>
    </Form>
  );
}

interface DeletionValues {
  currentPassword: string;
  confirm: boolean;
}

/** Deleting the account: the current password (when it has one) and a confirmation that it is for good. */
function Deletion({
  hasPassword,
  error,
  onSubmit,
}: {
  hasPassword: boolean;
  error: string | undefined;
  onSubmit: (values: DeletionValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm<DeletionValues>({ defaultValues: { currentPassword: '', confirm: false } });
  return (
    <Form form={form} onSubmit={onSubmit} className="account-section account-danger" aria-labelledby="account-delete">
      <h3 id="account-delete">{t('account.privacy.deleteTitle')}</h3>
      <p>{t('account.privacy.deleteLead')}</p>
      {hasPassword ? (
        <TextField name="currentPassword" label={t('account.currentPassword')} type="password" autoComplete="current-password" />
      ) : null}
      <CheckboxField
        name="confirm"
        label={t('account.privacy.deleteConfirm')}
        options={{ validate: (checked: unknown) => checked === true || t('account.privacy.confirmRequired') }}
      />
      {error ? (
        <p className="account-alert" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('danger')}>
        {t('account.privacy.deleteButton')}
      </button>
    </Form>
  );
}
