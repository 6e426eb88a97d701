import type { CreateLeadRequest } from '@autohub/contract';
import {
  type InputMaskKind,
  type FullLeadForm,
  TEST_DRIVE_SLOT_LABELS,
  type TestDriveSlot,
  initialFullLeadForm,
  isValidDate,
  isWithinNext30Days,
  leadCpfRequirement,
  message,
  validateFullLeadForm,
  readMileage,
} from '@autohub/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ChosenDealer } from '../../components/dealer-choice/dealer-choice';
import { readLocation } from '../../components/location-selector/location-store';
import { formatDate } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { Field, invalidProps } from '../../components/form-field/field';
import { MaskedInputOrPlain } from '../../components/form-field/masked-input';
import { type FieldErrors, problemsToErrors } from './form-errors';
import {
  ConsentsFieldset,
  DealerFieldset,
  FormFooter,
  leadContextOf,
  useConsentChoices,
  useLeadSender,
  usePrefilledPersonal,
} from './lead-form-parts';
import './leads.css';

const SLOTS: readonly TestDriveSlot[] = ['MORNING', 'AFTERNOON'];

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Asks a dealer to schedule a revision (spec "scheduleRevision"): the car and revision come from
 * the revisions page, the owner gives a preferred day in the next 30 days and a period, their data
 * and a dealer. The request reaches the dealer through the lead pipeline (form `Revision`), with
 * the revision and the preferred day as descriptions; the dealer calls back to confirm the time.
 */
