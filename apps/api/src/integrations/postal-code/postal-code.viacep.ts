import {
  parsePostalCode,
  PostalCodeLookupError,
  type Address,
  type PostalCodeLookup,
} from './postal-code.port.js';

/**
 * Adapter for the public ViaCEP protocol: `GET {base}/ws/{cep}/json/` answers
 * `{ cep, logradouro, complemento, bairro, localidade, uf, ibge, … }`, or `{ "erro": true }`
 * (older deployments: `"erro": "true"`) for a well-formed CEP that does not exist.
 */
export interface ViaCepOptions {
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: (input: string | URL, init?: RequestInit) => Promise<Response>;
}

export const VIACEP_DEFAULT_BASE_URL = 'https://viacep.com.br';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export class ViaCepPostalCodeLookup implements PostalCodeLookup {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: NonNullable<ViaCepOptions['fetch']> | undefined;

  constructor(options: ViaCepOptions = {}) {
    this.baseUrl = (options.baseUrl ?? VIACEP_DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetchImpl = options.fetch;
  }

  async lookup(raw: string): Promise<Address | null> {
    const parsed = parsePostalCode(raw);
    // ViaCEP knows Brazilian CEPs only.
    if (parsed?.country !== 'BR') return null;
    const url = `${this.baseUrl}/ws/${parsed.code}/json/`;
    let response: Response;
    let body: string;
    try {
      response = await (this.fetchImpl ?? fetch)(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      body = await response.text();
    } catch (error) {
      throw new PostalCodeLookupError(
        'postal_code_provider_unavailable',
        'postal code provider unreachable',
        { cause: error },
      );
    }
    // Spec §5: a lookup whose status is not 200 gives nothing.
    if (response.status !== 200) return null;
    let data: unknown;
    try {
      data = JSON.parse(body);
    } catch (error) {
      throw new PostalCodeLookupError(
        'postal_code_provider_invalid_response',
        'postal code provider sent a body that is not JSON',
        {
          cause: error,
        },
      );
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new PostalCodeLookupError(
        'postal_code_provider_invalid_response',
        'postal code provider sent an unexpected body',
      );
    }
    const record = data as Record<string, unknown>;
    if (record.erro === true || record.erro === 'true') return null;
    const city = text(record.localidade);
    const state = text(record.uf);
    if (city === '' || state === '') {
      throw new PostalCodeLookupError(
        'postal_code_provider_invalid_response',
        'postal code provider sent an address without city or state',
      );
    }
    const ibge = text(record.ibge);
    return {
      postalCode: text(record.cep).replace(/-/g, '') || parsed.code,
      street: text(record.logradouro),
      complement: text(record.complemento),
      neighborhood: text(record.bairro),
      city,
      ...(ibge === '' ? {} : { cityIbgeCode: ibge }),
      state: state.toUpperCase(),
      country: 'BR',
    };
  }
}
