/**
 * Postal-code lookup port (spec document 2 "Locations": cep/{c}; §5: the hyphen is removed before
 * lookup, nothing is returned when the lookup status is not 200). Adapters: sandbox and ViaCEP.
 */

export type PostalCodeProviderName = 'sandbox' | 'viacep';

export interface Address {
  /** Normalized code: 8 digits for a Brazilian CEP, 4 digits or the 8-character CPA in Argentina. */
  postalCode: string;
  street: string;
  complement: string;
  neighborhood: string;
  city: string;
  /** 7-digit IBGE municipality code (Brazil only). */
  cityIbgeCode?: string;
  /** Brazilian UF or Argentine province code (ISO 3166-2:AR letter). */
  state: string;
  country: 'BR' | 'AR';
}

export interface PostalCodeLookup {
  /**
   * The address of a postal code, or null when the code is malformed (no call is made) or
   * unknown; the route shows 'O CEP não foi encontrado' (`cep_not_found`) for null. Throws a
   * PostalCodeLookupError when the partner cannot be reached.
   */
  lookup(code: string): Promise<Address | null>;
}

export class PostalCodeLookupError extends Error {
  override readonly name = 'PostalCodeLookupError';
  constructor(
    readonly code: 'postal_code_provider_unavailable' | 'postal_code_provider_invalid_response',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type ParsedPostalCode =
  | { country: 'BR'; code: string }
  /** `code` is the 4-digit locality code; `cpa` the full CPA when one was given. */
  | { country: 'AR'; code: string; cpa?: string; provinceLetter?: string };

/**
 * Removes the hyphen (spec §5) and surrounding spaces, then recognizes a Brazilian CEP
 * (`12345-678` or 8 digits), an Argentine 4-digit code, or an Argentine CPA (`X5000ABC`).
 * Anything else is null.
 */
export function parsePostalCode(raw: string): ParsedPostalCode | null {
  const code = raw.trim().replace(/-/g, '').toUpperCase();
  if (/^\d{8}$/.test(code)) return { country: 'BR', code };
  if (/^\d{4}$/.test(code)) return { country: 'AR', code };
  const cpa = /^([A-Z])(\d{4})[A-Z]{3}$/.exec(code);
  if (cpa?.[1] && cpa[2]) return { country: 'AR', code: cpa[2], cpa: code, provinceLetter: cpa[1] };
  return null;
}
