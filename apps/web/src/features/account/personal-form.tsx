import { CnpjField, UserDataStepFields, type UserSelf } from '@autohub/contract';
import { MARKETS } from '@autohub/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInput, MaskedInputOrPlain } from '../../components/form-field/masked-input';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { type Errors, check } from './field-errors';
import { FormField, describedBy } from './form-field';

/** The personal data with the company's CNPJ, which the account page also edits. */
const PersonalWithCompany = UserDataStepFields.extend({ companyCnpj: CnpjField.nullable() });
export type PersonalValues = UserDataStepFields & { companyCnpj?: string | null };

/**
 * Name, nickname, CPF and mobile phone: the account's personal data and the user-data step. With
 * `withCompany`, also the CNPJ of the person's company (optional; a lead form in company CPF/CNPJ
 * mode offers it in its document field).
 */
export function PersonalForm({
  user,
  onSave,
  submitLabel,
  withCompany = false,
}: {
  user: UserSelf;
  onSave: (values: PersonalValues) => Promise<void>;
  submitLabel: string;
  withCompany?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const country = MARKETS[locale].country;
  const ids = { name: useId(), nickname: useId(), cpf: useId(), phone: useId(), companyCnpj: useId() };
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const nickname = String(form.get('nickname') ?? '').trim();
    const values = {
      name: String(form.get('name') ?? ''),
      cpf: String(form.get('cpf') ?? ''),
      phone: String(form.get('phone') ?? ''),
      ...(nickname ? { nickname } : {}),
    };
    const companyCnpj = String(form.get('companyCnpj') ?? '').trim();
    const { data, errors: found } = withCompany
      ? check(PersonalWithCompany, { ...values, companyCnpj: companyCnpj === '' ? null : companyCnpj }, locale)
      : check(UserDataStepFields, values, locale);
    setErrors(found);
    if (data) await onSave(data);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="account-grid">
      <FormField id={ids.name} label={t('account.personal.name')} error={errors.name}>
        <input id={ids.name} name="name" autoComplete="name" defaultValue={user.name ?? ''} {...describedBy(ids.name, errors.name)} />
      </FormField>
      <FormField id={ids.nickname} label={t('account.personal.nickname')} error={errors.nickname}>
        <input id={ids.nickname} name="nickname" autoComplete="nickname" defaultValue={user.nickname ?? ''} />
      </FormField>
      <FormField id={ids.cpf} label={t('account.personal.cpf')} error={errors.cpf}>
        <MaskedInput mask="cpf" country={country} id={ids.cpf} name="cpf" defaultValue={user.cpf ?? ''} {...describedBy(ids.cpf, errors.cpf)} />
      </FormField>
      <FormField id={ids.phone} label={t('account.personal.phone')} error={errors.phone}>
        {/* One account serves both markets: on the Brazilian pages the mobile stays unmasked, as it may
            be an Argentine one with its country code; on the Argentine pages a local number is
            rewritten in its international form when the field is left, which the account keeps. */}
        <MaskedInputOrPlain
          mask={country === 'AR' ? 'phone' : undefined}
          country={country}
          id={ids.phone}
          name="phone"
          type="tel"
          autoComplete="tel"
          defaultValue={user.phone ?? ''}
          {...describedBy(ids.phone, errors.phone)}
        />
      </FormField>
      {withCompany ? (
        <FormField id={ids.companyCnpj} label={t('account.personal.companyCnpj')} error={errors.companyCnpj}>
          <MaskedInput
            mask="cnpj"
            country={country}
            id={ids.companyCnpj}
            name="companyCnpj"
            autoComplete="off"
            defaultValue={user.companyCnpj ?? ''}
            {...describedBy(ids.companyCnpj, errors.companyCnpj)}
          />
        </FormField>
      ) : null}
      <div className="account-actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
