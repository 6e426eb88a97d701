import type { AccountRecords as Records } from '@autohub/contract';
import type { ReactNode } from 'react';
import { useQuery } from '../../lib/query/query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatDate, formatMoney } from '../../lib/format/format';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { accountRecordsQuery } from './account.api';
import { EmptyState } from '../../components/ui/empty-state';

/**
 * The person's own records, each with its status: financing proposals, the documents sent for
 * them, test drives and orders (vouchers have no source yet and keep their empty note).
 */
export function AccountRecords() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const records = useQuery(accountRecordsQuery());
  const date = (iso: string) => formatDate(iso, locale);
  const data: Records | undefined = records.data;
  const planOf = (proposalId: string) => data?.proposals.find((p) => p.id === proposalId)?.planName ?? '';

  const section = (
    id: 'orders' | 'vouchers' | 'documents' | 'proposals' | 'testDrives',
    title: string,
    empty: string,
    items: ReactNode[] | null,
  ) => (
    <section
      key={id}
      className="account-section"
      aria-labelledby={`account-${id}`}
      data-testid={`account-${id}`}
    >
      <h2 id={`account-${id}`}>{title}</h2>
      {records.isPending ? (
        <p role="status">{t('journeys.records.loading')}</p>
      ) : records.isError ? (
        <p role="alert">{t('journeys.records.failed')}</p>
      ) : items === null || items.length === 0 ? (
        <EmptyState compact>{empty}</EmptyState>
      ) : (
        <ul className="account-records">{items}</ul>
      )}
    </section>
  );

  return (
    <div className="account-grid">
      {section(
        'proposals',
        t('account.sections.proposals'),
        t('account.empty.proposals'),
        data?.proposals.map((p) => (
          <li key={p.id} data-testid="account-proposal">
            <strong>
              {t('journeys.records.proposal', { plan: p.planName, vehicle: `${p.mvsCode} (${p.year})` })}
            </strong>
            <br />
            {t('journeys.records.status', { status: t(`financing.statuses.${p.status}`) })}
            <br />
            <span className="account-muted">
              {t('journeys.records.sentOn', { date: date(p.createdAt) })}
            </span>{' '}
            <AppLink to={brandPath(locale, brand, `financing/proposals/${p.id}`)}>
              {t('journeys.records.open')}
            </AppLink>
          </li>
        )) ?? null,
      )}
      {section(
        'documents',
        t('account.sections.documents'),
        t('account.empty.documents'),
        data?.documents.map((d) => (
          <li key={d.id} data-testid="account-document">
            <strong>
              {t('journeys.records.document', {
                type: t(`financing.documentTypes.${d.type}`),
                file: d.fileName,
              })}
            </strong>
            <br />
            <span className="account-muted">
              {t('journeys.records.documentFor', {
                date: date(d.createdAt),
                plan: planOf(d.proposalId),
                status: t(`financing.statuses.${d.proposalStatus}`),
              })}
            </span>
          </li>
        )) ?? null,
      )}
      {section(
        'testDrives',
        t('journeys.records.testDrives'),
        t('journeys.records.emptyTestDrives'),
        data?.testDrives.map((d) => (
          <li key={d.id} data-testid="account-test-drive">
            <strong>
              {t('journeys.records.testDrive', { model: d.modelName ?? d.model, dealer: d.dealerName ?? '' })}
            </strong>
            <br />
            {t('journeys.records.testDriveWhen', { date: date(d.date), time: d.time })}
            <br />
            {t('journeys.records.status', { status: t(`testDrive.status.${d.status}`) })}
          </li>
        )) ?? null,
      )}
      {section(
        'orders',
        t('account.sections.orders'),
        t('account.empty.orders'),
        data?.orders.map((o) => (
          <li key={o.id} data-testid="account-order">
            <strong>{t('journeys.records.order', { vehicle: o.vehicle })}</strong>
            {o.total !== null ? ` · ${formatMoney(o.total, locale, o.currency)}` : ''}
            <br />
            {t('journeys.records.status', { status: o.statusLabel })}
            <br />
            <span className="account-muted">
              {t('journeys.records.orderOn', { date: date(o.createdAt) })}
            </span>{' '}
            {o.path ? <AppLink to={o.path}>{t('journeys.records.open')}</AppLink> : null}
          </li>
        )) ?? null,
      )}
      {section('vouchers', t('account.sections.vouchers'), t('account.empty.vouchers'), [])}
    </div>
  );
}
