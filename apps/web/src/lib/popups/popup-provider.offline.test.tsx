import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loadLocale } from '../i18n/i18n';
import { usePopups, type Popups } from './popup-context';
import { PopupProvider } from './popup-provider';

// The dialog's code cannot be fetched (the connection dropped after the page loaded).
vi.mock('./confirm-dialog', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a confirmation whose dialog cannot load', () => {
  it('still tells the person, as a timed message of its kind, and leaves the page usable', async () => {
    await loadLocale('pt-BR');
    let popups: Popups | null = null;
    function Capture() {
      const api = usePopups();
      useEffect(() => {
        popups = api;
      }, [api]);
      return <button type="button">Pagar</button>;
    }
    render(
      <PopupProvider>
        <Capture />
      </PopupProvider>,
    );
    let closed = false;
    act(() => {
      void popups!.confirm({ kind: 'error', message: 'Pagamento recusado.' }).then(() => {
        closed = true;
      });
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Pagamento recusado.'));
    await waitFor(() => expect(closed).toBe(true));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pagar' }).closest('[inert]')).toBeNull();
  });
});
