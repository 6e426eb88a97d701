import { AddDependentRequest, type ClubAccess, FamilyIncomeUpdate, JoinClubRequest } from '@autohub/contract';
import { DEPENDENT_RELATIONSHIPS, FAMILY_INCOME_BANDS, MARKETS, discountClubOf } from '@autohub/domain';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSearchParams } from 'react-router';
import { CheckboxField, MaskedField, SelectField, TextField } from '../../components/form-field/fields';
import { Form, useContractForm } from '../../components/form-field/form';
import { applyApiErrors } from '../../components/form-field/api-errors';
import { SignInFirst } from '../../components/sign-in-first/sign-in-first';
import { type PickedBuild, VersionPicker } from '../../components/version-picker/version-picker';
import { userMessageOf } from '../../lib/api/api-client';
import { formatMoney } from '../../lib/format/format';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { useSession } from '../../lib/session/session';
import './discount-club.css';
import {
  addDependent,
  clubAccessKey,
  clubAccessQuery,
  clubPriceQuery,
  joinClub,
  partnershipQuery,
  removeDependent,
  servicePricesQuery,
  updateIncome,
} from './discount-club.api';
import { Skeleton } from '../../components/ui/skeleton';

const percent = (basisPoints: number, locale: string) =>
  `${(basisPoints / 100).toLocaleString(locale, { maximumFractionDigits: 2 })}%`;
type JoinValues = (typeof JoinClubRequest)['_output'];
type DependentValues = (typeof AddDependentRequest)['_output'];
type IncomeValues = (typeof FamilyIncomeUpdate)['_output'];

/** The form's field of an api path, when the form has that field. */
const fieldAmong = (names: readonly string[]) => (path: string) => (names.includes(path) ? path : undefined);

/** The discount club of the page's market: join, the member's page with dependents, and club prices. */
export function DiscountClubPage() {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const session = useSession();
  const club = discountClubOf(MARKETS[locale].country);
  useDocumentTitle(t('club.title'));
  const access = useQuery(clubAccessQuery(club.id, Boolean(session.user)));
  if (session.status === 'LOADING') return <Skeleton variant="page" label={t('app.loading')} />;
  if (!session.user)
    return (
      <SignInFirst
        className="club-page"
        headingId="club-title"
        title={t('club.title')}
        reason={t('club.signIn')}
        page="discount-club"
      />
    );
  return (
    <div className="club-page">
      <h1>{t('club.title')}</h1>
      <p>{t('club.lead')}</p>
      <p>
        {t('club.benefits', {
          build: percent(club.buildDiscount, locale),
          service: percent(club.serviceDiscount, locale),
          max: club.maxDependents,
        })}
      </p>
      {access.isPending ? <Skeleton count={2} label={t('app.loading')} /> : null}
      {access.isError ? <p role="alert">{userMessageOf(access.error)}</p> : null}
      {access.data?.standing === 'NOT_MEMBER' ? <JoinForm clubId={club.id} /> : null}
      {access.data?.standing === 'DEPENDENT' ? (
        <p className="club-card">{t('club.dependentOf', { name: access.data.holderFirstName ?? '' })}</p>
      ) : null}
      {access.data?.member ? <MemberArea clubId={club.id} access={access.data} /> : null}
      {access.data && access.data.standing !== 'NOT_MEMBER' ? <ClubPrices clubId={club.id} /> : null}
    </div>
  );
}

