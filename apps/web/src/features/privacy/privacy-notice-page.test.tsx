import { NOTICE_CATEGORIES } from '@autohub/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockSettingsApi, renderApp } from '../../test/render-app';

describe('privacy notice page', () => {
  it('lists every kind of stored data with its purpose and keeping time, the LGPD rights and the ANPD', async () => {
    mockSettingsApi();
    await renderApp('/pt-BR/fiat/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidade' });
    const stored = screen.getByRole('region', { name: 'O que guardamos' });
    expect(within(stored).getAllByRole('heading', { level: 3 })).toHaveLength(NOTICE_CATEGORIES.length);
    expect(within(stored).getByRole('heading', { name: 'Reservas, pedidos e pagamentos' })).toBeInTheDocument();
    expect(stored).toHaveTextContent('Código Tributário Nacional, art. 195');
    expect(screen.getByRole('region', { name: 'Seus direitos (LGPD, art. 18)' })).toHaveTextContent('ANPD');
    expect(screen.getByRole('link', { name: 'Baixar os meus dados' })).toHaveAttribute(
      'href',
      '/pt-BR/fiat/account#account-privacy',
    );
    expect(screen.getByRole('link', { name: 'Excluir a minha conta' })).toHaveAttribute(
      'href',
      '/pt-BR/fiat/account#account-delete',
    );
  });

  it("leads to the car maker's own notice when the page settings give one, keeping the way to the data", async () => {
    mockSettingsApi(() => ({ privacyNoticeUrl: 'https://legal.example.com/privacidad' }));
    await renderApp('/es-AR/peugeot/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Aviso de privacidad' });
    expect(screen.getByRole('link', { name: 'Leer el aviso de privacidad de Peugeot' })).toHaveAttribute(
      'href',
      'https://legal.example.com/privacidad',
    );
    expect(screen.queryByRole('region', { name: 'Qué guardamos' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Eliminar mi cuenta' })).toHaveAttribute(
      'href',
      '/es-AR/peugeot/account#account-delete',
    );
  });

  it('shows the built-in terms of use in the market language, or the car maker’s own', async () => {
    mockSettingsApi((_brand, locale) => (locale === 'pt-BR' ? { termsOfUseUrl: 'https://legal.example.com/termos' } : {}));
    const first = await renderApp('/es-AR/jeep/terms');
    await screen.findByRole('heading', { level: 1, name: 'Términos de uso' });
    expect(screen.getByRole('heading', { level: 2, name: 'Ley aplicable' })).toBeInTheDocument();
    first.unmount();
    await renderApp('/pt-BR/jeep/terms');
    await screen.findByRole('heading', { level: 1, name: 'Termos de uso' });
    expect(screen.getByRole('link', { name: 'Ler os termos de uso da Jeep' })).toHaveAttribute(
      'href',
      'https://legal.example.com/termos',
    );
    expect(screen.queryByRole('heading', { level: 2, name: 'Lei aplicável' })).toBeNull();
  });
});
