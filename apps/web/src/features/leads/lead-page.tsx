import type { CreateLeadRequest } from '@autohub/contract';
import {
  type ContactChannel,
  type LeadFormState,
  initialLeadFormState,
  leadCpfRequirement,
  maskCpfOrCnpj,
  prefillLeadForm,
  validateLeadForm,
} from '@autohub/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ChosenDealer } from '../../components/dealer-choice/dealer-choice';
import { readLocation } from '../../components/location-selector/location-store';
import { useSession } from '../../lib/session/session';
import { usePageSettings } from '../../lib/settings/settings.api';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { Field, invalidProps } from '../../components/form-field/field';
import { MaskedInput } from '../../components/form-field/masked-input';
import {
  ConsentsFieldset,
  DealerFieldset,
  FormFooter,
  leadContextOf,
  useLeadSender,
} from './lead-form-parts';
import { type FieldErrors, problemsToErrors } from './form-errors';
import { leadUserQuery } from './leads.api';
import './leads.css';

type LeadValues = Omit<LeadFormState, 'totalVehicles' | 'preferredContactsMethod' | 'dealerCode'> & {
  totalVehicles: string;
  preferredContactsMethod: ContactChannel | '';
};

const initialValues = (): LeadValues => ({
  ...initialLeadFormState(),
  totalVehicles: '',
  preferredContactsMethod: '',
});

function toFormState(values: LeadValues, dealer: ChosenDealer | null): LeadFormState {
  const fleet = values.totalVehicles.trim();
  return {
    ...values,
    dealerCode: dealer?.dealerCode ?? '',
    totalVehicles: fleet === '' ? null : Number(fleet.replace(',', '.')),
    preferredContactsMethod: values.preferredContactsMethod === '' ? null : values.preferredContactsMethod,
  };
}

/**
 * The lead form (spec document 1 §2 "Lead form"): contact data, person or company, the dealer,
 * the consents. Reached from a model page or from the builder's resume with the car in the query
 * (`?model=363&modelName=Pulse&version=Audace&mvs=3631TA1&year=2026`).
 */
