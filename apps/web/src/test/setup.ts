import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

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
