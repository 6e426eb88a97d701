import { NewPasswordFields, SignUpBody } from '@autohub/contract';
import { PASSWORD_RULES, checkPassword, message } from '@autohub/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { refreshSession, useSession } from '../../lib/session/session';
import { confirmEmail, forgotPassword, resendEmail, resetPassword, signIn, signInWithSandbox, signUp } from './auth.api';
import './auth.css';
import { type Errors, check } from './field-errors';
import { FormField, describedBy } from './form-field';

const PAGES = ['sign-in', 'sign-up', 'confirm', 'forgot', 'reset'] as const;
type AuthPageName = (typeof PAGES)[number];

/** The account pages of a visitor: sign in, sign up, confirm the e-mail, forgot and reset the password. */
export function AuthPage() {
  const { page } = useParams();
  const { t } = useTranslation();
  const name: AuthPageName | undefined = PAGES.find((p) => p === page);
  useDocumentTitle(name ? t(`auth.titles.${name}`) : t('notFound.title'));
  return (
    <div className="auth-page">
      {name === 'sign-in' ? <SignIn /> : null}
      {name === 'sign-up' ? <SignUp /> : null}
      {name === 'confirm' ? <Confirm /> : null}
      {name === 'forgot' ? <Forgot /> : null}
      {name === 'reset' ? <Reset /> : null}
      {name ? null : <h1>{t('notFound.title')}</h1>}
    </div>
  );
}

function Alert({ text }: { text: string | null }) {
  return text ? (
    <p className="auth-alert" role="alert">
      {text}
    </p>
  ) : null;
}

function Notice({ text }: { text: string | null }) {
  return (
    <p className="auth-notice" role="status">
      {text}
    </p>
  );
}

