import { describe, expect, it } from 'vitest';
import { fold, foldText, matchTerms, searchTerms } from './text-match.js';

describe('accent-insensitive matching', () => {
  it('folds accents and case', () => {
    expect(fold('São José do Rio Preto')).toBe('sao jose do rio preto');
    expect(fold('CÓRDOBA')).toBe('cordoba');
  });

  it('splits a query into terms and drops punctuation', () => {
    expect(searchTerms('Campinas - SP, Brasil')).toEqual(['campinas', 'sp', 'brasil']);
  });

  it('reports offsets of the original text when it holds decomposed accents', () => {
    // "São Paulo" written with a combining tilde: the a and its tilde are two UTF-16 units.
    const text = foldText('Sa\u0303o Paulo');
    expect(matchTerms(text, 'paulo')?.substrings).toEqual([{ offset: 5, length: 5 }]);
    expect(matchTerms(text, 'sao')?.substrings).toEqual([{ offset: 0, length: 4 }]);
  });

  it('prefers word starts and does not let two terms share characters', () => {
    const text = foldText('Rio de Janeiro, RJ, Brasil');
    expect(matchTerms(text, 'rio')?.substrings).toEqual([{ offset: 0, length: 3 }]);
    expect(matchTerms(foldText('Santa Rita do Sapucaí'), 'sa santa')?.substrings).toEqual([
      { offset: 0, length: 5 },
      { offset: 14, length: 2 },
    ]);
    expect(matchTerms(text, 'aneiro')?.substrings).toEqual([{ offset: 8, length: 6 }]);
    expect(matchTerms(text, 'janeiro xyz')).toBeNull();
    expect(matchTerms(text, '  ')).toBeNull();
  });
});
