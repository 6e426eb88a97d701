import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useLocation, useNavigate, type To } from 'react-router';

/**
 * Returns to the previous page of this visit (spec document 1 §2 "go-back"). When the page was the
 * first one opened (a shared link), there is nothing of ours to go back to, so it goes to `fallback`.
 */
export function useGoBack(fallback: To): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  // The router gives the first entry of a visit the key "default".
  const hasPrevious = location.key !== 'default';
  return useCallback(() => {
    if (hasPrevious) void navigate(-1);
    else void navigate(fallback);
  }, [hasPrevious, navigate, fallback]);
}

export function GoBackButton({ fallback, className = 'button button--secondary' }: { fallback: To; className?: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack(fallback);
  return (
    <button type="button" className={className} onClick={goBack}>
      <span aria-hidden="true">← </span>
      {t('actions.back')}
    </button>
  );
}
