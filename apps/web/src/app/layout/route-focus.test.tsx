import { QueryClient, QueryClientProvider } from '../../lib/query/query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { LocationSelector } from '../../components/location-selector/location-selector';
import { loadLocale } from '../../lib/i18n/i18n';
import { mockSettingsApi, navigating, renderApp } from '../../test/render-app';

describe('focus after a page change', () => {
  beforeEach(() => {
    mockSettingsApi();
  });

  it('leaves the first page alone, then lands on the new page heading and announces its title', async () => {
    const { history } = await renderApp('/pt-BR/fiat');
    await screen.findByRole('heading', { level: 1, name: 'Fiat' });
    expect(document.activeElement).toBe(document.body);
    const announcer = document.querySelector('[data-route-announcer]');
    expect(announcer).toHaveAttribute('role', 'status');
    expect(announcer).toHaveTextContent('');

    act(() => history.push('/pt-BR/fiat/no-such-page'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Focusable by script only: the heading is not a tab stop.
    expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(announcer?.textContent).toBe(document.title));
    expect(announcer?.textContent).not.toBe('');
  });

  it('follows a header link: the focus leaves the header for the heading', async () => {
    const user = userEvent.setup();
    await renderApp('/pt-BR/jeep/no-such-page');
    await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' });
    const home = screen.getAllByRole('link', { name: 'Início' })[0] as HTMLElement;
    // A navigation is a transition: run inside an awaited act, as the app's other route tests do.
    await navigating(() => user.click(home));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Jeep' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});

function ModalHost() {
  const [open, setOpen] = useState(false);
  return (
    <QueryClientProvider client={new QueryClient()}>
      <main id="main">
        <h1>Compare</h1>
        <button type="button" onClick={() => setOpen(true)}>
          Trocar local
        </button>
        {open ? <LocationSelector layout="MODAL" country="BR" onClose={() => setOpen(false)} /> : null}
      </main>
    </QueryClientProvider>
  );
}

describe('location dialog', () => {
  beforeEach(async () => {
    mockSettingsApi();
    await loadLocale('pt-BR');
  });

  it('returns the focus to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<ModalHost />);
    const opener = screen.getByRole('button', { name: 'Trocar local' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
