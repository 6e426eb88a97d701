import { USER_DATA_STEPS, type UserDataStep, type UserSelf, type UserSelfPatch } from '@autohub/contract';
import { useQuery, useQueryClient } from '../../lib/query/query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate, useParams } from 'react-router';
import { type ChosenDealer, DealerChoice } from '../../components/dealer-choice/dealer-choice';
import { ApiError, userMessageOf } from '../../lib/api/api-client';
import { useDocumentTitle } from '../../lib/page/use-document-title';
import { usePopups } from '../../lib/popups/popup-context';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { refreshSession, useSession } from '../../lib/session/session';
import { usePageSettings } from '../../lib/settings/settings.api';
import { changedFields, patchSelf, selfQuery } from './account.api';
import './account.css';
import { AddressForm } from './address-form';
import { PersonalForm } from './personal-form';
import { Skeleton } from '../../components/ui/skeleton';

function isStep(value: string | undefined): value is UserDataStep {
  return (USER_DATA_STEPS as readonly string[]).includes(value ?? '');
}

/** The user-data completion steps (spec document 1 §2): user-data, address-data, success-message, dealer-data. */
export function CompletionPage() {
  const { t } = useTranslation();
  const params = useParams();
  const step: UserDataStep = isStep(params.step) ? params.step : 'user-data';
  const session = useSession();
  const { brand, locale } = useBrandLocale();
  useDocumentTitle(t(`account.steps.${step}`));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [step]);

  if (session.status === 'LOADING') return <Skeleton variant="page" label={t('app.loading')} />;
  if (!session.user) {
    return (
      <div className="account-page">
        <h1>{t('account.completeTitle')}</h1>
        <AppLink className="button" to={brandPath(locale, brand, 'auth/sign-in')}>
          {t('auth.signIn')}
        </AppLink>
      </div>
    );
  }
  return (
    <div className="account-page">
      <h1>{t('account.completeTitle')}</h1>
      <ol className="account-steps" aria-label={t('account.stepsLabel')}>
        {USER_DATA_STEPS.map((name) => (
          <li key={name} aria-current={name === step ? 'step' : undefined}>
            {t(`account.steps.${name}`)}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1}>
        {t(`account.steps.${step}`)}
      </h2>
      <Step step={step} />
    </div>
  );
}

function Step({ step }: { step: UserDataStep }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const navigate = useNavigate();
  const popups = usePopups();
  const queryClient = useQueryClient();
  const self = useQuery(selfQuery());
  const go = (next: UserDataStep | 'account') =>
    navigate(brandPath(locale, brand, next === 'account' ? 'account' : `account/complete/${next}`));

  if (self.isPending) return <Skeleton variant="page" label={t('app.loading')} />;
  if (!self.data) return <p role="alert">{userMessageOf(self.error)}</p>;
  const user = self.data;

  async function save(patch: UserSelfPatch, next: UserDataStep | 'account') {
    const changes = changedFields(user, patch);
    try {
      // Nothing changed: no call, straight to the next step.
      if (Object.keys(changes).length > 0) {
        queryClient.setQueryData(selfQuery().queryKey, await patchSelf(changes));
        await refreshSession(queryClient);
      }
      await go(next);
    } catch (caught) {
      popups.toast(userMessageOf(caught), { kind: 'error' });
      // The form puts the refused fields' problems under them.
      if (caught instanceof ApiError && caught.details?.length) throw caught;
    }
  }

  switch (step) {
    case 'user-data':
      return <PersonalForm user={user} onSave={(values) => save(values, 'address-data')} submitLabel={t('account.continue')} />;
    case 'address-data':
      return <AddressForm user={user} onSave={(address) => save({ address }, 'success-message')} submitLabel={t('account.continue')} />;
    case 'success-message':
      return (
        <div className="account-section">
          <p role="status">{t('account.stepSaved')}</p>
          <div className="account-actions">
            <button type="button" className="button" onClick={() => void go('dealer-data')}>
              {t('account.chooseDealer')}
            </button>
            <AppLink to={brandPath(locale, brand, 'account')}>{t('account.later')}</AppLink>
          </div>
        </div>
      );
    case 'dealer-data':
      return <DealerStep user={user} onSave={(code) => save({ preferredDealerCode: code }, 'account')} />;
  }
}

function DealerStep({ user, onSave }: { user: UserSelf; onSave: (dealerCode: string) => Promise<void> }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  const [dealer, setDealer] = useState<ChosenDealer | null>(null);
  return (
    <div className="account-section">
      {user.preferredDealerCode ? <p>{t('account.currentDealer', { code: user.preferredDealerCode })}</p> : null}
      <DealerChoice brand={brand} brandName={settings.brandName} country={settings.country} locale={locale} value={dealer} onChange={setDealer} headingLevel={3} />
      <div className="account-actions">
        <button type="button" className="button" disabled={!dealer} onClick={() => dealer && void onSave(dealer.dealerCode).catch(() => undefined)}>
          {t('account.saveDealer')}
        </button>
      </div>
    </div>
  );
}
