import { useTranslation } from '../../lib/i18n/use-translation';
import { AppLink } from '../../lib/routing/app-link';
import { brandPath } from '../../lib/routing/paths';
import { useBrandLocale } from '../../lib/routing/use-brand-locale';
import { usePageSettings } from '../../lib/settings/settings.api';
import './whatsapp-entry.css';

/**
 * The way into a WhatsApp conversation with the brand's assistant, about a model or with a
 * dealer: it opens the conversation form with what the page knows (the model, the dealer), so
 * the bot lead carries it. Shown only where the page settings run the assistant.
 */
export function WhatsappEntry({
  model,
  modelName,
  dealerCode,
  dealerName,
}: {
  model?: string;
  modelName?: string;
  dealerCode?: string;
  dealerName?: string;
}) {
  const { t } = useTranslation();
  const { brand, locale } = useBrandLocale();
  const settings = usePageSettings();
  if (!settings.chatBotEnabled) return null;
  const query = new URLSearchParams();
  if (model) query.set('model', model);
  if (dealerCode) query.set('dealer', dealerCode);
  if (dealerName) query.set('dealerName', dealerName);
  const search = query.toString();
  const label = dealerName
    ? t('whatsappIntent.entryDealer', { dealer: dealerName })
    : modelName
      ? t('whatsappIntent.entryAbout', { model: modelName })
      : t('whatsappIntent.entry');
  return (
    <AppLink
      className="whatsapp-entry"
      to={`${brandPath(locale, brand, 'whatsapp')}${search ? `?${search}` : ''}`}
    >
      {label}
    </AppLink>
  );
}
