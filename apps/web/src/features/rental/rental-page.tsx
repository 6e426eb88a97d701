import {
  type RentalIntentAccepted,
  type RentalIntentFormFields,
  rentalIntentFormFields,
} from '@autohub/contract';
import {
  MARKETS,
  RENTAL_VEHICLE_TYPES,
  type RentalContactMethod,
  type RentalVehicleType,
} from '@autohub/domain';
import { useQuery } from '../../lib/query/query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import {
  CheckboxField,
  MaskedField,
  RadioGroupField,
  SelectField,
  TextField,
  TextareaField,
} from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { userMessageOf } from '../../lib/api/api-client';
import { formatMoney } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { rentalOffersQuery, sendRentalIntent } from './rental.api';
import { PreferredContactField } from './preferred-contact-field';
import './rental.css';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';

/** The rental form as typed: the yes/no and the amount are held as the inputs give them. */
interface RentalValues {
  companyName: string;
  contactName: string;
  companyTaxId: string;
  companyOlderThanOneYear: 'yes' | 'no' | '' | null;
  email: string;
  mobile: string;
  preferredContact: RentalContactMethod | '';
  vehicleType: RentalVehicleType | '';
  vehicleAmount: string;
  fleetDescription: string;
  consents: { privacy: boolean; offers: boolean; directContact: boolean };
}

const EMPTY: RentalValues = {
  companyName: '',
  contactName: '',
  companyTaxId: '',
  companyOlderThanOneYear: '',
  email: '',
  mobile: '',
  preferredContact: '',
  vehicleType: '',
  vehicleAmount: '',
  fleetDescription: '',
  consents: { privacy: false, offers: false, directContact: false },
};

/** The values as the request carries them; an amount that is not a whole number is none. */
function toForm(values: RentalValues) {
  const amount = values.vehicleAmount === '' ? null : Number(values.vehicleAmount);
  const yesNo = values.companyOlderThanOneYear;
  return {
    ...values,
    companyOlderThanOneYear: yesNo === 'yes' ? true : yesNo === 'no' ? false : null,
    vehicleAmount: amount !== null && Number.isInteger(amount) ? amount : null,
  };
}

/** Company rental: the offers of the market and the legal-person intent form (spec document 1 §3). */
export function RentalPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('rental.title'));
  return (
    <div className="rental-page">
      <h1>{t('rental.title')}</h1>
      <p className="rental-lead">{t('rental.lead')}</p>
      <RentalOffers />
      <RentalForm />
    </div>
  );
}

