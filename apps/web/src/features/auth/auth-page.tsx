import { NewPasswordFields, SignUpBody } from '@autohub/contract';
import { PASSWORD_RULES, checkPassword, message } from '@autohub/domain';
import { useQueryClient } from '../../lib/query/query';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CheckboxField, TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { refreshSession, useSession } from '../../lib/session/session';
import {
  confirmEmail,
  forgotPassword,
  resendEmail,
  resetPassword,
  signIn,
  signInWithSandbox,
  signUp,
} from './auth.api';
import './auth.css';

const PAGES = ['sign-in', 'sign-up', 'confirm', 'forgot', 'reset'] as const;

/** What a new account agrees to, linked beside its consent (the footer's pages of the same name). */
const LEGAL_PAGES = [
  { path: 'privacy', labelKey: 'footer.links.privacy' },
  { path: 'terms', labelKey: 'footer.links.terms' },
] as const;
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
  const form = useForm<{ email: string; password: string }>({ defaultValues: { email: '', password: '' } });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const returnTo = query.get('returnTo');
  const next = returnTo?.startsWith(`/${locale}/`) ? returnTo : brandPath(locale, brand, 'account');

  async function submit(values: { email: string; password: string }) {
    setBusy(true);
    setError(null);
    try {
      await signIn(values.email, values.password, brand);
      await refreshSession(queryClient);
      await navigate(next);
    } catch (caught) {
      setError(userMessageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  async function sandbox() {
    try {
      await signInWithSandbox(form.getValues('email'), brand);
      await refreshSession(queryClient);
      await navigate(next);
    } catch (caught) {
      setError(userMessageOf(caught));
    }
  }

  return (
    <section aria-labelledby="sign-in-title" className="auth-card">
      <h1 id="sign-in-title">{t('auth.titles.sign-in')}</h1>
      {session.user ? (
        <Notice text={t('auth.alreadySignedIn', { name: session.user.name ?? session.user.email })} />
      ) : null}
      <Form form={form} onSubmit={submit}>
        <TextField name="email" label={t('auth.email')} type="email" autoComplete="username" required />
        <TextField
          name="password"
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
        />
        <Alert text={error} />
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('auth.signingIn') : t('auth.signIn')}
        </button>
      </Form>
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

function PasswordRules({ password }: { password: string }) {
  const { locale } = useBrandLocale();
  const { t } = useTranslation();
  const broken = new Set(checkPassword(password));
  return (
    <ul className="auth-rules" aria-label={t('auth.passwordRules')}>
      {PASSWORD_RULES.map((rule) => (
        <li key={rule} className={password && !broken.has(rule) ? 'auth-rules__ok' : undefined}>
          {message(rule, locale)}
        </li>
      ))}
    </ul>
  );
}

interface SignUpValues {
  name: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  privacy: boolean;
  marketing: boolean;
}

function SignUp() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const form = useContractForm<SignUpValues, SignUpBody>(SignUpBody, {
    defaultValues: {
      name: '',
      email: '',
      password: '',
      passwordConfirmation: '',
      privacy: false,
      marketing: false,
    },
    prepare: ({ privacy, marketing, email, ...values }) => ({
      ...values,
      email: email.trim(),
      brand,
      locale,
      consents: [
        { purpose: 'privacy-notice', channel: 'ANY', granted: privacy },
        { purpose: 'marketing', channel: 'EMAIL', granted: marketing },
      ],
    }),
    extra: (values) => (values.privacy ? [] : [{ path: 'privacy', message: t('auth.privacyRequired') }]),
  });
  const password = form.watch('password');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ message: string; email: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(data: SignUpBody) {
    setBusy(true);
    setError(null);
    try {
      const answer = await signUp(data);
      setDone({ message: answer.message, email: data.email });
    } catch (caught) {
      if (!applyApiErrors(form, caught, locale)) setError(userMessageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  if (done) return <SignUpDone email={done.email} text={done.message} />;
  return (
    <section aria-labelledby="sign-up-title" className="auth-card">
      <h1 id="sign-up-title">{t('auth.titles.sign-up')}</h1>
      <Form form={form} onSubmit={submit}>
        <TextField name="name" label={t('auth.fullName')} autoComplete="name" />
        <TextField name="email" label={t('auth.email')} type="email" autoComplete="email" />
        <NewPasswordInputs password={password} />
        <p className="auth-legal">
          {t('auth.readBefore')}{' '}
          {LEGAL_PAGES.map(({ path, labelKey }, index) => (
            <Fragment key={path}>
              {index > 0 ? ' · ' : null}
              {/* A page of its own, so the form keeps what was typed. */}
              <AppLink to={brandPath(locale, brand, path)} target="_blank" rel="noopener">
                {t(labelKey)}
                <span className="visually-hidden"> {t('auth.opensInNewTab')}</span>
              </AppLink>
            </Fragment>
          ))}
        </p>
        <CheckboxField name="privacy" label={t('auth.privacyConsent')} />
        <CheckboxField name="marketing" label={t('auth.marketingConsent')} />
        <Alert text={error} />
        <button type="submit" className="button" disabled={busy}>
          {t('auth.createAccount')}
        </button>
      </Form>
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
        onClick={() =>
          void resendEmail(email, brand, locale).then(
            (answer) => setResent(answer.message),
            (caught: unknown) => setResent(userMessageOf(caught)),
          )
        }
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
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const [done, setDone] = useState<string | null>(null);
  async function submit(values: { email: string }) {
    const email = values.email.trim();
    try {
      const answer =
        kind === 'resend'
          ? await resendEmail(email, brand, locale)
          : await forgotPassword(email, brand, locale);
      setDone(answer.message);
    } catch (caught) {
      const text =
        caught instanceof ApiError && caught.code === 'validation_error'
          ? message('email_invalid', locale)
          : userMessageOf(caught);
      form.setError('email', { type: 'api', message: text }, { shouldFocus: true });
    }
  }
  if (done) return <Notice text={done} />;
  return (
    <Form form={form} onSubmit={submit}>
      <TextField name="email" label={t('auth.email')} type="email" autoComplete="email" />
      <button type="submit" className="button">
        {kind === 'resend' ? t('auth.resend') : t('auth.sendResetLink')}
      </button>
    </Form>
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
  const form = useContractForm<NewPasswordFields, NewPasswordFields>(NewPasswordFields, {
    defaultValues: { password: '', passwordConfirmation: '' },
  });
  const password = form.watch('password');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(data: NewPasswordFields) {
    try {
      await resetPassword(query.get('token') ?? '', data.password, data.passwordConfirmation);
      setDone(true);
    } catch (caught) {
      if (!applyApiErrors(form, caught, locale)) setError(userMessageOf(caught));
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
        <Form form={form} onSubmit={submit}>
          <NewPasswordInputs password={password} />
          <Alert text={error} />
          <button type="submit" className="button">
            {t('auth.savePassword')}
          </button>
        </Form>
      )}
    </section>
  );
}

/** A new password, with the rules it meets as it is typed, and its confirmation. */
function NewPasswordInputs({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        name="password"
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={<PasswordRules password={password} />}
      />
      <TextField
        name="passwordConfirmation"
        label={t('auth.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
