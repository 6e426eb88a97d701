import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory, type Location, type NavigationType } from 'react-router';

/** The address history the app navigates: the browser's, or one in memory (tests). */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** The browser's history, telling its listeners of every navigation (pushes and replaces too). */
export function createAppHistory(): AppHistory {
  return UNSAFE_createBrowserHistory({ window, v5Compat: true });
}

const RoutePending = createContext(false);

/** True while the next page (its chunk, its texts, its settings) loads and the current one stays. */
export function useRoutePending(): boolean {
  return useContext(RoutePending);
}

/**
 * react-router's `<Router>` over a history, each navigation rendered as a transition: a page that
 * suspends (its chunk or texts not loaded yet) leaves the current one on screen until it can
 * render, and the transition's pending flag is the route progress bar's.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <RoutePending.Provider value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </RoutePending.Provider>
  );
}
