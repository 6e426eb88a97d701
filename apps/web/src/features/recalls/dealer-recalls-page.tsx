import { RecallChassisFields, type RecallSearchResult } from '@autohub/contract';
import { MARKETS } from '@autohub/domain';
import { useQuery } from '../../lib/query/query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { formatDate } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import { recallDeskQuery, recordRepair, searchRecalls } from './recalls.api';
import './recalls.css';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';
import { Skeleton } from '../../components/ui/skeleton';

/**
 * The dealer's recall desk: the mechanic types the chassis of the car in the workshop, sees its
 * campaigns, and records the work done for one of the dealers the account works at.
 */
export function DealerRecallsPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const session = useSession();
  const popups = usePopups();
  const ids = { heading: useId(), dealer: useId() };
  const desk = useQuery({ ...recallDeskQuery(), enabled: session.user !== null });
  const [dealerCode, setDealerCode] = useState('');
  const [result, setResult] = useState<{ chassis: string; answer: RecallSearchResult } | null>(null);
  const form = useContractForm<RecallChassisFields, RecallChassisFields>(RecallChassisFields, {
    defaultValues: { chassis: '' },
    prepare: ({ chassis }) => ({ chassis: chassis.trim() }),
  });
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('recalls.desk.title'));

  if (session.user === null) {
    return (
      <SignInFirst
        className="recalls-page"
        headingId={ids.heading}
        title={t('recalls.desk.title')}
        reason={t('recalls.desk.signIn')}
        page={'dealer/recalls'}
      />
    );
  }
  const forbidden = desk.error instanceof ApiError && desk.error.status === 403;
  const own = desk.data?.scope === 'own' ? desk.data.dealers : [];
  const chosenDealer = dealerCode || own[0]?.dealerCode || '';

  async function search({ chassis }: RecallChassisFields) {
    try {
      setResult({ chassis, answer: await searchRecalls(brand, chassis, MARKETS[locale].country) });
    } catch (error) {
      form.setError('chassis', { type: 'api', message: userMessageOf(error) }, { shouldFocus: true });
    }
  }

  async function record(campaign: string) {
    setBusy(true);
    try {
      if (!result) return;
      const done = await recordRepair({ chassis: result.chassis, campaign, dealerCode: chosenDealer });
      setResult((current) =>
        current
          ? {
              ...current,
              answer: {
                ...current.answer,
                recalls: current.answer.recalls.map((recall) => (recall.code === done.code ? done : recall)),
              },
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
      {desk.isPending ? <Skeleton count={2} label={t('app.loading')} /> : null}
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
          <Form form={form} className="recalls-form" onSubmit={search}>
            <TextField
              name="chassis"
              label={t('recalls.chassis')}
              maxLength={17}
              options={{ onChange: () => setResult(null) }}
            />
            <button type="submit" className="button">
              {t('recalls.search')}
            </button>
          </Form>
          {result ? (
            result.answer.recalls.length === 0 ? (
              <p role="status">{t('recalls.none')}</p>
            ) : (
              <ul className="recalls-list">
                {result.answer.recalls.map((recall) => (
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
