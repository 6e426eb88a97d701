import { CONTACT_REASONS, type ContactFormFields, type ContactReason, contactFormFields } from '@autohub/contract';
import { CONTACT_CHANNELS, type ContactChannel, contactUsResultMessage, MARKETS } from '@autohub/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { sendContact } from './contact.api';
import {
  ChoiceGroupField,
  MaskedField,
  SelectField,
  TextareaField,
  TextField,
} from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { useSignedInContactPrefill } from '../../components/prefill/signed-in-person';
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
  const settings = usePageSettings();
  const { brand, locale } = useBrandLocale();
  const popups = usePopups();
  const headingId = useId();
  const [sending, setSending] = useState(false);
  const schema = useMemo(() => contactFormFields(MARKETS[locale].country), [locale]);
  const form = useContractForm<ContactValues, ContactFormFields>(schema, {
    defaultValues: EMPTY,
    prepare: (values) => ({
      ...values,
      reason: values.reason === '' ? null : values.reason,
      optIns: Array.isArray(values.optIns) ? values.optIns : [],
    }),
  });
  const { reset } = form;
  // The signed-in person's contact data fills the form as on the lead form; typed values stay.
  useSignedInContactPrefill(form, { name: 'name', email: 'email', phone: 'phone' });
  useDocumentTitle(t('contact.documentTitle'));
  const invalid = Object.keys(form.formState.errors).length > 0;

  const submit = async (values: ContactFormFields) => {
    setSending(true);
    try {
      const sent = await sendContact({ brand, locale, ...values });
      reset(EMPTY);
      await popups.confirm({ kind: 'success', message: sent.message });
    } catch (error) {
      applyApiErrors(form, error, locale);
      await popups.confirm({ kind: 'error', message: contactUsResultMessage(false, locale) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="contact-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('contact.title')}</h1>
      <p>{t('contact.intro', { brand: settings.brandName })}</p>
      <Form form={form} className="contact-form" onSubmit={submit}>
        <TextField name="name" label={t('contact.name')} autoComplete="name" />
        <TextField name="email" label={t('contact.email')} type="email" autoComplete="email" />
        <MaskedField
          name="phone"
          mask="phone"
          label={t('contact.phone')}
          hint={t('contact.phoneHint')}
          type="tel"
          autoComplete="tel"
        />
        <SelectField name="reason" label={t('contact.reason')}>
          <option value="">{t('contact.chooseReason')}</option>
          {CONTACT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`contact.reasons.${reason}`)}
            </option>
          ))}
        </SelectField>
        <ChoiceGroupField
          name="optIns"
          multiple
          label={t('contact.optIns')}
          choices={CONTACT_CHANNELS.map((channel) => ({ value: channel, label: t(`leads.channels.${channel}`) }))}
        />
        <TextareaField name="message" label={t('contact.message')} rows={5} />
        {invalid ? (
          <p className="contact-form__error" role="alert">
            {t('contact.fixErrors')}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('contact.sending') : t('contact.submit')}
        </button>
      </Form>
    </section>
  );
}
