import {
  maskCpf,
  type ValidationResult,
  WHATSAPP_ERROR_POPUP,
  buildBotLead,
  dayInTimeZone,
  intentScheduleDate,
  message,
  testDriveIntentProblems,
  validateCpf,
  validateEmail,
  validateMobilePhone,
  validateName,
  whatsappErrorMessage,
} from '@autohub/domain';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { type ChosenDealer, DealerChoice } from '../../components/dealer-choice/dealer-choice';
import { modelDetailQuery } from '../../lib/catalogue/catalogue.api';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { Field, invalidProps } from '../../components/form-field/field';
import { MaskedInput } from '../../components/form-field/masked-input';
import { useSignedInPersonPrefill } from '../../components/prefill/signed-in-person';
import { checkPhone, sendBotLead, trackLeadEvent } from './whatsapp.api';
import { startConversation } from './whatsapp-start';
import './whatsapp.css';

interface WhatsappValues {
  name: string;
  phone: string;
  email: string;
  cpf: string;
  model: string;
  intent: 'purchase' | 'testDrive';
  version: string;
  date: string;
}

/** The dealer the conversation is about: chosen on the form, or the one of the dealer page. */
type IntentDealer = Pick<ChosenDealer, 'dealerCode' | 'name'> & { id?: number };

