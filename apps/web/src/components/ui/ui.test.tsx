import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BootFallback } from '../../app/boot-fallback';
import { Button, buttonClass } from './button';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { Skeleton } from './skeleton';

describe('skeleton', () => {
  it('announces the loading status once and hides its shapes', () => {
    render(<Skeleton label="Carregando…" variant="cards" count={4} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Carregando…');
    expect(status.querySelectorAll('.skeleton__card')).toHaveLength(4);
    for (const card of status.querySelectorAll('.skeleton__card'))
      expect(card).toHaveAttribute('aria-hidden', 'true');
  });

  it('is decoration without a label', () => {
    const { container } = render(<Skeleton variant="lines" count={2} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('replaces the spinner of the first load with the outline of a page', () => {
    const { container } = render(<BootFallback />);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(container.querySelector('[data-skeleton="cards"]')).not.toBeNull();
    expect(container.querySelector('.boot-fallback__spinner')).toBeNull();
  });
});

describe('empty state and card', () => {
  it('names the empty list in a heading and offers the way forward', () => {
    render(
      <EmptyState title="Nenhum carro na garagem" action={<a href="/x">Adicionar</a>}>
        Cadastre seu carro para ver revisões.
      </EmptyState>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nenhum carro na garagem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar' })).toBeInTheDocument();
  });

  it('says an empty list of a section in a sentence, without a heading of its own', () => {
    render(
      <section aria-labelledby="s">
        <h2 id="s">Carros que montei</h2>
        <EmptyState compact action={<a href="/b">Montar um carro</a>}>
          Os carros que você montar aparecem aqui.
        </EmptyState>
      </section>,
    );
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByText('Os carros que você montar aparecem aqui.').tagName).toBe('P');
    expect(screen.getByRole('link', { name: 'Montar um carro' })).toBeInTheDocument();
  });

  it('draws a card as the element the list needs', () => {
    render(
      <ul>
        <Card as="li" interactive>
          Pulse
        </Card>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveClass('card', 'card--interactive');
  });
});

describe('button', () => {
  it('never submits a form by accident', () => {
    render(<Button variant="secondary">Voltar</Button>);
    const button = screen.getByRole('button', { name: 'Voltar' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('button', 'button--secondary');
    expect(buttonClass()).toBe('button');
  });
});
