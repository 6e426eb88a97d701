import { describe, expect, it } from 'vitest';
import { AR_CITIES, AR_PROVINCES, type ArCity } from './ar.js';
import { BR_CITIES, BR_STATE_CEP_RANGES, BR_STATES, type BrCity, type BrState } from './br.js';

type Box = readonly [latMin: number, latMax: number, lonMin: number, lonMax: number];

// Coarse bounding boxes, kept here rather than in the data so that a mistyped coordinate in the data
// (swapped lat/lon, lost minus sign, city filed under the wrong state) cannot agree with itself.
const BRAZIL: Box = [-33.8, 5.3, -74.0, -34.7];
const BR_STATE_BOXES: Readonly<Record<string, Box>> = {
  AC: [-11.15, -7.11, -73.99, -66.62],
  AL: [-10.5, -8.81, -38.24, -35.15],
  AP: [-1.24, 4.44, -54.88, -49.87],
  AM: [-9.82, 2.25, -73.79, -56.1],
  BA: [-18.35, -8.53, -46.62, -37.34],
  CE: [-7.86, -2.78, -41.42, -37.25],
  DF: [-16.05, -15.5, -48.29, -47.31],
  ES: [-21.3, -17.89, -41.88, -39.68],
  GO: [-19.5, -12.39, -53.25, -45.91],
  MA: [-10.26, -1.05, -48.76, -41.8],
  MT: [-18.04, -7.35, -61.63, -50.22],
  MS: [-24.07, -17.17, -58.17, -50.92],
  MG: [-22.92, -14.23, -51.05, -39.86],
  PA: [-9.84, 2.59, -58.9, -46.06],
  PB: [-8.3, -6.02, -38.77, -34.79],
  PR: [-26.72, -22.52, -54.62, -48.02],
  PE: [-9.48, -7.33, -41.36, -34.81],
  PI: [-10.93, -2.74, -45.99, -40.37],
  RJ: [-23.37, -20.76, -44.89, -40.96],
  RN: [-6.98, -4.83, -38.58, -34.97],
  RS: [-33.75, -27.08, -57.65, -49.69],
  RO: [-13.69, -7.97, -66.81, -59.77],
  RR: [-1.58, 5.27, -64.83, -58.89],
  SC: [-29.35, -25.96, -53.84, -48.36],
  SP: [-25.31, -19.78, -53.11, -44.16],
  SE: [-11.57, -9.51, -38.25, -36.39],
  TO: [-13.47, -5.17, -50.74, -45.7],
};
const ARGENTINA: Box = [-55.1, -21.7, -73.6, -53.6];
const AR_PROVINCE_BOXES: Readonly<Record<string, Box>> = {
  C: [-34.71, -34.53, -58.54, -58.33],
  B: [-41.04, -33.26, -63.39, -56.66],
  K: [-30.1, -25.14, -69.11, -64.87],
  H: [-28.02, -24.07, -63.48, -58.28],
  U: [-46.0, -42.0, -72.17, -63.6],
  X: [-35.0, -29.5, -65.78, -61.77],
  W: [-30.75, -27.26, -59.64, -55.67],
  E: [-34.05, -30.15, -60.8, -57.8],
  P: [-26.9, -22.49, -62.35, -57.57],
  Y: [-24.6, -21.78, -67.2, -64.14],
  L: [-39.3, -34.99, -68.3, -63.38],
  F: [-32.0, -27.75, -69.65, -65.44],
  M: [-37.57, -32.0, -70.59, -66.49],
  N: [-28.17, -25.49, -56.06, -53.63],
  Q: [-41.1, -36.13, -71.95, -68.0],
  R: [-42.0, -37.57, -71.95, -62.8],
  A: [-26.4, -21.99, -68.58, -62.34],
  J: [-32.62, -28.38, -70.6, -67.05],
  D: [-36.0, -31.85, -67.42, -64.86],
  Z: [-52.4, -46.0, -73.56, -65.7],
  S: [-34.39, -28.0, -62.88, -58.82],
  G: [-30.04, -25.6, -65.2, -61.68],
  V: [-55.06, -52.64, -68.65, -63.8],
  T: [-28.0, -26.05, -66.18, -64.48],
};
// Slack for borders drawn by hand and for cities sitting on a state line.
const MARGIN = 0.1;

