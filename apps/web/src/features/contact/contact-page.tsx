import { CONTACT_REASONS, type ContactReason } from '@autohub/contract';
import {
  CONTACT_CHANNELS,
  type ContactChannel,
  contactUsResultMessage,
  MARKETS,
  message,
  validateContactUsForm,
} from '@autohub/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-client';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { sendContact } from './contact.api';
import { Field, invalidProps } from '../../components/form-field/field';
import { MaskedInput } from '../../components/form-field/masked-input';
import { useSignedInPersonPrefill } from '../../components/prefill/signed-in-person';
import './contact.css';

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  reason: ContactReason | '';
  optIns: ContactChannel[];
  message: string;
}

const EMPTY: ContactValues = { name: '', email: '', phone: '', reason: '', optIns: [], message: '' };

/** Contact us (spec document 1 §3): reason, opt-in and message, answered with the spec's messages. */
export function ContactPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const popups = usePopups();
  const ids = {
    heading: useId(),
    name: useId(),
    email: useId(),
    phone: useId(),
    reason: useId(),
    message: useId(),
    optIns: useId(),
  };
  const [errors, setErrors] = useState<Partial<Record<keyof ContactValues, string>>>({});
  const [sending, setSending] = useState(false);
  const { register, handleSubmit, reset, getValues, setValue } = useForm<ContactValues>({ defaultValues: EMPTY });
  // The signed-in person's contact data fills the form as on the lead form; typed values stay.
  useSignedInPersonPrefill((person) => {
    for (const field of ['name', 'email', 'phone'] as const) {
      if (person[field] !== '' && getValues(field).trim() === '') setValue(field, person[field]);
    }
  });
  useDocumentTitle(t('contact.documentTitle'));

  const submit = async (values: ContactValues) => {
    const optIns = Array.isArray(values.optIns) ? values.optIns : [];
    const form = { ...values, reason: values.reason === '' ? null : values.reason, optIns };
    const found: Partial<Record<keyof ContactValues, string>> = {};
    for (const problem of validateContactUsForm(form, MARKETS[locale].country))
      found[problem.field] ??= message(problem.code, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      const sent = await sendContact({ brand, locale, ...form });
      reset(EMPTY);
      await popups.confirm({ kind: 'success', message: sent.message });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_error') {
        const fromApi: Partial<Record<keyof ContactValues, string>> = {};
        for (const detail of error.details ?? []) {
          const field = detail.path.replace(/^body\./, '') as keyof ContactValues;
          fromApi[field] ??= detail.message;
        }
        setErrors(fromApi);
      }
      await popups.confirm({ kind: 'error', message: contactUsResultMessage(false, locale) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="contact-page" aria-labelledby={ids.heading}>
      <h1 id={ids.heading}>{t('contact.title')}</h1>
      <form className="contact-form" noValidate onSubmit={handleSubmit(submit)}>
        <Field id={ids.name} label={t('contact.name')} error={errors.name}>
          <input
            id={ids.name}
            autoComplete="name"
            {...invalidProps(ids.name, errors.name)}
            {...register('name')}
          />
        </Field>
        <Field id={ids.email} label={t('contact.email')} error={errors.email}>
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            {...invalidProps(ids.email, errors.email)}
            {...register('email')}
          />
        </Field>
        <Field id={ids.phone} label={t('contact.phone')} error={errors.phone} hint={t('contact.phoneHint')}>
          <MaskedInput
            mask="phone"
            country={MARKETS[locale].country}
            id={ids.phone}
            type="tel"
            autoComplete="tel"
            {...invalidProps(ids.phone, errors.phone)}
            {...(errors.phone ? {} : { 'aria-describedby': `${ids.phone}-hint` })}
            {...register('phone')}
          />
        </Field>
        <Field id={ids.reason} label={t('contact.reason')} error={errors.reason}>
          <select id={ids.reason} {...invalidProps(ids.reason, errors.reason)} {...register('reason')}>
            <option value="">{t('contact.chooseReason')}</option>
            {CONTACT_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`contact.reasons.${reason}`)}
              </option>
            ))}
          </select>
        </Field>
        <fieldset aria-describedby={errors.optIns ? `${ids.optIns}-error` : undefined}>
          <legend>{t('contact.optIns')}</legend>
          <div className="contact-choices">
            {CONTACT_CHANNELS.map((channel) => (
              <label key={channel} className="contact-choice">
                <input type="checkbox" value={channel} {...register('optIns')} />
                {t(`leads.channels.${channel}`)}
              </label>
            ))}
          </div>
          {errors.optIns ? (
            <p className="form-field__error" id={`${ids.optIns}-error`}>
              {errors.optIns}
            </p>
          ) : null}
        </fieldset>
        <Field id={ids.message} label={t('contact.message')} error={errors.message}>
          <textarea
            id={ids.message}
            rows={5}
            {...invalidProps(ids.message, errors.message)}
            {...register('message')}
          />
        </Field>
        {Object.keys(errors).length > 0 ? (
          <p className="contact-form__error" role="alert">
            {t('contact.fixErrors')}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('contact.sending') : t('contact.submit')}
        </button>
      </form>
    </section>
  );
}
