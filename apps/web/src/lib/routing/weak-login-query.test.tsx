import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockSettingsApi, navigating, renderApp } from '../../test/render-app';
import { keepsQuery, mergeKeptQuery, withKeptQuery } from './weak-login-query';

const WEAK = '?brand=CJDR&loginType=WEAK&token=abc';

describe('weak-login query string', () => {
  it('is kept only for brand CJDR with loginType WEAK', () => {
    expect(keepsQuery(WEAK)).toBe(true);
    expect(keepsQuery('?brand=CJDR&loginType=STRONG')).toBe(false);
    expect(keepsQuery('?brand=FIAT&loginType=WEAK')).toBe(false);
    expect(keepsQuery('?loginType=WEAK')).toBe(false);
  });

  it('is merged into link targets, their own parameters winning', () => {
    expect(mergeKeptQuery(WEAK, '?token=new&step=2')).toBe('?brand=CJDR&loginType=WEAK&token=new&step=2');
    expect(mergeKeptQuery('?utm_source=x', '?step=2')).toBe('?step=2');
    expect(withKeptQuery('/pt-BR/jeep#models', WEAK)).toBe('/pt-BR/jeep?brand=CJDR&loginType=WEAK&token=abc#models');
    expect(withKeptQuery('../ram', WEAK)).toBe('../ram?brand=CJDR&loginType=WEAK&token=abc');
    expect(withKeptQuery({ pathname: '/x', search: '?a=1' }, WEAK)).toEqual({
      pathname: '/x',
      search: '?brand=CJDR&loginType=WEAK&token=abc&a=1',
    });
    expect(withKeptQuery('/pt-BR/jeep', '?brand=CJDR')).toBe('/pt-BR/jeep');
  });

  it('travels with the visitor across internal navigation', async () => {
    mockSettingsApi();
    const user = userEvent.setup();
    const { history } = await renderApp(`/pt-BR/fiat${WEAK}`);
    await screen.findByRole('heading', { level: 1, name: 'Fiat' });

    await user.click(screen.getByRole('button', { name: /Trocar de marca/ }));
    const jeep = screen.getByRole('link', { name: 'Jeep' });
    expect(jeep).toHaveAttribute('href', `/pt-BR/jeep${WEAK}`);
    await navigating(() => user.click(jeep));
    await screen.findByRole('heading', { level: 1, name: 'Jeep' });
    expect(history.location.search).toBe(WEAK);

    // Even a navigation that forgets the query (a plain navigate call) gets it back.
    await navigating(() => history.push('/es-AR/jeep'));
    await screen.findByRole('heading', { level: 2, name: 'Modelos actuales' });
    expect(history.location.pathname).toBe('/es-AR/jeep');
    await waitFor(() => expect(history.location.search).toBe(WEAK));
  });

  it('is not added to pages opened without it', async () => {
    mockSettingsApi();
    const user = userEvent.setup();
    const { history } = await renderApp('/pt-BR/fiat?brand=CJDR');
    await screen.findByRole('heading', { level: 1, name: 'Fiat' });
    await navigating(() => user.click(screen.getByRole('link', { name: 'Español (Argentina)' })));
    await screen.findByRole('heading', { level: 2, name: 'Modelos actuales' });
    expect(history.location.search).toBe('');
  });
});
