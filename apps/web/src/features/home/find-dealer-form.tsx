import type { PostalCodeLookupFields } from '@autohub/contract';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { MaskedField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';

/** A postal code (or a plain link) to the dealer locator, which searches it on arrival. */
export function FindDealerForm() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const navigate = useNavigate();
  const country = settings.country;
  // The schema is loaded on the first check: the form is on the page, its zod code is not.
  const form = useContractForm<PostalCodeLookupFields>(
    () => import('./find-dealer.schema').then((m) => m.postalCodeLookupFields(country)),
    { defaultValues: { postalCode: '' } },
  );
  const dealers = brandPath(locale, brand, 'dealers');
  return (
    <Form
      form={form}
      className="find-dealer__form field-with-action"
      // Sent before its script has run, the form takes the postal code to the locator all the same.
      action={dealers}
      method="get"
      onSubmit={({ postalCode }) => void navigate(`${dealers}?postalCode=${encodeURIComponent(postalCode)}`)}
    >
      <MaskedField
        name="postalCode"
        mask="postalCode"
        label={t('dealers.postalCode')}
        autoComplete="postal-code"
        maxLength={settings.country === 'BR' ? 9 : 8}
      />
      <button type="submit" className="button">
        {t('home.findDealer')}
      </button>
      <AppLink to={dealers} className="find-dealer__all">
        {t('home.allDealers')}
      </AppLink>
    </Form>
  );
}
