import { type CreateLeadRequest, LeadFormStateSchema } from '@autohub/contract';
import {
  type LeadFormState,
  initialLeadFormState,
  maskCpfOrCnpj,
  prefillLeadForm,
  validateLeadForm,
} from '@autohub/domain';
import { useQuery } from '../../lib/query/query';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import type { ChosenDealer } from '../../components/dealer-choice/dealer-choice';
import { useSession } from '../../lib/session/session';
import { usePageSettings } from '../../lib/settings/settings.api';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { CheckboxField, MaskedField, RadioGroupField, TextField } from '../../components/form-field/fields';
import { useContractForm } from '../../components/form-field/form';
import {
  type ConsentValues,
  ConsentsFieldset,
  DealerFieldset,
  NO_CONSENTS,
  leadContextOf,
  leadProblems,
  useLeadSender,
} from './lead-form-parts';
import { leadUserQuery } from './leads.api';
import { LeadPageFrame, useLeadDealer } from './lead-page-frame';
import './leads.css';

type LeadValues = Omit<
  LeadFormState,
  'totalVehicles' | 'preferredContactsMethod' | 'dealerCode' | keyof ConsentValues
> &
  ConsentValues & { totalVehicles: string };

const initialValues = (): LeadValues => ({
  ...initialLeadFormState(),
  ...NO_CONSENTS,
  totalVehicles: '',
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
  const { dealer, setDealer, cpfRule } = useLeadDealer(settings);
  // Company CPF/CNPJ mode (page setting): the document field takes a CPF or a company's CNPJ.
  const companyMode = settings.leadCompanyCpfCnpjMode;
  // The contract's shape of the form, then the domain's rules of this page (CPF by the page
  // settings and the dealer, consents, fleet size), with the domain's messages.
  const form = useContractForm<LeadValues, LeadFormState>(LeadFormStateSchema, {
    defaultValues: initialValues(),
    prepare: (values) => toFormState(values, dealer),
    extra: (values) =>
      leadProblems(
        validateLeadForm(toFormState(values, dealer), {
          cpf: cpfRule,
          companyMode,
          country: settings.country,
        }),
        locale,
      ),
  });
  const { control, reset, getValues } = form;
  const { sending, send } = useLeadSender(form);
  // The signed-in person's data fills the form on load and whenever it changes (spec §4); what the
  // person lacks leaves the field as it was.
  const session = useSession();
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

  const submit = async (values: LeadFormState) => {
    const request: CreateLeadRequest = {
      kind: 'lead',
      brand,
      locale,
      form: values,
      dealerId: dealer ? String(dealer.id) : null,
      context: leadContextOf(settings, query, 'lead-form'),
      car: { modelCode: car.modelCode, mvs: car.mvs, year: car.year },
    };
    await send(request, { title: t('leads.sentTitle'), message: t('leads.sent') }, () => {
      reset(initialValues());
      setDealer(null);
    });
  };

  return (
    <LeadPageFrame
      title={t('leads.title')}
      intro={t('leads.intro', { brand: settings.brandName })}
      car={carLabel ? t('leads.aboutCar', { car: carLabel }) : null}
      form={form}
      onSubmit={submit}
      sending={sending}
      submitLabel={t('leads.submit')}
    >
      <RadioGroupField
        name="leadPersonType"
        label={t('leads.profile')}
        className="lead-choices"
        choices={[
          { value: 'physicalPerson', label: t('leads.person') },
          { value: 'legalPerson', label: t('leads.company') },
        ]}
      />

      <fieldset>
        <legend>{t('leads.contactData')}</legend>
        {isCompany ? (
          <>
            <TextField name="corporateName" label={t('leads.corporateName')} autoComplete="organization" />
            <MaskedField name="cnpj" mask="cnpj" label={t('leads.cnpj')} inputMode="text" />
            <TextField name="contactName" label={t('leads.contactName')} autoComplete="name" />
          </>
        ) : (
          <>
            <TextField name="name" label={t('leads.name')} autoComplete="name" />
            {cpfRule === 'hidden' ? null : (
              <MaskedField
                name="cpf"
                mask={companyMode ? 'cpfOrCnpj' : 'taxId'}
                inputMode={companyMode ? 'text' : 'numeric'}
                label={t(
                  companyMode
                    ? cpfRule === 'required'
                      ? 'leads.cpfOrCnpj'
                      : 'leads.cpfOrCnpjOptional'
                    : cpfRule === 'required'
                      ? 'leads.cpf'
                      : 'leads.cpfOptional',
                )}
              />
            )}
          </>
        )}
        <TextField name="email" label={t('leads.email')} type="email" autoComplete="email" />
        <MaskedField name="phone" mask="phone" label={t('leads.phone')} type="tel" autoComplete="tel" />
        {isCompany ? (
          <>
            <TextField name="totalVehicles" label={t('leads.totalVehicles')} inputMode="numeric" />
            <CheckboxField name="hasTwoYearCnpj" label={t('leads.hasTwoYearCnpj')} className="lead-choice" />
          </>
        ) : null}
      </fieldset>

      {isCompany ? null : (
        <DealerFieldset settings={settings} dealer={dealer} onChange={setDealer} name="dealerCode" />
      )}

      <ConsentsFieldset />
    </LeadPageFrame>
  );
}
