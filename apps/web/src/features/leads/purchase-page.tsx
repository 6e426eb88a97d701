import type { CreateLeadRequest } from '@autohub/contract';
import {
  type FullLeadForm,
  type InputMaskKind,
  initialFullLeadForm,
  leadCpfRequirement,
  validateFullLeadForm,
} from '@autohub/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ChosenDealer } from '../../components/dealer-choice/dealer-choice';
import { lookupPostalCode } from '../../components/dealer-choice/dealer-choice.api';
import { readLocation } from '../../components/location-selector/location-store';
import { modelDetailQuery } from '../../lib/catalogue/catalogue.api';
import { formatMoney } from '../../lib/format/format';
import type { TranslationKey } from '../../lib/i18n/msg';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { buildDescriptions, useBuiltCar } from './built-car';
import { Field, invalidProps } from '../../components/form-field/field';
import { MaskedInputOrPlain } from '../../components/form-field/masked-input';
import {
  ConsentsFieldset,
  DealerFieldset,
  FormFooter,
  leadContextOf,
  useConsentChoices,
  useLeadSender,
  usePrefilledPersonal,
} from './lead-form-parts';
import { type FieldErrors, problemsToErrors } from './form-errors';
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

const ADDRESS_FIELDS = [
  'postalCode',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
] as const;

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
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;
  const fromQuery = {
    modelCode: query.get('model') ?? '',
    modelName: query.get('modelName') ?? '',
    version: query.get('version') ?? '',
    mvs: query.get('mvs') ?? '',
    year: Number(query.get('year')) || null,
    color: query.get('color') ?? '',
  };
  const [modelCode, setModelCode] = useState(fromQuery.modelCode);
  const [car, setCar] = useState<{ mvs: string; year: number | null }>({
    mvs: fromQuery.mvs,
    year: fromQuery.year,
  });
  const [address, setAddress] = useState<Address>(initialFullLeadForm().address);
  const [answers, setAnswers] = useState<Record<Question, string>>({ payment: '', tradeIn: '', when: '' });
  const [message, setMessage] = useState('');
  const [dealer, setDealer] = useState<ChosenDealer | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { sending, send } = useLeadSender(setErrors);
  const [postalLookup, setPostalLookup] = useState<'idle' | 'not-found'>('idle');
  useDocumentTitle(t('purchase.documentTitle', { brand: settings.brandName }));

  // The signed-in buyer's data and address fill the form (spec §4); what they lack stays as typed.
  const { personal, setPersonal, user } = usePrefilledPersonal();
  const consentChoices = useConsentChoices();
  // The saved address fills an untouched address section, once per answer of the user's data.
  const [addressFrom, setAddressFrom] = useState<typeof user>(undefined);
  if (user && user !== addressFrom) {
    setAddressFrom(user);
    const saved = user.address;
    if (saved) {
      setAddress((current) =>
        Object.values(current).some((value) => value !== '')
          ? current
          : {
              postalCode: saved.postalCode,
              street: saved.street,
              number: saved.number,
              complement: saved.complement ?? '',
              neighborhood: saved.neighborhood,
              city: saved.city,
              state: saved.state,
            },
      );
    }
  }

  const versions = useQuery({
    ...modelDetailQuery(brand, settings.country, modelCode),
    enabled: modelCode !== '' && fromQuery.mvs === '',
  });
  const location = readLocation(settings.country);
  const cpfRule = leadCpfRequirement(settings, {
    ibgeCityCode: location?.cityCode ?? null,
    dealerId: dealer ? String(dealer.id) : null,
  });

  // The build the buyer made travels with the lead, priced by the one price function.
  const built = useBuiltCar(brand, settings.country, fromQuery.mvs, fromQuery.year);
  const descriptions = (): FullLeadForm['descriptions'] => {
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
      const answer = answers[question];
      if (answer) {
        entries.push({ name: t(`purchase.questions.${question}`), value: t(answerKey(question, answer)) });
      }
    }
    if (message.trim() !== '') entries.push({ name: t('purchase.message'), value: message.trim() });
    return entries;
  };

  async function fillAddress(code: string) {
    if (!/^\d{5}-?\d{3}$/.test(code.trim())) return;
    try {
      const found = await lookupPostalCode(code);
      setPostalLookup('idle');
      setAddress((current) => ({
        ...current,
        street: found.street || current.street,
        neighborhood: found.neighborhood || current.neighborhood,
        city: found.cityName || current.city,
        state: found.stateCode || current.state,
      }));
    } catch {
      setPostalLookup('not-found');
    }
  }

  async function submit() {
    const form: FullLeadForm = {
      personal,
      address,
      car,
      dealer: { id: dealer ? String(dealer.id) : '', dealerCode: dealer?.dealerCode ?? '' },
      descriptions: descriptions(),
      ...consentChoices.consents,
      preferredContactsMethod: consentChoices.preferredContactsMethod,
    };
    const found = problemsToErrors(
      validateFullLeadForm(form, { cpf: cpfRule, country: settings.country }),
      locale,
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const request: CreateLeadRequest = {
      kind: 'purchase',
      brand,
      locale,
      form,
      context: leadContextOf(settings, query, 'purchase-form'),
      car: { modelCode: modelCode || null, mvs: car.mvs, year: car.year },
    };
    await send(request, { title: t('purchase.sentTitle'), message: t('purchase.sent') }, () => {
      setAnswers({ payment: '', tradeIn: '', when: '' });
      setMessage('');
    });
  }

  const text = (
    key: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    extra: {
      type?: string;
      autoComplete?: string;
      inputMode?: 'numeric' | 'tel' | 'email';
      onBlur?: () => void;
      hint?: string;
      mask?: InputMaskKind;
    } = {},
  ): ReactNode => (
    <Field id={id(key)} label={label} error={errors[key]} {...(extra.hint ? { hint: extra.hint } : {})}>
      <MaskedInputOrPlain
        mask={extra.mask}
        country={settings.country}
        id={id(key)}
        type={extra.type ?? 'text'}
        autoComplete={extra.autoComplete}
        inputMode={extra.inputMode}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          // A corrected field loses its message at once; the rest wait for the next submit.
          if (errors[key]) setErrors(({ [key]: _fixed, ...rest }) => rest);
        }}
        onBlur={extra.onBlur}
        {...invalidProps(id(key), errors[key])}
      />
    </Field>
  );

  const carLabel = [fromQuery.modelName, fromQuery.version, fromQuery.year].filter(Boolean).join(' ');
  return (
    <section className="lead-page" aria-labelledby={id('heading')}>
      <h1 id={id('heading')}>{t('purchase.title')}</h1>
      <p>{t('purchase.intro', { brand: settings.brandName })}</p>
      <form
        className="lead-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
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
              <Field id={id('model')} label={t('purchase.model')}>
                <select
                  id={id('model')}
                  value={modelCode}
                  onChange={(event) => {
                    setModelCode(event.target.value);
                    setCar({ mvs: '', year: null });
                  }}
                >
                  <option value="">{t('purchase.chooseModel')}</option>
                  {settings.currentCarModels.map((model) => (
                    <option key={model.code} value={model.code}>
                      {model.name}
                    </option>
                  ))}
                </select>
              </Field>
              <Field
                id={id('car.mvs')}
                label={t('purchase.version')}
                error={errors['car.mvs'] ?? errors['car.year']}
              >
                <select
                  id={id('car.mvs')}
                  value={car.mvs}
                  disabled={!versions.data}
                  onChange={(event) => {
                    const chosen = versions.data?.versions.find(
                      (entry) => entry.mvs.code === event.target.value,
                    );
                    setCar({ mvs: event.target.value, year: chosen?.mvs.year ?? null });
                  }}
                  {...invalidProps(id('car.mvs'), errors['car.mvs'] ?? errors['car.year'])}
                >
                  <option value="">{t('purchase.chooseVersion')}</option>
                  {versions.data?.versions.map((entry) => (
                    <option key={entry.mvs.code} value={entry.mvs.code}>
                      {entry.mvs.versionName} {entry.mvs.year}
                    </option>
                  ))}
                </select>
              </Field>
            </>
          )}
        </fieldset>

        <fieldset>
          <legend>{t('leads.contactData')}</legend>
          {text(
            'personal.name',
            t('purchase.fullName'),
            personal.name,
            (name) => setPersonal({ ...personal, name }),
            {
              autoComplete: 'name',
            },
          )}
          {cpfRule === 'hidden'
            ? null
            : text(
                'personal.cpf',
                cpfRule === 'required' ? t('leads.cpf') : t('leads.cpfOptional'),
                personal.cpf,
                (cpf) => setPersonal({ ...personal, cpf }),
                { inputMode: 'numeric', mask: 'taxId' },
              )}
          {text(
            'personal.email',
            t('leads.email'),
            personal.email,
            (email) => setPersonal({ ...personal, email }),
            {
              type: 'email',
              autoComplete: 'email',
            },
          )}
          {text(
            'personal.phone',
            t('leads.phone'),
            personal.phone,
            (phone) => setPersonal({ ...personal, phone }),
            {
              type: 'tel',
              autoComplete: 'tel',
              mask: 'phone',
            },
          )}
        </fieldset>

        <fieldset>
          <legend>{t('purchase.address')}</legend>
          <p className="form-field__hint">{t('purchase.addressHint')}</p>
          {ADDRESS_FIELDS.map((field) =>
            text(
              `address.${field}`,
              t(`purchase.addressFields.${field}`),
              address[field],
              (value) => setAddress({ ...address, [field]: value }),
              field === 'postalCode'
                ? {
                    inputMode: 'numeric',
                    autoComplete: 'postal-code',
                    mask: 'postalCode',
                    onBlur: () => void fillAddress(address.postalCode),
                    ...(postalLookup === 'not-found' ? { hint: t('purchase.postalCodeNotFound') } : {}),
                  }
                : {},
            ),
          )}
        </fieldset>

        <DealerFieldset
          settings={settings}
          brand={brand}
          locale={locale}
          dealer={dealer}
          onChange={setDealer}
          error={errors.dealer}
        />

        <fieldset>
          <legend>{t('purchase.plans')}</legend>
          {(Object.keys(QUESTIONS) as Question[]).map((question) => (
            <Field key={question} id={id(question)} label={t(`purchase.questions.${question}`)}>
              <select
                id={id(question)}
                value={answers[question]}
                onChange={(event) => setAnswers({ ...answers, [question]: event.target.value })}
              >
                <option value="">{t('purchase.noAnswer')}</option>
                {QUESTIONS[question].map((answer) => (
                  <option key={answer} value={answer}>
                    {t(answerKey(question, answer))}
                  </option>
                ))}
              </select>
            </Field>
          ))}
          <Field
            id={id('message')}
            label={t('purchase.messageOptional')}
            error={firstDescriptionError(errors)}
          >
            <textarea
              id={id('message')}
              rows={3}
              maxLength={1000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
              {...invalidProps(id('message'), firstDescriptionError(errors))}
            />
          </Field>
        </fieldset>

        <ConsentsFieldset
          id={id('preferred')}
          control={consentChoices.control}
          preferred={consentChoices.preferred}
          optInError={errors.contactOptIn}
          preferredError={errors.preferredContactsMethod}
        />

        <FormFooter
          hasErrors={Object.keys(errors).length > 0}
          sending={sending}
          label={t('purchase.submit')}
        />
      </form>
    </section>
  );
}

/** The message is the last description: its problem is shown under it. */
function firstDescriptionError(errors: FieldErrors): string | undefined {
  const key = Object.keys(errors).find((field) => field.startsWith('descriptions.'));
  return key ? errors[key] : undefined;
}