const inBox = (lat: number, lon: number, [latMin, latMax, lonMin, lonMax]: Box): boolean =>
  lat >= latMin - MARGIN && lat <= latMax + MARGIN && lon >= lonMin - MARGIN && lon <= lonMax + MARGIN;

// Correios first-digit allocation, independent of BR_STATE_CEP_RANGES.
const CEP_FIRST_DIGITS: Readonly<Record<string, string>> = {
  SP: '01',
  RJ: '2',
  ES: '2',
  MG: '3',
  BA: '4',
  SE: '4',
  PE: '5',
  AL: '5',
  PB: '5',
  RN: '5',
  CE: '6',
  PI: '6',
  MA: '6',
  PA: '6',
  AP: '6',
  AM: '6',
  RR: '6',
  AC: '6',
  DF: '7',
  GO: '7',
  TO: '7',
  MT: '7',
  MS: '7',
  RO: '7',
  PR: '8',
  SC: '8',
  RS: '9',
};

// Leading digits of 4-digit Argentine postal codes by province: 1 Greater Buenos Aires, 2 Santa Fe and
// the north of Buenos Aires, 3 the north-east, 4 the north-west, 5 Cuyo and Córdoba, 6 the west of
// Buenos Aires and La Pampa, 7 the south-east of Buenos Aires, 8 northern Patagonia, 9 southern Patagonia.
const AR_POSTAL_FIRST_DIGITS: Readonly<Record<string, string>> = {
  C: '1',
  B: '12678',
  K: '45',
  H: '3',
  U: '9',
  X: '256',
  W: '3',
  E: '23',
  P: '3',
  Y: '4',
  L: '68',
  F: '5',
  M: '5',
  N: '3',
  Q: '8',
  R: '8',
  A: '4',
  J: '5',
  D: '56',
  Z: '9',
  S: '236',
  G: '345',
  V: '9',
  T: '4',
};

/** IBGE check digit: weights 1,2,1,2,1,2 on the first six digits, digit sum of each product, mod 10. */
function ibgeCheckDigit(firstSix: string): number {
  let sum = 0;
  [...firstSix].forEach((ch, i) => {
    const product = Number(ch) * (i % 2 === 0 ? 1 : 2);
    sum += product > 9 ? product - 9 : product;
  });
  return (10 - (sum % 10)) % 10;
}

const stateOf = (city: BrCity): BrState => {
  const state = BR_STATES.find((s) => s.code === city.stateCode);
  if (!state) throw new Error(`${city.name}: unknown state ${city.stateCode}`);
  return state;
};

const brCapitalOf = (stateCode: string): BrCity => {
  const capital = BR_CITIES.find((c) => c.stateCode === stateCode && c.capital);
  if (!capital) throw new Error(`no capital for ${stateCode}`);
  return capital;
};

