import { type TestDriveBookingFields, testDriveBookingFields } from '@autohub/contract';
import { TEST_DRIVE_SLOTS, TEST_DRIVE_SLOT_LABELS, type TestDriveSlot, dayInTimeZone } from '@autohub/domain';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import type { ChosenDealer } from '../../components/dealer-choice/dealer-choice';
import { DealerFieldset } from '../../components/dealer-choice/dealer-fieldset';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import {
  MaskedField,
  RadioGroupField,
  SelectField,
  TextField,
} from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { bookTestDrive } from './test-drive.api';
import { useSignedInContactPrefill } from '../../components/prefill/signed-in-person';
import './test-drive.css';

interface BookingValues {
  dealerId: string;
  model: string;
  date: string;
  slot: TestDriveSlot | '';
  time: string;
  customer: { name: string; email: string; phone: string };
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
  const [sending, setSending] = useState(false);
  const headingId = useId();
  const models = settings.currentCarModels;
  const schema = useMemo(() => testDriveBookingFields(settings.country), [settings.country]);
  const form = useContractForm<BookingValues, TestDriveBookingFields>(schema, {
    defaultValues: {
      dealerId: '',
      model: query.get('model') ?? '',
      date: '',
      slot: '',
      time: '',
      customer: { name: '', email: '', phone: '' },
    },
    prepare: (values) => ({ ...values, slot: values.slot === '' ? null : values.slot }),
  });
  const { setValue } = form;
  // The signed-in person's contact data fills the form as on the lead form; typed values stay.
  useSignedInContactPrefill(form, { name: 'customer.name', email: 'customer.email', phone: 'customer.phone' });
  useDocumentTitle(t('testDrive.documentTitle', { brand: settings.brandName }));
  const today = dayInTimeZone(new Date());
  const invalid = Object.keys(form.formState.errors).length > 0;

  const chooseDealer = (chosen: ChosenDealer | null) => {
    setDealer(chosen);
    setValue('dealerId', chosen ? String(chosen.id) : '');
  };

  const submit = async (values: TestDriveBookingFields) => {
    setSending(true);
    try {
      const booked = await bookTestDrive({
        brand,
        locale,
        dealerId: values.dealerId,
        dealerName: dealer?.name ?? null,
        model: values.model,
        modelName: models.find((model) => model.code === values.model)?.name ?? null,
        date: values.date,
        slot: values.slot,
        time: values.time,
        customer: values.customer,
      });
      const path = brandPath(locale, brand, `test-drive/${booked.testDrive.id}`);
      await navigate(`${path}?token=${encodeURIComponent(booked.manageToken)}`);
    } catch (error) {
      if (!applyApiErrors(form, error, locale)) await popups.confirm({ kind: 'error', message: t('testDrive.failed') });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="td-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('testDrive.title')}</h1>
      <p>{t('testDrive.intro')}</p>
      {models.length === 0 ? <p role="status">{t('catalogue.noModels')}</p> : null}
      <Form form={form} className="td-form form-sections" onSubmit={submit}>
        <SelectField name="model" label={t('testDrive.model')}>
          <option value="">{t('testDrive.chooseModel')}</option>
          {models.map((model) => (
            <option key={model.code} value={model.code}>
              {model.name}
            </option>
          ))}
        </SelectField>

        <DealerFieldset
          settings={settings}
          brand={brand}
          locale={locale}
          dealer={dealer}
          onChange={chooseDealer}
          name="dealerId"
          legend={t('testDrive.dealer')}
          chosenText={(chosen) => t('testDrive.chosenDealer', { name: chosen.name })}
        />

        <TextField name="date" label={t('testDrive.date')} type="date" min={today} />
        <RadioGroupField
          name="slot"
          label={t('testDrive.slot')}
          choices={TEST_DRIVE_SLOTS.map((slot) => ({ value: slot, label: TEST_DRIVE_SLOT_LABELS[slot][locale] }))}
        />
        <TextField name="time" label={t('testDrive.time')} hint={t('testDrive.timeHint')} type="time" />

        <fieldset>
          <legend>{t('testDrive.yourData')}</legend>
          <TextField name="customer.name" label={t('testDrive.name')} autoComplete="name" />
          <TextField name="customer.email" label={t('testDrive.email')} type="email" autoComplete="email" />
          <MaskedField name="customer.phone" mask="phone" label={t('testDrive.phone')} type="tel" autoComplete="tel" />
        </fieldset>

        {invalid ? (
          <p className="td-form__error" role="alert">
            {t('testDrive.fixErrors')}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={sending}>
          {sending ? t('testDrive.sending') : t('testDrive.submit')}
        </button>
      </Form>
    </section>
  );
}
