import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeOf } from '../errors/code-of.fixture.js';
import { crc16 } from './crc16.js';
import { buildPixPayload, parsePixPayload, pixKeyKind } from './pix.js';

// The example of the Pix BR Code manual of the Central Bank of Brazil.
const MANUAL_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

describe('CRC16', () => {
  it('matches the CRC-16/CCITT-FALSE check value and the manual example', () => {
    expect(crc16('123456789')).toBe('29B1');
    expect(crc16('')).toBe('FFFF');
    expect(crc16(MANUAL_EXAMPLE.slice(0, -4))).toBe('1D3D');
  });

  it('works on UTF-8 bytes', () => {
    // 'é' is C3 A9 and '€' is E2 82 AC in UTF-8; a CRC over the single code unit E9 would give 8DF7.
    expect(crc16('é')).toBe('7ACB');
    expect(crc16('€')).toBe('0B51');
    expect(crc16('São Paulo')).toBe('E390');
  });
});

describe('Pix BR Code', () => {
  it('builds the manual example byte for byte', () => {
    expect(
      buildPixPayload({
        key: '123e4567-e12b-12d1-a456-426655440000',
        merchantName: 'Fulano de Tal',
        merchantCity: 'BRASILIA',
      }),
    ).toBe(MANUAL_EXAMPLE);
  });

  it('parses the manual example', () => {
    expect(parsePixPayload(MANUAL_EXAMPLE)).toEqual({
      payloadFormatIndicator: '01',
      pointOfInitiationMethod: null,
      key: '123e4567-e12b-12d1-a456-426655440000',
      description: null,
      url: null,
      merchantCategoryCode: '0000',
      currency: '986',
      amount: null,
      amountCents: null,
      countryCode: 'BR',
      merchantName: 'Fulano de Tal',
      merchantCity: 'BRASILIA',
      postalCode: null,
      txid: null,
      crc: '1D3D',
    });
  });

  it('writes amount, txid, description and postal code, with tag 63 last', () => {
    const payload = buildPixPayload({
      key: 'pagamentos@autohub.example',
      merchantName: 'Concessionária São João',
      merchantCity: 'São Paulo',
      amount: 1234.5,
      txid: 'PEDIDO123',
      description: 'Reserva Fiat Pulse',
      postalCode: '01310-100',
      singleUse: true,
    });
    expect(payload).toContain('010212');
    expect(payload).toContain('54071234.50');
    expect(payload).toContain('5923Concessionaria Sao Joao');
    expect(payload).toContain('6009Sao Paulo');
    expect(payload).toContain('610801310100');
    expect(payload).toContain('62130509PEDIDO123');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    const parsed = parsePixPayload(payload);
    expect(parsed.amount).toBe(1234.5);
    expect(parsed.amountCents).toBe(123450);
    expect(parsed.description).toBe('Reserva Fiat Pulse');
    expect(parsed.pointOfInitiationMethod).toBe('12');
  });

  it('throws on a bad CRC', () => {
    const tampered = MANUAL_EXAMPLE.replace('Fulano', 'Fulana');
    expect(codeOf(() => parsePixPayload(tampered))).toBe('pix.crc_mismatch');
    expect(codeOf(() => parsePixPayload(MANUAL_EXAMPLE.slice(0, -1) + 'E'))).toBe('pix.crc_mismatch');
  });

  it('throws on malformed TLV even with a right CRC', () => {
    const withCrc = (body: string) => `${body}6304${crc16(`${body}6304`)}`;
    expect(codeOf(() => parsePixPayload(withCrc('000201269')))).toBe('pix.malformed');
    expect(codeOf(() => parsePixPayload(withCrc('0002015802BR')))).toBe('pix.malformed');
    expect(
      codeOf(() => parsePixPayload(withCrc('00020126180014br.gov.bcb.fix5204000053039865802BR5901X6001Y'))),
    ).toBe('pix.malformed');
    expect(codeOf(() => parsePixPayload('0002016304'))).toBe('pix.malformed');
    expect(codeOf(() => parsePixPayload(''))).toBe('pix.malformed');
  });

  it('refuses fields that do not fit the BR Code', () => {
    const base = { key: '12345678909', merchantName: 'Loja', merchantCity: 'Recife' };
    expect(codeOf(() => buildPixPayload({ ...base, key: 'not a key' }))).toBe('pix.invalid_field');
    expect(codeOf(() => buildPixPayload({ ...base, merchantName: 'N'.repeat(26) }))).toBe(
      'pix.invalid_field',
    );
    expect(codeOf(() => buildPixPayload({ ...base, merchantCity: 'C'.repeat(16) }))).toBe(
      'pix.invalid_field',
    );
    expect(codeOf(() => buildPixPayload({ ...base, txid: 'with space' }))).toBe('pix.invalid_field');
    expect(codeOf(() => buildPixPayload({ ...base, amount: 0 }))).toBe('pix.invalid_field');
    expect(codeOf(() => buildPixPayload({ ...base, amount: -5 }))).toBe('pix.invalid_field');
    expect(codeOf(() => buildPixPayload({ ...base, description: 'd'.repeat(90) }))).toBe('pix.invalid_field');
  });

  it('recognises the kinds of Pix keys', () => {
    expect(pixKeyKind('52998224725')).toBe('cpf');
    expect(pixKeyKind('11222333000181')).toBe('cnpj');
    expect(pixKeyKind('+5511987654321')).toBe('phone');
    expect(pixKeyKind('maria@example.com')).toBe('email');
    expect(pixKeyKind('123e4567-e12b-12d1-a456-426655440000')).toBe('random');
    expect(pixKeyKind('hello')).toBeNull();
  });

  it('reads back whatever it builds', () => {
    const word = (max: number) => fc.stringMatching(new RegExp(`^[A-Za-z][A-Za-z ]{0,${max - 2}}[A-Za-z]$`));
    fc.assert(
      fc.property(
        fc.record({
          key: fc.oneof(fc.stringMatching(/^\d{11}$/), fc.uuid(), fc.stringMatching(/^\+55\d{11}$/)),
          merchantName: word(25),
          merchantCity: word(15),
          amountCents: fc.option(fc.integer({ min: 1, max: 99_999_999_999 }), { nil: undefined }),
          txid: fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), { nil: undefined }),
          description: fc.option(word(30), { nil: undefined }),
        }),
        (input) => {
          const payload = buildPixPayload({
            ...input,
            amount: input.amountCents === undefined ? undefined : input.amountCents / 100,
          });
          const parsed = parsePixPayload(payload);
          expect(parsed.key).toBe(input.key);
          expect(parsed.merchantName).toBe(input.merchantName);
          expect(parsed.merchantCity).toBe(input.merchantCity);
          expect(parsed.amountCents).toBe(input.amountCents ?? null);
          expect(parsed.txid).toBe(input.txid ?? null);
          expect(parsed.description).toBe(input.description ?? null);
        },
      ),
    );
  });
});
