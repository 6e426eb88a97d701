import type { EmployeeApprovalItem } from '@autohub/contract';
import { isOrderStatus, orderStatusLabel } from '@autohub/domain';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { formatMoney } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { approvalsQuery, decideApproval } from './b2e.api';
import './b2e.css';

/** The partner company's approver: the employee-program reservations of their company, to decide. */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  useDocumentTitle(t('b2e.approvals.title'));
  const approvals = useQuery(approvalsQuery());
  const error = approvals.error;
  return (
    <div className="b2e-page">
      <h1>{t('b2e.approvals.title')}</h1>
      {approvals.isPending ? <Skeleton variant="cards" count={2} label={t('app.loading')} /> : null}
      {error instanceof ApiError && error.status === 401 ? (
        <p>
          <AppLink
            to={`${brandPath(locale, brand, 'auth/sign-in')}?returnTo=${encodeURIComponent(brandPath(locale, brand, 'employee-purchase/approvals'))}`}
          >
            {t('b2e.approvals.signIn')}
          </AppLink>
        </p>
      ) : error instanceof ApiError && error.status === 403 ? (
        <p role="alert">{t('b2e.approvals.notApprover')}</p>
      ) : error ? (
        <p role="alert">{userMessageOf(error)}</p>
      ) : null}
      {approvals.data && approvals.data.companies.length === 0 ? (
        <p role="alert">{t('b2e.approvals.notApprover')}</p>
      ) : null}
      {approvals.data && approvals.data.companies.length > 0 ? (
        <>
          <p>
            {t('b2e.approvals.lead', { companies: approvals.data.companies.map((c) => c.name).join(', ') })}
          </p>
          {approvals.data.approvals.length === 0 ? <EmptyState title={t('b2e.approvals.empty')} /> : null}
          <ul className="b2e-approvals">
            {approvals.data.approvals.map((item) => (
              <ApprovalRow key={item.orderId} item={item} />
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function ApprovalRow({ item }: { item: EmployeeApprovalItem }) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const waiting = item.status === 'APPROVAL_EMPLOYEE';
  const status = isOrderStatus(item.status) ? orderStatusLabel(item.status, locale) : item.status;
  async function decide(decision: 'approve' | 'refuse') {
    setBusy(true);
    setFailure(null);
    try {
      await decideApproval(item.orderId, decision);
      await queryClient.invalidateQueries({ queryKey: ['b2e', 'approvals'] });
    } catch (caught) {
      setFailure(userMessageOf(caught));
    } finally {
      setBusy(false);
    }
  }
  const label = `${item.buyerName ?? item.documentHint ?? ''} · ${item.vehicleName}`;
  return (
    <li className="b2e-card" aria-label={label}>
      <div className="b2e-approval-head">
        <h2>{item.buyerName ?? t('b2e.approvals.unnamed')}</h2>
        <p className={`b2e-status${waiting ? ' b2e-status--waiting' : ''}`}>
          <span className="visually-hidden">{t('b2e.approvals.status')}: </span>
          <span data-testid="approval-status">{status}</span>
        </p>
      </div>
      <dl className="b2e-prices">
        <dt>{t('b2e.approvals.buyer')}</dt>
        <dd>
          {item.buyerType ? t(`b2e.buyerTypes.${item.buyerType}`) : ''} {item.documentHint ?? ''}
        </dd>
        <dt>{t('b2e.approvals.vehicle')}</dt>
        <dd>{item.vehicleName}</dd>
        {item.listPriceCents !== null ? (
          <>
            <dt>{t('b2e.listPrice')}</dt>
            <dd>{formatMoney(item.listPriceCents, locale, item.currency)}</dd>
          </>
        ) : null}
        <dt>{t('b2e.programPrice')}</dt>
        <dd>{formatMoney(item.priceCents, locale, item.currency)}</dd>
      </dl>
      {waiting ? (
        <p className="b2e-actions">
          <button type="button" className="button" disabled={busy} onClick={() => void decide('approve')}>
            {t('b2e.approvals.approve')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void decide('refuse')}
          >
            {t('b2e.approvals.refuse')}
          </button>
        </p>
      ) : null}
      {failure ? <p role="alert">{failure}</p> : null}
    </li>
  );
}
