import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadLocale } from '../i18n/i18n';
import { GoBackButton } from './go-back';

function routes() {
  return [
    { path: '/list', element: <Link to="/detail">Detalhe</Link> },
    { path: '/detail', element: <GoBackButton fallback="/home" /> },
    { path: '/home', element: <h1>Início</h1> },
  ];
}

describe('go back', () => {
  beforeEach(async () => {
    await loadLocale('pt-BR');
  });

  it('returns to the previous page of the visit', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(routes(), { initialEntries: ['/list'] });
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('link', { name: 'Detalhe' }));
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    expect(router.state.location.pathname).toBe('/list');
  });

  it('goes to the fallback when the page was opened directly', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(routes(), { initialEntries: ['/detail'] });
    render(<RouterProvider router={router} />);
    await user.click(screen.getByRole('button', { name: /Voltar/ }));
    expect(router.state.location.pathname).toBe('/home');
  });
});
