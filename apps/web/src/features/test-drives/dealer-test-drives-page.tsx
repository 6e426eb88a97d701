import { type TestDrive, TestDriveListQuery } from '@autohub/contract';
import { TEST_DRIVE_RATING_LABELS, TEST_DRIVE_SLOT_LABELS, isRatingValue } from '@autohub/domain';
import { useQuery } from '../../lib/query/query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { formatDate } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import { TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { answerTestDrive, dealerDeskQuery, fetchDealerTestDrives } from './test-drive.api';
import './test-drive.css';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';
import { Skeleton } from '../../components/ui/skeleton';

/**
 * The dealer's desk: the test-drive requests of the signed-in seller's dealers, to confirm or
 * cancel within 24 hours and to mark as done once the buyer came. Staff name the dealer they
 * look after; anyone else is told the page is not theirs.
 */
export function DealerTestDrivesPage() {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const popups = usePopups();
  const session = useSession();
  const headingId = useId();
  // Staff name the dealer they look after: the list query's dealer id.
  const dealerForm = useContractForm<{ dealerId: string }, { dealerId?: string | undefined }>(
    TestDriveListQuery,
    {
      defaultValues: { dealerId: '' },
    },
  );
  const [items, setItems] = useState<TestDrive[] | null>(null);
  const [busy, setBusy] = useState(false);
  const desk = useQuery({ ...dealerDeskQuery(), enabled: session.user !== null });
  useDocumentTitle(t('testDrive.dealerDocumentTitle'));

  const load = async (forDealer: string) => {
    setBusy(true);
    try {
      setItems((await fetchDealerTestDrives(forDealer)).items);
    } catch (error) {
      popups.toast(userMessageOf(error), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  // A dealer account's own requests load as soon as the desk is known; answers update them here.
  const own = useQuery({
    queryKey: ['dealer-desk', 'test-drives'] as const,
    queryFn: () => fetchDealerTestDrives('').then((answer) => answer.items),
    enabled: desk.data?.scope === 'own',
    retry: false,
  });
  const shown = items ?? own.data ?? null;

  const answer = async (drive: TestDrive, action: 'confirm' | 'cancel' | 'done') => {
    setBusy(true);
    try {
      const changed = await answerTestDrive(drive.id, action);
      setItems((list) => (list ?? own.data ?? []).map((item) => (item.id === changed.id ? changed : item)));
      popups.toast(t('testDrive.changed', { status: t(`testDrive.status.${changed.status}`) }), {
        kind: 'success',
      });
    } catch (error) {
      popups.toast(userMessageOf(error), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  if (session.user === null) {
    return (
      <SignInFirst
        className="td-page"
        headingId={headingId}
        title={t('testDrive.dealerTitle')}
        reason={t('testDrive.dealerSignIn')}
        page={'dealer/test-drives'}
      />
    );
  }
  const forbidden = desk.error instanceof ApiError && desk.error.status === 403;

  return (
    <section className="td-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('testDrive.dealerTitle')}</h1>
      {desk.isPending ? <Skeleton count={2} label={t('app.loading')} /> : null}
      {forbidden ? <p role="alert">{t('testDrive.dealerForbidden')}</p> : null}
      {desk.isError && !forbidden ? <p role="alert">{userMessageOf(desk.error)}</p> : null}
      {desk.data?.scope === 'own' ? (
        <p>
          {desk.data.dealers.length === 0
            ? t('testDrive.noDealers')
            : t('testDrive.answeringFor', {
                dealers: desk.data.dealers.map((dealer) => dealer.name).join(', '),
              })}
        </p>
      ) : null}
      {desk.data?.scope === 'any' ? (
        <Form form={dealerForm} className="td-form" onSubmit={(values) => load(values.dealerId ?? '')}>
          <TextField name="dealerId" label={t('testDrive.dealerId')} />
          <button type="submit" className="button" disabled={busy}>
            {t('testDrive.load')}
          </button>
        </Form>
      ) : null}
      {shown === null ? null : shown.length === 0 ? (
        <p role="status">{t('testDrive.empty')}</p>
      ) : (
        <ul className="td-list" aria-live="polite">
          {shown.map((drive) => (
            <li key={drive.id} data-testid={`test-drive-${drive.id}`}>
              <p>
                <strong>{drive.modelName ?? drive.model}</strong> · {formatDate(drive.date, locale)},{' '}
                {TEST_DRIVE_SLOT_LABELS[drive.slot][locale].toLowerCase()}, {drive.time}
              </p>
              <p>
                {t('testDrive.customer')}: {drive.customer.name} · {drive.customer.email} ·{' '}
                {drive.customer.phone}
              </p>
              <p>
                {t('testDrive.statusLabel')}: <strong>{t(`testDrive.status.${drive.status}`)}</strong> ·{' '}
                {t('testDrive.requestedAt', { date: formatDate(drive.requestedAt, locale) })}
              </p>
              {drive.rating !== null && isRatingValue(drive.rating) ? (
                <p>{t('testDrive.ratingOf', { label: TEST_DRIVE_RATING_LABELS[drive.rating][locale] })}</p>
              ) : null}
              <div className="td-actions">
                {drive.status === 'REQUESTED' ? (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => void answer(drive, 'confirm')}
                  >
                    {t('testDrive.confirm')}
                  </button>
                ) : null}
                {drive.status === 'CONFIRMED' ? (
                  <button
                    type="button"
                    className="button"
                    disabled={busy}
                    onClick={() => void answer(drive, 'done')}
                  >
                    {t('testDrive.done')}
                  </button>
                ) : null}
                {drive.status === 'REQUESTED' || drive.status === 'CONFIRMED' ? (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    onClick={() => void answer(drive, 'cancel')}
                  >
                    {t('testDrive.dealerCancel')}
                  </button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
