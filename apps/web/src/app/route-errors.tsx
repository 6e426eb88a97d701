import { Component, useLayoutEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { userMessageOf } from '../lib/api/api-client';
import { useTranslation } from '../lib/i18n/use-translation';
import { useDocumentTitle } from '../lib/page/use-document-title';
import { applyTheme } from '../styles/themes';
import { MAIN_ID, SkipLink } from './layout/skip-link';

function ErrorPage({ message, retry }: { message: string; retry: () => void }) {
  const { t } = useTranslation();
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
        <button type="button" className="button" onClick={retry}>
          {t('errorPage.retry')}
        </button>
      </main>
    </>
  );
}

interface BoundaryProps {
  /** The history entry shown: a navigation elsewhere clears the error. */
  entry: string;
  children: ReactNode;
}

interface BoundaryState {
  error: { thrown: unknown } | null;
  entry: string;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, entry: this.props.entry };

  static getDerivedStateFromError(thrown: unknown): Partial<BoundaryState> {
    return { error: { thrown } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.entry === state.entry ? null : { error: null, entry: props.entry };
  }

  override componentDidCatch(thrown: unknown): void {
    console.error(thrown);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // What failed to load (a chunk, the texts, the settings) is asked again: failures are not kept.
    return <ErrorPage message={userMessageOf(error.thrown)} retry={() => this.setState({ error: null })} />;
  }
}

/**
 * The error page of a part of the app that failed to render or to load (its chunk, texts or
 * settings), with a retry; going to another address leaves it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <ErrorBoundary entry={key}>{children}</ErrorBoundary>;
}
