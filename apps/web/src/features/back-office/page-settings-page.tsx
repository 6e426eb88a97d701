import { type PageSettings, PageSettingsPatch } from '@autohub/contract';
import { useQueryClient } from '../../lib/query/query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CheckboxField, TextField } from '../../components/form-field/fields';
import { Form, type FormProblem, useContractForm } from '../../components/form-field/form';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';
import { apiRequest, userMessageOf } from '../../lib/api/api-client';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import { pageSettingsQuery, usePageSettings } from '../../lib/settings/settings.api';
import './back-office.css';

/** The switches of the page settings staff turn on and off (spec document 1 §2 "Page settings"). */
const SWITCHES = [
  'chatBotEnabled',
  'subsidizedPriceEnabled',
  'showDictionaryTips',
  'showCpfCnpjOnLeadForm',
  'leadCompanyCpfCnpjMode',
  'allowLeadsWithoutCpf',
  'enabledLeadsWithoutCpfRegardlessCitiesAndDealers',
] as const satisfies readonly (keyof PageSettings)[];
type Switch = (typeof SWITCHES)[number];

const listOf = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean);

const hoursOf = (text: string): number => Number(text.replace(',', '.'));

/** The car maker's own legal texts: an address, or none for the built-in text (decision 050). */
const LEGAL_ADDRESSES = ['privacyNoticeUrl', 'termsOfUseUrl'] as const satisfies readonly (keyof PageSettings)[];
type LegalAddress = (typeof LEGAL_ADDRESSES)[number];

type SettingsValues = Record<Switch, boolean> &
  Record<LegalAddress, string> & { cities: string; dealers: string; ttlHours: string };

/**
 * Back office: the page settings of this brand in this market — the switches, the cities and
 * dealers where a lead may go without CPF, and how long a stored location lasts. A change shows on
 * the next page visit.
 */
export function PageSettingsPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const session = useSession();
  const settings = usePageSettings();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [saving, setSaving] = useState(false);
  // The contract's patch of the settings, from the lists and hours as typed; the city codes and
  // the lifetime have the page's own words.
  const form = useContractForm<SettingsValues, PageSettingsPatch>(PageSettingsPatch, {
    defaultValues: {
      ...(Object.fromEntries(SWITCHES.map((key) => [key, settings[key]])) as Record<Switch, boolean>),
      cities: settings.allowedCitiesWithoutCpf.join(', '),
      dealers: settings.allowedDealersWithoutCpf.join(', '),
      ttlHours: String(settings.locationTtlMs / 3_600_000),
      privacyNoticeUrl: settings.privacyNoticeUrl ?? '',
      termsOfUseUrl: settings.termsOfUseUrl ?? '',
    },
    prepare: ({ cities, dealers, ttlHours, privacyNoticeUrl, termsOfUseUrl, ...switches }) => ({
      ...switches,
      privacyNoticeUrl: privacyNoticeUrl.trim() || null,
      termsOfUseUrl: termsOfUseUrl.trim() || null,
      allowedCitiesWithoutCpf: listOf(cities),
      allowedDealersWithoutCpf: listOf(dealers),
      locationTtlMs: Math.round(hoursOf(ttlHours) * 3_600_000),
    }),
    extra: ({ cities, ttlHours }) => {
      const problems: FormProblem[] = [];
      if (listOf(cities).some((code) => !/^\d{7}$/.test(code)))
        problems.push({ path: 'cities', message: t('backOffice.settings.citiesInvalid') });
      const hours = hoursOf(ttlHours);
      if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 30)
        problems.push({ path: 'ttlHours', message: t('backOffice.settings.ttlInvalid') });
      return problems;
    },
  });
  useDocumentTitle(t('backOffice.settings.title', { brand: settings.brandName }));

  if (session.user === null) {
    return (
      <SignInFirst
        className="bo-page"
        headingId={headingId}
        title={t('backOffice.settings.title', { brand: settings.brandName })}
        reason={t('backOffice.signIn')}
        page="staff/settings"
      />
    );
  }

  async function save(patch: PageSettingsPatch) {
    setSaving(true);
    try {
      const saved = await apiRequest<PageSettings>(`/staff/settings/${brand}/${locale}`, {
        method: 'PATCH',
        body: patch,
      });
      queryClient.setQueryData(pageSettingsQuery(brand, locale).queryKey, saved);
      popups.toast(t('backOffice.settings.saved'), { kind: 'success' });
    } catch (error) {
      popups.toast(userMessageOf(error), { kind: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="bo-page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('backOffice.settings.title', { brand: settings.brandName })}</h1>
      <p>{t('backOffice.settings.intro', { market: t(`locales.${locale}`) })}</p>
      <Form form={form} className="bo-editor" onSubmit={save}>
        <fieldset>
          <legend>{t('backOffice.settings.switches')}</legend>
          {SWITCHES.map((key) => (
            <CheckboxField
              key={key}
              name={key}
              label={t(`backOffice.settings.labels.${key}`)}
              className="bo-switch"
            />
          ))}
        </fieldset>
        <TextField name="cities" label={t('backOffice.settings.cities')} />
        <TextField name="dealers" label={t('backOffice.settings.dealers')} />
        <TextField name="ttlHours" label={t('backOffice.settings.ttl')} inputMode="decimal" />
        <fieldset>
          <legend>{t('backOffice.settings.legalTexts')}</legend>
          {LEGAL_ADDRESSES.map((key) => (
            <TextField
              key={key}
              name={key}
              type="url"
              label={t(`backOffice.settings.${key}`)}
              hint={t('backOffice.settings.legalTextsHint')}
            />
          ))}
        </fieldset>
        <div className="bo-toolbar">
          <button type="submit" className="button" disabled={saving}>
            {t('backOffice.settings.save')}
          </button>
        </div>
      </Form>
    </section>
  );
}
