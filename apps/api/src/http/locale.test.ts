import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage } from './locale.js';

describe('localeFromAcceptLanguage', () => {
  it.each([
    [undefined, 'pt-BR'],
    ['', 'pt-BR'],
    ['es-AR', 'es-AR'],
    ['es', 'es-AR'],
    ['es-ES,es;q=0.9', 'es-AR'],
    ['pt-PT', 'pt-BR'],
    ['en-US,en;q=0.9,es;q=0.8', 'es-AR'],
    ['en-US,pt;q=0.5,es;q=0.7', 'es-AR'],
    ['fr-FR', 'pt-BR'],
    ['es;q=0, pt', 'pt-BR'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});
