import type { SimulationResult } from '@autohub/contract';
import { DomainMessage } from '../../lib/i18n/domain-message';
import { useTranslation } from '../../lib/i18n/use-translation';
import { DEALER_SALES_PHONE, useFundingFormat } from './funding-format';

/** The numbers of one simulation: installment, rates, CET, charges, total and legal text. */
export function SimulationSummary({ result, title }: { result: SimulationResult; title?: string }) {
  const { t } = useTranslation();
  const { money, rate } = useFundingFormat();
  return (
    <section className="funding-result" aria-labelledby="simulation-result-title" aria-live="polite">
      <h3 id="simulation-result-title">{title ?? t('financing.simulator.result')}</h3>
      <p className="funding-result__installment" data-testid="installment">
        {t('financing.simulator.installmentsOf', { count: result.totalInstallments, value: money(result.installmentsValue) })}
      </p>
      <dl className="funding-dl">
        <dt>{t('financing.simulator.entrance')}</dt>
        <dd>{money(result.entranceValue)}</dd>
        {result.finalInstallmentValue > 0 ? (
          <>
            <dt>{t('financing.simulator.finalInstallment')}</dt>
            <dd>{money(result.finalInstallmentValue)}</dd>
          </>
        ) : null}
        <dt>{t('financing.simulator.rate')}</dt>
        <dd>{t('financing.simulator.rateValue', { month: rate(result.monthlyRate), year: rate(result.annualRate) })}</dd>
        <dt>{t('financing.simulator.cet')}</dt>
        <dd data-testid="cet">{t('financing.simulator.rateValue', { month: rate(result.cetMonthly), year: rate(result.cetAnnual) })}</dd>
        <dt>{t('financing.simulator.iof')}</dt>
        <dd>{money(result.iofValue)}</dd>
        <dt>{t('financing.simulator.fees')}</dt>
        <dd>{money(result.fees.total)}</dd>
        <dt>{t('financing.simulator.financed')}</dt>
        <dd>{money(result.financedAmount)}</dd>
        <dt>{t('financing.simulator.totalPaid')}</dt>
        <dd>{money(result.totalPaid)}</dd>
      </dl>
      <details>
        <summary>{t('financing.simulator.legal')}</summary>
        <p className="funding-muted">{result.legalText}</p>
      </details>
    </section>
  );
}

/** 'A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO' with the phone to call instead. */
export function SimulationUnavailable() {
  const { t } = useTranslation();
  const { locale } = useFundingFormat();
  return (
    <div role="alert" className="funding-alert">
      <p>
        <strong>
          <DomainMessage code="simulation_unavailable" />
        </strong>
      </p>
      <p>{t('financing.messages.callDealer', { phone: DEALER_SALES_PHONE[locale] })}</p>
    </div>
  );
}
