import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_FORBIDDEN_CHARS,
  checkPassword,
  isPasswordConfirmed,
  isValidPassword,
  validateCurrentPassword,
  validatePasswordConfirmation,
} from './password.js';

describe('new password', () => {
  it('accepts 8 to 16 characters with a digit, both cases and a special character', () => {
    expect(checkPassword('Abcdef1!')).toEqual([]);
    expect(checkPassword('Senha@Forte2026!')).toEqual([]);
    expect(isValidPassword('Çidade#1x')).toBe(true);
  });

  it('lists every rule that fails', () => {
    expect(checkPassword('abc')).toEqual([
      'password_length',
      'password_digit',
      'password_uppercase',
      'password_special',
    ]);
    expect(checkPassword('ABCDEFG1!')).toEqual(['password_lowercase']);
    expect(checkPassword('Abcdefg1!Abcdefg1')).toEqual(['password_length']);
    expect(checkPassword('Abcdefg1 ')).toEqual(['password_special']);
  });

  it('forbids < > + | / * ? \\ even when everything else is right', () => {
    for (const char of PASSWORD_FORBIDDEN_CHARS) {
      expect(checkPassword(`Abcdef1${char}`), char).toEqual(['password_forbidden_chars']);
    }
  });

  it('fails the length rule exactly outside 8–16 characters', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), (length) => {
        const password = 'Aa1!'.padEnd(length, 'x').slice(0, length);
        expect(checkPassword(password).includes('password_length')).toBe(length < 8 || length > 16);
      }),
    );
  });
});

describe('current password and confirmation', () => {
  it('requires the current password with at least 8 characters, and nothing else', () => {
    expect(validateCurrentPassword('')).toEqual({ ok: false, code: 'current_password_required' });
    expect(validateCurrentPassword('1234567')).toEqual({ ok: false, code: 'current_password_too_short' });
    expect(validateCurrentPassword('12345678901234567890')).toEqual({ ok: true });
  });

  it('says "As senhas digitadas não são iguais" when the confirmation differs', () => {
    expect(isPasswordConfirmed('Abcdef1!', 'Abcdef1!')).toBe(true);
    expect(isPasswordConfirmed('Abcdef1!', 'abcdef1!')).toBe(false);
    expect(validatePasswordConfirmation('a', 'b')).toEqual({ ok: false, code: 'password_mismatch' });
  });
});
