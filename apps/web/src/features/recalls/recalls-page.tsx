import { RecallSearchQuery, type RecallSearchResult } from '@autohub/contract';
import { RECALL_SERVICE_TYPE } from '@autohub/domain';
import { useQuery } from '../../lib/query/query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { userMessageOf } from '../../lib/api/api-client';
import { formatDate } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { campaignsQuery, searchRecalls, voucherHref } from './recalls.api';
import './recalls.css';
import { EmptyState } from '../../components/ui/empty-state';

/**
 * Recall search (spec document 1 §2 "Recall search"): a plate (7 characters) or a chassis (17)
 * shows every campaign of the brand that reaches the car, pending first, with the voucher to take
 * to a dealer; the brand's campaigns are listed below.
 */
export function RecallsPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const ids = { heading: useId(), result: useId(), campaigns: useId() };
  // The api's own query schema: a plate of the page's market or a chassis.
  const form = useContractForm<{ query: string }, RecallSearchQuery>(RecallSearchQuery, {
    defaultValues: { query: '' },
    prepare: ({ query }) => ({ brand, country: settings.country, query }),
  });
  const [searching, setSearching] = useState(false);
  const [result, setResult] = useState<{ query: string; answer: RecallSearchResult } | null>(null);
  const campaigns = useQuery(campaignsQuery(brand, settings.country));
  useDocumentTitle(t('recalls.documentTitle', { brand: settings.brandName }));

  async function submit({ query }: RecallSearchQuery) {
    setSearching(true);
    try {
      setResult({ query, answer: await searchRecalls(brand, query, settings.country) });
    } catch (error) {
      setResult(null);
      form.setError('query', { type: 'api', message: userMessageOf(error) }, { shouldFocus: true });
    } finally {
      setSearching(false);
    }
  }

  const vehicle = result?.answer.vehicle;
  return (
    <section className="recalls-page" aria-labelledby={ids.heading}>
      <h1 id={ids.heading}>{t('recalls.title')}</h1>
      <p>{t('recalls.intro')}</p>
      <Form form={form} className="recalls-form" onSubmit={submit}>
        <TextField
          name="query"
          label={t('recalls.query')}
          hint={t('recalls.hint')}
          maxLength={20}
          autoCapitalize="characters"
          options={{ onChange: () => setResult(null) }}
        />
        <button type="submit" className="button" disabled={searching}>
          {searching ? t('recalls.searching') : t('recalls.search')}
        </button>
      </Form>

      {result && vehicle ? (
        <section aria-labelledby={ids.result} className="recalls-result">
          <h2 id={ids.result}>
            {[vehicle.modelName, vehicle.modelYear].filter(Boolean).join(' ') || t('recalls.yourCar')}
          </h2>
          <p>
            {vehicle.plate ? `${t('recalls.plate')}: ${vehicle.plate} · ` : null}
            {t('recalls.chassis')}: <code>{vehicle.chassis}</code>
          </p>
          {result.answer.recalls.length === 0 ? (
            <p role="status">{t('recalls.none')}</p>
          ) : (
            <>
              <p role="status">
                {t('recalls.found', {
                  count: result.answer.recalls.filter((recall) => recall.status === 'PENDING').length,
                })}
              </p>
              <ul className="recalls-list">
                {result.answer.recalls.map((recall) => (
                  <li
                    key={recall.code}
                    className={`recalls-item recalls-item--${recall.status.toLowerCase()}`}
                  >
                    <h3>{recall.title}</h3>
                    <p>
                      <strong>
                        {recall.status === 'PENDING'
                          ? t('recalls.pending')
                          : t('recalls.done', { date: formatDate(recall.performedAt ?? '', locale) })}
                      </strong>{' '}
                      ·{' '}
                      {t('recalls.campaign', {
                        code: recall.code,
                        date: formatDate(recall.startsOn, locale),
                      })}
                    </p>
                    <p>{recall.description}</p>
                    <p>
                      <strong>{t('recalls.risk')}:</strong> {recall.risk}
                    </p>
                    <p>
                      <strong>{t('recalls.remedy')}:</strong> {recall.remedy}{' '}
                      {t('recalls.duration', { minutes: recall.durationMinutes })}
                    </p>
                    {recall.status === 'PENDING' ? (
                      <p className="recalls-actions">
                        <a
                          className="button"
                          href={voucherHref(brand, result.query, recall.code, locale, settings.country)}
                          download={`recall-${recall.code}.pdf`}
                        >
                          {t('recalls.voucher', { code: recall.code })}
                        </a>
                        <AppLink
                          className="button button--secondary"
                          to={brandPath(locale, brand, 'dealers')}
                        >
                          {t('recalls.findDealer')}
                        </AppLink>
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
              <p className="recalls-hint">
                {t('recalls.serviceType', { type: RECALL_SERVICE_TYPE.type, code: RECALL_SERVICE_TYPE.code })}
              </p>
            </>
          )}
        </section>
      ) : null}

      <section aria-labelledby={ids.campaigns} className="recalls-campaigns">
        <h2 id={ids.campaigns}>{t('recalls.campaigns', { brand: settings.brandName })}</h2>
        {campaigns.isError ? <p role="alert">{userMessageOf(campaigns.error)}</p> : null}
        {campaigns.data?.length === 0 ? <EmptyState compact>{t('recalls.noCampaigns')}</EmptyState> : null}
        <ul className="recalls-list">
          {campaigns.data?.map((campaign) => (
            <li key={campaign.code} className="recalls-item">
              <h3>{campaign.title}</h3>
              <p>
                {t('recalls.campaign', { code: campaign.code, date: formatDate(campaign.startsOn, locale) })}
              </p>
              <p>{campaign.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
