import { type WhatsappFormFields, whatsappFormFields } from '@autohub/contract';
import {
  WHATSAPP_ERROR_POPUP,
  buildBotLead,
  dayInTimeZone,
  intentScheduleDate,
  message,
  testDriveIntentProblems,
  whatsappErrorMessage,
} from '@autohub/domain';
import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useQuery } from '../../lib/query/query';
import { useSearchParams } from 'react-router';
import { type ChosenDealer, DealerChoice } from '../../components/dealer-choice/dealer-choice';
import { modelDetailQuery } from '../../lib/catalogue/catalogue.api';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import {
  MaskedField,
  RadioGroupField,
  SelectField,
  FieldProblem,
  TextField,
} from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { useSignedInContactPrefill } from '../../components/prefill/signed-in-person';
import { checkPhone, sendBotLead, trackLeadEvent } from './whatsapp.api';
import { startConversation } from './whatsapp-start';
import './whatsapp.css';

/** The dealer the conversation is about: chosen on the form, or the one of the dealer page. */
type IntentDealer = Pick<ChosenDealer, 'dealerCode' | 'name'> & { id?: number };

/** Starts a conversation with the brand's WhatsApp bot (spec document 1 §2 and §4). */
export function WhatsappPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const popups = usePopups();
  const [query] = useSearchParams();
  const headingId = useId();
  const fromDealerPage = query.get('dealer');
  const [dealer, setDealer] = useState<IntentDealer | null>(
    fromDealerPage ? { dealerCode: fromDealerPage, name: query.get('dealerName') ?? fromDealerPage } : null,
  );
  const [busy, setBusy] = useState(false);
  const schema = useMemo(() => whatsappFormFields(settings.country), [settings.country]);
  // The contract's fields, then, for a test drive, the domain's intent rules with the dealer.
  const form = useContractForm<WhatsappFormFields>(schema, {
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
    extra: (values) =>
      values.intent === 'testDrive'
        ? testDriveIntentProblems(
            {
              model: values.model,
              version: values.version,
              dealer: dealer?.dealerCode ?? '',
              date: values.date,
            },
            new Date(),
          ).map((problem) => ({
            path: problem.field,
            code: problem.code,
            message: message(problem.code, locale),
          }))
        : [],
  });
  const { control, setError } = form;
  // The signed-in person's data fills the form as on the lead form; typed values stay.
  useSignedInContactPrefill(form, {
    name: 'name',
    email: 'email',
    phone: 'phone',
    ...(settings.country === 'BR' ? { cpf: 'cpf' } : {}),
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

  const submit = async (values: WhatsappFormFields) => {
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
      if (outcome.kind === 'not-whatsapp')
        setError('phone', { message: t('whatsapp.notWhatsapp') }, { shouldFocus: true });
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
    <section className="wa-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('whatsapp.title', { brand: settings.brandName })}</h1>
      <p>{t('whatsapp.intro')}</p>
      <Form form={form} className="wa-form form-sections" onSubmit={submit}>
        <TextField name="name" label={t('whatsapp.name')} autoComplete="name" />
        <MaskedField name="phone" mask="phone" label={t('whatsapp.phone')} type="tel" autoComplete="tel" />
        <TextField name="email" label={t('whatsapp.email')} type="email" autoComplete="email" />
        {locale === 'pt-BR' ? (
          <MaskedField name="cpf" mask="cpf" label={t('whatsapp.cpf')} inputMode="numeric" />
        ) : null}
        <SelectField name="model" label={t('whatsapp.model')}>
          <option value="">{t('whatsapp.anyModel')}</option>
          {settings.currentCarModels.map((model) => (
            <option key={model.code} value={model.code}>
              {model.name}
            </option>
          ))}
        </SelectField>
        <RadioGroupField
          name="intent"
          label={t('whatsappIntent.intent')}
          className="wa-intent"
          choices={[
            { value: 'purchase', label: t('whatsappIntent.purchase') },
            { value: 'testDrive', label: t('whatsappIntent.testDrive') },
          ]}
        />
        {chosenModel !== '' ? (
          <SelectField name="version" label={t('whatsappIntent.version')}>
            <option value="">{t('whatsappIntent.chooseVersion')}</option>
            {(versions ?? []).map((version) => (
              <option key={version.mvs.code} value={version.mvs.versionName}>
                {version.mvs.versionName}
              </option>
            ))}
          </SelectField>
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
              <FieldProblem name="dealer" />
            </fieldset>
            <TextField name="date" label={t('whatsappIntent.date')} type="date" min={tomorrow} />
          </>
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('whatsapp.starting') : t('whatsapp.start')}
        </button>
      </Form>
    </section>
  );
}
