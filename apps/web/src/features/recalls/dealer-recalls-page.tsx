import type { RecallSearchResult } from '@autohub/contract';
import { MARKETS, message, validateChassis } from '@autohub/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { formatDate } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import { recallDeskQuery, recordRepair, searchRecalls } from './recalls.api';
import './recalls.css';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';

/**
 * The dealer's recall desk: the mechanic types the chassis of the car in the workshop, sees its
 * campaigns, and records the work done for one of the dealers the account works at.
 */
export function DealerRecallsPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const session = useSession();
  const popups = usePopups();
  const ids = { heading: useId(), chassis: useId(), dealer: useId() };
  const desk = useQuery({ ...recallDeskQuery(), enabled: session.user !== null });
  const [chassis, setChassis] = useState('');
  const [dealerCode, setDealerCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<RecallSearchResult | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('recalls.desk.title'));

  if (session.user === null) {
    return (
      <SignInFirst
        className="recalls-page"
        headingId={ids.heading}
        title={t('recalls.desk.title')}
        linkText={t('recalls.desk.signIn')}
        page={'dealer/recalls'}
      />
    );
  }
  const forbidden = desk.error instanceof ApiError && desk.error.status === 403;
  const own = desk.data?.scope === 'own' ? desk.data.dealers : [];
  const chosenDealer = dealerCode || own[0]?.dealerCode || '';

  async function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = validateChassis(chassis.trim());
    if (!checked.ok) {
      setProblem(message(checked.code, locale));
      return;
    }
    setProblem(null);
    try {
      setResult(await searchRecalls(brand, chassis, MARKETS[locale].country));
    } catch (error) {
      setProblem(userMessageOf(error));
    }
  }

  async function record(campaign: string) {
    setBusy(true);
    try {
      const done = await recordRepair({ chassis: chassis.trim(), campaign, dealerCode: chosenDealer });
      setResult((current) =>
        current
          ? {
              ...current,
              recalls: current.recalls.map((recall) => (recall.code === done.code ? done : recall)),
            }
          : current,
      );
      popups.toast(t('recalls.desk.recorded', { code: done.code }), { kind: 'success' });
    } catch (error) {
      popups.toast(userMessageOf(error), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="recalls-page" aria-labelledby={ids.heading}>
      <h1 id={ids.heading}>{t('recalls.desk.title')}</h1>
      {desk.isPending ? <p role="status">{t('app.loading')}</p> : null}
      {forbidden ? <p role="alert">{t('recalls.desk.forbidden')}</p> : null}
      {desk.isError && !forbidden ? <p role="alert">{userMessageOf(desk.error)}</p> : null}
      {desk.data ? (
        <>
          <div className="recalls-form">
            <label htmlFor={ids.dealer}>{t('recalls.desk.dealer')}</label>
            {desk.data.scope === 'own' ? (
              <select
                id={ids.dealer}
                value={chosenDealer}
                onChange={(event) => setDealerCode(event.target.value)}
              >
                {own.map((dealer) => (
                  <option key={dealer.dealerCode} value={dealer.dealerCode}>
                    {dealer.name} ({dealer.dealerCode})
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={ids.dealer}
                value={dealerCode}
                onChange={(event) => setDealerCode(event.target.value)}
              />
            )}
          </div>
          <form className="recalls-form" noValidate onSubmit={(event) => void search(event)}>
            <label htmlFor={ids.chassis}>{t('recalls.chassis')}</label>
            <input
              id={ids.chassis}
              value={chassis}
              maxLength={17}
              onChange={(event) => {
                setChassis(event.target.value);
                setResult(null);
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${ids.chassis}-error` : undefined}
            />
            {problem ? (
              <p className="recalls-error" id={`${ids.chassis}-error`} role="alert">
                {problem}
              </p>
            ) : null}
            <button type="submit" className="button">
              {t('recalls.search')}
            </button>
          </form>
          {result ? (
            result.recalls.length === 0 ? (
              <p role="status">{t('recalls.none')}</p>
            ) : (
              <ul className="recalls-list">
                {result.recalls.map((recall) => (
                  <li
                    key={recall.code}
                    className={`recalls-item recalls-item--${recall.status.toLowerCase()}`}
                  >
                    <h2>{recall.title}</h2>
                    <p>
                      {recall.code} ·{' '}
                      {recall.status === 'PENDING'
                        ? t('recalls.pending')
                        : t('recalls.done', { date: formatDate(recall.performedAt ?? '', locale) })}
                    </p>
                    <p>{recall.remedy}</p>
                    {recall.status === 'PENDING' ? (
                      <button
                        type="button"
                        className="button"
                        disabled={busy || chosenDealer === ''}
                        onClick={() => void record(recall.code)}
                      >
                        {t('recalls.desk.record', { code: recall.code })}
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </>
      ) : null}
    </section>
  );
}
