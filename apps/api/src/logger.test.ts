import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactSensitive, requestIdOf } from './logger.js';

describe('redactSensitive', () => {
  it('hides credentials, card data and tax ids at any depth', () => {
    expect(
      redactSensitive({
        email: 'ana@example.com',
        password: 'x',
        passwordConfirmation: 'x',
        currentPassword: 'x',
        payment: {
          cardNumber: '4111111111111111',
          securityCode: '123',
          expiry: '12/30',
          card: { number: '4111' },
        },
        buyer: { cpf: '52998224725', company: { cnpj: '11222333000181' }, document: '30111222' },
        people: [{ cuil: '20-30111222-3', name: 'Ana' }],
        headers: { authorization: 'Bearer t', cookie: 's=1', 'set-cookie': ['s=1'] },
      }),
    ).toEqual({
      email: 'ana@example.com',
      password: REDACTED,
      passwordConfirmation: REDACTED,
      currentPassword: REDACTED,
      payment: { cardNumber: REDACTED, securityCode: REDACTED, expiry: REDACTED, card: { number: REDACTED } },
      buyer: { cpf: REDACTED, company: { cnpj: REDACTED }, document: REDACTED },
      people: [{ cuil: REDACTED, name: 'Ana' }],
      headers: { authorization: REDACTED, cookie: REDACTED, 'set-cookie': REDACTED },
    });
  });

  it('keeps an ordinary number, such as an address number', () => {
    expect(redactSensitive({ address: { street: 'Av. Paulista', number: '1000' } })).toEqual({
      address: { street: 'Av. Paulista', number: '1000' },
    });
  });
});

describe('requestIdOf', () => {
  const request = (id?: string) =>
    ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;

  it('keeps a well-formed id from the caller and makes one otherwise', () => {
    expect(requestIdOf(request('abc-123'))).toBe('abc-123');
    expect(requestIdOf(request())).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(request('x'.repeat(200)))).not.toBe('x'.repeat(200));
    expect(requestIdOf(request('with space'))).not.toBe('with space');
  });
});
