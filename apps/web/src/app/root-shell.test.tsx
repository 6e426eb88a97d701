import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockSettingsApi, renderApp } from '../test/render-app';
import { readClickId } from '../lib/cookies/click-id';
import { readUtm } from '../lib/utm/utm';
import { carriesAttribution } from './root-shell';

describe('attribution kept for later leads', () => {
  beforeEach(() => {
    localStorage.clear();
    document.cookie = 'gclid=; max-age=0; path=/';
  });

  it('is looked for only in addresses that carry campaign parameters or an ad click id', () => {
    expect(carriesAttribution('?utm_source=tv&utm_campaign=pulse')).toBe(true);
    expect(carriesAttribution('?step=2&gclid=abc')).toBe(true);
    expect(carriesAttribution('?UTM_MEDIUM=cpc')).toBe(true);
    expect(carriesAttribution('')).toBe(false);
    expect(carriesAttribution('?build=hrxjaegy&step=color')).toBe(false);
    expect(carriesAttribution('?notutm_source=x')).toBe(false);
  });

  it('keeps the campaign and the click id of the landing address', async () => {
    mockSettingsApi();
    await renderApp('/pt-BR/fiat?utm_source=tv&utm_campaign=pulse&gclid=ad-123');
    await screen.findByRole('heading', { level: 1, name: 'Fiat' });
    await waitFor(() => expect(readUtm()).toEqual({ utm_source: 'tv', utm_campaign: 'pulse' }));
    await waitFor(() => expect(readClickId()).toBe('ad-123'));
  });

  it('keeps nothing for an address without them', async () => {
    mockSettingsApi();
    await renderApp('/es-AR/jeep');
    await screen.findByRole('heading', { level: 2, name: 'Modelos actuales' });
    expect(readUtm()).toEqual({});
    expect(readClickId()).toBeNull();
  });
});
