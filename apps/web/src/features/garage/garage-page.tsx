import { BuiltCarInput, type GarageCar, type GarageList, OwnedCarInput } from '@autohub/contract';
import { BRANDS, BRAND_SLUGS, readMileage } from '@autohub/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userMessageOf } from '../../lib/api/api-client';
import { formatMoney } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import { type Errors, check } from './field-errors';
import { FormField, describedBy } from './form-field';
import { addOwned, addWanted, garageQuery, makeExclusive, removeCar } from './garage.api';
import './garage.css';

/** The garage of the signed-in person: owned, visited (built in the configurator) and wanted cars. */
export function GaragePage() {
  const { t } = useTranslation();
  const session = useSession();
  const { brand, locale } = useBrandLocale();
  useDocumentTitle(t('garage.title'));
  if (session.status === 'LOADING') return <p role="status">{t('app.loading')}</p>;
  if (!session.user) {
    return (
      <div className="garage-page">
        <h1>{t('garage.title')}</h1>
        <p>{t('garage.signedOut')}</p>
        <AppLink className="button" to={`${brandPath(locale, brand, 'auth/sign-in')}?returnTo=${encodeURIComponent(brandPath(locale, brand, 'garage'))}`}>
          {t('auth.signIn')}
        </AppLink>
      </div>
    );
  }
  return (
    <div className="garage-page">
      <h1>{t('garage.title')}</h1>
      <p>
        <AppLink to={brandPath(locale, brand, 'account')}>{t('garage.backToAccount')}</AppLink>
      </p>
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
  const { locale } = useBrandLocale();
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
      {cars.isPending ? <p role="status">{t('app.loading')}</p> : null}
      {cars.isError ? <p role="alert">{userMessageOf(cars.error)}</p> : null}
      {cars.data && cars.data.cars.length === 0 ? <p className="garage-empty">{t(`garage.empty.${list}`)}</p> : null}
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
      {list === 'owned' ? <p className="garage-field__hint">{t('garage.removeOwnedNote')}</p> : null}
      {form}
    </section>
  );
}

function BrandSelect({ id }: { id: string }) {
  const { brand } = useBrandLocale();
  return (
    <select id={id} name="brand" defaultValue={brand}>
      {BRAND_SLUGS.map((slug) => (
        <option key={slug} value={slug}>
          {BRANDS[slug].name}
        </option>
      ))}
    </select>
  );
}

const numberOrUndefined = (value: FormDataEntryValue | null) => {
  const text = String(value ?? '').trim();
  return text === '' ? undefined : Number(text);
};
/** A typed mileage as the domain reads it ("45.000" is 45000); anything else fails the schema. */
const mileageOrUndefined = (value: FormDataEntryValue | null) => {
  const text = String(value ?? '').trim();
  if (text === '') return undefined;
  const reading = readMileage(text);
  return reading.ok ? reading.km : Number.NaN;
};
const textOrUndefined = (value: FormDataEntryValue | null) => {
  const text = String(value ?? '').trim();
  return text === '' ? undefined : text;
};

function OwnedForm() {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const ids = { brand: useId(), model: useId(), version: useId(), modelYear: useId(), plate: useId(), chassis: useId(), mileage: useId() };
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { data, errors: found } = check(
      OwnedCarInput,
      {
        brand: form.get('brand'),
        model: String(form.get('model') ?? ''),
        version: textOrUndefined(form.get('version')),
        modelYear: numberOrUndefined(form.get('modelYear')),
        plate: textOrUndefined(form.get('plate')),
        chassis: textOrUndefined(form.get('chassis')),
        mileage: mileageOrUndefined(form.get('mileage')),
      },
      locale,
    );
    setErrors(found);
    if (!data) return;
    try {
      await addOwned(data);
      formRef.current?.reset();
      await queryClient.invalidateQueries({ queryKey: ['garage', 'owned'] });
      popups.toast(t('garage.added'), { kind: 'success' });
    } catch (caught) {
      popups.toast(userMessageOf(caught), { kind: 'error' });
    }
  }

  const field = (name: keyof typeof ids, label: string, input: ReactNode) => (
    <FormField id={ids[name]} label={label} error={errors[name]}>
      {input}
    </FormField>
  );
  return (
    <form ref={formRef} className="garage-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('garage.addOwned')}>
      {field('brand', t('garage.fields.brand'), <BrandSelect id={ids.brand} />)}
      {field('model', t('garage.fields.model'), <input id={ids.model} name="model" {...describedBy(ids.model, errors.model)} />)}
      {field('version', t('garage.fields.version'), <input id={ids.version} name="version" />)}
      {field('modelYear', t('garage.fields.modelYear'), <input id={ids.modelYear} name="modelYear" inputMode="numeric" maxLength={4} {...describedBy(ids.modelYear, errors.modelYear)} />)}
      {field('plate', t('garage.fields.plate'), <input id={ids.plate} name="plate" {...describedBy(ids.plate, errors.plate)} />)}
      {field('chassis', t('garage.fields.chassis'), <input id={ids.chassis} name="chassis" {...describedBy(ids.chassis, errors.chassis)} />)}
      {field('mileage', t('garage.fields.mileage'), <input id={ids.mileage} name="mileage" inputMode="numeric" {...describedBy(ids.mileage, errors.mileage)} />)}
      <button type="submit" className="button">
        {t('garage.addOwned')}
      </button>
    </form>
  );
}

function WantedForm() {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const ids = { brand: useId(), model: useId() };
  const [errors, setErrors] = useState<Errors>({});
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const { data, errors: found } = check(BuiltCarInput, { brand: form.get('brand'), model: String(form.get('model') ?? '') }, locale);
    setErrors(found);
    if (!data) return;
    try {
      await addWanted(data);
      formRef.current?.reset();
      await queryClient.invalidateQueries({ queryKey: ['garage', 'wanted'] });
    } catch (caught) {
      popups.toast(userMessageOf(caught), { kind: 'error' });
    }
  }

  return (
    <form ref={formRef} className="garage-form" onSubmit={(event) => void submit(event)} noValidate aria-label={t('garage.addWanted')}>
      <FormField id={ids.brand} label={t('garage.fields.brand')}>
        <BrandSelect id={ids.brand} />
      </FormField>
      <FormField id={ids.model} label={t('garage.fields.model')} error={errors.model}>
        <input id={ids.model} name="model" {...describedBy(ids.model, errors.model)} />
      </FormField>
      <button type="submit" className="button">
        {t('garage.addWanted')}
      </button>
    </form>
  );
}
