import { UserDataStepFields, type UserSelf } from '@autohub/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { type Errors, check } from './field-errors';
import { FormField, describedBy } from './form-field';

/** Name, nickname, CPF and mobile phone: the account's personal data and the user-data step. */
export function PersonalForm({ user, onSave, submitLabel }: { user: UserSelf; onSave: (values: UserDataStepFields) => Promise<void>; submitLabel: string }) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const ids = { name: useId(), nickname: useId(), cpf: useId(), phone: useId() };
  const [errors, setErrors] = useState<Errors>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const nickname = String(form.get('nickname') ?? '').trim();
    const { data, errors: found } = check(
      UserDataStepFields,
      {
        name: String(form.get('name') ?? ''),
        cpf: String(form.get('cpf') ?? ''),
        phone: String(form.get('phone') ?? ''),
        ...(nickname ? { nickname } : {}),
      },
      locale,
    );
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
        <input id={ids.cpf} name="cpf" inputMode="numeric" defaultValue={user.cpf ?? ''} {...describedBy(ids.cpf, errors.cpf)} />
      </FormField>
      <FormField id={ids.phone} label={t('account.personal.phone')} error={errors.phone}>
        <input id={ids.phone} name="phone" type="tel" autoComplete="tel" defaultValue={user.phone ?? ''} {...describedBy(ids.phone, errors.phone)} />
      </FormField>
      <div className="account-actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