describe('Brazil states', () => {
  it('has the 27 federative units with unique UF and IBGE codes', () => {
    expect(BR_STATES).toHaveLength(27);
    expect(new Set(BR_STATES.map((s) => s.code)).size).toBe(27);
    expect(new Set(BR_STATES.map((s) => s.ibgeCode)).size).toBe(27);
    for (const s of BR_STATES) {
      expect(s.code).toMatch(/^[A-Z]{2}$/);
      expect(s.ibgeCode).toMatch(/^[1-5]\d$/);
      expect(s.name.trim()).toBe(s.name);
    }
    expect(Object.keys(BR_STATE_BOXES).sort()).toEqual(BR_STATES.map((s) => s.code).sort());
  });

  it('groups states into the five IBGE regions, whose number is the first digit of the state code', () => {
    const regionDigit = { N: '1', NE: '2', SE: '3', S: '4', CO: '5' } as const;
    for (const s of BR_STATES) expect(s.ibgeCode[0], s.code).toBe(regionDigit[s.region]);
    const count = (region: BrState['region']): number => BR_STATES.filter((s) => s.region === region).length;
    expect([count('N'), count('NE'), count('CO'), count('SE'), count('S')]).toEqual([7, 9, 4, 4, 3]);
  });

  it('has exactly one capital per state, the city named by capitalIbgeCode', () => {
    for (const s of BR_STATES) {
      const capitals = BR_CITIES.filter((c) => c.stateCode === s.code && c.capital);
      expect(
        capitals.map((c) => c.ibgeCode),
        s.code,
      ).toEqual([s.capitalIbgeCode]);
    }
    expect(BR_CITIES.filter((c) => c.capital)).toHaveLength(27);
  });

  it('allocates every state a CEP block that starts with its Correios digit and overlaps no other state', () => {
    expect(Object.keys(BR_STATE_CEP_RANGES).sort()).toEqual(BR_STATES.map((s) => s.code).sort());
    const all: [string, string, string][] = [];
    for (const [uf, ranges] of Object.entries(BR_STATE_CEP_RANGES)) {
      for (const [from, to] of ranges) {
        expect(from).toMatch(/^\d{8}$/);
        expect(to).toMatch(/^\d{8}$/);
        expect(from <= to, `${uf} ${from}-${to}`).toBe(true);
        expect(CEP_FIRST_DIGITS[uf], uf).toContain(from[0]);
        expect(CEP_FIRST_DIGITS[uf], uf).toContain(to[0]);
        all.push([from, to, uf]);
      }
    }
    all.sort((a, b) => a[0].localeCompare(b[0]));
    for (let i = 1; i < all.length; i++) {
      const prev = all[i - 1]!;
      const next = all[i]!;
      expect(prev[1] < next[0], `${prev[2]} ${prev[1]} overlaps ${next[2]} ${next[0]}`).toBe(true);
    }
  });
});

