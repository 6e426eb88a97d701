import type { Comparison } from '@autohub/contract';
import type { CountryCode } from '@autohub/domain';
import { queryOptions, useQuery } from '../../lib/query/query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CarPicture } from '../../components/car-imagery/car-picture';
import { FuelName } from '../../components/fuel-name/fuel-name';
import { LocationSelector } from '../../components/location-selector/location-selector';
import { priceStateOf, useBuyerLocation } from '../../components/location-selector/location-store';
import { apiRequest, userMessageOf } from '../../lib/api/api-client';
import { formatMoney } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { isModelMissing, modelDetailQuery } from '../../lib/catalogue/catalogue.api';
import { ModelMissing } from '../../components/model-missing/lazy-model-missing';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import './comparator.css';

function comparisonQuery(codes: readonly string[], country: CountryCode, state: string | undefined) {
  return queryOptions({
    queryKey: ['catalogue', 'comparisons', codes.join(','), country, state ?? null] as const,
    queryFn: ({ signal }) =>
      apiRequest<Comparison>('/catalogue/comparisons', {
        query: { mvsCode: codes.join(','), country, state },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/**
 * Version comparator (spec document 1 §2): two or three versions of a model side by side with
 * their highlights, colours and the items that set them apart; each column can change version,
 * "see all items" opens the full serial list, and back returns to where the buyer came from.
 */
export function ComparatorPage() {
  const { t } = useTranslation();
  const { modelCode = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const location = useBuyerLocation(settings.country);
  const model = useQuery(modelDetailQuery(brand, settings.country, modelCode));
  const versions = model.data?.versions ?? [];
  const asked = (search.get('versions') ?? '').split(',').filter(Boolean);
  const codes = (asked.length >= 2 ? asked : versions.slice(0, 3).map((v) => v.mvs.code)).slice(0, 3);
  const comparison = useQuery({
    ...comparisonQuery(codes, settings.country, location ? priceStateOf(location) : undefined),
    enabled: codes.length >= 2,
  });
  const [showAll, setShowAll] = useState(false);
  const [askLocation, setAskLocation] = useState(false);
  const allItemsId = useId();
  const missing = isModelMissing(model.error);
  // A model of one version (asked for by its address): nothing to compare it with.
  const single = model.data !== undefined && versions.length < 2 && asked.length < 2;
  useDocumentTitle(
    missing
      ? t('builder.modelMissingTitle')
      : t('comparator.documentTitle', { model: model.data?.model.name ?? modelCode }),
  );

  const navigate = useNavigate();
  // Changing a version replaces the address, so the router's own "first page" marker is lost;
  // its history index still tells whether this visit has a page of ours to return to.
  const back = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(brandPath(locale, brand, `builder/${modelCode}`));
  };
  const change = (column: number, code: string) => {
    const next = [...codes];
    next[column] = code;
    setSearch({ versions: next.join(',') }, { replace: true });
  };
  const data = comparison.data;
  const difference = new Map((data?.differences ?? []).map((d) => [d.item, new Set(d.presentIn)]));

  if (missing) return <ModelMissing className="comparator" />;

  return (
    <div className="comparator">
      <p>
        <button type="button" className="button button--secondary" onClick={back}>
          <span aria-hidden="true">← </span>
          {t('actions.back')}
        </button>
      </p>
      <h1>{t('comparator.title', { model: model.data?.model.name ?? modelCode })}</h1>
      {location ? null : (
        <p>
          <button type="button" className="button button--secondary" onClick={() => setAskLocation(true)}>
            {t('comparator.chooseLocation')}
          </button>
        </p>
      )}
      {askLocation ? (
        <LocationSelector
          layout="MODAL"
          country={settings.country}
          onConfirmed={() => setAskLocation(false)}
          onClose={() => setAskLocation(false)}
        />
      ) : null}
      {model.isError ? <p role="alert">{userMessageOf(model.error)}</p> : null}
      {comparison.isError ? <p role="alert">{userMessageOf(comparison.error)}</p> : null}
      {single ? (
        <EmptyState
          picture="car"
          action={
            <AppLink className="button" to={brandPath(locale, brand, `builder/${modelCode}`)}>
              {t('comparator.buildModel', { model: model.data?.model.shortName ?? modelCode })}
            </AppLink>
          }
        >
          {t('comparator.singleVersion', { model: model.data?.model.name ?? modelCode })}
        </EmptyState>
      ) : null}
      {!data && !single && !model.isError && !comparison.isError ? (
        <Skeleton variant="lines" count={4} label={t('app.loading')} />
      ) : null}
      {data ? (
        <>
          <div
            className="comparator__grid"
            style={{ gridTemplateColumns: `repeat(${data.versions.length}, minmax(0, 1fr))` }}
          >
            {data.versions.map((v, column) => {
              const selectId = `${allItemsId}-v${column}`;
              const color = v.colors[0];
              return (
                <section
                  key={v.mvs.code}
                  className="comparator__column"
                  aria-labelledby={`${selectId}-name`}
                  data-mvs={v.mvs.code}
                >
                  <CarPicture
                    brand={brand}
                    dimensions={v.datasheet.dimensions}
                    view="front34"
                    className="car-silhouette"
                    category={model.data?.model.category ?? 'sedan'}
                    signature={model.data?.model.signature}
                    color={color?.colorValue ?? ''}
                    roofColor={color?.secondaryColorValue}
                    rendition="card"
                  />
                  <h2 id={`${selectId}-name`}>{v.mvs.versionName}</h2>
                  <p className="comparator__muted">
                    {v.mvs.engine} · {v.mvs.gear} · <FuelName fuel={v.mvs.fuel} />
                  </p>
                  <p>
                    {v.mvs.price === null ? (
                      location ? (
                        t('builder.priceUnavailable')
                      ) : (
                        t('comparator.chooseLocation')
                      )
                    ) : location ? (
                      formatMoney(v.mvs.price, locale, settings.currency)
                    ) : (
                      // Before a location, the country's reference price, worded as the model cards
                      // word it (decision 016): the buyer's own comes with their state or province.
                      <>
                        {t('catalogue.startingFrom')} {formatMoney(v.mvs.price, locale, settings.currency)}
                      </>
                    )}
                  </p>
                  <label htmlFor={selectId}>{t('comparator.changeVersion')}</label>
                  <select id={selectId} value={v.mvs.code} onChange={(e) => change(column, e.target.value)}>
                    {versions.map((option) => (
                      <option
                        key={option.mvs.code}
                        value={option.mvs.code}
                        disabled={option.mvs.code !== v.mvs.code && codes.includes(option.mvs.code)}
                      >
                        {option.mvs.versionName}
                      </option>
                    ))}
                  </select>
                  <h3>{t('comparator.highlights')}</h3>
                  <ul>
                    {v.highlights.map((h) => (
                      <li key={h}>{h}</li>
                    ))}
                  </ul>
                  <h3>{t('comparator.colors', { count: v.colors.length })}</h3>
                  <ul className="comparator__colors">
                    {v.colors.map((c) => (
                      <li key={c.id} title={c.name}>
                        <span
                          className="comparator__swatch"
                          style={{ background: c.colorValue }}
                          aria-hidden="true"
                        />
                        <span className="visually-hidden">{c.name}</span>
                      </li>
                    ))}
                  </ul>
                  <p>
                    <AppLink to={`${brandPath(locale, brand, `builder/${data.modelCode}`)}`}>
                      {t('comparator.build')}
                    </AppLink>
                  </p>
                </section>
              );
            })}
          </div>
          <h2>{t('comparator.differences')}</h2>
          {data.differences.length === 0 && data.colorDifferences.length === 0 ? (
            <p>{t('comparator.noDifferences')}</p>
          ) : (
            // Cards on a phone (the design system's table), still read as a table.
            <table className="data-table data-table--cards comparator__table">
              <thead>
                <tr>
                  <th scope="col">{t('comparator.item')}</th>
                  {data.versions.map((v) => (
                    <th key={v.mvs.code} scope="col">
                      {v.mvs.versionName}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {[
                  ...[...difference].map(([item, present]) => ({
                    key: item,
                    label: item,
                    difference: item,
                    has: (code: string) => present.has(code),
                  })),
                  ...data.colorDifferences.map((c) => ({
                    key: c.colorId,
                    label: t('comparator.colorRow', { name: c.name }),
                    difference: undefined,
                    has: (code: string) => c.presentIn.includes(code),
                  })),
                ].map((row) => (
                  <tr key={row.key} data-difference={row.difference}>
                    <th scope="row">{row.label}</th>
                    {data.versions.map((v) => (
                      <td key={v.mvs.code} data-label={v.mvs.versionName}>
                        {row.has(v.mvs.code) ? t('comparator.yes') : t('comparator.no')}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={showAll}
            aria-controls={allItemsId}
            onClick={() => setShowAll((v) => !v)}
          >
            {t(showAll ? 'comparator.hideItems' : 'comparator.seeAllItems')}
          </button>
          <div
            id={allItemsId}
            hidden={!showAll}
            className="comparator__grid"
            style={{ gridTemplateColumns: `repeat(${data.versions.length}, minmax(0, 1fr))` }}
          >
            {data.versions.map((v) => (
              <section key={v.mvs.code} aria-label={t('comparator.itemsOf', { version: v.mvs.versionName })}>
                <h3>{v.mvs.versionName}</h3>
                <ul>
                  {v.serialItems.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
