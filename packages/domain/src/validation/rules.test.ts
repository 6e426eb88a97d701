import { describe, expect, it } from 'vitest';
import { isAddressSectionValid, validateAddress } from './address.js';
import { isWithinUploadLimit, validateUploadSize } from './files.js';
import { isLeadWithoutCpfAllowed, type LeadWithoutCpfSettings } from './lead-cpf.js';
import { isQuotationPriceValid, validateQuotationPrice } from './quotation.js';
import { STORED_STATE_TTL_MS, isStoredCarValid, parseStoredLocation } from './stored-state.js';
import {
  hasMaxLength,
  hasAnyValue,
  hasMaxSelected,
  hasMinLength,
  hasMinSelected,
  isCheckboxChecked,
  isEmptyOrMinLength,
  isGreaterThan,
  isLettersOnly,
  isNotStartingWithSpace,
  isNumericOnly,
  isPositiveNumber,
  isRequired,
  isSafeFreeText,
  requireValue,
} from './text.js';

describe('generic field rules', () => {
  it('free text refuses & $ < > %', () => {
    expect(isSafeFreeText('Quero um carro vermelho, por favor.')).toBe(true);
    for (const char of ['&', '$', '<', '>', '%']) expect(isSafeFreeText(`a ${char} b`), char).toBe(false);
  });

  it('a field must not start with a space', () => {
    expect(isNotStartingWithSpace('Maria')).toBe(true);
    expect(isNotStartingWithSpace(' Maria')).toBe(false);
    expect(isNotStartingWithSpace('\tMaria')).toBe(false);
  });

  it('a number must be greater than 0', () => {
    expect(isPositiveNumber(1)).toBe(true);
    expect(isPositiveNumber('0.5')).toBe(true);
    expect(isPositiveNumber(0)).toBe(false);
    expect(isPositiveNumber(-3)).toBe(false);
    expect(isPositiveNumber('')).toBe(false);
    expect(isPositiveNumber('abc')).toBe(false);
  });

  it('letters only and numeric only', () => {
    expect(isLettersOnly('Analista de sistemas')).toBe(true);
    expect(isLettersOnly('Técnico')).toBe(true);
    expect(isLettersOnly('Analista 2')).toBe(false);
    expect(isNumericOnly('0123')).toBe(true);
    expect(isNumericOnly('12a')).toBe(false);
  });

  it('lengths, counted in characters', () => {
    expect(hasMaxLength('ação', 4)).toBe(true);
    expect(hasMaxLength('ações', 4)).toBe(false);
    expect(hasMinLength('abc', 3)).toBe(true);
    expect(hasMinLength('ab', 3)).toBe(false);
    expect(isEmptyOrMinLength('', 3)).toBe(true);
    expect(isEmptyOrMinLength('ab', 3)).toBe(false);
  });

  it('selections, greater than, required and checkboxes', () => {
    expect(hasMinSelected(['EMAIL'], 1)).toBe(true);
    expect(hasMinSelected([], 1)).toBe(false);
    expect(hasMaxSelected([1, 2, 3], 2)).toBe(false);
    expect(isGreaterThan(10, 9)).toBe(true);
    expect(isGreaterThan(9, 9)).toBe(false);
    expect(isRequired('  ')).toBe(false);
    expect(isRequired(null)).toBe(false);
    expect(isRequired([])).toBe(false);
    expect(isRequired(0)).toBe(true);
    expect(isRequired('x')).toBe(true);
    expect(isCheckboxChecked(true)).toBe(true);
    expect(isCheckboxChecked('true')).toBe(false);
    expect(requireValue('', 'gender_required')).toEqual({ ok: false, code: 'gender_required' });
    expect(requireValue('F', 'gender_required')).toEqual({ ok: true });
  });

  it('at least one of the model year and the manufactured year', () => {
    expect(hasAnyValue(['', 2026])).toBe(true);
    expect(hasAnyValue([2025, null])).toBe(true);
    expect(hasAnyValue(['', null])).toBe(false);
  });
});