/** Starts a conversation with the brand's WhatsApp bot (spec document 1 §2 and §4). */
export function WhatsappPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const popups = usePopups();
  const [query] = useSearchParams();
  const ids = {
    heading: useId(),
    name: useId(),
    phone: useId(),
    email: useId(),
    cpf: useId(),
    model: useId(),
    version: useId(),
    date: useId(),
    intent: useId(),
  };
  const fromDealerPage = query.get('dealer');
  const [dealer, setDealer] = useState<IntentDealer | null>(
    fromDealerPage ? { dealerCode: fromDealerPage, name: query.get('dealerName') ?? fromDealerPage } : null,
  );
  const [errors, setErrors] = useState<Partial<Record<keyof WhatsappValues | 'dealer', string>>>({});
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, control, getValues, setValue } = useForm<WhatsappValues>({
    defaultValues: {
      name: '',
      phone: '',
      email: '',
      cpf: '',
      model: query.get('model') ?? '',
      intent: fromDealerPage ? 'testDrive' : 'purchase',
      version: '',
      date: '',
    },
  });
  // The signed-in person's data fills the form as on the lead form; typed values stay.
  useSignedInPersonPrefill((person) => {
    for (const field of ['name', 'email', 'phone'] as const) {
      if (person[field] !== '' && getValues(field).trim() === '') setValue(field, person[field]);
    }
    if (settings.country === 'BR' && person.cpf !== '' && getValues('cpf').trim() === '') {
      setValue('cpf', maskCpf(person.cpf));
    }
  });
  // The first day a test drive can be asked for, read once when the page opens.
  const [tomorrow] = useState(() => dayInTimeZone(new Date(Date.now() + 86_400_000)));
  const chosenModel = useWatch({ control, name: 'model' });
  const intent = useWatch({ control, name: 'intent' });
  const versions = useQuery({
    ...modelDetailQuery(brand, settings.country, chosenModel),
    enabled: chosenModel !== '',
  }).data?.versions;
  useDocumentTitle(t('whatsapp.documentTitle'));

  const submit = async (values: WhatsappValues) => {
    const found: Partial<Record<keyof WhatsappValues | 'dealer', string>> = {};
    if (values.intent === 'testDrive') {
      const intentProblems = testDriveIntentProblems(
        { model: values.model, version: values.version, dealer: dealer?.dealerCode ?? '', date: values.date },
        new Date(),
      );
      for (const problem of intentProblems) {
        const field = problem.field as keyof WhatsappValues | 'dealer';
        found[field] ??= message(problem.code, locale);
      }
    }
    const checks: [keyof WhatsappValues, ValidationResult | null][] = [
      ['name', validateName(values.name)],
      ['phone', validateMobilePhone(values.phone, settings.country)],
      ['email', values.email.trim() ? validateEmail(values.email.trim()) : null],
      ['cpf', values.cpf.trim() && settings.country === 'BR' ? validateCpf(values.cpf.trim()) : null],
    ];
    for (const [field, result] of checks) {
      if (result && !result.ok) found[field] = message(result.code, locale);
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const model = settings.currentCarModels.find((item) => item.code === values.model);
    const lead = buildBotLead({
      phone: values.phone,
      name: values.name,
      cpf: values.cpf,
      email: values.email,
      model: model?.name ?? null,
      brand,
      country: settings.country,
      // A purchase intent carries the dealer of the page when there is one; a test drive its day.
      version: values.version || null,
      dealer: dealer?.dealerCode ?? null,
      serie: versions?.find((version) => version.mvs.versionName === values.version)?.mvs.seriesCode ?? null,
      scheduleDate: values.intent === 'testDrive' ? intentScheduleDate(values.date) : null,
    });
    setBusy(true);
    try {
      const outcome = await startConversation(lead, {
        checkPhone,
        sendBotLead: (body) => sendBotLead(brand, body),
        openWindow: (url) => {
          const opened = window.open(url, '_blank');
          if (opened) opened.opener = null;
          return opened;
        },
        navigate: (url) => window.location.assign(url),
        track: (event) => trackLeadEvent(event, { brand, model: model?.code ?? null }),
      });
      if (outcome.kind === 'not-whatsapp') setErrors({ phone: t('whatsapp.notWhatsapp') });
      else if (outcome.kind === 'failed') {
        popups.toast(whatsappErrorMessage(locale), {
          kind: 'error',
          durationMs: WHATSAPP_ERROR_POPUP.durationMs,
        });
      } else if (outcome.target === 'new-window') popups.toast(t('whatsapp.opened'), { kind: 'success' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="wa-page" aria-labelledby={ids.heading}>
      <h1 id={ids.heading}>{t('whatsapp.title', { brand: settings.brandName })}</h1>
      <p>{t('whatsapp.intro')}</p>
      <form className="wa-form" noValidate onSubmit={handleSubmit(submit)}>
        <Field id={ids.name} label={t('whatsapp.name')} error={errors.name}>
          <input
            id={ids.name}
            autoComplete="name"
            {...invalidProps(ids.name, errors.name)}
            {...register('name')}
          />
        </Field>
        <Field id={ids.phone} label={t('whatsapp.phone')} error={errors.phone}>
          <MaskedInput
            mask="phone"
            country={settings.country}
            id={ids.phone}
            type="tel"
            autoComplete="tel"
            {...invalidProps(ids.phone, errors.phone)}
            {...register('phone')}
          />
        </Field>
        <Field id={ids.email} label={t('whatsapp.email')} error={errors.email}>
          <input
            id={ids.email}
            type="email"
            autoComplete="email"
            {...invalidProps(ids.email, errors.email)}
            {...register('email')}
          />
        </Field>
        {locale === 'pt-BR' ? (
          <Field id={ids.cpf} label={t('whatsapp.cpf')} error={errors.cpf}>
            <MaskedInput
              mask="cpf"
              country={settings.country}
              id={ids.cpf}
              inputMode="numeric"
              {...invalidProps(ids.cpf, errors.cpf)}
              {...register('cpf')}
            />
          </Field>
        ) : null}
        <Field id={ids.model} label={t('whatsapp.model')}>
          <select id={ids.model} {...register('model')}>
            <option value="">{t('whatsapp.anyModel')}</option>
            {settings.currentCarModels.map((model) => (
              <option key={model.code} value={model.code}>
                {model.name}
              </option>
            ))}
          </select>
        </Field>
        <fieldset className="wa-intent">
          <legend id={ids.intent}>{t('whatsappIntent.intent')}</legend>
          <label>
            <input type="radio" value="purchase" {...register('intent')} /> {t('whatsappIntent.purchase')}
          </label>
          <label>
            <input type="radio" value="testDrive" {...register('intent')} /> {t('whatsappIntent.testDrive')}
          </label>
        </fieldset>
        {chosenModel !== '' ? (
          <Field id={ids.version} label={t('whatsappIntent.version')} error={errors.version}>
            <select id={ids.version} {...invalidProps(ids.version, errors.version)} {...register('version')}>
              <option value="">{t('whatsappIntent.chooseVersion')}</option>
              {(versions ?? []).map((version) => (
                <option key={version.mvs.code} value={version.mvs.versionName}>
                  {version.mvs.versionName}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
        {intent === 'testDrive' ? (
          <>
            <fieldset className="wa-intent">
              <legend>{t('whatsappIntent.dealer')}</legend>
              {dealer && dealer.id === undefined ? <p className="form-field__hint">{dealer.name}</p> : null}
              <DealerChoice
                brand={brand}
                brandName={settings.brandName}
                country={settings.country}
                locale={locale}
                value={dealer && dealer.id !== undefined ? (dealer as ChosenDealer) : null}
                onChange={(chosen) => setDealer(chosen)}
              />
              {errors.dealer ? (
                <p className="form-field__error" role="alert">
                  {errors.dealer}
                </p>
              ) : null}
            </fieldset>
            <Field id={ids.date} label={t('whatsappIntent.date')} error={errors.date}>
              <input
                id={ids.date}
                type="date"
                min={tomorrow}
                {...invalidProps(ids.date, errors.date)}
                {...register('date')}
              />
            </Field>
          </>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('whatsapp.starting') : t('whatsapp.start')}
        </button>
      </form>
    </section>
  );
}
