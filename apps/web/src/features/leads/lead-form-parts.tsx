import type { CreateLeadRequest, LeadContextInput, PageSettings } from '@autohub/contract';
import {
  CONTACT_CHANNELS,
  type ContactChannel,
  type FormProblem as DomainFormProblem,
  type Locale,
  message,
} from '@autohub/domain';
import { useId, useState } from 'react';
import { type FieldValues, type UseFormReturn, useFormContext, useFormState } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { DealerFieldset as SharedDealerFieldset } from '../../components/dealer-choice/dealer-fieldset';
import { readLocation } from '../../components/location-selector/location-store';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { readClickId } from '../../lib/cookies/click-id';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { readUtm } from '../../lib/utm/utm';
import { CheckboxField, SelectField, useFieldError } from '../../components/form-field/fields';
import { type FormProblem } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { sendLead } from './leads.api';

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

/**
 * The dealer section of a lead form: the dealer search (in the page's brand and language), the
 * choice and the problem of `name`.
 */
export function DealerFieldset(
  props: Omit<Parameters<typeof SharedDealerFieldset>[0], 'legend' | 'chosenText' | 'brand' | 'locale'>,
) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  return (
    <SharedDealerFieldset
      {...props}
      brand={brand}
      locale={locale}
      legend={t('leads.dealer')}
      chosenText={(dealer) => t('leads.chosenDealer', { name: dealer.name })}
    />
  );
}

export type ConsentField = 'allowEmail' | 'allowSMS' | 'allowWhatsApp';
const CONSENTS: readonly ConsentField[] = ['allowEmail', 'allowSMS', 'allowWhatsApp'];

/** The consent values of a lead form as typed: the boxes and the preferred channel ('' for none). */
export interface ConsentValues {
  allowEmail: boolean;
  allowSMS: boolean;
  allowWhatsApp: boolean;
  preferredContactsMethod: ContactChannel | '';
}

export const NO_CONSENTS: ConsentValues = {
  allowEmail: false,
  allowSMS: false,
  allowWhatsApp: false,
  preferredContactsMethod: '',
};

/**
 * The consents of a lead form and the preferred channel (spec §3: indSmsContact and
 * indPhoneContact both follow the SMS box), as fields of the surrounding kit form. The problem of
 * the consents as a whole is kept under `contactOptIn`.
 */
export function ConsentsFieldset() {
  const { t } = useTranslation();
  const id = useId();
  const optInError = useFieldError('contactOptIn');
  return (
    <fieldset aria-describedby={optInError ? `${id}-optin` : undefined}>
      <legend>{t('leads.consents')}</legend>
      {CONSENTS.map((consent) => (
        <CheckboxField key={consent} name={consent} label={t(`leads.${consent}`)} className="lead-choice" />
      ))}
      {optInError ? (
        <p className="form-field__error" id={`${id}-optin`}>
          {optInError}
        </p>
      ) : null}
      <SelectField name="preferredContactsMethod" label={t('leads.preferred')}>
        <option value="">{t('leads.preferredNone')}</option>
        {CONTACT_CHANNELS.map((channel: ContactChannel) => (
          <option key={channel} value={channel}>
            {t(`leads.channels.${channel}`)}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}

/** The end of a lead form: the summary of errors and the send button. */
export function FormFooter({ sending, label }: { sending: boolean; label: string }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { errors } = useFormState({ control });
  return (
    <>
      {Object.keys(errors).length > 0 ? (
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

/** The domain's problems of a lead form as the kit's form problems, in the page locale. */
export function leadProblems(problems: readonly DomainFormProblem[], locale: Locale): FormProblem[] {
  return problems.map((problem) => ({
    path: problem.field,
    code: problem.code,
    message: message(problem.code, locale),
  }));
}

/**
 * Sends a lead once per submission (a double click or a retry answers the first lead), shows the
 * thanks popup, and puts the api's field problems (`body.form.<field>`) under their fields.
 */
export function useLeadSender<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError'>,
  /** The form field of a path of the lead's form, where they differ. */
  fieldOf: (path: string) => string = (path) => path,
) {
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
      const placed =
        error instanceof ApiError &&
        error.code === 'validation_error' &&
        applyApiErrors(form, error, locale, (path) =>
          path.startsWith('form.') ? fieldOf(path.slice(5)) : undefined,
        );
      if (!placed) {
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
export const PERSONAL_FIELDS = ['name', 'cpf', 'email', 'phone'] as const;
