import {
  parsePostalCode,
  PostalCodeLookupError,
  type Address,
  type PostalCodeLookup,
} from './postal-code.port.js';

/**
 * Codes that make the sandbox behave like the partner's bad days, like a payment provider's
 * test cards. Every other code inside a seeded city answers an address.
 */
export const SANDBOX_POSTAL_CODE_TEST_INPUTS = {
  /** Throws PostalCodeLookupError, as when the partner is down. */
  outage: '99999999',
  /** Not found (null), whatever the seed holds. */
  notFound: '00000000',
} as const;

/** Structural copies of the reference geography rows the sandbox reads. */
export interface BrPostalCityRow {
  ibgeCode: string;
  name: string;
  stateCode: string;
  population: number;
  postalCodeRange: readonly [string, string];
  samplePostalCode: string;
}
export interface ArPostalCityRow {
  code: string;
  name: string;
  provinceCode: string;
  population: number;
  samplePostalCode: string;
}

export interface SandboxPostalCodeOptions {
  brCities: readonly BrPostalCityRow[];
  arCities: readonly ArPostalCityRow[];
  latencyMs?: number;
}

interface Street {
  street: string;
  neighborhood: string;
}

/**
 * Central streets answered for a city's sample code. A few capitals get their best-known central
 * street; the others a street name found in the centre of most towns of the country.
 */
const CENTRAL_STREETS: Readonly<Record<string, Street>> = {
  '3550308': { street: 'Avenida Paulista', neighborhood: 'Bela Vista' },
  '3304557': { street: 'Avenida Rio Branco', neighborhood: 'Centro' },
  '5300108': { street: 'Setor Bancário Norte', neighborhood: 'Asa Norte' },
  '3106200': { street: 'Avenida Afonso Pena', neighborhood: 'Centro' },
  '4106902': { street: 'Rua XV de Novembro', neighborhood: 'Centro' },
  '4314902': { street: 'Rua dos Andradas', neighborhood: 'Centro Histórico' },
  '2927408': { street: 'Avenida Sete de Setembro', neighborhood: 'Centro' },
  '2611606': { street: 'Avenida Guararapes', neighborhood: 'Santo Antônio' },
  '1302603': { street: 'Avenida Eduardo Ribeiro', neighborhood: 'Centro' },
  '5208707': { street: 'Avenida Goiás', neighborhood: 'Setor Central' },
  '1501402': { street: 'Avenida Presidente Vargas', neighborhood: 'Campina' },
  'AR-C-CABA': { street: 'Avenida de Mayo', neighborhood: 'Monserrat' },
};

const BR_CENTRAL_STREETS = [
  'Rua XV de Novembro',
  'Avenida Getúlio Vargas',
  'Rua Sete de Setembro',
  'Praça da Matriz',
  'Rua Marechal Deodoro',
];
const AR_CENTRAL_STREETS = [
  'Avenida San Martín',
  'Calle Belgrano',
  'Calle Rivadavia',
  'Calle Mitre',
  'Avenida Sarmiento',
];

/** Street and neighbourhood names common across Brazil, combined for codes inside a city's range. */
const BR_STREETS = [
  'Rua das Flores',
  'Rua São José',
  'Rua Tiradentes',
  'Rua Santos Dumont',
  'Rua Dom Pedro II',
  'Rua Rui Barbosa',
  'Rua Castro Alves',
  'Rua José Bonifácio',
  'Rua Duque de Caxias',
  'Rua Floriano Peixoto',
  'Rua Barão do Rio Branco',
  'Rua Treze de Maio',
  'Rua das Palmeiras',
  'Rua dos Ipês',
  'Rua Monteiro Lobato',
  'Rua Carlos Gomes',
];
const BR_NEIGHBORHOODS = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Jardim Europa',
  'Santa Cruz',
  'São Francisco',
  'Boa Vista',
  'Vila Maria',
  'Jardim Primavera',
  'Santo Antônio',
];

