import { ADDRESS_FIELD_NAMES, type CreateLeadRequest, FullLeadFormSchema } from '@autohub/contract';
import { type FullLeadForm, initialFullLeadForm, validateFullLeadForm } from '@autohub/domain';
import { useQuery } from '../../lib/query/query';
import { type FocusEvent, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { lookupPostalCode } from '../../components/dealer-choice/dealer-choice.api';
import { modelDetailQuery } from '../../lib/catalogue/catalogue.api';
import { formatMoney } from '../../lib/format/format';
import type { TranslationKey } from '../../lib/i18n/msg';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { buildDescriptions, useBuiltCar } from './built-car';
import { MaskedField, SelectField, TextField, TextareaField } from '../../components/form-field/fields';
import { useContractForm } from '../../components/form-field/form';
import {
  type ConsentValues,
  ConsentsFieldset,
  DealerFieldset,
  NO_CONSENTS,
  type PersonalFields,
  leadContextOf,
  leadProblems,
  useLeadSender,
} from './lead-form-parts';
import { LeadPageFrame, PersonalFieldset, useLeadDealer, usePersonalPrefill } from './lead-page-frame';
import './leads.css';

type Address = FullLeadForm['address'];

/** The questions of the purchase form, sent to the CRM as "name: value" descriptions. */
const QUESTIONS = {
  payment: ['CASH', 'FINANCING', 'CONSORTIUM', 'LEASING'],
  tradeIn: ['YES', 'NO'],
  when: ['THIS_MONTH', 'THREE_MONTHS', 'LATER'],
} as const;
type Question = keyof typeof QUESTIONS;

/** The label key of an answer; every pair of QUESTIONS has one in both locale files. */
function answerKey(question: Question, answer: string): TranslationKey {
  return `purchase.answers.${question}.${answer}` as TranslationKey;
}

interface PurchaseValues extends ConsentValues {
  modelCode: string;
  car: { mvs: string };
  personal: PersonalFields;
  address: Address;
  answers: Record<Question, string>;
  message: string;
}

const EMPTY_ANSWERS: Record<Question, string> = { payment: '', tradeIn: '', when: '' };

/**
 * Where a problem of the lead's form is shown: the model year under the version, the free
 * descriptions (the message is the last) under the message.
 */
function purchaseField(path: string): string {
  if (path === 'car.year') return 'car.mvs';
  if (path.startsWith('descriptions.')) return 'message';
  return path;
}

/**
 * The full car-purchase lead form (spec document 1 §3 "Full lead form (car purchase)"): the
 * buyer's personal data, an optional address (sent only when complete, refused when half-typed),
 * the car, the dealer, the buyer's plans as free descriptions, and the consents. Reached from the
 * builder's resume with the car in the query, or chosen here from the brand's models.
 */
export function PurchasePage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const [query] = useSearchParams();
  const fromQuery = {
    modelCode: query.get('model') ?? '',
    modelName: query.get('modelName') ?? '',
    version: query.get('version') ?? '',
    mvs: query.get('mvs') ?? '',
    year: Number(query.get('year')) || null,
    color: query.get('color') ?? '',
  };
  const { dealer, setDealer, cpfRule } = useLeadDealer(settings);
  const [postalLookup, setPostalLookup] = useState<'idle' | 'not-found'>('idle');
  useDocumentTitle(t('purchase.documentTitle', { brand: settings.brandName }));

  // The build the buyer made travels with the lead, priced by the one price function.
  const built = useBuiltCar(brand, settings.country, fromQuery.mvs, fromQuery.year);
  const descriptions = (values: PurchaseValues): FullLeadForm['descriptions'] => {
    const entries: FullLeadForm['descriptions'] = [];
    if (fromQuery.color) entries.push({ name: t('purchase.color'), value: fromQuery.color });
    if (built.data) {
      entries.push(
        ...buildDescriptions(
          built.data,
          {
            coating: t('journeys.purchase.coating'),
            optionals: t('journeys.purchase.optionals'),
            accessories: t('journeys.purchase.accessories'),
            services: t('journeys.purchase.services'),
            price: t('journeys.purchase.price'),
            includedInPack: t('journeys.purchase.includedInPack'),
          },
          locale,
        ),
      );
    }
    for (const question of Object.keys(QUESTIONS) as Question[]) {
      const answer = values.answers[question];
      if (answer) {
        entries.push({ name: t(`purchase.questions.${question}`), value: t(answerKey(question, answer)) });
      }
    }
    const typed = values.message.trim();
    if (typed !== '') entries.push({ name: t('purchase.message'), value: typed });
    return entries;
  };

  const form = useContractForm<PurchaseValues, FullLeadForm>(FullLeadFormSchema, {
    defaultValues: {
      ...NO_CONSENTS,
      modelCode: fromQuery.modelCode,
      car: { mvs: fromQuery.mvs },
      personal: { name: '', cpf: '', email: '', phone: '' },
      address: initialFullLeadForm().address,
      answers: EMPTY_ANSWERS,
      message: '',
    },
    prepare: (values) => toForm(values),
    extra: (values) =>
      leadProblems(
        validateFullLeadForm(toForm(values), { cpf: cpfRule, country: settings.country }),
        locale,
      ).map((problem) => ({ ...problem, path: purchaseField(problem.path) })),
  });
  const { control, getValues, setValue, resetField } = form;
  const { sending, send } = useLeadSender(form, purchaseField);
  const modelCode = useWatch({ control, name: 'modelCode' });
  const versions = useQuery({
    ...modelDetailQuery(brand, settings.country, modelCode),
    enabled: modelCode !== '' && fromQuery.mvs === '',
  });

  function toForm(values: PurchaseValues): FullLeadForm {
    const year = fromQuery.mvs
      ? fromQuery.year
      : (versions.data?.versions.find((entry) => entry.mvs.code === values.car.mvs)?.mvs.year ?? null);
    return {
      personal: values.personal,
      address: values.address,
      car: { mvs: values.car.mvs, year: values.car.mvs === '' ? null : year },
      dealer: { id: dealer ? String(dealer.id) : '', dealerCode: dealer?.dealerCode ?? '' },
      descriptions: descriptions(values),
      allowEmail: values.allowEmail,
      allowSMS: values.allowSMS,
      allowWhatsApp: values.allowWhatsApp,
      preferredContactsMethod: values.preferredContactsMethod === '' ? null : values.preferredContactsMethod,
    };
  }

  // The signed-in buyer's data fills the person fields (spec §4); what they lack stays as typed.
  const user = usePersonalPrefill(setValue);
  // The saved address fills an untouched address section, once per answer of the user's data.
  useEffect(() => {
    const saved = user?.address;
    if (!saved || Object.values(getValues('address')).some((value) => value !== '')) return;
    setValue('address', {
      postalCode: saved.postalCode,
      street: saved.street,
      number: saved.number,
      complement: saved.complement ?? '',
      neighborhood: saved.neighborhood,
      city: saved.city,
      state: saved.state,
    });
  }, [user, getValues, setValue]);

  async function fillAddress(code: string) {
    if (!/^\d{5}-?\d{3}$/.test(code.trim())) return;
    try {
      const found = await lookupPostalCode(code);
      setPostalLookup('idle');
      const keep = (field: 'street' | 'neighborhood' | 'city' | 'state', value: string) =>
        setValue(`address.${field}`, value || getValues(`address.${field}`));
      keep('street', found.street);
      keep('neighborhood', found.neighborhood);
      keep('city', found.cityName);
      keep('state', found.stateCode);
    } catch {
      setPostalLookup('not-found');
    }
  }

  async function submit(values: FullLeadForm) {
    const request: CreateLeadRequest = {
      kind: 'purchase',
      brand,
      locale,
      form: values,
      context: leadContextOf(settings, query, 'purchase-form'),
      car: { modelCode: getValues('modelCode') || null, mvs: values.car.mvs, year: values.car.year },
    };
    await send(request, { title: t('purchase.sentTitle'), message: t('purchase.sent') }, () => {
      resetField('answers');
      resetField('message');
    });
  }

  const carLabel = [fromQuery.modelName, fromQuery.version, fromQuery.year].filter(Boolean).join(' ');
  return (
    <LeadPageFrame
      title={t('purchase.title')}
      intro={t('purchase.intro', { brand: settings.brandName })}
      form={form}
      onSubmit={submit}
      sending={sending}
      submitLabel={t('purchase.submit')}
    >
      <fieldset>
        <legend>{t('purchase.car')}</legend>
        {fromQuery.mvs ? (
          <>
            <p className="lead-car">{t('leads.aboutCar', { car: carLabel || fromQuery.mvs })}</p>
            {built.data?.totals.total != null ? (
              <p className="lead-car" data-testid="purchase-build-price">
                {t('journeys.purchase.buildSummary', {
                  price: formatMoney(built.data.totals.total, locale, built.data.currency),
                })}
              </p>
            ) : null}
          </>
        ) : (
          <>
            <SelectField
              name="modelCode"
              label={t('purchase.model')}
              options={{ onChange: () => setValue('car.mvs', '') }}
            >
              <option value="">{t('purchase.chooseModel')}</option>
              {settings.currentCarModels.map((model) => (
                <option key={model.code} value={model.code}>
                  {model.name}
                </option>
              ))}
            </SelectField>
            <SelectField name="car.mvs" label={t('purchase.version')} disabled={!versions.data}>
              <option value="">{t('purchase.chooseVersion')}</option>
              {versions.data?.versions.map((entry) => (
                <option key={entry.mvs.code} value={entry.mvs.code}>
                  {entry.mvs.versionName} {entry.mvs.year}
                </option>
              ))}
            </SelectField>
          </>
        )}
      </fieldset>

      <PersonalFieldset cpfRule={cpfRule} cpfInputMode="numeric" />

      <fieldset>
        <legend>{t('purchase.address')}</legend>
        <p className="form-field__hint">{t('purchase.addressHint')}</p>
        {ADDRESS_FIELD_NAMES.map((field) =>
          field === 'postalCode' ? (
            <MaskedField
              key={field}
              name="address.postalCode"
              mask="postalCode"
              label={t('purchase.addressFields.postalCode')}
              inputMode="numeric"
              autoComplete="postal-code"
              options={{
                onBlur: (event: FocusEvent<HTMLInputElement>) => void fillAddress(event.target.value),
              }}
              {...(postalLookup === 'not-found' ? { hint: t('purchase.postalCodeNotFound') } : {})}
            />
          ) : (
            <TextField key={field} name={`address.${field}`} label={t(`purchase.addressFields.${field}`)} />
          ),
        )}
      </fieldset>

      <DealerFieldset settings={settings} dealer={dealer} onChange={setDealer} name="dealer" />

      <fieldset>
        <legend>{t('purchase.plans')}</legend>
        {(Object.keys(QUESTIONS) as Question[]).map((question) => (
          <SelectField
            key={question}
            name={`answers.${question}`}
            label={t(`purchase.questions.${question}`)}
          >
            <option value="">{t('purchase.noAnswer')}</option>
            {QUESTIONS[question].map((answer) => (
              <option key={answer} value={answer}>
                {t(answerKey(question, answer))}
              </option>
            ))}
          </SelectField>
        ))}
        <TextareaField name="message" label={t('purchase.messageOptional')} rows={3} maxLength={1000} />
      </fieldset>

      <ConsentsFieldset />
    </LeadPageFrame>
  );
}