function JoinForm({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const token = search.get('token');
  const partner = useQuery(partnershipQuery(token));
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const country = MARKETS[locale].country;
  const form = useContractForm<{ document: string; familyIncome: string; acceptTerms: boolean }, JoinValues>(
    JoinClubRequest,
    { defaultValues: { document: '', familyIncome: 'NOT_INFORMED', acceptTerms: false } },
  );

  async function submit(values: JoinValues) {
    setBusy(true);
    setFailure(null);
    try {
      const access = await joinClub(clubId, {
        ...values,
        ...(token && partner.data ? { partnershipToken: token } : {}),
      });
      queryClient.setQueryData(clubAccessKey(clubId), access);
    } catch (caught) {
      if (!applyApiErrors(form, caught, locale, fieldAmong(['document', 'familyIncome', 'acceptTerms'])))
        setFailure(userMessageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="club-join" className="club-card">
      <h2 id="club-join">{t('club.joinTitle')}</h2>
      {partner.data ? (
        <p>{t('club.partnerLink', { partner: partner.data.partner, hint: partner.data.documentHint })}</p>
      ) : null}
      {partner.isError ? <p role="alert">{userMessageOf(partner.error)}</p> : null}
      <Form form={form} className="club-form" onSubmit={submit}>
        {partner.data ? null : (
          <MaskedField
            name="document"
            className="club-field"
            mask="taxId"
            label={country === 'AR' ? t('club.documentAR') : t('club.documentBR')}
            maxLength={24}
          />
        )}
        <SelectField name="familyIncome" className="club-field" label={t('club.familyIncome')}>
          {FAMILY_INCOME_BANDS.map((band) => (
            <option key={band} value={band}>
              {t(`club.incomes.${band}`)}
            </option>
          ))}
        </SelectField>
        <CheckboxField name="acceptTerms" className="club-field" label={t('club.acceptTerms')} />
        {failure ? <p role="alert">{failure}</p> : null}
        <button type="submit" className="button" disabled={busy}>
          {t('club.join')}
        </button>
      </Form>
    </section>
  );
}

function MemberArea({ clubId, access }: { clubId: string; access: ClubAccess }) {
  const { t } = useTranslation();
  const { locale } = useBrandLocale();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const member = access.member!;
  const country = MARKETS[locale].country;
  const [busy, setBusy] = useState(false);
  const update = (next: ClubAccess) => queryClient.setQueryData(clubAccessKey(clubId), next);
  const dependentForm = useContractForm<
    { name: string; document: string; relationship: string },
    DependentValues
  >(AddDependentRequest, { defaultValues: { name: '', document: '', relationship: '' } });
  const incomeForm = useContractForm<{ familyIncome: string }, IncomeValues>(FamilyIncomeUpdate, {
    defaultValues: { familyIncome: member.familyIncome },
  });

  async function add(values: DependentValues) {
    setBusy(true);
    try {
      update(await addDependent(clubId, values));
      dependentForm.reset();
      popups.toast(t('club.added'), { kind: 'success' });
    } catch (caught) {
      if (!applyApiErrors(dependentForm, caught, locale, fieldAmong(['name', 'document', 'relationship'])))
        popups.toast(userMessageOf(caught), { kind: 'error' });
    } finally {
      setBusy(false);
    }
  }

  async function remove(id: string) {
    try {
      update(await removeDependent(clubId, id));
      popups.toast(t('club.removed'), { kind: 'success' });
    } catch (caught) {
      popups.toast(userMessageOf(caught), { kind: 'error' });
    }
  }

  async function saveIncome({ familyIncome }: IncomeValues) {
    try {
      update(await updateIncome(member.id, familyIncome));
      popups.toast(t('club.incomeSaved'), { kind: 'success' });
    } catch (caught) {
      popups.toast(userMessageOf(caught), { kind: 'error' });
    }
  }

  return (
    <>
      <section aria-labelledby="club-member" className="club-card">
        <h2 id="club-member">{t('club.memberTitle')}</h2>
        <p>
          {t('club.coupon')}: <span className="club-coupon">{member.couponCode}</span> ·{' '}
          {t('club.couponUntil', { date: new Date(member.couponValidUntil).toLocaleDateString(locale) })}
        </p>
        <p>{t('club.documentIs', { hint: member.documentHint })}</p>
        <Form form={incomeForm} className="club-form" onSubmit={saveIncome}>
          <SelectField name="familyIncome" label={t('club.familyIncome')}>
            {FAMILY_INCOME_BANDS.map((band) => (
              <option key={band} value={band}>
                {t(`club.incomes.${band}`)}
              </option>
            ))}
          </SelectField>
          <button type="submit" className="button button--secondary">
            {t('club.saveIncome')}
          </button>
        </Form>
      </section>
      <section aria-labelledby="club-dependents" className="club-card">
        <h2 id="club-dependents">
          {t('club.dependentsTitle', { count: member.dependents.length, max: access.club.maxDependents })}
        </h2>
        {member.dependents.length === 0 ? <p>{t('club.noDependents')}</p> : null}
        <ul className="club-dependents">
          {member.dependents.map((d) => (
            <li key={d.id}>
              <span>
                {d.name} · {t(`club.relationships.${d.relationship}`)} · {d.documentHint}
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('club.removeNamed', { name: d.name })}
                onClick={() => void remove(d.id)}
              >
                {t('club.remove')}
              </button>
            </li>
          ))}
        </ul>
        <Form form={dependentForm} className="club-form" onSubmit={add} aria-label={t('club.addDependent')}>
          <TextField name="name" className="club-field" label={t('club.dependentName')} maxLength={200} />
          <MaskedField
            name="document"
            className="club-field"
            mask="taxId"
            label={country === 'AR' ? t('club.dependentDocumentAR') : t('club.dependentDocumentBR')}
            maxLength={24}
          />
          <SelectField name="relationship" className="club-field" label={t('club.relationship')}>
            <option value="">{t('club.choose')}</option>
            {DEPENDENT_RELATIONSHIPS.map((r) => (
              <option key={r} value={r}>
                {t(`club.relationships.${r}`)}
              </option>
            ))}
          </SelectField>
          <button type="submit" className="button" disabled={busy}>
            {t('club.addDependent')}
          </button>
        </Form>
      </section>
    </>
  );
}

function ClubPrices({ clubId }: { clubId: string }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const country = MARKETS[locale].country;
  const [build, setBuild] = useState<{
    mvsCode: string;
    year: number;
    colorCode: string;
    country: typeof country;
  } | null>(null);
  const [showServices, setShowServices] = useState(false);
  const onChange = useCallback(
    (picked: PickedBuild | null) =>
      setBuild(
        picked ? { mvsCode: picked.mvsCode, year: picked.year, colorCode: picked.colorCode, country } : null,
      ),
    [country],
  );
  const price = useQuery(clubPriceQuery(clubId, build));
  const services = useQuery(
    servicePricesQuery(clubId, brand, country, showServices && build ? build.mvsCode : null),
  );
  const money = (cents: number | null, currency?: 'BRL' | 'ARS') =>
    cents === null ? t('club.priceUnavailable') : formatMoney(cents, locale, currency);
  return (
    <section aria-labelledby="club-price" className="club-card">
      <h2 id="club-price">{t('club.priceTitle')}</h2>
      <VersionPicker
        onChange={onChange}
        labels={{ model: t('club.model'), version: t('club.version'), choose: t('club.choose') }}
      />
      {price.isFetching ? <p role="status">{t('app.loading')}</p> : null}
      {price.isError ? <p role="alert">{userMessageOf(price.error)}</p> : null}
      {price.data ? (
        <>
          <dl className="club-prices">
            <dt>{t('club.listPrice')}</dt>
            <dd>{money(price.data.listPrice, price.data.currency)}</dd>
            <dt>{t('club.discount', { percent: percent(price.data.basisPoints, locale) })}</dt>
            <dd>{money(price.data.discount, price.data.currency)}</dd>
            <dt>{t('club.clubPrice')}</dt>
            <dd className="club-price">{money(price.data.price, price.data.currency)}</dd>
          </dl>
          <p>{t('club.useCoupon', { coupon: price.data.couponCode })}</p>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={showServices}
            onClick={() => setShowServices(!showServices)}
          >
            {t('club.showServices')}
          </button>
        </>
      ) : null}
      {services.isError ? <p role="alert">{userMessageOf(services.error)}</p> : null}
      {showServices && services.data ? (
        <table className="data-table data-table--cards club-services">
          <caption>{t('club.servicesTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('club.servicesTitle')}</th>
              <th scope="col">{t('club.listPrice')}</th>
              <th scope="col">{t('club.clubPrice')}</th>
            </tr>
          </thead>
          <tbody>
            {services.data.services.map((s) => (
              <tr key={s.code}>
                <th scope="row">{s.label}</th>
                <td data-label={t('club.listPrice')}>{money(s.listPrice, services.data.currency)}</td>
                <td data-label={t('club.clubPrice')}>{money(s.price, services.data.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
