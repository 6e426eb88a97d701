import type { CreateLeadRequest, LeadContextInput, PageSettings } from '@autohub/contract';
import {
  CONTACT_CHANNELS,
  type ContactChannel,
  type Locale,
  initialLeadFormState,
  maskCpf,
  prefillLeadForm,
} from '@autohub/domain';
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, type FocusEvent, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChosenDealer, DealerChoice } from '../../components/dealer-choice/dealer-choice';
import { readLocation } from '../../components/location-selector/location-store';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { readClickId } from '../../lib/cookies/click-id';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import { readUtm } from '../../lib/utm/utm';
import { Field, invalidProps } from '../../components/form-field/field';
import { type FieldErrors, detailsToErrors } from './form-errors';
import { leadUserQuery, sendLead } from './leads.api';

/**
 * What a lead carries besides the form (spec document 1 §3 "Common lead payload fields"): the
 * paid-click id, the source, the buyer's stored location and the UTM values of the visit.
 */
export function leadContextOf(
  settings: PageSettings,
  query: URLSearchParams,
  defaultOrigin: string,
): LeadContextInput {
  const location = readLocation(settings.country);
  return {
    tracking: { gclid: readClickId() },
    source: {
      form: 'Proposal',
      origin: query.get('origin') ?? defaultOrigin,
      referer: document.referrer || null,
    },
    location: location
      ? {
          stateCode: location.stateCode,
          stateName: location.stateName ?? null,
          cityName: location.cityName ?? null,
          countryCode: location.countryCode,
          ibgeCityCode: location.cityCode ?? null,
        }
      : { countryCode: settings.country },
    utm: readUtm(),
  };
}