describe('Brazil cities', () => {
  it('uses unique 7-digit IBGE codes that start with the state code and carry a valid check digit', () => {
    expect(new Set(BR_CITIES.map((c) => c.ibgeCode)).size).toBe(BR_CITIES.length);
    for (const c of BR_CITIES) {
      expect(c.ibgeCode, c.name).toMatch(/^\d{7}$/);
      expect(c.ibgeCode.slice(0, 2), c.name).toBe(stateOf(c).ibgeCode);
      // A handful of small municipalities carry non-standard check digits; none of them is listed here.
      expect(Number(c.ibgeCode[6]), c.name).toBe(ibgeCheckDigit(c.ibgeCode.slice(0, 6)));
    }
  });

  it('matches the IBGE codes of the largest cities', () => {
    const byCode = new Map(BR_CITIES.map((c) => [c.ibgeCode, `${c.name}/${c.stateCode}`]));
    expect(
      Object.fromEntries(
        [
          '3550308',
          '3304557',
          '5300108',
          '3106200',
          '2927408',
          '2304400',
          '4106902',
          '1302603',
          '2611606',
          '4314902',
        ].map((code) => [code, byCode.get(code)]),
      ),
    ).toEqual({
      '3550308': 'São Paulo/SP',
      '3304557': 'Rio de Janeiro/RJ',
      '5300108': 'Brasília/DF',
      '3106200': 'Belo Horizonte/MG',
      '2927408': 'Salvador/BA',
      '2304400': 'Fortaleza/CE',
      '4106902': 'Curitiba/PR',
      '1302603': 'Manaus/AM',
      '2611606': 'Recife/PE',
      '4314902': 'Porto Alegre/RS',
    });
  });

  it('has clean, unique names per state', () => {
    const keys = BR_CITIES.map((c) => `${c.stateCode}:${c.name}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const c of BR_CITIES) {
      expect(c.name.trim()).toBe(c.name);
      expect(c.name).not.toMatch(/\s{2}/);
    }
  });

  it('places every city inside Brazil, inside its own state and within reach of its capital', () => {
    for (const c of BR_CITIES) {
      expect(inBox(c.lat, c.lon, BRAZIL), c.name).toBe(true);
      expect(inBox(c.lat, c.lon, BR_STATE_BOXES[c.stateCode]!), `${c.name}/${c.stateCode}`).toBe(true);
      // Interior hubs lie far from the coast (Santarém is about 6° from Belém), so 7° rather than 3°.
      const capital = brCapitalOf(c.stateCode);
      expect(Math.hypot(c.lat - capital.lat, c.lon - capital.lon), c.name).toBeLessThan(7);
      // 4 decimals is about 11 m: more is noise, fewer would put dealers in the wrong neighbourhood.
      expect(Math.round(c.lat * 1e4) / 1e4).toBe(c.lat);
      expect(Math.round(c.lon * 1e4) / 1e4).toBe(c.lon);
    }
  });

  it('gives every city a CEP range inside its state block and a street-level sample CEP inside that range', () => {
    for (const c of BR_CITIES) {
      const [from, to] = c.postalCodeRange;
      expect(from, c.name).toMatch(/^\d{8}$/);
      expect(to, c.name).toMatch(/^\d{8}$/);
      expect(from <= to, c.name).toBe(true);
      const stateRanges = BR_STATE_CEP_RANGES[c.stateCode] ?? [];
      expect(
        stateRanges.some(([min, max]) => min <= from && to <= max),
        `${c.name}/${c.stateCode} ${from}-${to}`,
      ).toBe(true);
      expect(CEP_FIRST_DIGITS[c.stateCode], c.name).toContain(from[0]);
      expect(c.samplePostalCode, c.name).toMatch(/^\d{8}$/);
      expect(from <= c.samplePostalCode && c.samplePostalCode <= to, c.name).toBe(true);
      // Suffixes 900-999 are reserved for large customers, PO boxes and post offices.
      expect(Number(c.samplePostalCode.slice(5)), c.name).toBeLessThan(900);
    }
  });

  it('never assigns a CEP to two cities', () => {
    const ranges = [...BR_CITIES].sort((a, b) => a.postalCodeRange[0].localeCompare(b.postalCodeRange[0]));
    for (let i = 1; i < ranges.length; i++) {
      const prev = ranges[i - 1]!;
      const next = ranges[i]!;
      expect(
        prev.postalCodeRange[1] < next.postalCodeRange[0],
        `${prev.name} ${prev.postalCodeRange.join('-')} overlaps ${next.name} ${next.postalCodeRange.join('-')}`,
      ).toBe(true);
    }
  });

  it('lists at least the 100 most populous municipalities, largest first', () => {
    expect(BR_CITIES.length).toBeGreaterThanOrEqual(110);
    for (const c of BR_CITIES) {
      expect(Number.isInteger(c.population) && c.population > 0, c.name).toBe(true);
    }
    for (let i = 1; i < BR_CITIES.length; i++) {
      expect(BR_CITIES[i - 1]!.population, BR_CITIES[i]!.name).toBeGreaterThanOrEqual(
        BR_CITIES[i]!.population,
      );
    }
    expect(BR_CITIES[0]!.name).toBe('São Paulo');
    // The 100th largest Brazilian municipality had about 270,000 inhabitants in 2022; a list padded with
    // small towns instead of the real top 100 would fall well below that.
    expect(BR_CITIES[99]!.population).toBeGreaterThanOrEqual(250_000);
  });
});

describe('Argentina provinces', () => {
  it('has the 24 jurisdictions with their ISO 3166-2:AR letters', () => {
    expect(AR_PROVINCES).toHaveLength(24);
    expect(
      AR_PROVINCES.map((p) => p.code)
        .sort()
        .join(''),
    ).toBe('ABCDEFGHJKLMNPQRSTUVWXYZ');
    const byCode = new Map(AR_PROVINCES.map((p) => [p.code, p.name]));
    expect(byCode.get('B')).toBe('Buenos Aires');
    expect(byCode.get('C')).toBe('Ciudad Autónoma de Buenos Aires');
    expect(byCode.get('X')).toBe('Córdoba');
    expect(byCode.get('S')).toBe('Santa Fe');
    expect(byCode.get('M')).toBe('Mendoza');
    expect(byCode.get('V')).toMatch(/^Tierra del Fuego/);
  });

  it('has exactly one capital per province, the city named by capitalCode', () => {
    for (const p of AR_PROVINCES) {
      const capitals = AR_CITIES.filter((c) => c.provinceCode === p.code && c.capital);
      expect(
        capitals.map((c) => c.code),
        p.code,
      ).toEqual([p.capitalCode]);
    }
    expect(AR_CITIES.filter((c) => c.capital)).toHaveLength(24);
    const capitalName = (code: string): string | undefined =>
      AR_CITIES.find((c) => c.code === AR_PROVINCES.find((p) => p.code === code)?.capitalCode)?.name;
    expect(capitalName('B')).toBe('La Plata');
    expect(capitalName('Q')).toBe('Neuquén');
    expect(capitalName('R')).toBe('Viedma');
    expect(capitalName('U')).toBe('Rawson');
  });
});

describe('Argentina cities', () => {
  const byName = (name: string): ArCity => {
    const city = AR_CITIES.find((c) => c.name === name);
    if (!city) throw new Error(`missing ${name}`);
    return city;
  };

  it('uses unique, stable codes that embed the province letter', () => {
    expect(AR_CITIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(AR_CITIES.map((c) => c.code)).size).toBe(AR_CITIES.length);
    const letters = new Set(AR_PROVINCES.map((p) => p.code));
    for (const c of AR_CITIES) {
      expect(letters.has(c.provinceCode), c.name).toBe(true);
      expect(c.code, c.name).toMatch(/^AR-[A-Z]-[A-Z0-9]+(?:-[A-Z0-9]+)*$/);
      expect(c.code.slice(3, 4), c.name).toBe(c.provinceCode);
      expect(Number.isInteger(c.population) && c.population > 0, c.name).toBe(true);
    }
  });

  it('uses 4-digit postal codes from the province postal region', () => {
    for (const c of AR_CITIES) {
      expect(c.samplePostalCode, c.name).toMatch(/^\d{4}$/);
      expect(c.samplePostalCode[0], c.name).not.toBe('0');
      expect(AR_POSTAL_FIRST_DIGITS[c.provinceCode], `${c.name} ${c.samplePostalCode}`).toContain(
        c.samplePostalCode[0],
      );
    }
    expect(byName('Córdoba').samplePostalCode).toBe('5000');
    expect(byName('Rosario').samplePostalCode).toBe('2000');
    expect(byName('Mendoza').samplePostalCode).toBe('5500');
    expect(byName('La Plata').samplePostalCode).toBe('1900');
    expect(byName('Ciudad Autónoma de Buenos Aires').samplePostalCode).toBe('1000');
  });

  it('places every city inside Argentina and inside its own province', () => {
    for (const c of AR_CITIES) {
      expect(inBox(c.lat, c.lon, ARGENTINA), c.name).toBe(true);
      expect(inBox(c.lat, c.lon, AR_PROVINCE_BOXES[c.provinceCode]!), `${c.name}/${c.provinceCode}`).toBe(
        true,
      );
    }
  });
});
