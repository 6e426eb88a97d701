import { MaintenanceSuggestionFields, type PlanRevision } from '@autohub/contract';
import { MAINTENANCE_ITEM_LABELS, MAINTENANCE_SERVICE_LABELS } from '@autohub/domain';
import { useQuery } from '../../lib/query/query';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { userMessageOf } from '../../lib/api/api-client';
import { modelDetailQuery, modelListQuery } from '../../lib/catalogue/catalogue.api';
import { formatMoney } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { fetchSuggestion, maintenancePlanQuery } from './maintenance.api';
import { EmptyState } from '../../components/ui/empty-state';
import './maintenance.css';

interface SuggestValues {
  mileage: string;
  months: string;
}

/**
 * Service and revision selector (spec document 1 §2): the buyer picks the model and version and
 * sees every revision of the maker's plan with its fixed price and items, the price of other
 * services, and, given the mileage and age of the car, which revision comes next.
 */
export function MaintenancePage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const ids = {
    heading: useId(),
    model: useId(),
    version: useId(),
    plan: useId(),
  };
  const [modelCode, setModelCode] = useState('');
  const [mvsCode, setMvsCode] = useState('');
  // "-100" and "abc" are not mileages: the domain's reading, the same the api applies.
  const form = useContractForm<SuggestValues, MaintenanceSuggestionFields>(MaintenanceSuggestionFields, {
    defaultValues: { mileage: '', months: '' },
    extra: ({ months }) =>
      /^\s*\d*\s*$/.test(months) ? [] : [{ path: 'months', message: t('maintenance.monthsInvalid') }],
  });
  const mileage = form.watch('mileage');
  const [suggested, setSuggested] = useState<{ revision: PlanRevision | null } | null>(null);
  const models = useQuery(modelListQuery(brand, settings.country));
  const versions = useQuery({
    ...modelDetailQuery(brand, settings.country, modelCode),
    enabled: modelCode !== '',
  });
  const plan = useQuery(maintenancePlanQuery(brand, settings.country, mvsCode));
  useDocumentTitle(t('maintenance.documentTitle', { brand: settings.brandName }));
  const money = (cents: number) => formatMoney(cents, locale, plan.data?.currency);

  async function suggest({ mileage: km, months: age }: MaintenanceSuggestionFields) {
    try {
      setSuggested(
        await fetchSuggestion({
          brand,
          country: settings.country,
          mvsCode,
          mileageKm: km,
          ...(age === undefined ? {} : { months: age }),
        }),
      );
    } catch (error) {
      form.setError('mileage', { type: 'api', message: userMessageOf(error) }, { shouldFocus: true });
    }
  }

  const next = suggested?.revision ?? null;
  const chosenVersion = versions.data?.versions.find((version) => version.mvs.code === mvsCode);
  /** The scheduling request page, with the car and the revision in the query. */
  const bookingPath = (revision: number | null): string => {
    const params = new URLSearchParams({
      mvs: mvsCode,
      year: String(chosenVersion?.mvs.year ?? ''),
      modelName: plan.data?.modelName ?? '',
      version: plan.data?.versionName ?? '',
      ...(revision === null ? {} : { revision: String(revision) }),
      ...(mileage.trim() === '' ? {} : { km: mileage.replace(/\D/g, '') }),
    });
    return `${brandPath(locale, brand, 'services/book')}?${params.toString()}`;
  };
  return (
    <section className="maintenance-page" aria-labelledby={ids.heading}>
      <h1 id={ids.heading}>{t('maintenance.title')}</h1>
      <p>{t('maintenance.intro')}</p>
      <div className="maintenance-pickers">
        <label htmlFor={ids.model}>{t('maintenance.model')}</label>
        <select
          id={ids.model}
          value={modelCode}
          onChange={(event) => {
            setModelCode(event.target.value);
            setMvsCode('');
            setSuggested(null);
          }}
        >
          <option value="">{t('maintenance.chooseModel')}</option>
          {models.data?.models.map((model) => (
            <option key={model.code} value={model.code}>
              {model.name}
            </option>
          ))}
        </select>
        <label htmlFor={ids.version}>{t('maintenance.version')}</label>
        <select
          id={ids.version}
          value={mvsCode}
          disabled={!versions.data}
          onChange={(event) => {
            setMvsCode(event.target.value);
            setSuggested(null);
          }}
        >
          <option value="">{t('maintenance.chooseVersion')}</option>
          {versions.data?.versions.map((version) => (
            <option key={version.mvs.code} value={version.mvs.code}>
              {version.mvs.versionName} {version.mvs.year}
            </option>
          ))}
        </select>
      </div>
      {plan.isError ? <p role="alert">{userMessageOf(plan.error)}</p> : null}
      {mvsCode === '' ? (
        <EmptyState
          compact
          action={
            <AppLink className="button button--secondary" to={brandPath(locale, brand, 'services/book')}>
              {t('maintenance.book')}
            </AppLink>
          }
        >
          {t('maintenance.choosePrompt')}
        </EmptyState>
      ) : null}

      {plan.data ? (
        <>
          <Form form={form} className="maintenance-suggest" onSubmit={suggest}>
            <h2>{t('maintenance.whichNext')}</h2>
            <TextField name="mileage" label={t('maintenance.mileage')} inputMode="numeric" />
            <TextField name="months" label={t('maintenance.months')} inputMode="numeric" />
            <button type="submit" className="button">
              {t('maintenance.suggest')}
            </button>
          </Form>
          {suggested ? (
            <p className="maintenance-next" role="status">
              {next
                ? t('maintenance.next', {
                    number: next.number,
                    km: next.km.toLocaleString(locale),
                    months: next.months,
                    price: money(next.price),
                  })
                : t('maintenance.beyondPlan')}
            </p>
          ) : null}
          <p>
            <AppLink className="button" to={bookingPath(next?.number ?? null)}>
              {next ? t('maintenance.bookNext', { number: next.number }) : t('maintenance.book')}
            </AppLink>
          </p>

          <table className="data-table data-table--cards maintenance-table" aria-labelledby={ids.plan}>
            <caption id={ids.plan}>
              {t('maintenance.planOf', { car: `${plan.data.modelName} ${plan.data.versionName}` })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('maintenance.revision')}</th>
                <th scope="col">{t('maintenance.dueAt')}</th>
                <th scope="col">{t('maintenance.items')}</th>
                <th scope="col">{t('maintenance.price')}</th>
              </tr>
            </thead>
            <tbody>
              {plan.data.revisions.map((revision) => (
                <tr
                  key={revision.number}
                  className={next?.number === revision.number ? 'maintenance-row--next' : undefined}
                  aria-current={next?.number === revision.number ? 'true' : undefined}
                >
                  <th scope="row">{t('maintenance.nth', { number: revision.number })}</th>
                  <td data-label={t('maintenance.dueAt')}>
                    {t('maintenance.due', {
                      km: revision.km.toLocaleString(locale),
                      months: revision.months,
                    })}
                  </td>
                  <td data-label={t('maintenance.items')}>
                    {revision.items.map((item) => MAINTENANCE_ITEM_LABELS[item][locale]).join(', ')}
                  </td>
                  <td data-label={t('maintenance.price')}>{money(revision.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>

          <h2>{t('maintenance.otherServices')}</h2>
          <ul className="maintenance-services">
            {plan.data.services.map((service) => (
              <li key={service.code}>
                <span>{MAINTENANCE_SERVICE_LABELS[service.code][locale]}</span>{' '}
                <strong>{money(service.price)}</strong>
              </li>
            ))}
          </ul>
          <p className="maintenance-note">{t('maintenance.note')}</p>
          <AppLink className="button button--secondary" to={brandPath(locale, brand, 'dealers')}>
            {t('maintenance.findDealer')}
          </AppLink>
        </>
      ) : null}
    </section>
  );
}
