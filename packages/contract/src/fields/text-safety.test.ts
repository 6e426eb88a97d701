import { describe, expect, it } from 'vitest';
import { stringField } from './field-rules.js';
import { isUnsafeText, unsafeTextPaths } from './text-safety.js';

describe('text the platform refuses', () => {
  it('finds NUL characters and lone surrogates, and keeps emoji and accents', () => {
    expect(isUnsafeText('João\u0000')).toBe(true);
    expect(isUnsafeText('a\ud800')).toBe(true);
    expect(isUnsafeText('\udc00b')).toBe(true);
    expect(isUnsafeText('São Paulo 😀 ñ')).toBe(false);
  });

  it('names every field and key that carries one, at any depth', () => {
    expect(
      unsafeTextPaths({
        name: 'ok',
        address: { street: 'x\u0000' },
        items: ['fine', '\ud800'],
        ['k\u0000']: 1,
      }),
    ).toEqual(['address.street', 'items.1', 'k\u0000']);
  });

  it('refuses them in every contract string field, in the form as at the api', () => {
    const result = stringField().safeParse('Ana\u0000');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('field_invalid');
    expect(stringField().safeParse('Ana Souza').success).toBe(true);
  });
});
