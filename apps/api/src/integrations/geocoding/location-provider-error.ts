/**
 * The location provider errors of spec document 2 §8, each with a stable code so that routes and
 * logs can branch on the code while the message stays word for word the spec's.
 */
export const LOCATION_PROVIDER_MESSAGES = {
  'geo.reverse_geocode_not_found': 'reverse geocode failed to find location',
  'geo.place_details_not_found': 'place details failed to find address',
  'geo.geocode_not_found': 'geocode failed to find location',
  'geo.autocomplete_not_found': 'autocomplete failed to find results',
  'geo.route_matrix_no_data': 'route matrix returned no data',
  'geo.route_matrix_unexpected_structure': 'route matrix unexpected response structure',
  'geo.route_matrix_row_length': 'route matrix row N unexpected length',
  'geo.predictions_fetch_failed': 'failed to fetch predictions due to {status}',
  'geo.distance_matrix_no_rows': 'no response rows from distance matrix',
  'geo.distance_matrix_fetch_failed': 'failed to fetch distance matrix due to {status}',
  'geo.no_results': 'no results found',
  'geo.geocoding_failed': 'geocoding failed',
  'geo.geocoding_parse_failed': 'failed to parse geocoding result',
  'geo.unsupported_provider': 'unsupported location provider',
  'geo.aws_config_missing': 'AWS provider requires API key and region',
  'geo.maps_sdk_not_loaded': 'maps SDK is not loaded',
  // Not in the spec: the Google adapter cannot start without a key either.
  'geo.google_config_missing': 'Google provider requires API key',
} as const;

export type LocationProviderErrorCode = keyof typeof LOCATION_PROVIDER_MESSAGES;

export const MAPS_SDK_NOT_LOADED_MESSAGE = LOCATION_PROVIDER_MESSAGES['geo.maps_sdk_not_loaded'];

export interface LocationProviderErrorDetails {
  /** Replaces `{status}` in the templated messages (a provider status, `HTTP_503`, `TIMEOUT`…). */
  status?: string;
  /** Replaces `N` in the row-length message (0-based, like the row's index in the matrix). */
  row?: number;
  /** Provider name, for logs. */
  provider?: string;
  cause?: unknown;
}

function formatMessage(code: LocationProviderErrorCode, details: LocationProviderErrorDetails): string {
  const template: string = LOCATION_PROVIDER_MESSAGES[code];
  if (code === 'geo.route_matrix_row_length') return template.replace('N', String(details.row ?? '?'));
  return template.replace('{status}', details.status ?? 'UNKNOWN_ERROR');
}

/**
 * A failure of the location provider. `code` is the dot-case code of the domain error catalogue
 * (`geo.*`) and `params` its placeholders, so a route can answer the catalogue error as is.
 */
export class LocationProviderError extends Error {
  override readonly name = 'LocationProviderError';
  readonly code: LocationProviderErrorCode;
  readonly params: { status?: string; row?: number };
  readonly provider: string | undefined;

  constructor(code: LocationProviderErrorCode, details: LocationProviderErrorDetails = {}) {
    super(formatMessage(code, details), details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.params = {
      ...(details.status === undefined ? {} : { status: details.status }),
      ...(details.row === undefined ? {} : { row: details.row }),
    };
    this.provider = details.provider;
  }

  /** The provider's status or the transport failure (`TIMEOUT`, `NETWORK_ERROR`, `HTTP_503`…). */
  get status(): string | undefined {
    return this.params.status;
  }
}

export function isLocationProviderError(error: unknown): error is LocationProviderError {
  return error instanceof LocationProviderError;
}