function SignIn() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const ids = { email: useId(), password: useId() };
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const returnTo = query.get('returnTo');
  const next = returnTo?.startsWith(`/${locale}/`) ? returnTo : brandPath(locale, brand, 'account');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await signIn(String(form.get('email') ?? ''), String(form.get('password') ?? ''), brand);
      await refreshSession(queryClient);
      await navigate(next);
    } catch (caught) {
      setError(userMessageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  async function sandbox() {
    const email = (document.getElementById(ids.email) as HTMLInputElement | null)?.value ?? '';
    try {
      await signInWithSandbox(email, brand);
      await refreshSession(queryClient);
      await navigate(next);
    } catch (caught) {
      setError(userMessageOf(caught));
    }
  }

  return (
    <section aria-labelledby="sign-in-title" className="auth-card">
      <h1 id="sign-in-title">{t('auth.titles.sign-in')}</h1>
      {session.user ? <Notice text={t('auth.alreadySignedIn', { name: session.user.name ?? session.user.email })} /> : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField id={ids.email} label={t('auth.email')}>
          <input id={ids.email} name="email" type="email" autoComplete="username" required />
        </FormField>
        <FormField id={ids.password} label={t('auth.password')}>
          <input id={ids.password} name="password" type="password" autoComplete="current-password" required />
        </FormField>
        <Alert text={error} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('auth.signingIn') : t('auth.signIn')}
        </button>
      </form>
      {import.meta.env.DEV ? (
        <button type="button" className="button button--secondary" onClick={() => void sandbox()}>
          {t('auth.sandboxSignIn')}
        </button>
      ) : null}
      <p className="auth-links">
        <AppLink to={brandPath(locale, brand, 'auth/forgot')}>{t('auth.forgotLink')}</AppLink>
        <AppLink to={brandPath(locale, brand, 'auth/sign-up')}>{t('auth.signUpLink')}</AppLink>
      </p>
    </section>
  );
}

function PasswordRules({ id, password }: { id: string; password: string }) {
  const { locale } = useBrandLocale();
  const { t } = useTranslation();
  const broken = new Set(checkPassword(password));
  return (
    <ul className="auth-rules" id={id} aria-label={t('auth.passwordRules')}>
      {PASSWORD_RULES.map((rule) => (
        <li key={rule} className={password && !broken.has(rule) ? 'auth-rules__ok' : undefined}>
          {message(rule, locale)}
        </li>
      ))}
    </ul>
  );
}

function SignUp() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const ids = { name: useId(), email: useId(), password: useId(), confirmation: useId(), privacy: useId(), marketing: useId() };
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const privacyAccepted = form.get('privacy') === 'on';
    const values = {
      name: String(form.get('name') ?? ''),
      email: String(form.get('email') ?? '').trim(),
      password: String(form.get('password') ?? ''),
      passwordConfirmation: String(form.get('passwordConfirmation') ?? ''),
      brand,
      locale,
      consents: [
        { purpose: 'privacy-notice', channel: 'ANY', granted: privacyAccepted },
        { purpose: 'marketing', channel: 'EMAIL', granted: form.get('marketing') === 'on' },
      ],
    };
    const { data, errors: found } = check(SignUpBody, values, locale);
    if (!privacyAccepted) found.privacy = t('auth.privacyRequired');
    setErrors(found);
    if (!data || !privacyAccepted) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await signUp(data);
      setDone({ message: answer.message, email: data.email });
    } catch (caught) {
      setError(userMessageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  if (done) return <SignUpDone email={done.email} text={done.message} />;
  return (
    <section aria-labelledby="sign-up-title" className="auth-card">
      <h1 id="sign-up-title">{t('auth.titles.sign-up')}</h1>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField id={ids.name} label={t('auth.fullName')} error={errors.name}>
          <input id={ids.name} name="name" autoComplete="name" {...describedBy(ids.name, errors.name)} />
        </FormField>
        <FormField id={ids.email} label={t('auth.email')} error={errors.email}>
          <input id={ids.email} name="email" type="email" autoComplete="email" {...describedBy(ids.email, errors.email)} />
        </FormField>
        <FormField id={ids.password} label={t('auth.newPassword')} error={errors.password} hint={<PasswordRules id={`${ids.password}-rules`} password={password} />}>
          <input
            id={ids.password}
            name="password"
            type="password"
            autoComplete="new-password"
            onChange={(event) => setPassword(event.target.value)}
            {...describedBy(ids.password, errors.password, true)}
          />
        </FormField>
        <FormField id={ids.confirmation} label={t('auth.passwordConfirmation')} error={errors.passwordConfirmation}>
          <input id={ids.confirmation} name="passwordConfirmation" type="password" autoComplete="new-password" {...describedBy(ids.confirmation, errors.passwordConfirmation)} />
        </FormField>
        <div className="auth-check">
          <input id={ids.privacy} name="privacy" type="checkbox" {...describedBy(ids.privacy, errors.privacy)} />
          <label htmlFor={ids.privacy}>{t('auth.privacyConsent')}</label>
          {errors.privacy ? (
            <p className="auth-field__error" id={`${ids.privacy}-error`}>
              {errors.privacy}
            </p>
          ) : null}
        </div>
        <div className="auth-check">
          <input id={ids.marketing} name="marketing" type="checkbox" />
          <label htmlFor={ids.marketing}>{t('auth.marketingConsent')}</label>
        </div>
        <Alert text={error} />
        <button type="submit" className="button" disabled={busy}>
          {t('auth.createAccount')}
        </button>
      </form>
      <p className="auth-links">
        <AppLink to={brandPath(locale, brand, 'auth/sign-in')}>{t('auth.signInLink')}</AppLink>
      </p>
    </section>
  );
}

function SignUpDone({ email, text }: { email: string; text: string }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const [resent, setResent] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="sign-up-done" className="auth-card">
      <h1 id="sign-up-done" tabIndex={-1} ref={heading}>
        {t('auth.checkInbox')}
      </h1>
      <Notice text={text} />
      <button
        type="button"
        className="button button--secondary"
        onClick={() => void resendEmail(email, brand, locale).then((answer) => setResent(answer.message), (caught: unknown) => setResent(userMessageOf(caught)))}
      >
        {t('auth.resend')}
      </button>
      {resent ? <Notice text={resent} /> : null}
    </section>
  );
}

