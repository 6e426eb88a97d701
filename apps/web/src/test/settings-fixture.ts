import type { PageSettings } from '@autohub/contract';
import { BRANDS, MARKETS, type BrandSlug, type Locale } from '@autohub/domain';

/** Page settings as the api answers them, for a brand and locale, with overrides. */
export function makeSettings(brand: BrandSlug, locale: Locale, overrides: Partial<PageSettings> = {}): PageSettings {
  const market = MARKETS[locale];
  return {
    brand,
    brandName: BRANDS[brand].name,
    country: market.country,
    language: locale,
    locale,
    currency: market.currency,
    skin: brand,
    phoneCode: market.phoneCode,
    assetPaths: { images: '/assets/images', fallbackImages: '/assets/fallback' },
    fuelLabels: { flex: 'Flex' },
    currentCarModels: [
      { code: '5231', name: 'Pulse', category: 'suv', color: '#a6192e', startingPrice: 12_099_000 },
      { code: '3561', name: 'Strada', category: 'pickup', color: '#f2f2f2', startingPrice: null },
    ],
    locationTtlMs: 14_400_000,
    reservationCountdownMinutes: 20,
    pixExpiryMinutes: 15,
    selfieMaxAttempts: 3,
    privacyNoticeUrl: null,
    termsOfUseUrl: null,
    chatBotEnabled: false,
    subsidizedPriceEnabled: false,
    showDictionaryTips: false,
    showCpfCnpjOnLeadForm: true,
    leadCompanyCpfCnpjMode: false,
    allowLeadsWithoutCpf: false,
    enabledLeadsWithoutCpfRegardlessCitiesAndDealers: false,
    allowedCitiesWithoutCpf: [],
    allowedDealersWithoutCpf: [],
    serviceBaseUrls: {},
    ...overrides,
  };
}
