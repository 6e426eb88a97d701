import { PageSettings, type PageSettingsPatch } from '@autohub/contract';
import { type BrandSlug, DomainError, isBrandSlug, isLocale, type Locale } from '@autohub/domain';
import type { Db } from '../../db/client.js';
import { type PreparedAnswer, ReadCache } from '../../lib/read-cache.js';
import { type PageSettingsRecord, findPageSettings, updatePageSettings } from './settings.store.js';

function checkAddress(brand: string, locale: string): { brand: BrandSlug; locale: Locale } {
  if (!isBrandSlug(brand)) throw new DomainError('unknown_brand', {}, { detail: `Unknown brand: ${brand}` });
  if (!isLocale(locale)) throw new DomainError('unknown_locale', {}, { detail: `Unknown locale: ${locale}` });
  return { brand, locale };
}

// Row → contract: database rows never reach the wire as they are.
function present(record: PageSettingsRecord, brand: BrandSlug, locale: Locale): PageSettings {
  const row = record.settings;
  return {
    brand,
    brandName: record.brandName,
    country: record.country as PageSettings['country'],
    language: locale,
    locale,
    currency: record.currency as PageSettings['currency'],
    skin: row.skin,
    phoneCode: row.phoneCode,
    assetPaths: row.assetPaths,
    fuelLabels: row.fuelLabels,
    currentCarModels: row.currentCarModels,
    locationTtlMs: row.locationTtlMs,
    chatBotEnabled: row.chatBotEnabled,
    subsidizedPriceEnabled: row.subsidizedPriceEnabled,
    showDictionaryTips: row.showDictionaryTips,
    showCpfCnpjOnLeadForm: row.showCpfCnpjOnLeadForm,
    leadCompanyCpfCnpjMode: row.leadCompanyCpfCnpjMode,
    allowLeadsWithoutCpf: row.allowLeadsWithoutCpf,
    enabledLeadsWithoutCpfRegardlessCitiesAndDealers: row.enabledLeadsWithoutCpfRegardlessCitiesAndDealers,
    allowedCitiesWithoutCpf: row.allowedCitiesWithoutCpf,
    allowedDealersWithoutCpf: row.allowedDealersWithoutCpf,
    serviceBaseUrls: row.serviceBaseUrls,
    reservationCountdownMinutes: row.reservationCountdownMinutes,
    pixExpiryMinutes: row.pixExpiryMinutes,
    selfieMaxAttempts: row.selfieMaxAttempts,
    privacyNoticeUrl: row.privacyNoticeUrl,
    termsOfUseUrl: row.termsOfUseUrl,
  };
}

export interface SettingsServiceOptions {
  /**
   * How long an answer is reused before the database is read again. Every page visit reads its
   * settings, so a short reuse spares the database most reads; a change made through this
   * service shows at once, a change made directly in the database within this time.
   */
  cacheTtlMs: number;
  /** The app's read cache, whose invalidations reach the other instances; a private one when absent. */
  cache?: ReadCache;
}

/** The read-cache area of page settings: a staff change drops it on every instance. */
export const SETTINGS_AREA = 'settings';

/** Page settings of every brand and market (spec document 1 §2). */
export function createSettingsService(db: Db, options: SettingsServiceOptions) {
  const cache = options.cache ?? new ReadCache();
  const reuse = { ttlMs: options.cacheTtlMs };

  async function load(brand: BrandSlug, locale: Locale): Promise<PageSettings> {
    const record = await findPageSettings(db, brand, locale);
    if (!record)
      throw new DomainError('not_found', {}, { detail: `No page settings for ${brand} ${locale}` });
    return present(record, brand, locale);
  }

  async function get(brandParam: string, localeParam: string): Promise<PageSettings> {
    const { brand, locale } = checkAddress(brandParam, localeParam);
    return cache.get(SETTINGS_AREA, `${brand}/${locale}`, () => load(brand, locale), reuse);
  }

  /** The settings as the page reads them: serialised, tagged and compressed once per change. */
  async function answer(brandParam: string, localeParam: string): Promise<PreparedAnswer<PageSettings>> {
    const { brand, locale } = checkAddress(brandParam, localeParam);
    return cache.answer(SETTINGS_AREA, `${brand}/${locale}/answer`, () => get(brand, locale), {
      ...reuse,
      schema: PageSettings,
    });
  }

  async function update(
    brandParam: string,
    localeParam: string,
    patch: PageSettingsPatch,
  ): Promise<PageSettings> {
    const { brand, locale } = checkAddress(brandParam, localeParam);
    const settings = await db.transaction(async (tx) => {
      const changed = await updatePageSettings(tx, brand, locale, patch);
      const record = changed ? await findPageSettings(tx, brand, locale) : undefined;
      if (!record)
        throw new DomainError('not_found', {}, { detail: `No page settings for ${brand} ${locale}` });
      return present(record, brand, locale);
    });
    await cache.invalidate(SETTINGS_AREA);
    return settings;
  }

  return { get, answer, update };
}

export type SettingsService = ReturnType<typeof createSettingsService>;

const shared = new WeakMap<Db, SettingsService>();

/**
 * The settings service every module of an app reads through, one per database: its cache is the
 * one a staff change clears, so a lead is checked against the settings the page was just given.
 */
export function sharedSettingsService(db: Db, options: SettingsServiceOptions): SettingsService {
  let service = shared.get(db);
  if (service === undefined) {
    service = createSettingsService(db, options);
    shared.set(db, service);
  }
  return service;
}
