import { type DealerDesk, type MvsList, QuotationOpenRequest } from '@autohub/contract';
import { MARKETS } from '@autohub/domain';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { SelectField, TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
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
import { QuotationSignIn } from './quotation-sign-in';
import './quotation.css';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';

/**
 * The dealer's quotation desk: the seller opens the quotation of a CRM opportunity (the CRM links
 * here with `?quotationNumber=&opportunityName=`) and sees the latest quotations of their dealers.
 */
export function QuotationDeskPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const session = useSession();
  const headingId = useId();
  const signedIn = session.user !== null;
  const desk = useQuery({ ...quotationDeskQuery(), enabled: signedIn });
  const list = useQuery({ ...quotationListQuery(), enabled: signedIn && desk.isSuccess });
  const versions = useQuery({ ...versionsQuery(brand, MARKETS[locale].country), enabled: signedIn });
  const visits = useQuery({ ...dealerVisitsQuery(), enabled: signedIn && desk.isSuccess });
  const client = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(t('quotation.desk.title'));

  if (!signedIn) {
    return <QuotationSignIn headingId={headingId} page="dealer/quotations" />;
  }
  const forbidden = desk.error instanceof ApiError && desk.error.status === 403;

  return (
    <section className="quotation-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('quotation.desk.title')}</h1>
      {desk.isPending ? <Skeleton count={2} label={t('app.loading')} /> : null}
      {forbidden ? <p role="alert">{t('quotation.desk.forbidden')}</p> : null}
      {desk.isError && !forbidden ? <p role="alert">{userMessageOf(desk.error)}</p> : null}
      {desk.data ? (
        <>
          <OpenQuotationForm desk={desk.data} versions={versions.data ?? []} />
          {failure ? (
            <p className="quotation-error" role="alert">
              {failure}
            </p>
          ) : null}
          <h2>{t('quotation.visits.title')}</h2>
          {visits.data && visits.data.length === 0 ? <EmptyState compact>{t('quotation.visits.none')}</EmptyState> : null}
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
          {list.data && list.data.length === 0 ? <EmptyState compact>{t('quotation.desk.none')}</EmptyState> : null}
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

/** The open form as typed: the version choice holds `code:year`, split into the request's two. */
interface OpenValues {
  dealerCode: string;
  quotationNumber: string;
  opportunityName: string;
  mvsCode: string;
}

const textOrUndefined = (value: string) => {
  const text = value.trim();
  return text === '' ? undefined : text;
};

/** Opens (or reopens) the quotation of a CRM opportunity, checked by the api's own schema. */
function OpenQuotationForm({ desk, versions }: { desk: DealerDesk; versions: MvsList['items'] }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const own = desk.scope === 'own' ? desk.dealers : [];
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useContractForm<OpenValues, QuotationOpenRequest>(QuotationOpenRequest, {
    defaultValues: {
      dealerCode: own[0]?.dealerCode ?? '',
      quotationNumber: params.get('quotationNumber') ?? '',
      opportunityName: params.get('opportunityName') ?? '',
      mvsCode: '',
    },
    prepare: (values) => {
      const [mvsCode, year] = values.mvsCode.split(':');
      return {
        dealerCode: textOrUndefined(values.dealerCode),
        quotationNumber: textOrUndefined(values.quotationNumber),
        opportunityName: textOrUndefined(values.opportunityName),
        mvsCode: mvsCode === '' ? undefined : mvsCode,
        year: year === undefined ? undefined : Number(year),
      };
    },
  });

  async function submit(body: QuotationOpenRequest) {
    setBusy(true);
    setFailure(null);
    try {
      const view = await openQuotation(body);
      void navigate(brandPath(locale, brand, `dealer/quotations/${view.quotation.id}`));
    } catch (error) {
      // The version's year is part of the version choice.
      const field = (path: string) => (path === 'year' ? 'mvsCode' : path);
      if (!applyApiErrors(form, error, locale, field)) setFailure(userMessageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Form form={form} className="quotation-open" onSubmit={submit}>
      <h2>{t('quotation.desk.openTitle')}</h2>
      {desk.scope === 'own' ? (
        <SelectField name="dealerCode" label={t('quotation.desk.dealer')}>
          {own.map((dealer) => (
            <option key={dealer.dealerCode} value={dealer.dealerCode}>
              {dealer.name} ({dealer.dealerCode})
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField name="dealerCode" label={t('quotation.desk.dealer')} />
      )}
      <TextField name="quotationNumber" label={t('quotation.desk.quotationNumber')} maxLength={40} />
      <TextField name="opportunityName" label={t('quotation.desk.opportunityName')} maxLength={120} />
      <SelectField name="mvsCode" label={t('quotation.desk.version')}>
        <option value="">{t('quotation.desk.chooseVersion')}</option>
        {versions.map((item) => (
          <option key={`${item.code}:${item.year}`} value={`${item.code}:${item.year}`}>
            {item.modelName} {item.versionName} {item.year}
          </option>
        ))}
      </SelectField>
      {failure ? (
        <p className="quotation-error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={busy}>
        {t('quotation.desk.open')}
      </button>
    </Form>
  );
}
