import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadLocale } from '../i18n/i18n';
import { ERROR_POPUP_MS, MESSAGE_POPUP_MS, usePopups, type Popups } from './popup-context';
import { PopupProvider } from './popup-provider';

const captured: { current: Popups | null } = { current: null };
const popups: Popups = {
  confirm: (options) => captured.current!.confirm(options),
  toast: (message, options) => captured.current!.toast(message, options),
  dismissToast: (id) => captured.current!.dismissToast(id),
};

function Capture() {
  const api = usePopups();
  useEffect(() => {
    captured.current = api;
  }, [api]);
  return (
    <button type="button" id="opener">
      Abrir
    </button>
  );
}

function renderPopups() {
  return render(
    <PopupProvider>
      <Capture />
    </PopupProvider>,
  );
}

describe('popups', () => {
  beforeEach(async () => {
    await loadLocale('pt-BR');
  });

  it('shows a success confirmation with the default OK button and resolves when closed', async () => {
    const user = userEvent.setup();
    renderPopups();
    const opener = screen.getByRole('button', { name: 'Abrir' });
    opener.focus();
    let closed = false;
    act(() => {
      void popups.confirm({ kind: 'success', message: 'Proposta enviada.' }).then(() => {
        closed = true;
      });
    });

    const dialog = await screen.findByRole('dialog', { name: /Tudo certo/ });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Proposta enviada.');
    const ok = screen.getByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    // The page behind is out of reach while the dialog is open.
    expect(opener.closest('[inert]')).not.toBeNull();

    await user.click(ok);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(closed).toBe(true);
    expect(opener).toHaveFocus();
    expect(opener.closest('[inert]')).toBeNull();
  });

  it('shows an error confirmation as an alert dialog that Escape closes, with a custom button text', async () => {
    const user = userEvent.setup();
    renderPopups();
    act(() => {
      void popups.confirm({ kind: 'error', message: 'Pagamento recusado.', buttonText: 'Entendi' });
    });
    expect(await screen.findByRole('alertdialog', { name: /Algo deu errado/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Entendi' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderPopups();
    act(() => {
      void popups.confirm({ kind: 'success', message: 'Ok' });
    });
    const ok = await screen.findByRole('button', { name: 'OK' });
    await waitFor(() => expect(ok).toHaveFocus());
    await user.tab();
    expect(ok).toHaveFocus();
    await user.tab({ shift: true });
    expect(ok).toHaveFocus();
  });

  it('translates the default button text', async () => {
    await loadLocale('es-AR');
    renderPopups();
    act(() => {
      void popups.confirm({ kind: 'success', message: 'Listo.' });
    });
    expect(await screen.findByRole('dialog', { name: /Listo/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('shows one confirmation at a time, in order', async () => {
    const user = userEvent.setup();
    renderPopups();
    act(() => {
      void popups.confirm({ kind: 'success', message: 'Primeira' });
      void popups.confirm({ kind: 'error', message: 'Segunda' });
    });
    expect(await screen.findByText('Primeira')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Segunda');
  });

  it('removes a message after 5000 ms and an error after 4000 ms', () => {
    vi.useFakeTimers();
    renderPopups();
    expect(MESSAGE_POPUP_MS).toBe(5000);
    expect(ERROR_POPUP_MS).toBe(4000);
    act(() => {
      popups.toast('Endereço salvo.');
      popups.toast('Falha ao salvar.', { kind: 'error' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Endereço salvo.');
    expect(screen.getByRole('alert')).toHaveTextContent('Falha ao salvar.');

    act(() => vi.advanceTimersByTime(3999));
    expect(screen.getByRole('alert')).toHaveTextContent('Falha ao salvar.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('Endereço salvo.');

    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('status')).toHaveTextContent('Endereço salvo.');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('honours a custom duration and can be closed early', () => {
    vi.useFakeTimers();
    renderPopups();
    act(() => {
      popups.toast('Curta', { durationMs: 1000 });
      popups.toast('Fechável');
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Curta')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Fechar mensagem' }).click());
    expect(screen.queryByText('Fechável')).toBeNull();
  });
});
