import {
  ProposalTermsFields,
  installmentCheckFields,
  installmentRegisterFields,
} from '@autohub/contract';
import { MARKETS } from '@autohub/domain';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CheckboxField, DateField, MaskedField, MoneyField, TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { useSignedInContactPrefill } from '../../components/prefill/signed-in-person';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { type ApplicantDraft, parseIncome } from './applicant-draft';

/** Step installment-check: tax id, birth date and income, what the bank's analysis starts from. */
export function InstallmentCheck({
  initial,
  onNext,
}: {
  initial: ApplicantDraft;
  onNext: (draft: ApplicantDraft) => void;
}) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const form = useContractForm<ApplicantDraft, ReturnType<typeof installmentCheckFields>['_output']>(
    installmentCheckFields(MARKETS[locale].country),
    {
      defaultValues: initial,
      mode: 'onSubmit',
      extra: (values) =>
        parseIncome(values.income) === null ? [{ path: 'income', message: t('financing.check.incomeInvalid') }] : [],
    },
  );
  const { getValues } = form;
  // A signed-in Brazilian buyer's CPF fills the tax id (the account keeps a CPF, not a CUIL).
  useSignedInContactPrefill(form, locale === 'pt-BR' ? { cpf: 'taxId' } : {});
  return (
    <Form
      form={form}
      className="funding-card funding-form"
      onSubmit={(values) => onNext({ ...initial, ...getValues(), ...values })}
    >
      <MaskedField
        name="taxId"
        className="funding-field"
        mask={locale === 'pt-BR' ? 'cpf' : 'cuil'}
        label={locale === 'pt-BR' ? t('financing.check.taxIdBR') : t('financing.check.taxIdAR')}
        inputMode="numeric"
        autoComplete="off"
      />
      <DateField name="birthDate" className="funding-field" label={t('financing.check.birthDate')} autoComplete="bday" />
      <MoneyField name="income" className="funding-field" label={t('financing.check.income')} inputMode="decimal" />
      <button type="submit" className="button">
        {t('financing.continue')}
      </button>
    </Form>
  );
}

/** Step installment-register (and the contact part of next-lead-form): name, e-mail, mobile. */
export function InstallmentRegister({
  initial,
  onNext,
  submitLabel,
}: {
  initial: ApplicantDraft;
  onNext: (draft: ApplicantDraft) => void;
  submitLabel?: string;
}) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const form = useContractForm<ApplicantDraft, ReturnType<typeof installmentRegisterFields>['_output']>(
    installmentRegisterFields(MARKETS[locale].country),
    { defaultValues: initial, mode: 'onSubmit' },
  );
  const { getValues } = form;
  // The signed-in buyer's contact data fills the empty fields, as on the lead form.
  useSignedInContactPrefill(form, { name: 'name', email: 'email', phone: 'phone' });
  return (
    <Form
      form={form}
      className="funding-card funding-form"
      onSubmit={(values) => onNext({ ...initial, ...getValues(), ...values })}
    >
      <TextField name="name" className="funding-field" label={t('financing.register.name')} autoComplete="name" />
      <TextField
        name="email"
        className="funding-field"
        label={t('financing.register.email')}
        type="email"
        autoComplete="email"
      />
      <MaskedField
        name="phone"
        className="funding-field"
        mask="phone"
        label={t('financing.register.phone')}
        type="tel"
        autoComplete="tel"
      />
      <button type="submit" className="button">
        {submitLabel ?? t('financing.continue')}
      </button>
    </Form>
  );
}

/** Step installment-terms-and-conditions (UI state "terms"): accept, then send. */
export function TermsStep({ sending, onSend }: { sending: boolean; onSend: () => void }) {
  const { t } = useTranslation();
  const form = useContractForm<{ accepted: boolean }, ProposalTermsFields>(ProposalTermsFields, {
    defaultValues: { accepted: false },
    extra: (values) => (values.accepted ? [] : [{ path: 'accepted', message: t('financing.terms.required') }]),
  });
  return (
    <Form form={form} className="funding-card funding-form" onSubmit={() => onSend()}>
      <p>{t('financing.terms.text')}</p>
      <CheckboxField name="accepted" className="funding-field" label={t('financing.terms.accept')} />
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('financing.terms.sending') : t('financing.terms.send')}
      </button>
    </Form>
  );
}
