import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Link, Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { loadLocale } from '../i18n/i18n';
import { AppRouter } from '../routing/app-router';
import { GoBackButton } from './go-back';

function renderAt(path: string) {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <AppRouter history={history}>
      <Routes>
        <Route path="/list" element={<Link to="/detail">Detalhe</Link>} />
        <Route path="/detail" element={<GoBackButton fallback="/home" />} />
        <Route path="/home" element={<h1>Início</h1>} />
      </Routes>
    </AppRouter>,
  );
  return history;
}

describe('go back', () => {
  beforeEach(async () => {
    await loadLocale('pt-BR');
  });

  it('returns to the previous page of the visit', async () => {
    const user = userEvent.setup();
    const history = renderAt('/list');
    await user.click(screen.getByRole('link', { name: 'Detalhe' }));
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    await waitFor(() => expect(history.location.pathname).toBe('/list'));
  });

  it('goes to the fallback when the page was opened directly', async () => {
    const user = userEvent.setup();
    const history = renderAt('/detail');
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    await waitFor(() => expect(history.location.pathname).toBe('/home'));
  });
});
