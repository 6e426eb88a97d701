import type { Locale } from '@autohub/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { formatMoney } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import {
  attendVisit,
  dealerVisitsQuery,
  openQuotation,
  quotationDeskQuery,
  quotationListQuery,
  versionsQuery,
} from './quotation.api';
import './quotation.css';

const countryOf = (locale: Locale) => (locale === 'es-AR' ? 'AR' : 'BR');

/**
 * The dealer's quotation desk: the seller opens the quotation of a CRM opportunity (the CRM links
 * here with `?quotationNumber=&opportunityName=`) and sees the latest quotations of their dealers.
 */
export function QuotationDeskPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ids = { heading: useId(), dealer: useId(), number: useId(), name: useId(), version: useId() };
  const signedIn = session.user !== null;
  const desk = useQuery({ ...quotationDeskQuery(), enabled: signedIn });
  const list = useQuery({ ...quotationListQuery(), enabled: signedIn && desk.isSuccess });
  const versions = useQuery({ ...versionsQuery(brand, countryOf(locale)), enabled: signedIn });
  const visits = useQuery({ ...dealerVisitsQuery(), enabled: signedIn && desk.isSuccess });
  const client = useQueryClient();
  const [dealerCode, setDealerCode] = useState('');
  const [quotationNumber, setQuotationNumber] = useState(params.get('quotationNumber') ?? '');
  const [opportunityName, setOpportunityName] = useState(params.get('opportunityName') ?? '');
  const [mvs, setMvs] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('quotation.desk.title'));

  if (!signedIn) {
    return (
      <SignInFirst
        className="quotation-page"
        headingId={ids.heading}
        title={t('quotation.desk.title')}
        linkText={t('quotation.desk.signIn')}
        page="dealer/quotations"
      />
    );
  }
  const forbidden = desk.error instanceof ApiError && desk.error.status === 403;
  const own = desk.data?.scope === 'own' ? desk.data.dealers : [];
  const chosenDealer = dealerCode || own[0]?.dealerCode || '';
  const chosenVersion = versions.data?.find((item) => `${item.code}:${item.year}` === mvs);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!chosenDealer.trim()) found.dealer = t('quotation.desk.required');
    if (!quotationNumber.trim()) found.number = t('quotation.desk.required');
    if (!opportunityName.trim()) found.name = t('quotation.desk.required');
    if (!chosenVersion) found.version = t('quotation.desk.required');
    setProblems(found);
    if (Object.keys(found).length > 0 || !chosenVersion) return;
    setBusy(true);
    setFailure(null);
    try {
      const view = await openQuotation({
        dealerCode: chosenDealer.trim(),
        quotationNumber: quotationNumber.trim(),
        opportunityName: opportunityName.trim(),
        mvsCode: chosenVersion.code,
        year: chosenVersion.year,
      });
      void navigate(brandPath(locale, brand, `dealer/quotations/${view.quotation.id}`));
    } catch (error) {
      setFailure(userMessageOf(error));
    } finally {
      setBusy(false);
    }
  }

  const field = (key: string, id: string) =>
    problems[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};
  const problem = (key: string, id: string) =>
    problems[key] ? (
      <p className="quotation-error" id={`${id}-error`}>
        {problems[key]}
      </p>
    ) : null;

  return (
    <section className="quotation-page" aria-labelledby={ids.heading}>
      <h1 id={ids.heading}>{t('quotation.desk.title')}</h1>
      {desk.isPending ? <p role="status">{t('app.loading')}</p> : null}
      {forbidden ? <p role="alert">{t('quotation.desk.forbidden')}</p> : null}
      {desk.isError && !forbidden ? <p role="alert">{userMessageOf(desk.error)}</p> : null}
      {desk.data ? (
        <>
          <form className="quotation-open" noValidate onSubmit={(event) => void submit(event)}>
            <h2>{t('quotation.desk.openTitle')}</h2>
            <label htmlFor={ids.dealer}>{t('quotation.desk.dealer')}</label>
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
                {...field('dealer', ids.dealer)}
              />
            )}
            {problem('dealer', ids.dealer)}
            <label htmlFor={ids.number}>{t('quotation.desk.quotationNumber')}</label>
            <input
              id={ids.number}
              value={quotationNumber}
              maxLength={40}
              onChange={(event) => setQuotationNumber(event.target.value)}
              {...field('number', ids.number)}
            />
            {problem('number', ids.number)}
            <label htmlFor={ids.name}>{t('quotation.desk.opportunityName')}</label>
            <input
              id={ids.name}
              value={opportunityName}
              maxLength={120}
              onChange={(event) => setOpportunityName(event.target.value)}
              {...field('name', ids.name)}
            />
            {problem('name', ids.name)}
            <label htmlFor={ids.version}>{t('quotation.desk.version')}</label>
            <select
              id={ids.version}
              value={mvs}
              onChange={(event) => setMvs(event.target.value)}
              {...field('version', ids.version)}
            >
              <option value="">{t('quotation.desk.chooseVersion')}</option>
              {(versions.data ?? []).map((item) => (
                <option key={`${item.code}:${item.year}`} value={`${item.code}:${item.year}`}>
                  {item.modelName} {item.versionName} {item.year}
                </option>
              ))}
            </select>
            {problem('version', ids.version)}
            {failure ? (
              <p className="quotation-error" role="alert">
                {failure}
              </p>
            ) : null}
            <button type="submit" className="button" disabled={busy}>
              {t('quotation.desk.open')}
            </button>
          </form>
          <h2>{t('quotation.visits.title')}</h2>
          {visits.data && visits.data.length === 0 ? <p>{t('quotation.visits.none')}</p> : null}
          <ul className="quotation-list">
            {(visits.data ?? []).map((visit) => (
              <li key={visit.id}>
                {visit.dealerCode} · {t(`quotation.visits.status.${visit.status}`)} ·{' '}
                {t('quotation.visits.since', {
                  time: new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(
                    new Date(visit.createdAt),
                  ),
                })}{' '}
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() =>
                    void attendVisit(visit.id)
                      .then(() => client.invalidateQueries({ queryKey: dealerVisitsQuery().queryKey }))
                      .catch((error: unknown) => setFailure(userMessageOf(error)))
                  }
                >
                  {t('quotation.visits.attend')}
                </button>
              </li>
            ))}
          </ul>
          <h2>{t('quotation.desk.recent')}</h2>
          {list.data && list.data.length === 0 ? <p>{t('quotation.desk.none')}</p> : null}
          <ul className="quotation-list">
            {(list.data ?? []).map((quotation) => (
              <li key={quotation.id}>
                <AppLink to={brandPath(locale, brand, `dealer/quotations/${quotation.id}`)}>
                  {quotation.quotationNumber} · {quotation.opportunityName}
                </AppLink>{' '}
                — {quotation.modelName} {quotation.versionName} ·{' '}
                {quotation.prices.cashPrice === null
                  ? ''
                  : formatMoney(quotation.prices.cashPrice, locale, quotation.prices.currency)}{' '}
                · {t(`quotation.status.${quotation.status}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