export function LeadPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const [query] = useSearchParams();
  const ids = {
    name: useId(),
    contactName: useId(),
    corporateName: useId(),
    email: useId(),
    cpf: useId(),
    cnpj: useId(),
    phone: useId(),
    fleet: useId(),
    twoYears: useId(),
    preferred: useId(),
    heading: useId(),
  };
  const [dealer, setDealer] = useState<ChosenDealer | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { sending, send } = useLeadSender(setErrors);
  const { register, handleSubmit, control, reset, getValues } = useForm<LeadValues>({
    defaultValues: initialValues(),
  });
  // The signed-in person's data fills the form on load and whenever it changes (spec §4); what the
  // person lacks leaves the field as it was.
  const session = useSession();
  // Company CPF/CNPJ mode (page setting): the document field takes a CPF or a company's CNPJ.
  const companyMode = settings.leadCompanyCpfCnpjMode;
  const user = useQuery({ ...leadUserQuery(), enabled: session.user !== null }).data;
  useEffect(() => {
    if (!user) return;
    const current = getValues();
    const filled = prefillLeadForm({ ...toFormState(current, null) }, user, { companyMode });
    reset({
      ...current,
      name: filled.name,
      contactName: filled.contactName,
      email: filled.email,
      phone: filled.phone,
      // Shown with its mask, as the buyer would type it (stored documents are digits only).
      cpf: filled.cpf !== '' && settings.country === 'BR' ? maskCpfOrCnpj(filled.cpf) : filled.cpf,
    });
  }, [user, companyMode, settings.country, getValues, reset]);
  useDocumentTitle(t('leads.documentTitle', { brand: settings.brandName }));

  const car = {
    modelCode: query.get('model'),
    modelName: query.get('modelName'),
    version: query.get('version'),
    mvs: query.get('mvs'),
    year: Number(query.get('year')) || null,
  };
  const carLabel = [car.modelName, car.version].filter(Boolean).join(' ');
  const personType = useWatch({ control, name: 'leadPersonType' });
  const isCompany = personType === 'legalPerson';
  const location = readLocation(settings.country);
  const cpfRule = leadCpfRequirement(settings, {
    ibgeCityCode: location?.cityCode ?? null,
    dealerId: dealer ? String(dealer.id) : null,
  });

  const submit = async (values: LeadValues) => {
    const form = toFormState(values, dealer);
    const problems = validateLeadForm(form, { cpf: cpfRule, companyMode, country: settings.country });
    const found = problemsToErrors(problems, locale);
    setErrors(found);
    if (problems.length > 0) return;
    const request: CreateLeadRequest = {
      kind: 'lead',
      brand,
      locale,
      form,
      dealerId: dealer ? String(dealer.id) : null,
      context: leadContextOf(settings, query, 'lead-form'),
      car: { modelCode: car.modelCode, mvs: car.mvs, year: car.year },
    };
    await send(request, { title: t('leads.sentTitle'), message: t('leads.sent') }, () => {
      reset(initialValues());
      setDealer(null);
    });
  };

  const text = (field: keyof LeadFormState | 'contactOptIn') => errors[field];

  return (
    <section className="lead-page" aria-labelledby={ids.heading}>
      <h1 id={ids.heading}>{t('leads.title')}</h1>
      <p>{t('leads.intro', { brand: settings.brandName })}</p>
      {carLabel ? <p className="lead-car">{t('leads.aboutCar', { car: carLabel })}</p> : null}
      <form className="lead-form" noValidate onSubmit={handleSubmit(submit)}>
        <fieldset>
          <legend>{t('leads.profile')}</legend>
          <div className="lead-choices">
            <label className="lead-choice">
              <input type="radio" value="physicalPerson" {...register('leadPersonType')} />
              {t('leads.person')}
            </label>
            <label className="lead-choice">
              <input type="radio" value="legalPerson" {...register('leadPersonType')} />
              {t('leads.company')}
            </label>
          </div>
        </fieldset>

        <fieldset>
          <legend>{t('leads.contactData')}</legend>
          {isCompany ? (
            <>
              <Field id={ids.corporateName} label={t('leads.corporateName')} error={text('corporateName')}>
                <input
                  id={ids.corporateName}
                  autoComplete="organization"
                  {...invalidProps(ids.corporateName, text('corporateName'))}
                  {...register('corporateName')}
                />
              </Field>
              <Field id={ids.cnpj} label={t('leads.cnpj')} error={text('cnpj')}>
                <MaskedInput
                  mask="cnpj"
                  country={settings.country}
                  id={ids.cnpj}
                  inputMode="text"
                  {...invalidProps(ids.cnpj, text('cnpj'))}
                  {...register('cnpj')}
                />
              </Field>
              <Field id={ids.contactName} label={t('leads.contactName')} error={text('contactName')}>
                <input
                  id={ids.contactName}
                  autoComplete="name"
                  {...invalidProps(ids.contactName, text('contactName'))}
                  {...register('contactName')}
                />
              </Field>
            </>
          ) : (
            <>
              <Field id={ids.name} label={t('leads.name')} error={text('name')}>
                <input
                  id={ids.name}
                  autoComplete="name"
                  {...invalidProps(ids.name, text('name'))}
                  {...register('name')}
                />
              </Field>
              {cpfRule === 'hidden' ? null : (
                <Field
                  id={ids.cpf}
                  label={t(
                    companyMode
                      ? cpfRule === 'required'
                        ? 'leads.cpfOrCnpj'
                        : 'leads.cpfOrCnpjOptional'
                      : cpfRule === 'required'
                        ? 'leads.cpf'
                        : 'leads.cpfOptional',
                  )}
                  error={text('cpf')}
                >
                  <MaskedInput
                    mask={companyMode ? 'cpfOrCnpj' : 'taxId'}
                    country={settings.country}
                    id={ids.cpf}
                    inputMode={companyMode ? 'text' : 'numeric'}
                    {...invalidProps(ids.cpf, text('cpf'))}
                    {...register('cpf')}
                  />
                </Field>
              )}
            </>
          )}
          <Field id={ids.email} label={t('leads.email')} error={text('email')}>
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              {...invalidProps(ids.email, text('email'))}
              {...register('email')}
            />
          </Field>
          <Field id={ids.phone} label={t('leads.phone')} error={text('phone')}>
            <MaskedInput
              mask="phone"
              country={settings.country}
              id={ids.phone}
              type="tel"
              autoComplete="tel"
              {...invalidProps(ids.phone, text('phone'))}
              {...register('phone')}
            />
          </Field>
          {isCompany ? (
            <>
              <Field id={ids.fleet} label={t('leads.totalVehicles')} error={text('totalVehicles')}>
                <input
                  id={ids.fleet}
                  inputMode="numeric"
                  {...invalidProps(ids.fleet, text('totalVehicles'))}
                  {...register('totalVehicles')}
                />
              </Field>
              <label className="lead-choice">
                <input id={ids.twoYears} type="checkbox" {...register('hasTwoYearCnpj')} />
                {t('leads.hasTwoYearCnpj')}
              </label>
            </>
          ) : null}
        </fieldset>

        {isCompany ? null : (
          <DealerFieldset
            settings={settings}
            brand={brand}
            locale={locale}
            dealer={dealer}
            onChange={setDealer}
            error={text('dealerCode')}
          />
        )}

        <ConsentsFieldset
          id={ids.preferred}
          control={(consent) => register(consent)}
          preferred={register('preferredContactsMethod')}
          optInError={text('contactOptIn')}
          preferredError={text('preferredContactsMethod')}
        />

        <FormFooter hasErrors={Object.keys(errors).length > 0} sending={sending} label={t('leads.submit')} />
      </form>
    </section>
  );
}
