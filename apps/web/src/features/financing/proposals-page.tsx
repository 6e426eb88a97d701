import { useQuery } from '../../lib/query/query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { formatDate } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { myProposalsQuery } from './financing.api';
import { useFundingFormat } from './funding-format';
import './financing.css';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';

/** The signed-in buyer's financing proposals, newest first (account area: proposal status). */
export function ProposalsPage() {
  const { t } = useTranslation();
  const { locale, money } = useFundingFormat();
  useDocumentTitle(t('financing.proposals.documentTitle'));
  const proposals = useQuery(myProposalsQuery());
  const needsSignIn = proposals.error instanceof ApiError && proposals.error.status === 401;

  return (
    <div className="funding">
      <header className="funding-header">
        <h1>{t('financing.proposals.title')}</h1>
        <p>{t('financing.proposals.lead')}</p>
        <nav className="funding-links" aria-label={t('financing.proposals.title')}>
          <AppLink to="..">{t('financing.title')}</AppLink>
          <AppLink to="../calculator">{t('financing.calculator.link')}</AppLink>
        </nav>
      </header>
      {needsSignIn ? (
        <p role="alert">{t('financing.signIn')}</p>
      ) : proposals.isError ? (
        <p role="alert">{userMessageOf(proposals.error)}</p>
      ) : !proposals.data ? (
        <Skeleton count={2} label={t('app.loading')} />
      ) : proposals.data.length === 0 ? (
        <EmptyState
          compact
          action={
            <AppLink className="button" to="..">
              {t('financing.title')}
            </AppLink>
          }
        >
          {t('financing.proposals.empty')}
        </EmptyState>
      ) : (
        <ul className="funding-plans">
          {proposals.data.map((p) => (
            <li key={p.id} className="funding-card" data-testid="proposal-item">
              <h2 className="funding-card__title">
                {p.planName} · {p.mvsCode} ({p.year})
              </h2>
              <p className={`funding-outcome funding-outcome--${p.outcome}`}>{t(`financing.statuses.${p.status}`)}</p>
              <p>{t('financing.simulator.installmentsOf', { count: p.totalInstallments, value: money(p.installmentsValue) })}</p>
              <p className="funding-muted">{t('financing.proposals.sentOn', { date: formatDate(p.createdAt, locale) })}</p>
              <AppLink className="button button--secondary" to={p.id}>
                {t('financing.proposals.open', { plan: p.planName })}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
