import { type EmployeeValidation, EmployeeValidateRequest } from '@autohub/contract';
import { B2E_PROGRAMS, MARKETS, type B2EBuyerType, applyDiscount, b2eBuysThroughHolder } from '@autohub/domain';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useNavigate } from 'react-router';
import { useCallback, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { SelectField, TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { type PickedBuild, VersionPicker } from '../../components/version-picker/version-picker';
import { userMessageOf } from '../../lib/api/api-client';
import { formatMoney } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import {
  type BuildQuery,
  availabilityQuery,
  billUrl,
  eperQuery,
  programCarsQuery,
  programPriceQuery,
  reserveProgramCar,
  validateEmployee,
} from './b2e.api';
import './b2e.css';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';

const percent = (basisPoints: number, locale: string) =>
  `${(basisPoints / 100).toLocaleString(locale, { maximumFractionDigits: 2 })}%`;

/** Employee purchase: validate the tie to a partner company, then see the program price of a build. */
export function B2EPage() {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const session = useSession();
  const market = MARKETS[locale].country;
  useDocumentTitle(t('b2e.title'));
  const signedIn = Boolean(session.user);
  const eper = useQuery(eperQuery(market, signedIn));
  return (
    <div className="b2e-page">
      <h1>{t('b2e.title')}</h1>
      <p>{t('b2e.lead')}</p>
      <ValidateForm signedIn={signedIn} />
      {signedIn ? (
        <section aria-labelledby="b2e-standing" className="b2e-card">
          <h2 id="b2e-standing">{t('b2e.standingTitle')}</h2>
          {eper.isPending ? <Skeleton count={2} label={t('app.loading')} /> : null}
          {eper.data ? (
            <p>
              {t(`b2e.standing.${eper.data.status}`, {
                date: eper.data.expiresAt ? new Date(eper.data.expiresAt).toLocaleDateString(locale) : '',
              })}
              {eper.data.status === 'VALID' && eper.data.companyName
                ? ` ${eper.data.companyName} · ${t(`b2e.buyerTypes.${eper.data.buyerType ?? 'employee'}`)} · ${percent(eper.data.discountBasisPoints, locale)}`
                : ''}
            </p>
          ) : null}
          {eper.data?.status === 'VALID' && eper.data.validationId ? (
            <ProgramPrice validationId={eper.data.validationId} />
          ) : null}
        </section>
      ) : (
        <p>
          <AppLink
            to={`${brandPath(locale, brand, 'auth/sign-in')}?returnTo=${encodeURIComponent(brandPath(locale, brand, 'employee-purchase'))}`}
          >
            {t('b2e.signInToKeep')}
          </AppLink>
        </p>
      )}
    </div>
  );
}

/** The validation form as typed: the holder's document only counts for who buys through one. */
interface ValidateValues {
  buyerType: B2EBuyerType;
  companyCode: string;
  employeeCode: string;
  document: string;
  holderDocument: string;
}

function ValidateForm({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const market = MARKETS[locale].country;
  const queryClient = useQueryClient();
  const types = B2E_PROGRAMS[market].buyerTypes;
  const [result, setResult] = useState<EmployeeValidation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useContractForm<ValidateValues, EmployeeValidateRequest>(EmployeeValidateRequest, {
    defaultValues: {
      buyerType: 'employee',
      companyCode: '',
      employeeCode: '',
      document: '',
      holderDocument: '',
    },
    prepare: (values) => ({
      ...values,
      market,
      holderDocument: b2eBuysThroughHolder(market, values.buyerType) ? values.holderDocument : '',
    }),
  });
  const buyerType = useWatch({ control: form.control, name: 'buyerType' });
  const holder = b2eBuysThroughHolder(market, buyerType);

  async function submit(request: EmployeeValidateRequest) {
    setBusy(true);
    setFailure(null);
    try {
      setResult(
        await validateEmployee({
          ...request,
          document: request.document ?? '',
          holderDocument: request.holderDocument ?? '',
        }),
      );
      await queryClient.invalidateQueries({ queryKey: ['b2e'] });
    } catch (caught) {
      setResult(null);
      if (!applyApiErrors(form, caught, locale)) setFailure(userMessageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="b2e-validate" className="b2e-card">
      <h2 id="b2e-validate">{t('b2e.validateTitle')}</h2>
      <Form form={form} onSubmit={submit} className="b2e-form">
        <SelectField name="buyerType" className="b2e-field" label={t('b2e.buyerType')}>
          {types.map((type) => (
            <option key={type} value={type}>
              {t(`b2e.buyerTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          name="companyCode"
          className="b2e-field"
          label={t('b2e.companyCode')}
          maxLength={40}
          autoComplete="organization"
        />
        <TextField
          name="employeeCode"
          className="b2e-field"
          label={t('b2e.employeeCode')}
          maxLength={40}
          autoComplete="off"
        />
        <TextField
          name="document"
          className="b2e-field"
          label={market === 'AR' ? t('b2e.documentAR') : t('b2e.documentBR')}
          maxLength={40}
          autoComplete="off"
        />
        {holder ? (
          <TextField
            name="holderDocument"
            className="b2e-field"
            label={market === 'AR' ? t('b2e.holderDocumentAR') : t('b2e.holderDocumentBR')}
            maxLength={40}
            autoComplete="off"
          />
        ) : null}
        <button type="submit" className="button" disabled={busy}>
          {busy ? t('b2e.validating') : t('b2e.validate')}
        </button>
      </Form>
      {failure ? <p role="alert">{failure}</p> : null}
      {result ? (
        <div role="status" className="b2e-result">
          {result.eligible ? (
            <p>
              {t('b2e.eligible', {
                company: result.companyName ?? '',
                discount: percent(result.discountBasisPoints, locale),
              })}
            </p>
          ) : (
            <>
              <p>{t('b2e.notEligible')}</p>
              <ul>
                {result.impediments.map((i) => (
                  <li key={i.code}>{i.message}</li>
                ))}
              </ul>
            </>
          )}
          {result.eligible && !signedIn ? <p>{t('b2e.signInToKeep')}</p> : null}
        </div>
      ) : null}
    </section>
  );
}

function ProgramPrice({ validationId }: { validationId: string }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const country = MARKETS[locale].country;
  const [build, setBuild] = useState<BuildQuery | null>(null);
  const onChange = useCallback(
    (picked: PickedBuild | null) =>
      setBuild(
        picked ? { mvsCode: picked.mvsCode, year: picked.year, colorCode: picked.colorCode, country } : null,
      ),
    [country],
  );
  const price = useQuery(programPriceQuery(build));
  const availability = useQuery(availabilityQuery(brand, build));
  const money = (cents: number | null) =>
    cents === null ? t('b2e.priceUnavailable') : formatMoney(cents, locale, price.data?.currency);
  async function openBill() {
    if (!build) return;
    const link = await billUrl(build, validationId);
    window.open(link.url, '_blank', 'noopener');
  }
  return (
    <div className="b2e-price">
      <h3>{t('b2e.priceTitle')}</h3>
      <VersionPicker
        onChange={onChange}
        labels={{ model: t('b2e.model'), version: t('b2e.version'), choose: t('b2e.choose') }}
      />
      {price.isFetching ? <p role="status">{t('app.loading')}</p> : null}
      {price.isError ? <p role="alert">{userMessageOf(price.error)}</p> : null}
      {price.data ? (
        <dl className="b2e-prices">
          <dt>{t('b2e.listPrice')}</dt>
          <dd>{money(price.data.listPrice)}</dd>
          <dt>{t('b2e.discount', { percent: percent(price.data.basisPoints, locale) })}</dt>
          <dd>{money(price.data.discount)}</dd>
          <dt>{t('b2e.programPrice')}</dt>
          <dd className="b2e-program-price">{money(price.data.price)}</dd>
        </dl>
      ) : null}
      {availability.data ? (
        <p>
          {availability.data.available
            ? t('b2e.availability.yes', { units: availability.data.units })
            : t('b2e.availability.no')}
        </p>
      ) : null}
      {price.data?.price !== null && price.data ? (
        <button type="button" className="button button--secondary" onClick={() => void openBill()}>
          {t('b2e.bill')}
        </button>
      ) : null}
      {price.data?.price !== null && price.data ? (
        <ProgramCars build={build} basisPoints={price.data.basisPoints} />
      ) : null}
    </div>
  );
}

/**
 * The cars of the build in dealer stock, each reservable at the program price. Each car shows its
 * own program price: a car of another colour than the build's costs what its colour costs.
 */
function ProgramCars({ build, basisPoints }: { build: BuildQuery | null; basisPoints: number }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const navigate = useNavigate();
  const cars = useQuery(programCarsQuery(brand, build));
  const [attempt, setAttempt] = useState<{ unitId: string; key: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  async function reserve(campaignId: string, unitId: string) {
    // A retry of the same car reuses its key, so a double click makes one reservation.
    const key = attempt?.unitId === unitId ? attempt.key : crypto.randomUUID();
    setAttempt({ unitId, key });
    setFailure(null);
    try {
      const order = await reserveProgramCar(campaignId, unitId, key);
      await navigate(brandPath(locale, brand, `reservation/orders/${order.id}`));
    } catch (caught) {
      setFailure(userMessageOf(caught));
      setAttempt(null);
    }
  }
  if (!cars.data) return null;
  const { campaignId, units } = cars.data;
  return (
    <section aria-labelledby="b2e-cars" className="b2e-cars">
      <h3 id="b2e-cars">{t('b2e.reserve.title')}</h3>
      <p className="b2e-note">{t('b2e.reserve.lead')}</p>
      {units.length === 0 || !campaignId ? <EmptyState compact>{t('b2e.reserve.none')}</EmptyState> : null}
      <ul>
        {units.map((unit) => (
          <li key={unit.unitId}>
            <span>{[unit.colorName, unit.dealerName, unit.city].filter(Boolean).join(' · ')}</span>{' '}
            {unit.priceCents !== null ? (
              <strong className="b2e-unit-price" data-testid="unit-program-price">
                {formatMoney(applyDiscount(unit.priceCents, basisPoints).price, locale, unit.currency)}
              </strong>
            ) : null}{' '}
            <button
              type="button"
              className="button"
              disabled={attempt !== null}
              onClick={() => void reserve(campaignId!, unit.unitId)}
            >
              {attempt?.unitId === unit.unitId ? t('b2e.reserve.busy') : t('b2e.reserve.button')}
            </button>
          </li>
        ))}
      </ul>
      {failure ? <p role="alert">{failure}</p> : null}
    </section>
  );
}
