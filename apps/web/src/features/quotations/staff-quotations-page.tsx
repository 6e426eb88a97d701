import { StaffQuotationListQuery } from '@autohub/contract';
import { MARKETS, QUOTATION_STATUSES } from '@autohub/domain';
import { useQuery } from '../../lib/query/query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SelectField, TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { formatDate, formatMoney } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import { staffQuotationPdfHref, staffQuotationsQuery } from './quotation.api';
import './quotation.css';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';

interface FilterValues {
  dealerCode: string;
  status: string;
}

/**
 * Back office: every dealer's quotations of the brand in this market, read only (staff with
 * `quotations:read-any`; an account limited to some brands sees only theirs). The seller of the
 * dealer is the one who changes a quotation and saves it to the CRM.
 */
export function StaffQuotationsPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const session = useSession();
  const headingId = useId();
  const [filter, setFilter] = useState<{ dealerCode?: string | undefined; status?: string | undefined }>({});
  const { country } = MARKETS[locale];
  const list = useQuery({
    ...staffQuotationsQuery({ brand, country, ...filter }),
    enabled: session.user !== null,
  });
  const form = useContractForm<FilterValues, StaffQuotationListQuery>(StaffQuotationListQuery, {
    defaultValues: { dealerCode: '', status: '' },
    prepare: (values) => ({
      ...(values.dealerCode.trim() ? { dealerCode: values.dealerCode.trim() } : {}),
      ...(values.status ? { status: values.status } : {}),
    }),
  });
  useDocumentTitle(t('quotation.staff.documentTitle'));

  if (session.user === null) {
    return (
      <SignInFirst
        className="bo-page quotation-staff"
        headingId={headingId}
        title={t('quotation.staff.title')}
        reason={t('quotation.staff.signIn')}
        page="staff/quotations"
      />
    );
  }

  const forbidden = list.error instanceof ApiError && list.error.status === 403;
  return (
    <section className="quotation-staff" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('quotation.staff.title')}</h1>
      <p>{t('quotation.staff.intro')}</p>
      <Form
        form={form}
        className="quotation-staff__filter"
        aria-label={t('quotation.staff.filter')}
        onSubmit={(values) => setFilter({ dealerCode: values.dealerCode, status: values.status })}
      >
        <TextField name="dealerCode" label={t('quotation.staff.dealerCode')} autoComplete="off" />
        <SelectField name="status" label={t('quotation.staff.status')}>
          <option value="">{t('quotation.staff.allStatuses')}</option>
          {QUOTATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`quotation.status.${status}`)}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="button">
          {t('quotation.staff.filter')}
        </button>
      </Form>
      <div aria-live="polite">
        {list.isPending ? <Skeleton count={2} label={t('app.loading')} /> : null}
        {forbidden ? <p role="alert">{t('quotation.staff.forbidden')}</p> : null}
        {list.isError && !forbidden ? <p role="alert">{userMessageOf(list.error)}</p> : null}
        {list.data?.length === 0 ? <EmptyState compact>{t('quotation.staff.none')}</EmptyState> : null}
      </div>
      {list.data && list.data.length > 0 ? (
        <div className="quotation-staff__scroll">
          <table className="quotation-staff__table">
            <caption className="visually-hidden">{t('quotation.staff.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('quotation.staff.number')}</th>
                <th scope="col">{t('quotation.staff.dealer')}</th>
                <th scope="col">{t('quotation.staff.car')}</th>
                <th scope="col">{t('quotation.staff.price')}</th>
                <th scope="col">{t('quotation.staff.status')}</th>
                <th scope="col">{t('quotation.staff.updated')}</th>
                <th scope="col">{t('quotation.staff.pdf')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((quotation) => (
                <tr key={quotation.id}>
                  <th scope="row">
                    {quotation.quotationNumber}
                    <span className="quotation-staff__sub">{quotation.opportunityName}</span>
                  </th>
                  <td>
                    {quotation.dealerName ?? quotation.dealerCode}
                    <span className="quotation-staff__sub">{quotation.dealerCode}</span>
                  </td>
                  <td>
                    {quotation.modelName} {quotation.versionName}
                    <span className="quotation-staff__sub">{quotation.year}</span>
                  </td>
                  <td>
                    {quotation.prices.cashPrice === null
                      ? '—'
                      : formatMoney(quotation.prices.cashPrice, locale, quotation.prices.currency)}
                  </td>
                  <td>{t(`quotation.status.${quotation.status}`)}</td>
                  <td>{formatDate(quotation.updatedAt, locale)}</td>
                  <td>
                    <a
                      href={staffQuotationPdfHref(quotation.id, locale)}
                      aria-label={t('quotation.staff.pdfOf', { number: quotation.quotationNumber })}
                    >
                      {t('quotation.staff.pdf')}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
