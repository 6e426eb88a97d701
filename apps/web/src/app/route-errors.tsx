import { useLayoutEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { userMessageOf } from '../lib/api/api-client';
import { useDocumentTitle } from '../lib/page/use-document-title';
import { applyTheme } from '../styles/themes';
import { MAIN_ID, SkipLink } from './layout/skip-link';
import { NotFoundPage } from './not-found';
import type { NotFoundReason } from './not-found-reason';

function ErrorPage({ message }: { message: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  useDocumentTitle(t('errorPage.documentTitle'));
  useLayoutEffect(() => {
    applyTheme(document.documentElement, 'autohub', undefined);
  }, []);
  return (
    <>
      <SkipLink />
      <main id={MAIN_ID} tabIndex={-1} className="site-main error-page">
        <h1>{t('errorPage.title')}</h1>
        <p>{message}</p>
        <button type="button" className="button" onClick={() => void revalidator.revalidate()}>
          {t('errorPage.retry')}
        </button>
      </main>
    </>
  );
}

/** A brand route that failed: 404s become the not-found page, anything else offers a retry. */
export function BrandErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage reason={error.data as NotFoundReason | undefined} />;
  }
  return <ErrorPage message={userMessageOf(error)} />;
}

export function RootErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return <ErrorPage message={userMessageOf(error)} />;
}
