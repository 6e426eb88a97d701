import type { SessionAnswer } from '@autohub/contract';
import { useQueryClient } from '../../lib/query/query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { apiRequest, userMessageOf } from '../../lib/api/api-client';
import { Dialog } from '../dialog/dialog';
import { TextField } from '../form-field/fields';
import { Form } from '../form-field/form';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { refreshSession } from '../../lib/session/session';
import './sign-in-dialog.css';

/**
 * Sign-in in place: a modal over the page, so what the person typed there stays on screen and
 * the page carries on (sends the form) once they are signed in. Focus moves into the dialog, Tab
 * stays inside, Escape cancels and focus returns to where it was. Creating an account opens in
 * another tab, for the same reason.
 */
export function SignInDialog({
  lead,
  onSignedIn,
  onCancel,
}: {
  /** Why the page asks: "Entre para enviar a proposta". */
  lead: string;
  onSignedIn: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const queryClient = useQueryClient();
  const ids = { title: useId(), lead: useId() };
  const form = useForm<{ email: string; password: string }>({ defaultValues: { email: '', password: '' } });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(values: { email: string; password: string }) {
    const email = values.email.trim();
    const { password } = values;
    if (!email || !password) {
      setError(t('journeys.signIn.missing'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await apiRequest<SessionAnswer>('/auth/v3/authentication', {
        method: 'POST',
        body: { email, password, brand },
      });
      await refreshSession(queryClient);
      onSignedIn();
    } catch (caught) {
      setError(userMessageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog labelledBy={ids.title} describedBy={ids.lead} onClose={onCancel} className="popup sign-in-dialog">
      <h2 id={ids.title} className="popup__title">
        {t('journeys.signIn.title')}
      </h2>
      <p id={ids.lead}>{lead}</p>
      <Form form={form} onSubmit={submit} className="sign-in-dialog__form">
        <TextField
          name="email"
          label={t('journeys.signIn.email')}
          type="email"
          autoComplete="username"
          required
        />
        <TextField
          name="password"
          label={t('journeys.signIn.password')}
          type="password"
          autoComplete="current-password"
          required
        />
        {error ? (
          <p role="alert" className="sign-in-dialog__error">
            {error}
          </p>
        ) : null}
        <div className="popup__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy ? t('journeys.signIn.signingIn') : t('journeys.signIn.submit')}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('journeys.signIn.cancel')}
          </button>
        </div>
      </Form>
      <p>
        <a href={brandPath(locale, brand, 'auth/sign-up')} target="_blank" rel="noreferrer">
          {t('journeys.signIn.createAccount')}
        </a>
      </p>
    </Dialog>
  );
}
