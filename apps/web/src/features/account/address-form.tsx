import { UserAddress, type UserSelf } from '@autohub/contract';
import { type FullLeadForm, MARKETS, marketRegions, message } from '@autohub/domain';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { MaskedField, SelectField, TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { lookupPostalCode } from './account.api';

/** The address as typed: every part a string, as in the full lead form. */
type Values = FullLeadForm['address'];

/**
 * The address form of the account and of the address-data step. Typing a CEP fills in street,
 * neighbourhood, city and state from the postal-code lookup. `onSave` rejects with the api's
 * error when the api refuses: its problems land on their fields.
 */
export function AddressForm({
  user,
  onSave,
  submitLabel,
}: {
  user: UserSelf;
  onSave: (address: UserAddress) => Promise<void>;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const country = MARKETS[locale].country;
  const regions = marketRegions(country).map((r) => ({
    value: country === 'AR' ? r.name : r.code,
    name: r.name,
  }));
  const kept = user.address?.state ?? '';
  // A state typed before the list (free text): kept as a choice of its own, so nothing is lost.
  if (kept !== '' && !regions.some((r) => r.value === kept)) regions.unshift({ value: kept, name: kept });
  const form = useContractForm<Values, UserAddress>(UserAddress, {
    defaultValues: {
      postalCode: user.address?.postalCode ?? '',
      street: user.address?.street ?? '',
      number: user.address?.number ?? '',
      complement: user.address?.complement ?? '',
      neighborhood: user.address?.neighborhood ?? '',
      city: user.address?.city ?? '',
      state: user.address?.state ?? '',
    },
  });
  const [lookup, setLookup] = useState<'idle' | 'searching' | 'not-found'>('idle');

  async function fill(code: string) {
    if (!/^\d{5}-?\d{3}$/.test(code.trim())) return;
    setLookup('searching');
    const found = await lookupPostalCode(code.trim());
    if (!found) {
      setLookup('not-found');
      form.setError('postalCode', { type: 'cep_not_found', message: message('cep_not_found', locale) });
      return;
    }
    setLookup('idle');
    form.clearErrors('postalCode');
    const { getValues, setValue } = form;
    setValue('street', found.street || getValues('street'));
    setValue('neighborhood', found.neighborhood || getValues('neighborhood'));
    setValue('city', found.cityName || getValues('city'));
    setValue('state', found.stateCode || getValues('state'));
  }

  async function submit({ complement, ...address }: UserAddress) {
    try {
      await onSave({ ...address, ...(complement ? { complement } : {}) });
    } catch (error) {
      applyApiErrors(form, error, locale, (path) => path.replace(/^address\./, ''));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="account-grid">
      <MaskedField
        name="postalCode"
        mask="postalCode"
        label={t('account.address.postalCode')}
        autoComplete="postal-code"
        options={{ onChange: (event: { target: { value: string } }) => void fill(event.target.value) }}
      />
      <TextField name="street" label={t('account.address.street')} />
      <TextField name="number" label={t('account.address.number')} />
      <TextField name="complement" label={t('account.address.complement')} />
      <TextField name="neighborhood" label={t('account.address.neighborhood')} />
      <TextField name="city" label={t('account.address.city')} />
      <SelectField name="state" label={t('account.address.state')} autoComplete="address-level1">
        <option value="">{t('location.choose')}</option>
        {regions.map((r) => (
          <option key={r.value} value={r.value}>
            {r.name}
          </option>
        ))}
      </SelectField>
      <p role="status" className="account-notice">
        {lookup === 'searching' ? t('account.address.searching') : ''}
      </p>
      <div className="account-actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
