import type { BuildPriceAnswer, BuildPriceRequestIn } from '@autohub/contract';
import {
  type BrandSlug,
  type CountryCode,
  type CurrentCar,
  type Locale,
  readStoredCar,
} from '@autohub/domain';
import { useQuery } from '../../lib/query/query';
import { priceStateOf, useBuyerLocation } from '../../components/location-selector/location-store';
import { apiRequest } from '../../lib/api/api-client';
import { getDefaultTtl } from '../../lib/storage/ttl-storage';

/** Local-storage key of the builder's current car; read here, written by the builder only. */
const STORED_CAR_KEY = 'currentCar';

/** The builder's current car of `brand` and version `mvsCode`, if one is stored and still valid. */
function storedBuildOf(brand: BrandSlug, mvsCode: string): CurrentCar | null {
  if (!mvsCode) return null;
  try {
    const car = readStoredCar(window.localStorage.getItem(STORED_CAR_KEY), Date.now(), getDefaultTtl());
    return car && car.brand === brand && car.mvs?.code === mvsCode ? car : null;
  } catch {
    return null;
  }
}

/**
 * The build a buyer comes from (the builder's resume), priced as every screen prices it (POST
 * /prices/build): its optionals, coating, accessories, services and total go with the lead.
 */
export function useBuiltCar(brand: BrandSlug, country: CountryCode, mvsCode: string, year: number | null) {
  const location = useBuyerLocation(country);
  const state = location ? priceStateOf(location) : undefined;
  const stored = storedBuildOf(brand, mvsCode);
  const body: BuildPriceRequestIn | null =
    stored && year !== null
      ? {
          mvsCode,
          year,
          country,
          ...(state ? { state } : {}),
          colorId: stored.color?.id ?? null,
          coatingId: stored.coating?.id ?? null,
          selected: stored.parts.map((part) => part.id),
          services: stored.services.map((service) => service.id),
          priceSource: 'customPrice',
        }
      : null;
  return useQuery({
    queryKey: ['prices', 'build', body] as const,
    queryFn: ({ signal }) =>
      apiRequest<BuildPriceAnswer>('/prices/build', { method: 'POST', body: body ?? {}, signal }),
    enabled: body !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Generated text of a description follows the free-text rule too (none of `& $ < > %`). */
function plain(text: string): string {
  return text
    .replace(/&/g, '+')
    .replace(/[$<>%]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Money in a description: the amount and the currency code, without the symbol ("$" is refused). */
function amount(cents: number, currency: string, locale: Locale): string {
  const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
  return `${currency} ${number}`;
}

export interface BuildDescriptionLabels {
  coating: string;
  optionals: string;
  accessories: string;
  services: string;
  price: string;
  includedInPack: string;
}

/** The build as "name: value" descriptions of a lead (spec: the CRM gets free descriptions). */
export function buildDescriptions(
  priced: BuildPriceAnswer,
  labels: BuildDescriptionLabels,
  locale: Locale,
): { name: string; value: string }[] {
  const names = (type: string) =>
    priced.lines
      .filter((line) => line.type === type)
      .map((line) => (line.includedInPack ? `${line.name} (${labels.includedInPack})` : line.name));
  const entries: { name: string; value: string }[] = [];
  const add = (name: string, values: string[]) => {
    if (values.length > 0) entries.push({ name, value: plain(values.join(', ')).slice(0, 1000) });
  };
  add(labels.coating, names('COATING'));
  add(labels.optionals, names('ITEM'));
  add(labels.accessories, names('ACCESSORY'));
  add(labels.services, names('SERVICE'));
  if (priced.totals.total !== null) {
    entries.push({
      name: labels.price,
      value: plain(`${amount(priced.totals.total, priced.currency, locale)} (${priced.state})`),
    });
  }
  return entries;
}
