import { UserAddress, type UserSelf } from '@autohub/contract';
import { MARKETS, message } from '@autohub/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInputOrPlain } from '../../components/form-field/masked-input';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { lookupPostalCode } from './account.api';
import { type Errors, check } from './field-errors';
import { FormField, describedBy } from './form-field';

const FIELDS = ['postalCode', 'street', 'number', 'complement', 'neighborhood', 'city', 'state'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

/**
 * The address form of the account and of the address-data step. Typing a CEP fills in street,
 * neighbourhood, city and state from the postal-code lookup.
 */
export function AddressForm({ user, onSave, submitLabel }: { user: UserSelf; onSave: (address: UserAddress) => Promise<void>; submitLabel: string }) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const baseId = useId();
  const [values, setValues] = useState<Values>(() => ({
    postalCode: user.address?.postalCode ?? '',
    street: user.address?.street ?? '',
    number: user.address?.number ?? '',
    complement: user.address?.complement ?? '',
    neighborhood: user.address?.neighborhood ?? '',
    city: user.address?.city ?? '',
    state: user.address?.state ?? '',
  }));
  const [errors, setErrors] = useState<Errors>({});
  const [lookup, setLookup] = useState<'idle' | 'searching' | 'not-found'>('idle');

  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));

  async function fill(code: string) {
    if (!/^\d{5}-?\d{3}$/.test(code.trim())) return;
    setLookup('searching');
    const found = await lookupPostalCode(code.trim());
    if (!found) {
      setLookup('not-found');
      return;
    }
    setLookup('idle');
    setValues((current) => ({
      ...current,
      street: found.street || current.street,
      neighborhood: found.neighborhood || current.neighborhood,
      city: found.cityName || current.city,
      state: found.stateCode || current.state,
    }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const candidate = { ...values, complement: values.complement || undefined };
    const { data, errors: found } = check(UserAddress, candidate, locale);
    setErrors(found);
    if (data) await onSave(data);
  }

  const labels: Record<Field, string> = {
    postalCode: t('account.address.postalCode'),
    street: t('account.address.street'),
    number: t('account.address.number'),
    complement: t('account.address.complement'),
    neighborhood: t('account.address.neighborhood'),
    city: t('account.address.city'),
    state: t('account.address.state'),
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="account-grid">
      {FIELDS.map((field) => {
        const id = `${baseId}-${field}`;
        const error = errors[field] ?? (field === 'postalCode' && lookup === 'not-found' ? message('cep_not_found', locale) : undefined);
        return (
          <FormField key={field} id={id} label={labels[field]} error={error}>
            <MaskedInputOrPlain
              mask={field === 'postalCode' ? 'postalCode' : undefined}
              country={MARKETS[locale].country}
              id={id}
              name={field}
              value={values[field]}
              inputMode={field === 'postalCode' ? 'numeric' : undefined}
              autoComplete={field === 'postalCode' ? 'postal-code' : undefined}
              onChange={(event) => {
                set(field, event.target.value);
                if (field === 'postalCode') void fill(event.target.value);
              }}
              {...describedBy(id, error)}
            />
          </FormField>
        );
      })}
      <p role="status" className="account-notice">
        {lookup === 'searching' ? t('account.address.searching') : ''}
      </p>
      <div className="account-actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
