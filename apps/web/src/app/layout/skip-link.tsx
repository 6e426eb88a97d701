import { useTranslation } from '../../lib/i18n/use-translation';

import { MAIN_ID } from '../../lib/page/main-id';

export { MAIN_ID };

/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} data-scroll="instant">
      {t('app.skipToContent')}
    </a>
  );
}
