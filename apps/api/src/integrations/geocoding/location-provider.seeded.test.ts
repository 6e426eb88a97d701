import { describe, expect, it } from 'vitest';
import { AR_CITIES, AR_PROVINCES } from '../../db/seed/data/geography/ar.js';
import { BR_CITIES } from '../../db/seed/data/geography/br.js';
import { createLocationProvider, seededSandboxPlaces } from './location-provider.factory.js';

// The sandbox as the app gets it by default: every seeded city of both countries.
const provider = createLocationProvider({});
const provinceName = new Map(AR_PROVINCES.map((p) => [p.code, p.name]));

describe('sandbox location provider over the seeded geography', () => {
  it('holds every seeded city of Brazil and Argentina', () => {
    expect(seededSandboxPlaces()).toHaveLength(BR_CITIES.length + AR_CITIES.length);
  });

  it('geocodes every Brazilian city by "name, UF" to its IBGE coordinates', async () => {
    for (const city of BR_CITIES) {
      const result = await provider.geocode(`${city.name}, ${city.stateCode}`);
      expect(result, city.name).toMatchObject({
        cityName: city.name,
        stateCode: city.stateCode,
        latitude: city.lat,
        longitude: city.lon,
      });
    }
  });

  it('geocodes every Argentine city by "name, province" with the province name as state code', async () => {
    for (const city of AR_CITIES) {
      const province = provinceName.get(city.provinceCode) ?? '';
      const result = await provider.geocode(`${city.name}, ${province}`, { country: 'AR' });
      expect(result, city.name).toMatchObject({
        cityName: city.name,
        stateCode: province,
        stateName: province,
        countryCode: 'AR',
      });
    }
  });

  it('reverse geocodes every seeded city centre to that city', async () => {
    for (const city of [...BR_CITIES, ...AR_CITIES]) {
      const result = await provider.reverseGeocode({ lon: city.lon, lat: city.lat });
      expect(result.cityName, city.name).toBe(city.name);
    }
  });

  it('suggests the city for the first letters of its name, highlighting them', async () => {
    for (const city of BR_CITIES.slice(0, 30)) {
      const typed = city.name.slice(0, 6);
      const predictions = await provider.autocomplete(typed, { country: 'BR' });
      const hit = predictions.find((p) => p.description === `${city.name}, ${city.stateCode}, Brasil`);
      if (!hit) {
        // Only a bigger namesake may push it out of the top five.
        expect(predictions.length, city.name).toBe(5);
        continue;
      }
      expect(hit.matchedSubstrings[0]?.offset, city.name).toBe(0);
      const highlighted = hit.matchedSubstrings.map(({ offset, length }) =>
        hit.description.slice(offset, offset + length),
      );
      expect(highlighted.join(' '), city.name).toBe(typed.trim());
    }
  });
});
