import type { RentalIntentAccepted } from '@autohub/contract';
import {
  MARKETS,
  RENTAL_CONTACT_METHODS,
  RENTAL_VEHICLE_TYPES,
  type RentalIntentForm,
  isMessageCode,
  message,
  validateRentalIntent,
} from '@autohub/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactElement, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedInput } from '../../components/form-field/masked-input';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { formatMoney } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { rentalOffersQuery, sendRentalIntent } from './rental.api';
import './rental.css';

const EMPTY: RentalIntentForm = {
  companyName: '',
  contactName: '',
  companyTaxId: '',
  companyOlderThanOneYear: null,
  email: '',
  mobile: '',
  preferredContact: '',
  vehicleType: '',
  vehicleAmount: null,
  fleetDescription: '',
  consents: { privacy: false, offers: false, directContact: false },
};

type Errors = Partial<Record<string, string>>;

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
      {offers.isPending ? <p role="status">{t('app.loading')}</p> : null}
      {offers.isError ? <p role="alert">{userMessageOf(offers.error)}</p> : null}
      {offers.data?.offers.length === 0 ? <p>{t('rental.offersEmpty')}</p> : null}
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
  const [form, setForm] = useState<RentalIntentForm>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [accepted, setAccepted] = useState<RentalIntentAccepted | null>(null);
  // One key per filled form: a double click or a retry after a network error sends one request.
  const clientKey = useRef(crypto.randomUUID());
  const summary = useRef<HTMLParagraphElement>(null);

  const set = <K extends keyof RentalIntentForm>(key: K, value: RentalIntentForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const text = (code: string | undefined) =>
    code === undefined ? undefined : isMessageCode(code) ? message(code, locale) : code;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const problems = validateRentalIntent(form, country);
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, text(p.code)])));
      summary.current?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      setAccepted(await sendRentalIntent({ brand, locale, form }, clientKey.current));
    } catch (caught) {
      if (caught instanceof ApiError && caught.details?.length) {
        setErrors(
          Object.fromEntries(caught.details.map((d) => [d.path.replace(/^body\.form\./, ''), d.message])),
        );
        summary.current?.focus();
      } else {
        setFailure(userMessageOf(caught));
      }
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

  const hasErrors = Object.keys(errors).length > 0;
  const field = (
    name: keyof RentalIntentForm & string,
    label: string,
    input: ReactElement,
    hint?: string,
  ) => (
    <div className={errors[name] ? 'rental-field rental-field--invalid' : 'rental-field'}>
      <label htmlFor={`rental-${name}`}>{label}</label>
      {input}
      {hint ? <p className="rental-field__hint">{hint}</p> : null}
      {errors[name] ? (
        <p className="rental-field__error" id={`rental-${name}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  const described = (name: string) =>
    errors[name] ? { 'aria-invalid': true as const, 'aria-describedby': `rental-${name}-error` } : {};

  return (
    <section aria-labelledby="rental-form-title" className="rental-form">
      <h2 id="rental-form-title">{t('rental.formTitle')}</h2>
      <p ref={summary} tabIndex={-1} role={hasErrors ? 'alert' : undefined} className="rental-form__summary">
        {hasErrors ? t('rental.checkFields') : null}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {field(
          'companyName',
          t('rental.companyName'),
          <input
            id="rental-companyName"
            value={form.companyName}
            maxLength={200}
            autoComplete="organization"
            onChange={(e) => set('companyName', e.target.value)}
            {...described('companyName')}
          />,
        )}
        {field(
          'contactName',
          t('rental.contactName'),
          <input
            id="rental-contactName"
            value={form.contactName}
            maxLength={200}
            autoComplete="name"
            onChange={(e) => set('contactName', e.target.value)}
            {...described('contactName')}
          />,
        )}
        {field(
          'companyTaxId',
          country === 'AR' ? t('rental.companyTaxIdAR') : t('rental.companyTaxIdBR'),
          <MaskedInput
            mask={country === 'AR' ? 'cuil' : 'cnpj'}
            country={country}
            id="rental-companyTaxId"
            value={form.companyTaxId}
            maxLength={24}
            inputMode="text"
            onChange={(e) => set('companyTaxId', e.target.value)}
            {...described('companyTaxId')}
          />,
        )}
        <fieldset
          className={errors.companyOlderThanOneYear ? 'rental-field rental-field--invalid' : 'rental-field'}
          {...described('companyOlderThanOneYear')}
        >
          <legend>{t('rental.olderThanOneYear')}</legend>
          {([true, false] as const).map((value) => (
            <label key={String(value)} className="rental-choice">
              <input
                type="radio"
                name="olderThanOneYear"
                checked={form.companyOlderThanOneYear === value}
                onChange={() => set('companyOlderThanOneYear', value)}
              />
              {value ? t('rental.yes') : t('rental.no')}
            </label>
          ))}
          {errors.companyOlderThanOneYear ? (
            <p className="rental-field__error" id="rental-companyOlderThanOneYear-error">
              {errors.companyOlderThanOneYear}
            </p>
          ) : null}
        </fieldset>
        {field(
          'email',
          t('rental.email'),
          <input
            id="rental-email"
            type="email"
            value={form.email}
            maxLength={254}
            autoComplete="email"
            onChange={(e) => set('email', e.target.value)}
            {...described('email')}
          />,
        )}
        {field(
          'mobile',
          t('rental.mobile'),
          <MaskedInput
            mask="phone"
            country={country}
            id="rental-mobile"
            type="tel"
            value={form.mobile}
            maxLength={30}
            autoComplete="tel"
            onChange={(e) => set('mobile', e.target.value)}
            {...described('mobile')}
          />,
        )}
        {field(
          'preferredContact',
          t('rental.preferredContact'),
          <select
            id="rental-preferredContact"
            value={form.preferredContact}
            onChange={(e) => set('preferredContact', e.target.value as RentalIntentForm['preferredContact'])}
            {...described('preferredContact')}
          >
            <option value="">{t('rental.choose')}</option>
            {RENTAL_CONTACT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`rental.contactMethods.${m}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'vehicleType',
          t('rental.vehicleType'),
          <select
            id="rental-vehicleType"
            value={form.vehicleType}
            onChange={(e) => set('vehicleType', e.target.value as RentalIntentForm['vehicleType'])}
            {...described('vehicleType')}
          >
            <option value="">{t('rental.choose')}</option>
            {RENTAL_VEHICLE_TYPES.map((v) => (
              <option key={v} value={v}>
                {t(`rental.vehicleTypes.${v}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'vehicleAmount',
          t('rental.vehicleAmount'),
          <input
            id="rental-vehicleAmount"
            type="number"
            min={1}
            max={9999}
            inputMode="numeric"
            value={form.vehicleAmount ?? ''}
            onChange={(e) => set('vehicleAmount', e.target.value === '' ? null : Number(e.target.value))}
            {...described('vehicleAmount')}
          />,
        )}
        {field(
          'fleetDescription',
          t('rental.fleetDescription'),
          <textarea
            id="rental-fleetDescription"
            value={form.fleetDescription}
            maxLength={500}
            rows={3}
            onChange={(e) => set('fleetDescription', e.target.value)}
            {...described('fleetDescription')}
          />,
        )}
        <fieldset className="rental-consents">
          <legend>{t('rental.consentsLegend')}</legend>
          {(
            [
              ['privacy', t('rental.consentPrivacy')],
              ['offers', t('rental.consentOffers')],
              ['directContact', t('rental.consentDirect')],
            ] as const
          ).map(([key, label]) => {
            const name = `consents.${key}`;
            return (
              <div key={key} className={errors[name] ? 'rental-field rental-field--invalid' : 'rental-field'}>
                <label className="rental-choice">
                  <input
                    type="checkbox"
                    checked={form.consents[key]}
                    onChange={(e) => set('consents', { ...form.consents, [key]: e.target.checked })}
                    {...(errors[name]
                      ? { 'aria-invalid': true as const, 'aria-describedby': 'rental-consent-error' }
                      : {})}
                  />
                  {label}
                </label>
                {errors[name] ? (
                  <p className="rental-field__error" id="rental-consent-error">
                    {errors[name]}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
        {failure ? <p role="alert">{failure}</p> : null}
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('rental.sending') : t('rental.submit')}
        </button>
      </form>
    </section>
  );
}
