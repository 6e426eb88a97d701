import type { TestDrive } from '@autohub/contract';
import { TEST_DRIVE_RATING_LABELS, TEST_DRIVE_SLOT_LABELS, isRatingValue } from '@autohub/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessageOf } from '../../lib/api/api-client';
import { formatDate } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { Field } from './field';
import { answerTestDrive, fetchDealerTestDrives } from './test-drive.api';
import './test-drive.css';

// The staff key lives for the browser tab only: it is a stand-in for dealer sign-in.
const ACCESS_KEY = 'autohub.dealer-access';

/**
 * The dealer's page: the test-drive requests of a dealer, to confirm or cancel within 24 hours and
 * to mark as done once the buyer came. Until dealer accounts exist, the calls carry the staff key.
 */
export function DealerTestDrivesPage() {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const popups = usePopups();
  const ids = { heading: useId(), dealer: useId(), token: useId() };
  const [dealerId, setDealerId] = useState('');
  const [accessToken, setAccessToken] = useState(() => sessionStorage.getItem(ACCESS_KEY) ?? '');
  const [items, setItems] = useState<TestDrive[] | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('testDrive.dealerDocumentTitle'));

  const load = async () => {
    setBusy(true);
    try {
      sessionStorage.setItem(ACCESS_KEY, accessToken);
      setItems((await fetchDealerTestDrives(dealerId, accessToken)).items);
    } catch (error) {
      popups.toast(userMessageOf(error), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const answer = async (drive: TestDrive, action: 'confirm' | 'cancel' | 'done') => {
    setBusy(true);
    try {
      const changed = await answerTestDrive(drive.id, action, accessToken);
      setItems((list) => list?.map((item) => (item.id === changed.id ? changed : item)) ?? null);
      popups.toast(t('testDrive.changed', { status: t(`testDrive.status.${changed.status}`) }), {
        kind: 'success',
      });
    } catch (error) {
      popups.toast(userMessageOf(error), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="td-page" aria-labelledby={ids.heading}>
      <h1 id={ids.heading}>{t('testDrive.dealerTitle')}</h1>
      <form
        className="td-form"
        onSubmit={(event) => {
          event.preventDefault();
          void load();
        }}
      >
        <Field id={ids.dealer} label={t('testDrive.dealerId')}>
          <input id={ids.dealer} value={dealerId} onChange={(event) => setDealerId(event.target.value)} />
        </Field>
        <Field id={ids.token} label={t('testDrive.accessToken')} hint={t('testDrive.accessHint')}>
          <input
            id={ids.token}
            type="password"
            autoComplete="off"
            aria-describedby={`${ids.token}-hint`}
            value={accessToken}
            onChange={(event) => setAccessToken(event.target.value)}
          />
        </Field>
        <button type="submit" className="button" disabled={busy}>
          {t('testDrive.load')}
        </button>
      </form>
      {items === null ? null : items.length === 0 ? (
        <p role="status">{t('testDrive.empty')}</p>
      ) : (
        <ul className="td-list" aria-live="polite">
          {items.map((drive) => (
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
