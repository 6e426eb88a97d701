import { BuiltCarInput, type GarageCar, type GarageList, OwnedCarInput } from '@autohub/contract';
import { BRANDS, BRAND_SLUGS, readMileage } from '@autohub/domain';
import { useQuery, useQueryClient } from '../../lib/query/query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { userMessageOf } from '../../lib/api/api-client';
import { formatMoney } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import { SelectField, TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { addOwned, addWanted, garageQuery, makeExclusive, removeCar } from './garage.api';
import './garage.css';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';

/** The garage of the signed-in person: owned, visited (built in the configurator) and wanted cars. */
export function GaragePage() {
  const { t } = useTranslation();
  const session = useSession();
  const { brand, locale } = useBrandLocale();
  useDocumentTitle(t('garage.title'));
  if (session.status === 'LOADING') return <Skeleton variant="page" label={t('app.loading')} />;
  if (!session.user) {
    return (
      <SignInFirst
        className="garage-signed-out"
        headingId="garage-title"
        title={t('garage.title')}
        reason={t('garage.signedOut')}
        page="garage"
      />
    );
  }
  return (
    <div className="garage-page">
      <div className="garage-page__head">
        <p>
          <AppLink to={brandPath(locale, brand, 'account')}>{t('garage.backToAccount')}</AppLink>
        </p>
        <h1>{t('garage.title')}</h1>
      </div>
      <CarList list="owned" form={<OwnedForm />} />
      <CarList list="visited" />
      <CarList list="wanted" form={<WantedForm />} />
    </div>
  );
}

function carTitle(car: GarageCar): string {
  return [BRANDS[car.brand].name, car.model, car.version].filter(Boolean).join(' ');
}

function CarList({ list, form }: { list: GarageList; form?: ReactNode }) {
  const { t } = useTranslation();
  const { locale, brand } = useBrandLocale();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const cars = useQuery(garageQuery(list));

  async function remove(car: GarageCar) {
    try {
      await removeCar(list, car.id);
      await queryClient.invalidateQueries({ queryKey: ['garage', list] });
      popups.toast(list === 'owned' ? t('garage.removedOwned') : t('garage.removed'), { kind: 'success' });
    } catch (caught) {
      popups.toast(userMessageOf(caught), { kind: 'error' });
    }
  }

  async function exclusive(car: GarageCar) {
    try {
      await makeExclusive(car.id);
      await queryClient.invalidateQueries({ queryKey: ['garage', 'owned'] });
      popups.toast(t('garage.exclusiveDone'), { kind: 'success' });
    } catch (caught) {
      popups.toast(userMessageOf(caught), { kind: 'error' });
    }
  }

  const headingId = `garage-${list}`;
  return (
    <section className="garage-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t(`garage.lists.${list}`)}</h2>
      {cars.isPending ? <Skeleton variant="lines" count={2} label={t('app.loading')} /> : null}
      {cars.isError ? <p role="alert">{userMessageOf(cars.error)}</p> : null}
      {cars.data && cars.data.cars.length === 0 ? (
        <EmptyState
          compact
          picture="car"
          testId={`garage-empty-${list}`}
          action={
            list === 'visited' ? (
              <AppLink className="button button--secondary" to={brandPath(locale, brand, 'builder')}>
                {t('garage.buildAction')}
              </AppLink>
            ) : undefined
          }
        >
          {t(`garage.empty.${list}`)}
        </EmptyState>
      ) : null}
      {cars.data && cars.data.cars.length > 0 ? (
        <ul className="garage-list" aria-labelledby={headingId}>
          {cars.data.cars.map((car) => (
            <li key={car.id} className="garage-car">
              <div>
                <h3>{carTitle(car)}</h3>
                <p>
                  {[
                    car.modelYear ?? car.year,
                    car.plate ? t('garage.plateIs', { plate: car.plate }) : null,
                    car.mileage !== null ? t('garage.mileageIs', { km: car.mileage.toLocaleString(locale) }) : null,
                    car.total !== null ? formatMoney(car.total, locale) : null,
                    car.exclusive ? t('garage.exclusive') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
              </div>
              <div className="garage-actions">
                {list === 'owned' && !car.exclusive && car.chassis ? (
                  <button type="button" className="button button--secondary" onClick={() => void exclusive(car)}>
                    {t('garage.makeExclusive')}
                  </button>
                ) : null}
                <button type="button" className="button button--secondary" onClick={() => void remove(car)} aria-label={t('garage.removeNamed', { car: carTitle(car) })}>
                  {t('garage.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {list === 'owned' ? <p className="form-field__hint">{t('garage.removeOwnedNote')}</p> : null}
      {form}
    </section>
  );
}

function BrandSelectField({ label }: { label: string }) {
  return (
    <SelectField name="brand" label={label}>
      {BRAND_SLUGS.map((slug) => (
        <option key={slug} value={slug}>
          {BRANDS[slug].name}
        </option>
      ))}
    </SelectField>
  );
}

const numberOrUndefined = (value: string) => {
  const text = value.trim();
  return text === '' ? undefined : Number(text);
};
/** A typed mileage as the domain reads it ("45.000" is 45000); anything else fails the schema. */
const mileageOrUndefined = (value: string) => {
  const text = value.trim();
  if (text === '') return undefined;
  const reading = readMileage(text);
  return reading.ok ? reading.km : Number.NaN;
};
const textOrUndefined = (value: string) => {
  const text = value.trim();
  return text === '' ? undefined : text;
};

interface OwnedValues {
  brand: string;
  model: string;
  version: string;
  modelYear: string;
  plate: string;
  chassis: string;
  mileage: string;
}

function OwnedForm() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const form = useContractForm<OwnedValues, OwnedCarInput>(OwnedCarInput, {
    defaultValues: { brand, model: '', version: '', modelYear: '', plate: '', chassis: '', mileage: '' },
    prepare: (values) => ({
      brand: values.brand,
      model: values.model,
      version: textOrUndefined(values.version),
      modelYear: numberOrUndefined(values.modelYear),
      plate: textOrUndefined(values.plate),
      chassis: textOrUndefined(values.chassis),
      mileage: mileageOrUndefined(values.mileage),
    }),
  });

  async function submit(data: OwnedCarInput) {
    try {
      await addOwned(data);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ['garage', 'owned'] });
      popups.toast(t('garage.added'), { kind: 'success' });
    } catch (caught) {
      if (!applyApiErrors(form, caught, locale)) popups.toast(userMessageOf(caught), { kind: 'error' });
    }
  }
  return (
    <Form form={form} className="garage-form" onSubmit={submit} aria-label={t('garage.addOwned')}>
      <BrandSelectField label={t('garage.fields.brand')} />
      <TextField name="model" label={t('garage.fields.model')} />
      <TextField name="version" label={t('garage.fields.version')} />
      <TextField name="modelYear" label={t('garage.fields.modelYear')} inputMode="numeric" maxLength={4} />
      <TextField name="plate" label={t('garage.fields.plate')} />
      <TextField name="chassis" label={t('garage.fields.chassis')} />
      <TextField name="mileage" label={t('garage.fields.mileage')} inputMode="numeric" />
      <button type="submit" className="button">
        {t('garage.addOwned')}
      </button>
    </Form>
  );
}

function WantedForm() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const form = useContractForm<{ brand: string; model: string }, BuiltCarInput>(BuiltCarInput, {
    defaultValues: { brand, model: '' },
  });

  async function submit(data: BuiltCarInput) {
    try {
      await addWanted(data);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: ['garage', 'wanted'] });
    } catch (caught) {
      if (!applyApiErrors(form, caught, locale)) popups.toast(userMessageOf(caught), { kind: 'error' });
    }
  }

  return (
    <Form form={form} className="garage-form" onSubmit={submit} aria-label={t('garage.addWanted')}>
      <BrandSelectField label={t('garage.fields.brand')} />
      <TextField name="model" label={t('garage.fields.model')} />
      <button type="submit" className="button">
        {t('garage.addWanted')}
      </button>
    </Form>
  );
}
