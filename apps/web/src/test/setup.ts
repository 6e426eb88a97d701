import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The first render of the whole app loads lazy routes and fonts: on a busy machine that takes
// longer than the library's one second, which tests a page, not a wait.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  // jsdom does not lay out or scroll; the router and anchors call these.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  document.body.setAttribute('data-hub-page', '');
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});
