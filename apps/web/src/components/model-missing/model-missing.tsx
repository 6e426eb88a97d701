import { useTranslation } from '../../lib/i18n/use-translation';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import { EmptyState } from '../ui/empty-state';

/**
 * The page of a model address the brand does not sell here (the builder's, the comparator's): it
 * says so under its own heading and leads to the models the brand does sell.
 */
export function ModelMissing({ className }: { className: string }) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  return (
    <div className={className}>
      <h1>{t('builder.modelMissingTitle')}</h1>
      <EmptyState
        picture="car"
        action={
          <AppLink className="button" to={brandPath(locale, brand, 'builder')}>
            {t('builder.allModels')}
          </AppLink>
        }
      >
        {t('builder.modelMissing', { brand: settings.brandName })}
      </EmptyState>
    </div>
  );
}
