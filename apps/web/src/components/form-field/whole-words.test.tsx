import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wholeWords } from './whole-words';

describe('a label with hyphenated words', () => {
  it('keeps each hyphenated word on one line and reads the same', () => {
    render(
      <label>
        <input type="checkbox" />
        <span>{wholeWords('Acepto recibir contacto por e-mail y test-drive')}</span>
      </label>,
    );
    const box = screen.getByRole('checkbox', { name: 'Acepto recibir contacto por e-mail y test-drive' });
    const kept = [...(box.closest('label')?.querySelectorAll('.whole-word') ?? [])].map(
      (word) => word.textContent,
    );
    expect(kept).toEqual(['e-mail', 'test-drive']);
  });

  it('leaves a label without a hyphen, or that is not text, as it is', () => {
    expect(wholeWords('Aceito receber ofertas')).toBe('Aceito receber ofertas');
    const element = <strong>e-mail</strong>;
    expect(wholeWords(element)).toBe(element);
  });
});