export function RevisionRequestPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const [query] = useSearchParams();
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;
  const car = {
    mvs: query.get('mvs') ?? '',
    year: Number(query.get('year')) || null,
    label: [query.get('modelName'), query.get('version')].filter(Boolean).join(' '),
    revision: Number(query.get('revision')) || null,
    km: Number(query.get('km')) || null,
  };
  const [mileage, setMileage] = useState(car.km === null ? '' : String(car.km));
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState<TestDriveSlot | ''>('');
  const [dealer, setDealer] = useState<ChosenDealer | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { sending, send } = useLeadSender(setErrors);
  useDocumentTitle(t('revisionRequest.documentTitle', { brand: settings.brandName }));

  const { personal, setPersonal } = usePrefilledPersonal();
  const consentChoices = useConsentChoices();

  const location = readLocation(settings.country);
  const cpfRule = leadCpfRequirement(settings, {
    ibgeCityCode: location?.cityCode ?? null,
    dealerId: dealer ? String(dealer.id) : null,
  });

  async function submit() {
    const descriptions: FullLeadForm['descriptions'] = [];
    if (car.revision !== null) {
      descriptions.push({
        name: t('revisionRequest.revision'),
        value: t('revisionRequest.nth', { number: car.revision }),
      });
    }
    if (mileage.trim() !== '')
      descriptions.push({ name: t('revisionRequest.mileage'), value: `${mileage.trim()} km` });
    if (day !== '') descriptions.push({ name: t('revisionRequest.day'), value: formatDate(day, locale) });
    if (slot !== '')
      descriptions.push({ name: t('revisionRequest.period'), value: TEST_DRIVE_SLOT_LABELS[slot][locale] });
    const form: FullLeadForm = {
      ...initialFullLeadForm(),
      personal,
      car: { mvs: car.mvs, year: car.year },
      dealer: { id: dealer ? String(dealer.id) : '', dealerCode: dealer?.dealerCode ?? '' },
      descriptions,
      ...consentChoices.consents,
      preferredContactsMethod: consentChoices.preferredContactsMethod,
    };
    const found = problemsToErrors(
      validateFullLeadForm(form, { cpf: cpfRule, country: settings.country }),
      locale,
    );
    if (day === '') found.day = message('field_required', locale);
    else if (!isValidDate(day) || !isWithinNext30Days(day))
      found.day = message('date_not_within_next_30_days', locale);
    if (slot === '') found.slot = message('field_required', locale);
    const reading = mileage.trim() === '' ? null : readMileage(mileage);
    if (reading && !reading.ok) found.mileage = message(reading.code, locale);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const context = leadContextOf(settings, query, 'services');
    const request: CreateLeadRequest = {
      kind: 'purchase',
      brand,
      locale,
      form,
      context: { ...context, source: { ...context.source, form: 'Revision' } },
      car: { mvs: car.mvs, year: car.year },
    };
    await send(request, { title: t('revisionRequest.sentTitle'), message: t('revisionRequest.sent') }, () => {
      setDay('');
      setSlot('');
    });
  }

  const personalField = (
    key: keyof typeof personal,
    label: string,
    type = 'text',
    autoComplete?: string,
    mask?: InputMaskKind,
  ) => (
    <Field id={id(key)} label={label} error={errors[`personal.${key}`]}>
      <MaskedInputOrPlain
        mask={mask}
        country={settings.country}
        id={id(key)}
        type={type}
        autoComplete={autoComplete}
        value={personal[key]}
        onChange={(event) => setPersonal({ ...personal, [key]: event.target.value })}
        {...invalidProps(id(key), errors[`personal.${key}`])}
      />
    </Field>
  );

  return (
    <section className="lead-page" aria-labelledby={id('heading')}>
      <h1 id={id('heading')}>{t('revisionRequest.title')}</h1>
      <p>{t('revisionRequest.intro')}</p>
      {car.label ? (
        <p className="lead-car">
          {car.revision !== null
            ? t('revisionRequest.about', {
                car: car.label,
                revision: t('revisionRequest.nth', { number: car.revision }),
              })
            : car.label}
        </p>
      ) : null}
      {errors['car.mvs'] ? (
        <p className="form-field__error" role="alert">
          {t('revisionRequest.chooseCarFirst')}
        </p>
      ) : null}
      <form
        className="lead-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <fieldset>
          <legend>{t('revisionRequest.when')}</legend>
          <Field id={id('day')} label={t('revisionRequest.day')} error={errors.day}>
            <input
              id={id('day')}
              type="date"
              min={isoDay(1)}
              max={isoDay(30)}
              value={day}
              onChange={(event) => setDay(event.target.value)}
              {...invalidProps(id('day'), errors.day)}
            />
          </Field>
          <div role="radiogroup" aria-label={t('revisionRequest.period')} className="lead-choices">
            {SLOTS.map((option) => (
              <label key={option} className="lead-choice">
                <input type="radio" name="slot" checked={slot === option} onChange={() => setSlot(option)} />
                {TEST_DRIVE_SLOT_LABELS[option][locale]}
              </label>
            ))}
          </div>
          {errors.slot ? <p className="form-field__error">{errors.slot}</p> : null}
          <Field id={id('mileage')} label={t('revisionRequest.mileageOptional')} error={errors.mileage}>
            <input
              id={id('mileage')}
              inputMode="numeric"
              value={mileage}
              onChange={(event) => setMileage(event.target.value)}
              {...invalidProps(id('mileage'), errors.mileage)}
            />
          </Field>
        </fieldset>

        <fieldset>
          <legend>{t('leads.contactData')}</legend>
          {personalField('name', t('purchase.fullName'), 'text', 'name')}
          {cpfRule === 'hidden'
            ? null
            : personalField(
                'cpf',
                cpfRule === 'required' ? t('leads.cpf') : t('leads.cpfOptional'),
                'text',
                undefined,
                'taxId',
              )}
          {personalField('email', t('leads.email'), 'email', 'email')}
          {personalField('phone', t('leads.phone'), 'tel', 'tel', 'phone')}
        </fieldset>

        <DealerFieldset
          settings={settings}
          brand={brand}
          locale={locale}
          dealer={dealer}
          onChange={setDealer}
          error={errors.dealer}
        />

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
          label={t('revisionRequest.submit')}
        />
      </form>
    </section>
  );
}