function RentalOffers() {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const country = MARKETS[locale].country;
  const offers = useQuery(rentalOffersQuery(country, locale));
  return (
    <section aria-labelledby="rental-offers-title" className="rental-offers">
      <h2 id="rental-offers-title">{t('rental.offersTitle')}</h2>
      {offers.isPending ? <Skeleton count={2} label={t('app.loading')} /> : null}
      {offers.isError ? <p role="alert">{userMessageOf(offers.error)}</p> : null}
      {offers.data?.offers.length === 0 ? <EmptyState compact>{t('rental.offersEmpty')}</EmptyState> : null}
      <ul className="rental-offer-list">
        {offers.data?.offers.map((offer) => (
          <li key={offer.id} className="rental-offer">
            {offer.tag ? (
              <span
                className="rental-tag"
                style={{ background: offer.tag.background, color: offer.tag.foreground }}
              >
                {offer.tag.text}
              </span>
            ) : null}
            <h3>
              {offer.model} <span className="rental-offer__version">{offer.version}</span>
            </h3>
            <p className="rental-offer__brand">{offer.brand}</p>
            <p className="rental-offer__price">
              {t('rental.perMonth', { price: formatMoney(offer.monthlyPrice, locale, offer.currency) })}
            </p>
            <p>
              {t('rental.offerTerms', {
                months: offer.termMonths,
                km: offer.kmPerMonth.toLocaleString(locale),
              })}
            </p>
            <ul className="rental-featured">
              {offer.featuredItems.map((item) => (
                <li key={item.code}>{item.label}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RentalForm() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const country = MARKETS[locale].country;
  const schema = useMemo(() => rentalIntentFormFields(country), [country]);
  const form = useContractForm<RentalValues, RentalIntentFormFields>(schema, {
    defaultValues: EMPTY,
    prepare: toForm,
  });
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<RentalIntentAccepted | null>(null);
  // One key per filled form: a double click or a retry after a network error sends one request.
  const clientKey = useRef(crypto.randomUUID());

  async function submit(values: RentalIntentFormFields) {
    setFailure(null);
    setSending(true);
    try {
      setAccepted(await sendRentalIntent({ brand, locale, form: values }, clientKey.current));
    } catch (caught) {
      const field = (path: string) => path.replace(/^form\./, '');
      if (!applyApiErrors(form, caught, locale, field)) setFailure(userMessageOf(caught));
    } finally {
      setSending(false);
    }
  }

  if (accepted) {
    return (
      <section aria-labelledby="rental-sent" className="rental-form">
        <h2 id="rental-sent" tabIndex={-1} ref={(el) => el?.focus()}>
          {t('rental.sent', { code: accepted.proposalCode })}
        </h2>
        <AppLink className="button" to={brandPath(locale, brand, 'rental/proposals')}>
          {t('rental.follow')}
        </AppLink>
      </section>
    );
  }

  const hasErrors = Object.keys(form.formState.errors).length > 0;
  return (
    <section aria-labelledby="rental-form-title" className="rental-form">
      <h2 id="rental-form-title">{t('rental.formTitle')}</h2>
      <p role={hasErrors ? 'alert' : undefined} className="rental-form__summary">
        {hasErrors ? t('rental.checkFields') : null}
      </p>
      <Form form={form} onSubmit={submit}>
        <TextField
          name="companyName"
          label={t('rental.companyName')}
          maxLength={200}
          autoComplete="organization"
        />
        <TextField name="contactName" label={t('rental.contactName')} maxLength={200} autoComplete="name" />
        <MaskedField
          name="companyTaxId"
          mask={country === 'AR' ? 'cuil' : 'cnpj'}
          label={country === 'AR' ? t('rental.companyTaxIdAR') : t('rental.companyTaxIdBR')}
          maxLength={24}
          inputMode="text"
        />
        <RadioGroupField
          name="companyOlderThanOneYear"
          label={t('rental.olderThanOneYear')}
          choices={[
            { value: 'yes', label: t('rental.yes') },
            { value: 'no', label: t('rental.no') },
          ]}
        />
        <TextField name="email" label={t('rental.email')} type="email" maxLength={254} autoComplete="email" />
        <MaskedField
          name="mobile"
          mask="phone"
          label={t('rental.mobile')}
          type="tel"
          maxLength={30}
          autoComplete="tel"
        />
        <PreferredContactField />
        <SelectField name="vehicleType" label={t('rental.vehicleType')}>
          <option value="">{t('rental.choose')}</option>
          {RENTAL_VEHICLE_TYPES.map((v) => (
            <option key={v} value={v}>
              {t(`rental.vehicleTypes.${v}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          name="vehicleAmount"
          label={t('rental.vehicleAmount')}
          type="number"
          min={1}
          max={9999}
          inputMode="numeric"
        />
        <TextareaField
          name="fleetDescription"
          label={t('rental.fleetDescription')}
          maxLength={500}
          rows={3}
        />
        <fieldset className="rental-consents">
          <legend>{t('rental.consentsLegend')}</legend>
          <CheckboxField name="consents.privacy" label={t('rental.consentPrivacy')} />
          <CheckboxField name="consents.offers" label={t('rental.consentOffers')} />
          <CheckboxField name="consents.directContact" label={t('rental.consentDirect')} />
        </fieldset>
        {failure ? <p role="alert">{failure}</p> : null}
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('rental.sending') : t('rental.submit')}
        </button>
      </Form>
    </section>
  );
}
