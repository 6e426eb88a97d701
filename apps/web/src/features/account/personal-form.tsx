import {
  ArgentineUserDataStepFields,
  PersonalDataWithCompanyFields,
  type UserSelf,
  type UserSelfPatch,
  UserDataStepFields,
} from '@autohub/contract';
import { MARKETS } from '@autohub/domain';
import { useTranslation } from '../../lib/i18n/use-translation';
import { MaskedField, TextField } from '../../components/form-field/fields';
import { type ContractSchema, Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';

export type PersonalValues = Pick<UserSelfPatch, 'name' | 'nickname' | 'cpf' | 'document' | 'phone' | 'companyCnpj'>;

interface FormValues {
  name: string;
  nickname: string;
  cpf: string;
  document: string;
  phone: string;
  companyCnpj: string;
}

type Checked = UserDataStepFields | PersonalDataWithCompanyFields | ArgentineUserDataStepFields;

/** The identity document as typed: the CPF on Brazilian pages, the DNI or CUIL/CUIT on Argentine ones. */
function typedDocument(user: UserSelf): string {
  return user.document?.number ?? '';
}

/**
 * Name, nickname, identity document and mobile phone: the account's personal data and the
 * user-data step. The document follows the market of the page (docs/decisions/015-market-formats.md):
 * the CPF in Brazil, the DNI or CUIL/CUIT in Argentina. With `withCompany`, also the CNPJ of the
 * person's company (optional; a lead form in company CPF/CNPJ mode offers it in its document field).
 * `onSave` rejects with the api's error when the api refuses: its problems land on their fields.
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
  const schema: ContractSchema<Checked> =
    country === 'AR' ? ArgentineUserDataStepFields : withCompany ? PersonalDataWithCompanyFields : UserDataStepFields;
  const form = useContractForm<FormValues, Checked>(schema, {
    defaultValues: {
      name: user.name ?? '',
      nickname: user.nickname ?? '',
      cpf: user.cpf ?? '',
      document: typedDocument(user),
      phone: user.phone ?? '',
      companyCnpj: user.companyCnpj ?? '',
    },
  });

  async function submit(checked: Checked) {
    const { nickname, ...values } = checked;
    const trimmed = nickname?.trim();
    try {
      await onSave({ ...values, ...(trimmed ? { nickname: trimmed } : {}) });
    } catch (error) {
      applyApiErrors(form, error, locale, (path) => (path.startsWith('document.') ? 'document' : path));
    }
  }

  return (
    <Form form={form} onSubmit={submit} className="account-grid">
      <TextField name="name" label={t('account.personal.name')} autoComplete="name" />
      <TextField name="nickname" label={t('account.personal.nickname')} autoComplete="nickname" />
      {country === 'AR' ? (
        <MaskedField name="document" mask="taxId" label={t('account.personal.document')} autoComplete="off" />
      ) : (
        <MaskedField name="cpf" mask="cpf" label={t('account.personal.cpf')} autoComplete="off" />
      )}
      {country === 'AR' ? (
        // On the Argentine pages a local number is rewritten in its international form when the
        // field is left, which the account keeps.
        <MaskedField name="phone" mask="phone" label={t('account.personal.phone')} type="tel" autoComplete="tel" />
      ) : (
        // One account serves both markets: on the Brazilian pages the mobile stays unmasked, as it
        // may be an Argentine one with its country code.
        <TextField name="phone" label={t('account.personal.phone')} type="tel" autoComplete="tel" />
      )}
      {withCompany && country === 'BR' ? (
        <MaskedField name="companyCnpj" mask="cnpj" label={t('account.personal.companyCnpj')} autoComplete="off" />
      ) : null}
      <div className="account-actions">
        <button type="submit" className="button">
          {submitLabel}
        </button>
      </div>
    </Form>
  );
}
