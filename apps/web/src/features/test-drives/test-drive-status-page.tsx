import { type TestDrive, TestDriveRatingRequest } from '@autohub/contract';
import {
  TEST_DRIVE_RATING_LABELS,
  TEST_DRIVE_SLOT_LABELS,
  canRateTestDrive,
  isRatingValue,
} from '@autohub/domain';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useId, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams, useSearchParams } from 'react-router';
import { Form, useContractForm } from '../../components/form-field/form';
import { RatingScale } from '../../components/rating-scale/rating-scale';
import { userMessageOf } from '../../lib/api/api-client';
import { formatDate } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { cancelTestDrive, fetchTestDrive, rateTestDrive } from './test-drive.api';
import './test-drive.css';
import { Skeleton } from '../../components/ui/skeleton';

/** The buyer's page of one test drive: where it stands, cancel while open, rate once done. */
export function TestDriveStatusPage() {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const { id = '' } = useParams();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const popups = usePopups();
  const client = useQueryClient();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const key = ['test-drive', id, token] as const;
  const testDrive = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchTestDrive(id, token, signal),
    retry: false,
  });
  useDocumentTitle(t('testDrive.requestTitle'));

  const act = async (work: () => Promise<TestDrive>, done: string) => {
    setBusy(true);
    try {
      client.setQueryData(key, await work());
      popups.toast(done, { kind: 'success' });
    } catch (error) {
      popups.toast(userMessageOf(error), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (testDrive.isPending) return <Skeleton variant="page" label={t('app.loading')} />;
  if (testDrive.isError) {
    return (
      <section className="td-page" aria-labelledby={headingId}>
        <h1 id={headingId}>{t('testDrive.requestTitle')}</h1>
        <p role="alert">{t('testDrive.notFound')}</p>
      </section>
    );
  }
  const drive = testDrive.data;
  const open = drive.status === 'REQUESTED' || drive.status === 'CONFIRMED';
  return (
    <section className="td-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('testDrive.requestTitle')}</h1>
      <div className="td-card">
        <p>
          <strong>{drive.modelName ?? drive.model}</strong>
          {drive.dealerName ? ` · ${drive.dealerName}` : null}
        </p>
        <p>
          {t('testDrive.when', {
            date: formatDate(drive.date, locale),
            slot: TEST_DRIVE_SLOT_LABELS[drive.slot][locale].toLowerCase(),
            time: drive.time,
          })}
        </p>
        <p>
          {t('testDrive.statusLabel')}:{' '}
          <strong data-testid="test-drive-status">{t(`testDrive.status.${drive.status}`)}</strong>
        </p>
        {drive.status === 'REQUESTED' ? (
          <p>{t('testDrive.answerBy', { date: new Date(drive.answerBy).toLocaleString(locale) })}</p>
        ) : null}
      </div>
      <p>{t('testDrive.keepLink')}</p>
      {open ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => void act(() => cancelTestDrive(id, token), t('testDrive.cancelled'))}
        >
          {t('testDrive.cancel')}
        </button>
      ) : null}
      {drive.rating !== null && isRatingValue(drive.rating) ? (
        <p>{t('testDrive.rated', { label: TEST_DRIVE_RATING_LABELS[drive.rating][locale] })}</p>
      ) : null}
      {canRateTestDrive({
        status: drive.status,
        rating: drive.rating === null || !isRatingValue(drive.rating) ? null : drive.rating,
      }) ? (
        <RateForm
          busy={busy}
          onRate={(rating) => act(() => rateTestDrive(id, token, rating), t('testDrive.thanks'))}
        />
      ) : null}
    </section>
  );
}

/** The rating of a done test drive: one choice of the scale, sent once chosen. */
function RateForm({ busy, onRate }: { busy: boolean; onRate: (rating: number) => Promise<void> }) {
  const { t } = useTranslation();
  const form = useContractForm<{ rating: number | null }, { rating: number }>(TestDriveRatingRequest, {
    defaultValues: { rating: null },
  });
  const rating = useWatch({ control: form.control, name: 'rating' });
  return (
    <Form form={form} className="td-form form-sections" onSubmit={(values) => onRate(values.rating)}>
      <fieldset>
        <legend>{t('testDrive.rateTitle')}</legend>
        <RatingChoice />
      </fieldset>
      <button type="submit" className="button" disabled={busy || rating === null}>
        {t('testDrive.rate')}
      </button>
    </Form>
  );
}

function RatingChoice() {
  const { field } = useController<{ rating: number | null }, 'rating'>({ name: 'rating' });
  return (
    <RatingScale
      value={field.value}
      onChange={field.onChange}
      className="td-stars"
      choiceClassName="td-choice"
    />
  );
}
