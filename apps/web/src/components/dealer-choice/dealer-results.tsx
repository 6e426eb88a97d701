import type { DealerWithDistance } from '@autohub/contract';
import type { BrandSlug } from '@autohub/domain';
import { useQuery } from '../../lib/query/query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { userMessageOf } from '../../lib/api/api-client';
import { type DealerSearch, dealerResultsQuery } from './dealer-choice.api';

/**
 * Runs a dealer search and renders its states: nothing yet, loading, failed, empty, or the list
 * drawn by `children`. When results arrive the heading takes the focus, so keyboard and screen
 * reader users land on them.
 */
export function DealerResults({
  brand,
  brandName,
  search,
  headingLevel = 2,
  children,
}: {
  brand: BrandSlug;
  brandName: string;
  search: DealerSearch | null;
  headingLevel?: 2 | 3;
  children: (dealers: DealerWithDistance[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const results = useQuery(dealerResultsQuery(brand, search));
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;

  useEffect(() => {
    if (results.isSuccess && search) heading.current?.focus();
  }, [results.isSuccess, results.data, search]);

  if (!search) return null;
  return (
    <section className="dealer-results" aria-busy={results.isFetching}>
      <Heading ref={heading} tabIndex={-1} className="dealer-results__title">
        {results.isSuccess
          ? t('dealers.resultsCount', { count: results.data.length, place: search.label })
          : t('dealers.resultsTitle')}
      </Heading>
      {results.isPending ? <p role="status">{t('dealers.loading')}</p> : null}
      {results.isError ? <p role="alert">{userMessageOf(results.error)}</p> : null}
      {results.isSuccess && results.data.length === 0 ? (
        <p>{t('dealers.noResults', { brand: brandName, place: search.label })}</p>
      ) : null}
      {results.isSuccess && results.data.length > 0 ? children(results.data) : null}
    </section>
  );
}
