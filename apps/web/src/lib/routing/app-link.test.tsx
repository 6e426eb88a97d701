import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppLink, AppNavLink, isCurrentPath } from './app-link';
import { setLinkIntent } from './link-intent';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="where">{`${pathname}${search}`}</output>;
}

function links(at: string) {
  render(
    <MemoryRouter initialEntries={[at]}>
      <nav>
        <AppNavLink to="/pt-BR/fiat" end>
          Início
        </AppNavLink>
        <AppNavLink to="/pt-BR/fiat/offers">Ofertas</AppNavLink>
        <AppNavLink to="/pt-BR/fiat/offers-club">Clube</AppNavLink>
        <AppLink to="/pt-BR/fiat/builder/226" className="cta" data-action="build">
          Monte o seu
        </AppLink>
      </nav>
      <Where />
    </MemoryRouter>,
  );
}

describe('app links', () => {
  it('start loading their page when a person points at, touches or tabs to them', () => {
    const headed: string[] = [];
    setLinkIntent((href) => headed.push(href));
    try {
      links('/pt-BR/fiat');
      const build = screen.getByRole('link', { name: 'Monte o seu' });
      fireEvent.pointerEnter(build);
      fireEvent.touchStart(screen.getByRole('link', { name: 'Ofertas' }));
      fireEvent.focus(screen.getByRole('link', { name: 'Clube' }));
      expect(headed).toEqual(['/pt-BR/fiat/builder/226', '/pt-BR/fiat/offers', '/pt-BR/fiat/offers-club']);
      // Heading for a link does not follow it.
      expect(screen.getByLabelText('where')).toHaveTextContent(/^\/pt-BR\/fiat$/);
    } finally {
      setLinkIntent(null);
    }
  });

  it('mark the current page, and the pages below a section unless the link ends there', () => {
    expect(isCurrentPath('/pt-BR/fiat', '/pt-BR/fiat', true)).toBe(true);
    expect(isCurrentPath('/pt-BR/fiat/offers', '/pt-BR/fiat', true)).toBe(false);
    expect(isCurrentPath('/pt-BR/fiat/offers/42', '/pt-BR/fiat/offers', false)).toBe(true);
    expect(isCurrentPath('/pt-BR/fiat/offers-club', '/pt-BR/fiat/offers', false)).toBe(false);
    expect(isCurrentPath('/pt-BR/fiat/offers', '/pt-BR/fiat/offers/', false)).toBe(true);

    links('/pt-BR/fiat/offers/42');
    expect(screen.getByRole('link', { name: 'Ofertas' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Início' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Clube' })).not.toHaveAttribute('aria-current');
  });

  it('navigate in the page on a plain click and keep their own attributes', () => {
    links('/pt-BR/fiat');
    const build = screen.getByRole('link', { name: 'Monte o seu' });
    expect(build).toHaveAttribute('href', '/pt-BR/fiat/builder/226');
    expect(build).toHaveClass('cta');
    expect(build).toHaveAttribute('data-action', 'build');
    expect(screen.getByRole('link', { name: 'Início' })).toHaveAttribute('aria-current', 'page');

    fireEvent.click(build);
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/pt-BR/fiat/builder/226');
  });

  it('leave a click with a modifier key to the browser (a new tab), and run the caller’s own handler', () => {
    links('/pt-BR/fiat');
    const offers = screen.getByRole('link', { name: 'Ofertas' });
    fireEvent.click(offers, { ctrlKey: true });
    expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent(/^\/pt-BR\/fiat$/);

    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <MemoryRouter initialEntries={['/pt-BR/jeep']}>
        <AppLink to="/pt-BR/jeep/offers" onClick={onClick}>
          Ofertas Jeep
        </AppLink>
        <Where />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Ofertas Jeep' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('status', { name: 'where' })[1]).toHaveTextContent(/^\/pt-BR\/jeep$/);
  });
});
