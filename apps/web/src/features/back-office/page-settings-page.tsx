import type { PageSettings, PageSettingsPatch } from '@autohub/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const ids = { heading: useId(), cities: useId(), dealers: useId(), ttl: useId() };
  const [switches, setSwitches] = useState<Record<Switch, boolean>>(
    () => Object.fromEntries(SWITCHES.map((key) => [key, settings[key]])) as Record<Switch, boolean>,
  );
  const [cities, setCities] = useState(settings.allowedCitiesWithoutCpf.join(', '));
  const [dealers, setDealers] = useState(settings.allowedDealersWithoutCpf.join(', '));
  const [ttlHours, setTtlHours] = useState(String(settings.locationTtlMs / 3_600_000));
  const [errors, setErrors] = useState<{ cities?: string; ttl?: string }>({});
  const [saving, setSaving] = useState(false);
  useDocumentTitle(t('backOffice.settings.title', { brand: settings.brandName }));

  if (session.user === null) {
    return (
      <SignInFirst
        className="bo-page"
        headingId={ids.heading}
        title={t('backOffice.settings.title', { brand: settings.brandName })}
        linkText={t('backOffice.signIn')}
        page="staff/settings"
      />
    );
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cityCodes = listOf(cities);
    const hours = Number(ttlHours.replace(',', '.'));
    const found: typeof errors = {};
    if (cityCodes.some((code) => !/^\d{7}$/.test(code)))
      found.cities = t('backOffice.settings.citiesInvalid');
    if (!Number.isFinite(hours) || hours <= 0 || hours > 24 * 30)
      found.ttl = t('backOffice.settings.ttlInvalid');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const patch: PageSettingsPatch = {
      ...switches,
      allowedCitiesWithoutCpf: cityCodes,
      allowedDealersWithoutCpf: listOf(dealers),
      locationTtlMs: Math.round(hours * 3_600_000),
    };
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
    <section className="bo-page" aria-labelledby={ids.heading}>
      <h1 id={ids.heading}>{t('backOffice.settings.title', { brand: settings.brandName })}</h1>
      <p>{t('backOffice.settings.intro', { market: t(`locales.${locale}`) })}</p>
      <form className="bo-editor" noValidate onSubmit={(event) => void save(event)}>
        <fieldset>
          <legend>{t('backOffice.settings.switches')}</legend>
          {SWITCHES.map((key) => (
            <label key={key} className="bo-switch">
              <input
                type="checkbox"
                checked={switches[key]}
                onChange={(event) => setSwitches({ ...switches, [key]: event.target.checked })}
              />
              {t(`backOffice.settings.labels.${key}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={ids.cities}>{t('backOffice.settings.cities')}</label>
        <input
          id={ids.cities}
          value={cities}
          onChange={(event) => setCities(event.target.value)}
          aria-invalid={errors.cities ? true : undefined}
          aria-describedby={errors.cities ? `${ids.cities}-error` : undefined}
        />
        {errors.cities ? (
          <p className="bo-error" id={`${ids.cities}-error`}>
            {errors.cities}
          </p>
        ) : null}
        <label htmlFor={ids.dealers}>{t('backOffice.settings.dealers')}</label>
        <input id={ids.dealers} value={dealers} onChange={(event) => setDealers(event.target.value)} />
        <label htmlFor={ids.ttl}>{t('backOffice.settings.ttl')}</label>
        <input
          id={ids.ttl}
          inputMode="decimal"
          value={ttlHours}
          onChange={(event) => setTtlHours(event.target.value)}
          aria-invalid={errors.ttl ? true : undefined}
          aria-describedby={errors.ttl ? `${ids.ttl}-error` : undefined}
        />
        {errors.ttl ? (
          <p className="bo-error" id={`${ids.ttl}-error`}>
            {errors.ttl}
          </p>
        ) : null}
        <div className="bo-toolbar">
          <button type="submit" className="button" disabled={saving}>
            {t('backOffice.settings.save')}
          </button>
        </div>
      </form>
    </section>
  );
}
