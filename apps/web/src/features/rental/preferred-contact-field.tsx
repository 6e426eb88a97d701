import { RENTAL_CONTACT_METHODS } from '@autohub/domain';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SelectField } from '../../components/form-field/fields';

/** How the company prefers to be contacted: the `preferredContact` field of the rental forms. */
export function PreferredContactField() {
  const { t } = useTranslation();
  return (
    <SelectField name="preferredContact" label={t('rental.preferredContact')}>
      <option value="">{t('rental.choose')}</option>
      {RENTAL_CONTACT_METHODS.map((m) => (
        <option key={m} value={m}>
          {t(`rental.contactMethods.${m}`)}
        </option>
      ))}
    </SelectField>
  );
}
