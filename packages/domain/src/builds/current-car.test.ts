import { describe, expect, it } from 'vitest';
import { EMPTY_CAR_STATE, type CarState } from './car-state.js';
import {
  clearCarData,
  createEmptyCar,
  removeOwnedCarInfo,
  toCarState,
  type CurrentCar,
} from './current-car.js';
import { withBuild } from './current-car-build.js';
import { SAMPLE_MODEL as M } from './sample-model.fixture.js';
import type { PriceList } from './totals.js';

const prices: PriceList = {
  base: 10_000_000,
  parts: { CRED: 200_000, PKSPORT: 500_000, W17DARK: 200_000, AMATS: 40_000 },
  bonification: 100_000,
};

const build: CarState = {
  ...EMPTY_CAR_STATE,
  colorId: 'c-red',
  selected: ['pk-sport', 'w-17-dark', 'a-mats'],
  services: ['s-warranty'],
};

function carWithBuild(): CurrentCar {
  const car: CurrentCar = {
    ...createEmptyCar('jeep'),
    mvs: {
      code: '6261A5N',
      modelCode: '626',
      year: 2026,
      price: null,
      chassis: '9BD11111111111111',
      plateNumber: 'ABC1D23',
    },
    location: { countryCode: 'BR', stateCode: 'SP' },
  };
  return withBuild(car, M, build, prices);
}

describe('current car', () => {
  it('starts empty for the main brand unless told otherwise', () => {
    expect(createEmptyCar()).toMatchObject({
      brand: 'fiat',
      mvs: null,
      parts: [],
      total: null,
      loadedFromLocalStorage: false,
    });
    expect(createEmptyCar('peugeot').brand).toBe('peugeot');
  });

  it('carries the build with its location prices and totals', () => {
    const car = carWithBuild();
    expect(car.mvs?.price).toBe(10_000_000);
    expect(car.color).toEqual({ id: 'c-red', code: 'CRED', name: 'c-red', type: 'COLOR', price: 200_000 });
    expect(car.parts.map((p) => [p.code, p.price])).toEqual([
      ['PKSPORT', 500_000],
      ['W17DARK', 200_000],
      ['AMATS', 40_000],
    ]);
    expect(car.services).toEqual([
      {
        id: 's-warranty',
        name: 'Garantia estendida',
        category: 'warranty',
        serviceName: 'WARRANTY',
        price: 249_900,
      },
    ]);
    expect(car).toMatchObject({
      optionalsTotal: 700_000,
      accessoriesTotal: 40_000,
      servicesTotal: 249_900,
      bonificationTotal: 100_000,
      hasPriceBonification: true,
      total: 10_000_000 + 200_000 + 700_000 + 40_000 + 249_900 - 100_000,
      updatePrice: false,
    });
    expect(toCarState(car)).toEqual(build);
  });

  it('keeps the lines but no prices until the location prices are known', () => {
    const car = withBuild(carWithBuild(), M, build, null);
    expect(car.parts.every((p) => p.price === null)).toBe(true);
    expect(car).toMatchObject({ total: null, updatePrice: true, mvs: { price: null } });
  });

  it('clears the build but keeps brand and location', () => {
    const car = carWithBuild();
    const cleared = clearCarData(car);
    expect(cleared).toEqual({ ...createEmptyCar('jeep'), location: { countryCode: 'BR', stateCode: 'SP' } });
    expect(toCarState(cleared)).toEqual(EMPTY_CAR_STATE);
    expect(cleared.total).toBeNull();
  });

  it('blanks chassis and plate number of an owned car', () => {
    const car = removeOwnedCarInfo(carWithBuild());
    expect(car.mvs).toMatchObject({ chassis: '', plateNumber: '', modelCode: '626' });
    const empty = createEmptyCar();
    expect(removeOwnedCarInfo(empty)).toBe(empty);
  });
});
