import {
  type Locale,
  isValidEmail,
  isValidMobilePhone,
  MARKETS,
  message,
  validateBirthday,
  validateCpf,
  validateCuil,
  validateFullName,
  normalizeBirthday,
  maskCpf,
} from '@autohub/domain';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../components/form-field/masked-input';
import { useSignedInPersonPrefill } from '../../components/prefill/signed-in-person';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';

/** What the applicant typed, as the forms hold it. */
export interface ApplicantDraft {
  taxId: string;
  /** DD/MM/YYYY as typed. */
  birthDate: string;
  /** Monthly income as typed, e.g. "8.500,00". */
  income: string;
  name: string;
  email: string;
  phone: string;
}

export const EMPTY_APPLICANT: ApplicantDraft = {
  taxId: '',
  birthDate: '',
  income: '',
  name: '',
  email: '',
  phone: '',
};

/** "8.500,00" or "8500" → 850000 cents; null when it is not a positive amount. */
export function parseIncome(text: string): number | null {
  const cleaned = text
    .replace(/[^\d,.]/g, '')
    .replace(/\./g, '')
    .replace(',', '.');
  const value = Number(cleaned);
  return cleaned !== '' && Number.isFinite(value) && value > 0 ? Math.round(value * 100) : null;
}

/** DD/MM/YYYY → YYYY-MM-DD. */
export function isoBirthDate(text: string): string {
  const [d, m, y] = normalizeBirthday(text).split('/');
  return `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`;
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="funding-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="funding-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const describedBy = (id: string, error: unknown) =>
  error ? { 'aria-describedby': `${id}-error`, 'aria-invalid': true } : {};

function taxIdProblem(value: string, locale: Locale): string | true {
  const result = locale === 'pt-BR' ? validateCpf(value) : validateCuil(value);
  return result.ok ? true : message(result.code, locale);
}

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
  const ids = { taxId: useId(), birth: useId(), income: useId() };
  const { register, handleSubmit, formState, getValues, setValue } = useForm({
    defaultValues: initial,
    mode: 'onSubmit',
  });
  // A signed-in Brazilian buyer's CPF fills the tax id (the account keeps a CPF, not a CUIL).
  useSignedInPersonPrefill((person) => {
    if (locale === 'pt-BR' && person.cpf !== '' && getValues('taxId').trim() === '') {
      setValue('taxId', maskCpf(person.cpf));
    }
  });
  const { errors } = formState;
  return (
    <form
      className="funding-card funding-form"
      noValidate
      onSubmit={handleSubmit((values) => onNext({ ...initial, ...values }))}
    >
      <Field
        id={ids.taxId}
        label={locale === 'pt-BR' ? t('financing.check.taxIdBR') : t('financing.check.taxIdAR')}
        error={errors.taxId?.message}
      >
        <MaskedInput
          mask={locale === 'pt-BR' ? 'cpf' : 'cuil'}
          country={MARKETS[locale].country}
          id={ids.taxId}
          inputMode="numeric"
          autoComplete="off"
          {...describedBy(ids.taxId, errors.taxId)}
          {...register('taxId', { validate: (v) => taxIdProblem(v, locale) })}
        />
      </Field>
      <Field id={ids.birth} label={t('financing.check.birthDate')} error={errors.birthDate?.message}>
        <MaskedInput
          mask="date"
          country={MARKETS[locale].country}
          id={ids.birth}
          placeholder="DD/MM/AAAA"
          autoComplete="bday"
          {...describedBy(ids.birth, errors.birthDate)}
          {...register('birthDate', {
            validate: (v) => {
              const result = validateBirthday(v);
              return result.ok ? true : message(result.code, locale);
            },
          })}
        />
      </Field>
      <Field id={ids.income} label={t('financing.check.income')} error={errors.income?.message}>
        <MaskedInput
          mask="money"
          country={MARKETS[locale].country}
          id={ids.income}
          inputMode="decimal"
          {...describedBy(ids.income, errors.income)}
          {...register('income', {
            validate: (v) => (parseIncome(v) !== null ? true : t('financing.check.incomeInvalid')),
          })}
        />
      </Field>
      <button type="submit" className="button">
        {t('financing.continue')}
      </button>
    </form>
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
  const ids = { name: useId(), email: useId(), phone: useId() };
  const { register, handleSubmit, formState, getValues, setValue } = useForm({
    defaultValues: initial,
    mode: 'onSubmit',
  });
  // The signed-in buyer's contact data fills the empty fields, as on the lead form.
  useSignedInPersonPrefill((person) => {
    for (const field of ['name', 'email', 'phone'] as const) {
      if (person[field] !== '' && getValues(field).trim() === '') setValue(field, person[field]);
    }
  });
  const { errors } = formState;
  return (
    <form
      className="funding-card funding-form"
      noValidate
      onSubmit={handleSubmit((values) => onNext({ ...initial, ...values }))}
    >
      <Field id={ids.name} label={t('financing.register.name')} error={errors.name?.message}>
        <input
          id={ids.name}
          autoComplete="name"
          {...describedBy(ids.name, errors.name)}
          {...register('name', {
            validate: (v) => {
              const checked = validateFullName(v);
              return checked.ok || message(checked.code, locale);
            },
          })}
        />
      </Field>
      <Field id={ids.email} label={t('financing.register.email')} error={errors.email?.message}>
        <input
          id={ids.email}
          type="email"
          autoComplete="email"
          {...describedBy(ids.email, errors.email)}
          {...register('email', {
            validate: (v) => (isValidEmail(v) ? true : message('email_invalid', locale)),
          })}
        />
      </Field>
      <Field id={ids.phone} label={t('financing.register.phone')} error={errors.phone?.message}>
        <MaskedInput
          mask="phone"
          country={MARKETS[locale].country}
          id={ids.phone}
          type="tel"
          autoComplete="tel"
          {...describedBy(ids.phone, errors.phone)}
          {...register('phone', {
            validate: (v) =>
              isValidMobilePhone(v, MARKETS[locale].country) ||
              message(v.trim() === '' ? 'mobile_phone_required' : 'phone_invalid', locale),
          })}
        />
      </Field>
      <button type="submit" className="button">
        {submitLabel ?? t('financing.continue')}
      </button>
    </form>
  );
}

/** Step installment-terms-and-conditions (UI state "terms"): accept, then send. */
export function TermsStep({ sending, onSend }: { sending: boolean; onSend: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { register, handleSubmit, formState } = useForm({ defaultValues: { accepted: false } });
  return (
    <form className="funding-card funding-form" noValidate onSubmit={handleSubmit(() => onSend())}>
      <p>{t('financing.terms.text')}</p>
      <div className="funding-field">
        <label className="funding-check" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            {...register('accepted', { validate: (v) => v || t('financing.terms.required') })}
          />
          {t('financing.terms.accept')}
        </label>
        {formState.errors.accepted ? (
          <p className="funding-error">{formState.errors.accepted.message}</p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('financing.terms.sending') : t('financing.terms.send')}
      </button>
    </form>
  );
}
