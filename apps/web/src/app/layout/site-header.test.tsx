import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockSettingsApi, renderApp } from '../../test/render-app';

describe('site header', () => {
  beforeEach(() => {
    mockSettingsApi();
  });

  it('opens the menu drawer on the close button and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    await renderApp('/pt-BR/jeep');
    await screen.findByRole('heading', { level: 1, name: 'Jeep' });
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const close = screen.getByRole('button', { name: /Fechar menu/ });
    expect(close).toHaveFocus();
    // The page behind the drawer takes no focus while it is open.
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('inert');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    expect(document.getElementById('main')).not.toHaveAttribute('inert');

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: /Fechar menu/ }));
    expect(toggle).toHaveFocus();
  });

  it('keeps the brand switcher and the languages inside the menu panel', async () => {
    await renderApp('/es-AR/peugeot');
    await screen.findByRole('heading', { level: 1, name: 'Peugeot' });
    const toggle = screen.getByRole('button', { name: 'Menú' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    const inPanel = within(panel as HTMLElement);
    expect(inPanel.getByRole('button', { name: /Cambiar de marca/ })).toBeInTheDocument();
    expect(inPanel.getByRole('link', { name: 'Português (Brasil)' })).toHaveAttribute(
      'href',
      '/pt-BR/peugeot',
    );
    expect(inPanel.getByRole('navigation', { name: /principal/i })).toBeInTheDocument();
  });

  it('groups the service pages under "More" and closes it with Escape', async () => {
    const user = userEvent.setup();
    await renderApp('/pt-BR/fiat');
    await screen.findByRole('heading', { level: 1, name: 'Fiat' });
    const more = screen.getByRole('button', { name: /Mais/ });
    const list = document.getElementById(more.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Recall' })).toHaveAttribute('href', '/pt-BR/fiat/recalls');
    expect(within(list).queryByRole('link', { name: 'Monte seu carro' })).toBeNull();
    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();

    // Tabbing out of the list closes it.
    await user.click(more);
    const items = within(list).getAllByRole('link');
    (items[items.length - 1] as HTMLElement).focus();
    await user.tab();
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });
});
