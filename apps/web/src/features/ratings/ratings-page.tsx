import { RATING_SORTS, RATING_SORT_LABELS, type RatingSort } from '@autohub/domain';
import { useQuery } from '../../lib/query/query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatDate } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { RateForm } from './rate-form';
import { type TargetSort, type TargetType, opinionsQuery, targetsQuery } from './ratings.api';
import './ratings.css';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { usePageSettings } from '../../lib/settings/settings.api';

const TARGET_SORTS: TargetSort[] = ['AVERAGE', 'TOTAL_OPINIONS', 'NAME'];

/** Dealer and advisor ratings (spec document 1 §2 "Dealer ratings list with sorting"). */
export function RatingsPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const ids = { heading: useId(), opinions: useId() };
  const [type, setType] = useState<TargetType>('dealers');
  const [sort, setSort] = useState<TargetSort>('AVERAGE');
  const [opinionSort, setOpinionSort] = useState<RatingSort>('MOST_RECENT');
  const [selected, setSelected] = useState<string | null>(null);
  const settings = usePageSettings();
  const targets = useQuery(targetsQuery(type, brand, settings.country, sort));
  const detail = useQuery({
    ...opinionsQuery(type, selected ?? '', opinionSort),
    enabled: selected !== null,
  });
  useDocumentTitle(t('ratings.documentTitle'));
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <section className="ratings-page" aria-labelledby={ids.heading}>
      <h1 id={ids.heading}>{t('ratings.title')}</h1>
      <p>{t('ratings.whoMayRate')}</p>
      <div className="ratings-controls">
        <label>
          <span>{t('ratings.listOf')}</span>
          <select
            value={type}
            onChange={(event) => {
              setType(event.target.value as TargetType);
              setSelected(null);
            }}
          >
            <option value="dealers">{t('ratings.dealers')}</option>
            <option value="advisors">{t('ratings.advisors')}</option>
          </select>
        </label>
        <label>
          <span>{t('ratings.sortTargets')}</span>
          <select value={sort} onChange={(event) => setSort(event.target.value as TargetSort)}>
            {TARGET_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`ratings.targetSorts.${option}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {targets.isPending ? <Skeleton variant="cards" count={2} label={t('app.loading')} /> : null}
      {targets.isError ? <p role="alert">{t('ratings.loadFailed')}</p> : null}
      {targets.data?.length === 0 ? <EmptyState compact>{t('ratings.empty')}</EmptyState> : null}
      <ul
        className="ratings-list"
        aria-label={type === 'dealers' ? t('ratings.dealers') : t('ratings.advisors')}
      >
        {targets.data?.map((target) => (
          <li key={target.id}>
            <h2>{target.name}</h2>
            <p>
              {target.average === null
                ? t('ratings.noAverage')
                : t('ratings.average', { average: number.format(target.average) })}
              {' · '}
              {t('ratings.opinions', { count: target.totalOpinions })}
              {target.lastOpinionAt ? ` · ${formatDate(target.lastOpinionAt, locale)}` : null}
            </p>
            <button
              type="button"
              className="button button--secondary"
              aria-expanded={selected === target.id}
              aria-controls={ids.opinions}
              onClick={() => setSelected(selected === target.id ? null : target.id)}
            >
              {t('ratings.seeOpinions', { name: target.name })}
            </button>
            {selected === target.id ? (
              <div id={ids.opinions} className="ratings-opinions">
                <h3>{t('ratings.opinionsOf', { name: target.name })}</h3>
                <label className="ratings-controls">
                  <span>{t('ratings.sortOpinions')}</span>
                  <select
                    value={opinionSort}
                    onChange={(event) => setOpinionSort(event.target.value as RatingSort)}
                  >
                    {RATING_SORTS.map((option) => (
                      <option key={option} value={option}>
                        {RATING_SORT_LABELS[option][locale]}
                      </option>
                    ))}
                  </select>
                </label>
                {detail.isPending ? <Skeleton variant="lines" count={3} label={t('app.loading')} /> : null}
                {detail.isError ? <p role="alert">{t('ratings.loadFailed')}</p> : null}
                <RateForm type={type} id={target.id} name={target.name} />
                <ul className="ratings-list">
                  {detail.data?.opinions.map((opinion) => (
                    <li key={opinion.id} className="ratings-opinion">
                      <p>
                        <strong>{t('ratings.stars', { rating: opinion.rating })}</strong> · {opinion.subject}
                      </p>
                      {opinion.comment ? <p>{opinion.comment}</p> : null}
                      <p>
                        {opinion.authorName} · {formatDate(opinion.date, locale)}
                      </p>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
