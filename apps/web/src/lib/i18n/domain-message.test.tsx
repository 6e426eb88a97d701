import { describe, expect, it } from 'vitest';
import { domainMessage } from './domain-message';

describe('a text of the domain catalogue, fetched when a page first shows one', () => {
  it("says the spec's sentence in the page's language", async () => {
    expect(await domainMessage('simulation_unavailable', 'pt-BR')).toBe('A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO');
    expect(await domainMessage('simulation_unavailable', 'es-AR')).toBe(
      'LA SIMULACIÓN NO ESTÁ DISPONIBLE EN ESTE MOMENTO',
    );
  });

  it('fills the placeholders it is given', async () => {
    expect(await domainMessage('max_length', 'pt-BR', { max: 40 })).toBe('Use no máximo 40 caracteres');
    expect(await domainMessage('max_length', 'es-AR', { max: 40 })).toBe('Usá como máximo 40 caracteres');
  });
});