describe('address section', () => {
  const complete = {
    postalCode: '22021-001',
    street: 'Avenida Atlântica',
    number: '1702',
    neighborhood: 'Copacabana',
    city: 'Rio de Janeiro',
    state: 'RJ',
  };

  it('is valid when complete; the complement is optional', () => {
    expect(isAddressSectionValid(complete)).toBe(true);
  });

  it('requires street, number and neighborhood, and a well formed CEP', () => {
    expect(validateAddress({ ...complete, street: '', number: ' ', neighborhood: null })).toEqual([
      { field: 'street', code: 'street_required' },
      { field: 'number', code: 'address_number_required' },
      { field: 'neighborhood', code: 'neighborhood_required' },
    ]);
    expect(validateAddress({ ...complete, postalCode: '' })).toEqual([
      { field: 'postalCode', code: 'cep_required' },
    ]);
    expect(validateAddress({ ...complete, postalCode: '0131' })).toEqual([
      { field: 'postalCode', code: 'cep_invalid' },
    ]);
    expect(isAddressSectionValid({ ...complete, city: '' })).toBe(false);
  });
});

describe('lead without CPF', () => {
  const settings: LeadWithoutCpfSettings = {
    allowLeadsWithoutCpf: true,
    enabledLeadsWithoutCpfRegardlessCitiesAndDealers: false,
    allowedCitiesWithoutCpf: ['3550308'],
    allowedDealersWithoutCpf: ['D-42'],
  };

  it('is never allowed when the master switch is off', () => {
    expect(
      isLeadWithoutCpfAllowed(
        { ...settings, allowLeadsWithoutCpf: false, enabledLeadsWithoutCpfRegardlessCitiesAndDealers: true },
        { ibgeCityCode: '3550308', dealerId: 'D-42' },
      ),
    ).toBe(false);
  });

  it('is allowed everywhere, or for a listed city, or for a listed dealer', () => {
    expect(
      isLeadWithoutCpfAllowed({ ...settings, enabledLeadsWithoutCpfRegardlessCitiesAndDealers: true }, {}),
    ).toBe(true);
    expect(isLeadWithoutCpfAllowed(settings, { ibgeCityCode: '3550308' })).toBe(true);
    expect(isLeadWithoutCpfAllowed(settings, { dealerId: 'D-42' })).toBe(true);
    expect(isLeadWithoutCpfAllowed(settings, { ibgeCityCode: '3304557', dealerId: 'D-7' })).toBe(false);
    expect(isLeadWithoutCpfAllowed(settings, {})).toBe(false);
  });
});

describe('stored car and location', () => {
  const now = Date.UTC(2026, 10, 21, 12);
  const car = { modelCode: '520', location: { countryCode: 'BR' }, savedAt: now - 1000 };

  it('restores a car with model, location country and less than 4 hours of age', () => {
    expect(isStoredCarValid(car, now)).toBe(true);
    expect(isStoredCarValid({ ...car, savedAt: now - STORED_STATE_TTL_MS + 1 }, now)).toBe(true);
  });

  it('drops a car 4 hours old, without model or without country', () => {
    expect(isStoredCarValid({ ...car, savedAt: now - STORED_STATE_TTL_MS }, now)).toBe(false);
    expect(isStoredCarValid({ ...car, modelCode: '' }, now)).toBe(false);
    expect(isStoredCarValid({ ...car, location: {} }, now)).toBe(false);
    expect(isStoredCarValid({ ...car, location: null }, now)).toBe(false);
  });

  it('honours a time-to-live from page settings', () => {
    expect(isStoredCarValid({ ...car, savedAt: now - 60_000 }, now, 30_000)).toBe(false);
  });

  it('reads a stored location only from JSON with a country code', () => {
    expect(parseStoredLocation('{"countryCode":"BR","stateCode":"SP"}')).toEqual({
      countryCode: 'BR',
      stateCode: 'SP',
    });
    expect(parseStoredLocation('{"stateCode":"SP"}')).toBeNull();
    expect(parseStoredLocation('{broken')).toBeNull();
    expect(parseStoredLocation('["BR"]')).toBeNull();
    expect(parseStoredLocation('')).toBeNull();
  });
});

describe('quotation price', () => {
  it('must be greater than the initial price', () => {
    expect(isQuotationPriceValid(100_001, 100_000)).toBe(true);
    expect(isQuotationPriceValid(100_000, 100_000)).toBe(false);
    expect(validateQuotationPrice(90_000, 100_000)).toEqual({
      ok: false,
      code: 'quotation_price_not_greater',
    });
  });
});

describe('upload size', () => {
  it('says "Arquivos excederam o tamanho máximo" when the files together exceed the limit', () => {
    expect(isWithinUploadLimit([{ size: 600 }, { size: 400 }], 1000)).toBe(true);
    expect(validateUploadSize([{ size: 600 }, { size: 401 }], 1000)).toEqual({
      ok: false,
      code: 'files_too_large',
    });
  });
});
