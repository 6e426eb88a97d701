import { type CreateLeadRequest, FullLeadFormSchema } from '@autohub/contract';
import {
  type FullLeadForm,
  type MessageCode,
  TEST_DRIVE_SLOT_LABELS,
  type TestDriveSlot,
  initialFullLeadForm,
  isValidDate,
  isWithinNext30Days,
  message,
  readMileage,
  validateFullLeadForm,
} from '@autohub/domain';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { RadioGroupField, TextField, FieldProblem } from '../../components/form-field/fields';
import { useContractForm } from '../../components/form-field/form';
import { formatDate } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
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

const SLOTS: readonly TestDriveSlot[] = ['MORNING', 'AFTERNOON'];

function isoDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

interface RevisionValues extends ConsentValues {
  day: string;
  slot: TestDriveSlot | '';
  mileage: string;
  personal: PersonalFields;
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
  const car = {
    mvs: query.get('mvs') ?? '',
    year: Number(query.get('year')) || null,
    label: [query.get('modelName'), query.get('version')].filter(Boolean).join(' '),
    revision: Number(query.get('revision')) || null,
    km: Number(query.get('km')) || null,
  };
  const { dealer, setDealer, cpfRule } = useLeadDealer(settings);
  useDocumentTitle(t('revisionRequest.documentTitle', { brand: settings.brandName }));

  const toForm = (values: RevisionValues): FullLeadForm => {
    const descriptions: FullLeadForm['descriptions'] = [];
    if (car.revision !== null) {
      descriptions.push({
        name: t('revisionRequest.revision'),
        value: t('revisionRequest.nth', { number: car.revision }),
      });
    }
    const mileage = values.mileage.trim();
    if (mileage !== '') descriptions.push({ name: t('revisionRequest.mileage'), value: `${mileage} km` });
    if (values.day !== '')
      descriptions.push({ name: t('revisionRequest.day'), value: formatDate(values.day, locale) });
    if (values.slot !== '')
      descriptions.push({
        name: t('revisionRequest.period'),
        value: TEST_DRIVE_SLOT_LABELS[values.slot][locale],
      });
    return {
      ...initialFullLeadForm(),
      personal: values.personal,
      car: { mvs: car.mvs, year: car.year },
      dealer: { id: dealer ? String(dealer.id) : '', dealerCode: dealer?.dealerCode ?? '' },
      descriptions,
      allowEmail: values.allowEmail,
      allowSMS: values.allowSMS,
      allowWhatsApp: values.allowWhatsApp,
      preferredContactsMethod: values.preferredContactsMethod === '' ? null : values.preferredContactsMethod,
    };
  };

  // The contract's shape of the lead, then the domain's rules: the person, the dealer and the
  // consents, a day in the next 30 days, a period, a mileage that reads as one.
  const form = useContractForm<RevisionValues, FullLeadForm>(FullLeadFormSchema, {
    defaultValues: {
      ...NO_CONSENTS,
      day: '',
      slot: '',
      mileage: car.km === null ? '' : String(car.km),
      personal: { name: '', cpf: '', email: '', phone: '' },
    },
    prepare: toForm,
    extra: (values) => {
      const problems = leadProblems(
        validateFullLeadForm(toForm(values), { cpf: cpfRule, country: settings.country }),
        locale,
      );
      const own = (path: string, code: MessageCode) =>
        problems.push({ path, code, message: message(code, locale) });
      if (values.day === '') own('day', 'field_required');
      else if (!isValidDate(values.day) || !isWithinNext30Days(values.day))
        own('day', 'date_not_within_next_30_days');
      if (values.slot === '') own('slot', 'field_required');
      const reading = values.mileage.trim() === '' ? null : readMileage(values.mileage);
      if (reading && !reading.ok) own('mileage', reading.code);
      return problems;
    },
  });
  const { setValue, resetField } = form;
  const { sending, send } = useLeadSender(form);
  // The signed-in owner's data fills the person fields (spec §4); what they lack stays as typed.
  usePersonalPrefill(setValue);

  const submit = async (values: FullLeadForm) => {
    const context = leadContextOf(settings, query, 'services');
    const request: CreateLeadRequest = {
      kind: 'purchase',
      brand,
      locale,
      form: values,
      context: { ...context, source: { ...context.source, form: 'Revision' } },
      car: { mvs: car.mvs, year: car.year },
    };
    await send(request, { title: t('revisionRequest.sentTitle'), message: t('revisionRequest.sent') }, () => {
      resetField('day');
      resetField('slot');
    });
  };

  return (
    <LeadPageFrame
      title={t('revisionRequest.title')}
      intro={t('revisionRequest.intro')}
      car={
        car.label
          ? car.revision !== null
            ? t('revisionRequest.about', {
                car: car.label,
                revision: t('revisionRequest.nth', { number: car.revision }),
              })
            : car.label
          : null
      }
      form={form}
      onSubmit={submit}
      sending={sending}
      submitLabel={t('revisionRequest.submit')}
    >
      <NoCarError />
      <fieldset>
        <legend>{t('revisionRequest.when')}</legend>
        <TextField name="day" label={t('revisionRequest.day')} type="date" min={isoDay(1)} max={isoDay(30)} />
        <RadioGroupField
          name="slot"
          label={t('revisionRequest.period')}
          className="lead-choices"
          choices={SLOTS.map((option) => ({
            value: option,
            label: TEST_DRIVE_SLOT_LABELS[option][locale],
          }))}
        />
        <TextField name="mileage" label={t('revisionRequest.mileageOptional')} inputMode="numeric" />
      </fieldset>

      <PersonalFieldset cpfRule={cpfRule} />

      <DealerFieldset settings={settings} dealer={dealer} onChange={setDealer} name="dealer" />

      <ConsentsFieldset />
    </LeadPageFrame>
  );
}

/** The car comes from the revisions page: without it, the buyer is sent back to choose one. */
function NoCarError() {
  const { t } = useTranslation();
  return <FieldProblem name="car.mvs" text={t('revisionRequest.chooseCarFirst')} />;
}
