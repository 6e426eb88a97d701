import { BRAND_SLUGS } from '@autohub/domain';
import { describe, expect, it } from 'vitest';
import { AR_CITIES, AR_PROVINCES } from '../../../db/seed/data/geography/ar.js';
import { BR_CITIES, BR_STATES } from '../../../db/seed/data/geography/br.js';
import { generateDealerNetwork } from './dealers.generator.js';

const network = generateDealerNetwork();

describe('demo dealer network', () => {
  it('is the same on every run', () => {
    expect(generateDealerNetwork()).toEqual(network);
  });

  it('has hundreds of dealers and every brand in every state capital of both countries', () => {
    expect(network.dealers.length).toBeGreaterThan(800);
    expect(network.dealers.length).toBeLessThan(2500);
    const capitals = [
      ...BR_STATES.map((state) => state.capitalIbgeCode),
      ...AR_PROVINCES.map((province) => province.capitalCode),
    ];
    for (const brand of BRAND_SLUGS) {
      for (const capital of capitals) {
        const open = network.dealers.filter((d) => d.brand === brand && d.cityCode === capital && !d.blocked);
        expect(open.length, `${brand} in ${capital}`).toBeGreaterThan(0);
      }
    }
  });

  it('gives big cities more dealers than small ones, at most six per brand', () => {
    const perCity = (code: string, brand: string): number =>
      network.dealers.filter((d) => d.cityCode === code && d.brand === brand).length;
    expect(perCity('3550308', 'fiat')).toBeGreaterThanOrEqual(4);
    expect(perCity('3550308', 'fiat')).toBeLessThanOrEqual(6);
    expect(perCity('AR-B-TANDIL', 'fiat')).toBe(1);
  });

  it('places dealers near their city, with a postal code of that city and a local phone', () => {
    const brCities = new Map(BR_CITIES.map((city) => [city.ibgeCode, city]));
    const arCities = new Map(AR_CITIES.map((city) => [city.code, city]));
    for (const dealer of network.dealers) {
      const br = brCities.get(dealer.cityCode);
      const ar = arCities.get(dealer.cityCode);
      const city = br ?? ar;
      if (!city) throw new Error(`dealer ${dealer.id} is in an unknown city`);
      expect(Math.abs(dealer.lat - city.lat)).toBeLessThan(0.15);
      if (br) {
        expect(dealer.postalCode >= br.postalCodeRange[0] && dealer.postalCode <= br.postalCodeRange[1]).toBe(
          true,
        );
        expect(dealer.phone).toMatch(/^\+55\d{10}$/);
        expect(dealer.whatsapp ?? '+5511999999999').toMatch(/^\+55\d{2}9\d{8}$/);
      } else if (ar) {
        expect(dealer.postalCode).toMatch(new RegExp(`^${ar.provinceCode}${ar.samplePostalCode}[A-Z]{3}$`));
        expect(dealer.phone).toMatch(/^\+54\d{10}$/);
      }
    }
  });

  it('opens on weekdays and Saturday mornings, never on Sunday, with breaks inside working time', () => {
    for (const dealer of network.dealers) {
      const days = new Set(dealer.openingPeriods.map((period) => period.weekday));
      expect(days.has(0)).toBe(false);
      expect([...days].sort()).toEqual([1, 2, 3, 4, 5, 6]);
      for (const pause of dealer.openingPeriods.filter((period) => period.type === 'BREAK')) {
        const work = dealer.openingPeriods.find(
          (p) => p.type === 'WORKING_TIME' && p.weekday === pause.weekday,
        );
        expect(work && work.start <= pause.start && pause.end <= work.end).toBe(true);
      }
    }
  });

  it('uses every type of the spec: dealer types, coverage, jurisdiction, offline and blocked flags', () => {
    const values = (pick: (d: (typeof network.dealers)[number]) => string | string[]): Set<string> =>
      new Set(network.dealers.flatMap(pick));
    expect(values((d) => d.types)).toEqual(new Set(['ONLINE_SCHEDULE', 'DIGITAL_DEALER']));
    expect(values((d) => d.coverage)).toEqual(new Set(['NATIONAL', 'STATE', 'REGIONAL', 'DEALER_GROUP']));
    expect(values((d) => d.jurisdiction)).toEqual(
      new Set(['MARKET', 'CONTEXT', 'BRAND', 'DEALER_GROUP', 'DEALER']),
    );
    expect(network.dealers.some((d) => d.offline)).toBe(true);
    expect(network.dealers.some((d) => d.blocked)).toBe(true);
    expect(
      network.dealers
        .filter((d) => d.services.includes('RECALL'))
        .every((d) => d.services.includes('MAINTENANCE')),
    ).toBe(true);
  });

  it('gives unique dealer codes per brand and group areas only to groups with dealers there', () => {
    const codes = new Set(network.dealers.map((d) => `${d.brand}:${d.dealerCode}`));
    expect(codes.size).toBe(network.dealers.length);
    for (const area of network.influenceAreas.filter((a) => a.dealerGroupId !== null)) {
      const groupDealers = network.dealers.filter(
        (d) =>
          d.dealerGroupId === area.dealerGroupId &&
          d.brand === area.brand &&
          area.cityCodes.includes(d.cityCode),
      );
      expect(groupDealers.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('grows to a requested size without changing the base network', () => {
    const big = generateDealerNetwork({ dealerCount: 5000 });
    expect(big.dealers).toHaveLength(5000);
    expect(big.dealers.slice(0, network.dealers.length)).toEqual(network.dealers);
    expect(new Set(big.dealers.map((d) => d.id)).size).toBe(5000);
  });
});
