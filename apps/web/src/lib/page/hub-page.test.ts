import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkHubPageMarker, markHubPage } from './hub-page';

describe('hub-page marker', () => {
  afterEach(() => vi.restoreAllMocks());

  it('warns on the console when the body has no marker', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.removeAttribute('data-hub-page');
    expect(checkHubPageMarker()).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('data-hub-page');
  });

  it('stays quiet once the marker is set at boot', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.removeAttribute('data-hub-page');
    markHubPage();
    expect(document.body.hasAttribute('data-hub-page')).toBe(true);
    expect(checkHubPageMarker()).toBe(true);
    expect(warn).not.toHaveBeenCalled();
  });
});
