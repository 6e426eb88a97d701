import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SpareWords } from './spare-words';

describe('a header label with spare words', () => {
  it('keeps the whole label as the name and sets apart what a wide header hides', () => {
    render(
      <>
        <button type="button">
          <SpareWords label="Cambiar de marca" kept="marca" at="end" />
        </button>
        <a href="/es-AR/fiat">
          <SpareWords label="Español (Argentina)" kept="Español" at="start" />
        </a>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Cambiar de marca' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Español (Argentina)' });
    expect(link.querySelector('.site-header__spare')?.textContent).toBe('(Argentina)');
    expect(document.querySelector('.site-header__kept')?.textContent).toBe('marca');
  });

  it('shows the whole label when the kept words are not at its edge', () => {
    const { container } = render(<SpareWords label="Trocar de marca" kept="Trocar" at="end" />);
    expect(container.textContent).toBe('Trocar de marca');
    expect(container.querySelector('.site-header__spare')).toBeNull();
  });
});
