import {
  TEST_DRIVE_SLOTS,
  TEST_DRIVE_SLOT_LABELS,
  type TestDriveSlot,
  dayInTimeZone,
  validateEmail,
  validateMobilePhone,
  validateName,
  validateTestDriveBooking,
} from '@autohub/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { type ChosenDealer, DealerChoice } from '../../components/dealer-choice/dealer-choice';
import { ApiError } from '../../lib/api/api-client';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { Field, invalidProps } from '../../components/form-field/field';
import { MaskedInput } from '../../components/form-field/masked-input';
import { bookTestDrive } from './test-drive.api';
import { type FieldErrors, bookingProblems, detailsToFieldErrors, messageOf } from './test-drive-errors';
import { useSignedInPersonPrefill } from '../../components/prefill/signed-in-person';
import './test-drive.css';

interface BookingValues {
  model: string;
  date: string;
  slot: TestDriveSlot | '';
  time: string;
  name: string;
  email: string;
  phone: string;
}

/** The test-drive form (spec document 1 §2): model, dealer, day, morning or afternoon, time, contact. */
export function TestDrivePage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const popups = usePopups();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [dealer, setDealer] = useState<ChosenDealer | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);
  const ids = {
    heading: useId(),
    model: useId(),
    date: useId(),
    time: useId(),
    name: useId(),
    email: useId(),
    phone: useId(),
  };
  const models = settings.currentCarModels;
  const { register, handleSubmit, getValues, setValue } = useForm<BookingValues>({
    defaultValues: {
      model: query.get('model') ?? '',
      date: '',
      slot: '',
      time: '',
      name: '',
      email: '',
      phone: '',
    },
  });
  // The signed-in person's contact data fills the form as on the lead form; typed values stay.
  useSignedInPersonPrefill((person) => {
    for (const field of ['name', 'email', 'phone'] as const) {
      if (person[field] !== '' && getValues(field).trim() === '') setValue(field, person[field]);
    }
  });
  useDocumentTitle(t('testDrive.documentTitle', { brand: settings.brandName }));
  const today = dayInTimeZone(new Date());

  const submit = async (values: BookingValues) => {
    const slot = values.slot === '' ? null : values.slot;
    const problems = [
      ...validateTestDriveBooking(
        {
          dealerId: dealer ? String(dealer.id) : '',
          model: values.model,
          date: values.date,
          slot,
          time: values.time,
        },
        new Date(),
      ),
      ...bookingProblems(values, {
        validateName,
        validateEmail,
        validateMobilePhone: (value) => validateMobilePhone(value, settings.country),
      }),
    ];
    const found: FieldErrors = {};
    for (const problem of problems) found[problem.field] ??= problem.code;
    setErrors(found);
    if (problems.length > 0) return;
    setSending(true);
    try {
      const booked = await bookTestDrive({
        brand,
        locale,
        dealerId: dealer ? String(dealer.id) : '',
        dealerName: dealer?.name ?? null,
        model: values.model,
        modelName: models.find((model) => model.code === values.model)?.name ?? null,
        date: values.date,
        slot,
        time: values.time,
        customer: { name: values.name, email: values.email, phone: values.phone },
      });
      const path = brandPath(locale, brand, `test-drive/${booked.testDrive.id}`);
      await navigate(`${path}?token=${encodeURIComponent(booked.manageToken)}`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_error') {
        setErrors(detailsToFieldErrors(error.details));
      } else {
        await popups.confirm({ kind: 'error', message: t('testDrive.failed') });
      }
    } finally {
      setSending(false);
    }
  };

  const errorOf = (field: string): string | undefined => {
    const code = errors[field];
    return code === undefined ? undefined : messageOf(code, locale);
  };

  return (
    <section className="td-page" aria-labelledby={ids.heading}>
      <h1 id={ids.heading}>{t('testDrive.title')}</h1>
      <p>{t('testDrive.intro')}</p>
      {models.length === 0 ? <p role="status">{t('home.noModels')}</p> : null}
      <form className="td-form" noValidate onSubmit={handleSubmit(submit)}>
        <Field id={ids.model} label={t('testDrive.model')} error={errorOf('model')}>
          <select id={ids.model} {...invalidProps(ids.model, errorOf('model'))} {...register('model')}>
            <option value="">{t('testDrive.chooseModel')}</option>
            {models.map((model) => (
              <option key={model.code} value={model.code}>
                {model.name}
              </option>
            ))}
          </select>
        </Field>

        <fieldset>
          <legend>{t('testDrive.dealer')}</legend>
          {dealer ? <p role="status">{t('testDrive.chosenDealer', { name: dealer.name })}</p> : null}
          {errorOf('dealerId') ? (
            <p className="form-field__error" role="alert">
              {errorOf('dealerId')}
            </p>
          ) : null}
          <DealerChoice
            brand={brand}
            brandName={settings.brandName}
            country={settings.country}
            locale={locale}
            value={dealer}
            onChange={setDealer}
          />
        </fieldset>

        <Field id={ids.date} label={t('testDrive.date')} error={errorOf('date')}>
          <input
            id={ids.date}
            type="date"
            min={today}
            {...invalidProps(ids.date, errorOf('date'))}
            {...register('date')}
          />
        </Field>
        <fieldset aria-describedby={errorOf('slot') ? `${ids.time}-slot-error` : undefined}>
          <legend>{t('testDrive.slot')}</legend>
          <div className="td-choices">
            {TEST_DRIVE_SLOTS.map((slot) => (
              <label key={slot} className="td-choice">
                <input type="radio" value={slot} {...register('slot')} />
                {TEST_DRIVE_SLOT_LABELS[slot][locale]}
              </label>
            ))}
          </div>
          {errorOf('slot') ? (
            <p className="form-field__error" id={`${ids.time}-slot-error`}>
              {errorOf('slot')}
            </p>
          ) : null}
        </fieldset>
        <Field
          id={ids.time}
          label={t('testDrive.time')}
          error={errorOf('time')}
          hint={t('testDrive.timeHint')}
        >
          <input
            id={ids.time}
            type="time"
            {...invalidProps(ids.time, errorOf('time'))}
            {...register('time')}
          />
        </Field>

        <fieldset>
          <legend>{t('testDrive.yourData')}</legend>
          <Field id={ids.name} label={t('testDrive.name')} error={errorOf('customer.name')}>
            <input
              id={ids.name}
              autoComplete="name"
              {...invalidProps(ids.name, errorOf('customer.name'))}
              {...register('name')}
            />
          </Field>
          <Field id={ids.email} label={t('testDrive.email')} error={errorOf('customer.email')}>
            <input
              id={ids.email}
              type="email"
              autoComplete="email"
              {...invalidProps(ids.email, errorOf('customer.email'))}
              {...register('email')}
            />
          </Field>
          <Field id={ids.phone} label={t('testDrive.phone')} error={errorOf('customer.phone')}>
            <MaskedInput
              mask="phone"
              country={settings.country}
              id={ids.phone}
              type="tel"
              autoComplete="tel"
              {...invalidProps(ids.phone, errorOf('customer.phone'))}
              {...register('phone')}
            />
          </Field>
        </fieldset>

        {Object.keys(errors).length > 0 ? (
          <p className="td-form__error" role="alert">
            {t('testDrive.fixErrors')}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('testDrive.sending') : t('testDrive.submit')}
        </button>
      </form>
    </section>
  );
}