/** FNV-1a: a stable small hash so the same code always names the same street. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function pick<T>(items: readonly T[], seed: number): T {
  const item = items[seed % items.length];
  if (item === undefined) throw new Error('empty list');
  return item;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class SandboxPostalCodeLookup implements PostalCodeLookup {
  private readonly brBySample: Map<string, BrPostalCityRow>;
  private readonly brByRange: BrPostalCityRow[];
  private readonly arByCode: Map<string, ArPostalCityRow>;
  private readonly arBySample: ArPostalCityRow[];
  private readonly latencyMs: number;

  constructor(options: SandboxPostalCodeOptions) {
    this.brBySample = new Map(options.brCities.map((city) => [city.samplePostalCode, city]));
    // Narrowest range first, so a city inside a wider range still wins its own codes.
    this.brByRange = [...options.brCities].sort((a, b) => rangeSize(a) - rangeSize(b));
    this.arByCode = new Map();
    for (const city of [...options.arCities].sort((a, b) => b.population - a.population)) {
      if (!this.arByCode.has(city.samplePostalCode)) this.arByCode.set(city.samplePostalCode, city);
    }
    // By sample code, the larger city first where two share one.
    this.arBySample = [...this.arByCode.values()].sort((a, b) =>
      a.samplePostalCode.localeCompare(b.samplePostalCode),
    );
    this.latencyMs = options.latencyMs ?? 0;
  }

  /**
   * The locality of an Argentine code: the city whose sample code it is, else the city of the same
   * postal zone (the code's first two digits, e.g. 10xx for the City of Buenos Aires) with the
   * nearest sample code at or below it. A CPA's first letter is its province's ISO letter: only that
   * province's cities answer it, so a letter that does not match the zone is not an address.
   */
  private arLocality(code: string, provinceLetter: string | undefined): ArPostalCityRow | null {
    const exact = this.arByCode.get(code);
    if (exact && (!provinceLetter || provinceLetter === exact.provinceCode)) return exact;
    const zone = this.arBySample.filter(
      (city) =>
        city.samplePostalCode.slice(0, 2) === code.slice(0, 2) &&
        (!provinceLetter || provinceLetter === city.provinceCode),
    );
    return zone.findLast((city) => city.samplePostalCode <= code) ?? zone[0] ?? null;
  }

  async lookup(raw: string): Promise<Address | null> {
    const parsed = parsePostalCode(raw);
    if (!parsed) return null;
    if (this.latencyMs > 0) await sleep(this.latencyMs);
    if (parsed.code === SANDBOX_POSTAL_CODE_TEST_INPUTS.outage) {
      throw new PostalCodeLookupError(
        'postal_code_provider_unavailable',
        'postal code provider unavailable (sandbox outage code)',
      );
    }
    if (parsed.code === SANDBOX_POSTAL_CODE_TEST_INPUTS.notFound) return null;
    if (parsed.country === 'AR') {
      const city = this.arLocality(parsed.code, parsed.provinceLetter);
      if (!city) return null;
      const central = CENTRAL_STREETS[city.code] ?? {
        street: pick(AR_CENTRAL_STREETS, hash(city.code)),
        neighborhood: 'Centro',
      };
      return {
        postalCode: parsed.cpa ?? parsed.code,
        ...central,
        complement: '',
        city: city.name,
        state: city.provinceCode,
        country: 'AR',
      };
    }
    const sample = this.brBySample.get(parsed.code);
    if (sample) {
      const central = CENTRAL_STREETS[sample.ibgeCode] ?? {
        street: pick(BR_CENTRAL_STREETS, hash(sample.ibgeCode)),
        neighborhood: 'Centro',
      };
      return this.brAddress(parsed.code, sample, central);
    }
    const city = this.brByRange.find(
      ({ postalCodeRange: [from, to] }) => parsed.code >= from && parsed.code <= to,
    );
    if (!city) return null;
    const seed = hash(parsed.code);
    return this.brAddress(parsed.code, city, {
      street: pick(BR_STREETS, seed),
      neighborhood: pick(BR_NEIGHBORHOODS, seed >>> 8),
    });
  }

  private brAddress(code: string, city: BrPostalCityRow, street: Street): Address {
    return {
      postalCode: code,
      street: street.street,
      complement: '',
      neighborhood: street.neighborhood,
      city: city.name,
      cityIbgeCode: city.ibgeCode,
      state: city.stateCode,
      country: 'BR',
    };
  }
}

function rangeSize(city: BrPostalCityRow): number {
  return Number(city.postalCodeRange[1]) - Number(city.postalCodeRange[0]);
}
