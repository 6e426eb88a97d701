import { describe, expect, it } from 'vitest';
import { AR_CITIES } from '../../db/seed/data/geography/ar.js';
import { BR_CITIES } from '../../db/seed/data/geography/br.js';
import { createPostalCodeLookup } from './postal-code.factory.js';
import { parsePostalCode, PostalCodeLookupError } from './postal-code.port.js';

const lookup = createPostalCodeLookup({ provider: 'sandbox' });

describe('postal code format', () => {
  it('removes the hyphen and recognizes CEPs, Argentine codes and CPAs', () => {
    expect(parsePostalCode('01310-100')).toEqual({ country: 'BR', code: '01310100' });
    expect(parsePostalCode(' 01310100 ')).toEqual({ country: 'BR', code: '01310100' });
    expect(parsePostalCode('5000')).toEqual({ country: 'AR', code: '5000' });
    expect(parsePostalCode('x5000abc')).toEqual({
      country: 'AR',
      code: '5000',
      cpa: 'X5000ABC',
      provinceLetter: 'X',
    });
    for (const bad of ['', '0131010', '013101000', '01.310-100', 'ABCDEFGH', '50000A'])
      expect(parsePostalCode(bad)).toBeNull();
  });
});

describe('sandbox postal codes', () => {
  it('answers a central street for a city sample code', async () => {
    await expect(lookup.lookup('01310-100')).resolves.toEqual({
      postalCode: '01310100',
      street: 'Avenida Paulista',
      complement: '',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      cityIbgeCode: '3550308',
      state: 'SP',
      country: 'BR',
    });
  });

  it('answers the seeded city of every sample code and of both ends of every range', async () => {
    for (const city of BR_CITIES) {
      for (const code of [city.samplePostalCode, ...city.postalCodeRange]) {
        const address = await lookup.lookup(code);
        expect(address, `${city.name} ${code}`).toMatchObject({
          city: city.name,
          cityIbgeCode: city.ibgeCode,
          state: city.stateCode,
        });
        expect(address?.street).not.toBe('');
      }
    }
  });

  it('derives the same street for the same code, and different streets across a city', async () => {
    const [first, again] = await Promise.all([lookup.lookup('13050000'), lookup.lookup('13050-000')]);
    expect(first).toEqual(again);
    expect(first?.city).toBe('Campinas');
    expect(first?.street).toMatch(/^Rua /);
    const streets = new Set<string>();
    for (let n = 13_020_000; n < 13_100_000; n += 1_000)
      streets.add((await lookup.lookup(String(n).padStart(8, '0')))?.street ?? '');
    expect(streets.size).toBeGreaterThan(5);
  });

  it('answers Argentine localities by 4-digit code or CPA, checking the province letter', async () => {
    await expect(lookup.lookup('5000')).resolves.toMatchObject({
      city: 'Córdoba',
      state: 'X',
      country: 'AR',
      postalCode: '5000',
    });
    await expect(lookup.lookup('X5000ABC')).resolves.toMatchObject({
      city: 'Córdoba',
      postalCode: 'X5000ABC',
    });
    await expect(lookup.lookup('S5000ABC')).resolves.toBeNull();
    // Any code of a city's postal zone: the nearest city at or below it, in the CPA's province.
    await expect(lookup.lookup('C1043AAZ')).resolves.toMatchObject({
      city: 'Ciudad Autónoma de Buenos Aires',
      state: 'C',
      postalCode: 'C1043AAZ',
    });
    await expect(lookup.lookup('1043')).resolves.toMatchObject({ city: 'Ciudad Autónoma de Buenos Aires' });
    await expect(lookup.lookup('X5012ABC')).resolves.toMatchObject({ city: 'Córdoba', state: 'X' });
    await expect(lookup.lookup('B1043AAZ')).resolves.toBeNull();
    for (const city of AR_CITIES) {
      await expect(lookup.lookup(city.samplePostalCode), city.name).resolves.toMatchObject({
        city: city.name,
        state: city.provinceCode,
      });
    }
  });

  it('answers nothing for a code outside every seeded city, and for malformed codes', async () => {
    await expect(lookup.lookup('00000000')).resolves.toBeNull();
    await expect(lookup.lookup('00000-000')).resolves.toBeNull();
    await expect(lookup.lookup('0000')).resolves.toBeNull();
    await expect(lookup.lookup('9999')).resolves.toBeNull();
    await expect(lookup.lookup('1234-56')).resolves.toBeNull();
  });

  it('simulates a partner outage for 99999999', async () => {
    const error = await lookup.lookup('99999-999').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PostalCodeLookupError);
    expect(error).toMatchObject({ code: 'postal_code_provider_unavailable' });
  });
});
