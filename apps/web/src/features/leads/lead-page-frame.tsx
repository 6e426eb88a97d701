import type { PageSettings } from '@autohub/contract';
import { type CpfRequirement, leadCpfRequirement, maskCpf } from '@autohub/domain';
import { type ReactNode, useId, useState } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { ChosenDealer } from '../../components/dealer-choice/dealer-choice';
import { MaskedField, TextField } from '../../components/form-field/fields';
import { Form } from '../../components/form-field/form';
import { readLocation } from '../../components/location-selector/location-store';
import { useSignedInPersonPrefill } from '../../components/prefill/signed-in-person';
import { FormFooter, PERSONAL_FIELDS } from './lead-form-parts';

/**
 * The dealer a lead page sends to, and whether it asks for the CPF: by the page settings, the
 * buyer's city (location cookie) and the chosen dealer.
 */
export function useLeadDealer(settings: PageSettings) {
  const [dealer, setDealer] = useState<ChosenDealer | null>(null);
  const location = readLocation(settings.country);
  const cpfRule = leadCpfRequirement(settings, {
    ibgeCityCode: location?.cityCode ?? null,
    dealerId: dealer ? String(dealer.id) : null,
  });
  return { dealer, setDealer, cpfRule };
}

/**
 * The page around a lead form: its heading (which names the page's region), an introduction, the
 * car it is about when there is one, then the form with its send button last.
 */
export function LeadPageFrame<Values extends FieldValues, Output>({
  title,
  intro,
  car,
  form,
  onSubmit,
  sending,
  submitLabel,
  children,
}: {
  title: string;
  intro: string;
  car?: ReactNode;
  form: UseFormReturn<Values, unknown, Output>;
  onSubmit: SubmitHandler<Output>;
  sending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="lead-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      <p>{intro}</p>
      {car ? <p className="lead-car">{car}</p> : null}
      <Form form={form} className="lead-form form-sections" onSubmit={onSubmit}>
        {children}
        <FormFooter sending={sending} label={submitLabel} />
      </Form>
    </section>
  );
}

/** The person's fields (`personal.*`) of the full lead form; the CPF as the page's rule asks. */
export function PersonalFieldset({
  cpfRule,
  cpfInputMode,
}: {
  cpfRule: CpfRequirement;
  cpfInputMode?: 'numeric';
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend>{t('leads.contactData')}</legend>
      <TextField name="personal.name" label={t('purchase.fullName')} autoComplete="name" />
      {cpfRule === 'hidden' ? null : (
        <MaskedField
          name="personal.cpf"
          mask="taxId"
          {...(cpfInputMode ? { inputMode: cpfInputMode } : {})}
          label={cpfRule === 'required' ? t('leads.cpf') : t('leads.cpfOptional')}
        />
      )}
      <TextField name="personal.email" label={t('leads.email')} type="email" autoComplete="email" />
      <MaskedField
        name="personal.phone"
        mask="phone"
        label={t('leads.phone')}
        type="tel"
        autoComplete="tel"
      />
    </fieldset>
  );
}

/**
 * The signed-in person's data fills the `personal.*` fields (spec §4); what they lack stays as
 * typed. Returns the signed-in user's data.
 */
export function usePersonalPrefill(
  setValue: (name: `personal.${(typeof PERSONAL_FIELDS)[number]}`, value: string) => void,
) {
  return useSignedInPersonPrefill((person) => {
    for (const field of PERSONAL_FIELDS) {
      if (person[field] !== '')
        setValue(`personal.${field}`, field === 'cpf' ? maskCpf(person.cpf) : person[field]);
    }
  });
}