/** The dealer section of a lead form: the dealer search, the choice and its message. */
export function DealerFieldset({
  settings,
  brand,
  locale,
  dealer,
  onChange,
  error,
}: {
  settings: PageSettings;
  brand: PageSettings['brand'];
  locale: Locale;
  dealer: ChosenDealer | null;
  onChange: (dealer: ChosenDealer | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('leads.dealer')}</legend>
      {dealer ? <p role="status">{t('leads.chosenDealer', { name: dealer.name })}</p> : null}
      {error ? (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <DealerChoice
        brand={brand}
        brandName={settings.brandName}
        country={settings.country}
        locale={locale}
        value={dealer}
        onChange={onChange}
      />
    </fieldset>
  );
}

export type ConsentField = 'allowEmail' | 'allowSMS' | 'allowWhatsApp';
const CONSENTS: readonly ConsentField[] = ['allowEmail', 'allowSMS', 'allowWhatsApp'];

/** The input props of one consent box or of the preferred-channel select. */
export type ControlProps<Element> = {
  name?: string;
  onChange?: (event: ChangeEvent<Element>) => unknown;
  onBlur?: (event: FocusEvent<Element>) => unknown;
  checked?: boolean;
  value?: string;
  ref?: Ref<Element>;
};

/**
 * The consents of a lead form and the preferred channel (spec §3: indSmsContact and
 * indPhoneContact both follow the SMS box). `control` gives each input its props, so a form
 * library's registration or plain state fit alike.
 */
export function ConsentsFieldset({
  id,
  control,
  preferred,
  optInError,
  preferredError,
}: {
  id: string;
  control: (consent: ConsentField) => ControlProps<HTMLInputElement>;
  preferred: ControlProps<HTMLSelectElement>;
  optInError: string | undefined;
  preferredError: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <fieldset aria-describedby={optInError ? `${id}-optin` : undefined}>
      <legend>{t('leads.consents')}</legend>
      {CONSENTS.map((consent) => (
        <label key={consent} className="lead-choice">
          <input type="checkbox" {...control(consent)} />
          {t(`leads.${consent}`)}
        </label>
      ))}
      {optInError ? (
        <p className="form-field__error" id={`${id}-optin`}>
          {optInError}
        </p>
      ) : null}
      <Field id={id} label={t('leads.preferred')} error={preferredError}>
        <select id={id} {...invalidProps(id, preferredError)} {...preferred}>
          <option value="">{t('leads.preferredNone')}</option>
          {CONTACT_CHANNELS.map((channel: ContactChannel) => (
            <option key={channel} value={channel}>
              {t(`leads.channels.${channel}`)}
            </option>
          ))}
        </select>
      </Field>
    </fieldset>
  );
}

/** The end of a lead form: the summary of errors and the send button. */
export function FormFooter({
  hasErrors,
  sending,
  label,
}: {
  hasErrors: boolean;
  sending: boolean;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      {hasErrors ? (
        <p className="lead-form__error" role="alert">
          {t('leads.fixErrors')}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('leads.sending') : label}
      </button>
    </>
  );
}

/**
 * Sends a lead once per submission (a double click or a retry answers the first lead), shows the
 * thanks popup, and turns the api's field problems into messages beside the fields.
 */
export function useLeadSender(setErrors: (errors: FieldErrors) => void) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const popups = usePopups();
  const [sending, setSending] = useState(false);
  const [submissionKey, setSubmissionKey] = useState(() => crypto.randomUUID());

  async function send(
    request: CreateLeadRequest,
    thanks: { title: string; message: string },
    onSent: () => void,
  ): Promise<void> {
    setSending(true);
    try {
      await sendLead(request, submissionKey);
      setSubmissionKey(crypto.randomUUID());
      onSent();
      await popups.confirm({ kind: 'success', ...thanks });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_error') {
        setErrors(detailsToErrors(error.details, 'body.form.', locale));
      } else {
        await popups.confirm({
          kind: 'error',
          message: error instanceof ApiError ? t('leads.failed') : userMessageOf(error),
        });
      }
    } finally {
      setSending(false);
    }
  }

  return { sending, send };
}

/** The person part of a full lead form. */
export type PersonalFields = { name: string; cpf: string; phone: string; email: string };

/**
 * The person fields of a full lead form, filled from the signed-in user when their data arrives
 * (spec §4: on load and whenever it changes; what the user lacks stays as typed). Also answers the
 * user's data, for forms that fill more from it.
 */
export function usePrefilledPersonal() {
  const [personal, setPersonal] = useState<PersonalFields>({ name: '', cpf: '', phone: '', email: '' });
  const session = useSession();
  const user = useQuery({ ...leadUserQuery(), enabled: session.user !== null }).data;
  // Applied while rendering, once per answer: the data shows with the first paint of the form.
  const [appliedUser, setAppliedUser] = useState<typeof user>(undefined);
  if (user && user !== appliedUser) {
    setAppliedUser(user);
    const filled = prefillLeadForm(initialLeadFormState(), user, { companyMode: false });
    setPersonal((current) => ({
      name: filled.name || current.name,
      email: filled.email || current.email,
      phone: filled.phone || current.phone,
      cpf: filled.cpf ? maskCpf(filled.cpf) : current.cpf,
    }));
  }
  return { personal, setPersonal, user };
}

/** The consent boxes and preferred channel of a form kept in state, with the fieldset's props. */
export function useConsentChoices() {
  const [consents, setConsents] = useState<Record<ConsentField, boolean>>({
    allowEmail: false,
    allowSMS: false,
    allowWhatsApp: false,
  });
  const [preferred, setPreferred] = useState<ContactChannel | ''>('');
  return {
    consents,
    preferredContactsMethod: preferred === '' ? null : preferred,
    control: (consent: ConsentField): ControlProps<HTMLInputElement> => ({
      checked: consents[consent],
      onChange: (event) => setConsents({ ...consents, [consent]: event.target.checked }),
    }),
    preferred: {
      value: preferred,
      onChange: (event: ChangeEvent<HTMLSelectElement>) =>
        setPreferred(event.target.value as ContactChannel | ''),
    } satisfies ControlProps<HTMLSelectElement>,
  };
}
