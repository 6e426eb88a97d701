import { useEffect, useState, type ReactNode } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useTranslation } from '../../lib/i18n/use-translation';
import { formatDate } from '../../lib/format/format';
import type { PreviewTabsProps } from './preview-tabs';
import { PriceText } from './price-text';

/**
 * True from the moment the page is about to be printed: the browser's `beforeprint` (the print
 * button, the browser's menu or its shortcut), or the print media turned on (a preview that
 * emulates it). React renders what depends on it at once, before the browser lays out the sheet.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (printing) return undefined;
    const print = () => flushSync(() => setPrinting(true));
    const media = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    const onMedia = (event: MediaQueryListEvent) => {
      if (event.matches) print();
    };
    window.addEventListener('beforeprint', print);
    media?.addEventListener('change', onMedia);
    return () => {
      window.removeEventListener('beforeprint', print);
      media?.removeEventListener('change', onMedia);
    };
  }, [printing]);
  return printing;
}

/**
 * The build on paper: a summary rendered beside the page (directly in the body), hidden on screen
 * and alone on the sheet when printing, so the printout is the car and its prices, never the
 * page's navigation or blank pages. It is rendered when the page is about to be printed, not
 * with the page: a summary that is not printed costs the page nothing.
 */
export function PrintSheet({
  version,
  car,
  totals,
  priceOf,
  locale,
  currency,
  picture,
  locationName,
  servicePriceOf,
}: PreviewTabsProps & {
  servicePriceOf: (id: string) => number | null | undefined;
}) {
  const { t } = useTranslation();
  // A portal into the body: none on the server, so none while a rendered page hydrates either.
  const printing = usePrinting();
  if (!printing) return null;
  const byId = new Map(version.parts.map((p) => [p.id, p]));
  const inPacks = new Set(totals?.includedInPacks ?? []);
  const money = { locale, currency };
  const chosen = car.selected.map((id) => byId.get(id)).filter((p) => p !== undefined);
  const color = car.colorId ? byId.get(car.colorId) : undefined;
  const coating = car.coatingId ? byId.get(car.coatingId) : undefined;
  const price = (id: string, code: string) =>
    inPacks.has(id) ? (
      <span>{t('journeys.print.includedInPack')}</span>
    ) : (
      <PriceText cents={priceOf(code)} {...money} />
    );
  const list = (title: string, lines: { id: string; name: string; price: ReactNode }[]) => (
    <section className="print-sheet__group">
      <h2>{title}</h2>
      {lines.length === 0 ? (
        <p>{t('journeys.print.none')}</p>
      ) : (
        <table>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <th scope="row">{line.name}</th>
                <td>{line.price}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
  const partLines = (type: 'ITEM' | 'ACCESSORY') =>
    chosen
      .filter((p) => p.type === type)
      .map((p) => ({ id: p.id, name: p.name, price: price(p.id, p.code) }));

  return createPortal(
    <article className="print-sheet" data-testid="print-sheet">
      <h1>{t('journeys.print.title', { model: version.mvs.modelName })}</h1>
      <div className="print-sheet__picture">{picture}</div>
      {list(t('journeys.print.version'), [
        {
          id: 'version',
          name: `${version.mvs.modelName} ${version.mvs.versionName} · ${version.mvs.year}`,
          price: <PriceText cents={totals?.basePrice} {...money} />,
        },
      ])}
      {list(
        t('journeys.print.color'),
        color ? [{ id: color.id, name: color.name, price: price(color.id, color.code) }] : [],
      )}
      {list(
        t('journeys.print.coating'),
        coating ? [{ id: coating.id, name: coating.name, price: price(coating.id, coating.code) }] : [],
      )}
      {list(t('journeys.print.optionals'), partLines('ITEM'))}
      {list(t('journeys.print.accessories'), partLines('ACCESSORY'))}
      {list(
        t('journeys.print.services'),
        car.services.map((id) => {
          const service = version.services.find((s) => s.id === id);
          return {
            id,
            name: service?.name ?? id,
            price: <PriceText cents={servicePriceOf(id)} {...money} />,
          };
        }),
      )}
      {totals ? (
        <dl className="print-sheet__totals">
          {(
            [
              ['builder.totals.version', totals.basePrice],
              ['builder.totals.color', totals.colorPrice],
              ['builder.totals.coating', totals.coatingPrice],
              ['builder.totals.optionals', totals.optionalsTotal],
              ['builder.totals.accessories', totals.accessoriesTotal],
              ['builder.totals.services', totals.servicesTotal],
            ] as const
          ).map(([key, cents]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>
                <PriceText cents={cents} {...money} />
              </dd>
            </div>
          ))}
          {totals.hasPriceBonification ? (
            <div>
              <dt>{t('builder.totals.bonification')}</dt>
              <dd>
                −<PriceText cents={totals.bonificationTotal} {...money} />
              </dd>
            </div>
          ) : null}
          <div className="print-sheet__total">
            <dt>{t('builder.totals.total')}</dt>
            <dd>
              <PriceText cents={totals.total} {...money} />
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="print-sheet__note">
        {t('journeys.print.pricesIn', { location: locationName ?? '', date: formatDate(new Date(), locale) })}{' '}
        {t('journeys.print.disclaimer')}
      </p>
    </article>,
    document.body,
  );
}