function Confirm() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const [state, setState] = useState<'working' | 'confirmed' | 'failed'>('working');
  const started = useRef(false);
  useEffect(() => {
    // The link works once: React's development double effect must not spend it twice.
    if (started.current) return;
    started.current = true;
    confirmEmail(token).then(
      () => setState('confirmed'),
      () => setState('failed'),
    );
  }, [token]);
  return (
    <section aria-labelledby="confirm-title" className="auth-card" aria-busy={state === 'working'}>
      <h1 id="confirm-title">{t('auth.titles.confirm')}</h1>
      {state === 'working' ? <Notice text={t('app.loading')} /> : null}
      {state === 'confirmed' ? (
        <>
          <Notice text={t('auth.confirmed')} />
          <AppLink className="button" to={brandPath(locale, brand, 'auth/sign-in')}>
            {t('auth.signIn')}
          </AppLink>
        </>
      ) : null}
      {state === 'failed' ? (
        <>
          <Alert text={t('auth.linkInvalid')} />
          <EmailRequest kind="resend" />
        </>
      ) : null}
    </section>
  );
}

function EmailRequest({ kind }: { kind: 'resend' | 'forgot' }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const id = useId();
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    try {
      const answer = kind === 'resend' ? await resendEmail(email, brand, locale) : await forgotPassword(email, brand, locale);
      setError(undefined);
      setDone(answer.message);
    } catch (caught) {
      setError(caught instanceof ApiError && caught.code === 'validation_error' ? message('email_invalid', locale) : userMessageOf(caught));
    }
  }
  if (done) return <Notice text={done} />;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <FormField id={id} label={t('auth.email')} error={error}>
        <input id={id} name="email" type="email" autoComplete="email" {...describedBy(id, error)} />
      </FormField>
      <button type="submit" className="button">
        {kind === 'resend' ? t('auth.resend') : t('auth.sendResetLink')}
      </button>
    </form>
  );
}

function Forgot() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="forgot-title" className="auth-card">
      <h1 id="forgot-title">{t('auth.titles.forgot')}</h1>
      <p>{t('auth.forgotLead')}</p>
      <EmailRequest kind="forgot" />
    </section>
  );
}

function Reset() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const [query] = useSearchParams();
  const ids = { password: useId(), confirmation: useId() };
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { data, errors: found } = check(
      NewPasswordFields,
      { password: String(form.get('password') ?? ''), passwordConfirmation: String(form.get('passwordConfirmation') ?? '') },
      locale,
    );
    setErrors(found);
    if (!data) return;
    try {
      await resetPassword(query.get('token') ?? '', data.password, data.passwordConfirmation);
      setDone(true);
    } catch (caught) {
      setError(userMessageOf(caught));
    }
  }

  return (
    <section aria-labelledby="reset-title" className="auth-card">
      <h1 id="reset-title">{t('auth.titles.reset')}</h1>
      {done ? (
        <>
          <Notice text={t('auth.passwordReset')} />
          <AppLink className="button" to={brandPath(locale, brand, 'auth/sign-in')}>
            {t('auth.signIn')}
          </AppLink>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <FormField id={ids.password} label={t('auth.newPassword')} error={errors.password} hint={<PasswordRules id={`${ids.password}-rules`} password={password} />}>
            <input
              id={ids.password}
              name="password"
              type="password"
              autoComplete="new-password"
              onChange={(event) => setPassword(event.target.value)}
              {...describedBy(ids.password, errors.password, true)}
            />
          </FormField>
          <FormField id={ids.confirmation} label={t('auth.passwordConfirmation')} error={errors.passwordConfirmation}>
            <input id={ids.confirmation} name="passwordConfirmation" type="password" autoComplete="new-password" {...describedBy(ids.confirmation, errors.passwordConfirmation)} />
          </FormField>
          <Alert text={error} />
          <button type="submit" className="button">
            {t('auth.savePassword')}
          </button>
        </form>
      )}
    </section>
  );
}
