import { describe, expect, it } from 'vitest';
import { EMPTY_CAR_STATE } from './car-state.js';
import { createEmptyCar, type CurrentCar } from './current-car.js';
import { withBuild } from './current-car-build.js';
import { SAMPLE_MODEL as M } from './sample-model.fixture.js';
import {
  canRestoreStoredCar,
  isValidStoredLocation,
  loadStoredCar,
  readStoredCar,
  toStoredCar,
} from './stored-car.js';

const SAVED_AT = Date.UTC(2026, 4, 10, 12, 0, 0);
const HOUR = 3_600_000;

function pricedCar(): CurrentCar {
  const car: CurrentCar = {
    ...createEmptyCar('citroen'),
    mvs: { code: '2CQ1A5GPLW56A0B1', modelCode: '2CQ1', year: 2026, price: null },
    location: { countryCode: 'BR', stateCode: 'MG', cityName: 'Belo Horizonte' },
  };
  return withBuild(
    car,
    M,
    {
      ...EMPTY_CAR_STATE,
      colorId: 'c-red',
      coatingId: 'ct-cloth',
      selected: ['a-mats'],
      services: ['s-revision'],
    },
    { base: 9_000_000, parts: { CRED: 1, CTCLOTH: 2, AMATS: 3 } },
  );
}

describe('stored car validity', () => {
  const stored = toStoredCar(pricedCar(), SAVED_AT);

  it('is valid for less than 4 hours after saving', () => {
    expect(canRestoreStoredCar(stored, SAVED_AT)).toBe(true);
    expect(canRestoreStoredCar(stored, SAVED_AT + 4 * HOUR - 1)).toBe(true);
    expect(canRestoreStoredCar(stored, SAVED_AT + 4 * HOUR)).toBe(false);
  });

  it('follows a time-to-live set by the page', () => {
    expect(canRestoreStoredCar(stored, SAVED_AT + 2 * HOUR, HOUR)).toBe(false);
    expect(canRestoreStoredCar(stored, SAVED_AT + 5 * HOUR, 6 * HOUR)).toBe(true);
  });

  it('needs a model code and a location with a country code', () => {
    expect(canRestoreStoredCar({ ...stored, mvs: null }, SAVED_AT)).toBe(false);
    expect(canRestoreStoredCar({ ...stored, mvs: { ...stored.mvs, modelCode: '' } }, SAVED_AT)).toBe(false);
    expect(canRestoreStoredCar({ ...stored, mvs: { ...stored.mvs, modelCode: '  ' } }, SAVED_AT)).toBe(false);
    expect(canRestoreStoredCar({ ...stored, location: null }, SAVED_AT)).toBe(false);
    expect(canRestoreStoredCar({ ...stored, location: { stateCode: 'MG' } }, SAVED_AT)).toBe(false);
  });

  it('rejects anything that is not a saved car', () => {
    expect(canRestoreStoredCar(null, SAVED_AT)).toBe(false);
    expect(canRestoreStoredCar('car', SAVED_AT)).toBe(false);
    expect(canRestoreStoredCar({ ...stored, savedAt: undefined }, SAVED_AT)).toBe(false);
    expect(canRestoreStoredCar({ ...stored, parts: 'a-mats' }, SAVED_AT)).toBe(false);
    expect(canRestoreStoredCar(stored, SAVED_AT - 1000)).toBe(false);
  });
});

describe('loading a stored car', () => {
  it('clears the prices of model, colour, coating, parts and services and marks where it came from', () => {
    const loaded = loadStoredCar(toStoredCar(pricedCar(), SAVED_AT));
    expect(loaded.mvs?.price).toBeNull();
    expect(loaded.color).toMatchObject({ id: 'c-red', price: null });
    expect(loaded.coating).toMatchObject({ id: 'ct-cloth', price: null });
    expect(loaded.parts).toEqual([
      { id: 'a-mats', code: 'AMATS', name: 'a-mats', type: 'ACCESSORY', price: null },
    ]);
    expect(loaded.services.map((s) => s.price)).toEqual([null]);
    expect(loaded).toMatchObject({
      prices: null,
      total: null,
      loadedFromLocalStorage: true,
      updatePrice: true,
    });
    expect(loaded).not.toHaveProperty('savedAt');
  });

  it('reads local storage text, refusing broken or expired cars', () => {
    const json = JSON.stringify(toStoredCar(pricedCar(), SAVED_AT));
    expect(readStoredCar(json, SAVED_AT + HOUR)?.parts.map((p) => p.id)).toEqual(['a-mats']);
    expect(readStoredCar(json, SAVED_AT + 5 * HOUR)).toBeNull();
    expect(readStoredCar('{"mvs":', SAVED_AT)).toBeNull();
    expect(readStoredCar(null, SAVED_AT)).toBeNull();
  });
});

describe('stored location', () => {
  it('must be valid JSON with a country code', () => {
    expect(isValidStoredLocation('{"countryCode":"AR","stateCode":"B"}')).toBe(true);
    expect(isValidStoredLocation('{"stateCode":"SP"}')).toBe(false);
    expect(isValidStoredLocation('{"countryCode":""}')).toBe(false);
    expect(isValidStoredLocation('countryCode=BR')).toBe(false);
    expect(isValidStoredLocation('["BR"]')).toBe(false);
    expect(isValidStoredLocation(undefined)).toBe(false);
  });
});
