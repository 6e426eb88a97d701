import type { ErrorCode, ErrorKind } from '@autohub/domain';

/**
 * The HTTP status of each kind of error (decision 036). The domain names what went wrong; the
 * status is chosen here, at the edge, and nowhere else.
 */
export const HTTP_STATUS_OF_KIND: Readonly<Record<ErrorKind, number>> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  unprocessable: 422,
  rate_limited: 429,
  canceled: 499,
  internal: 500,
  upstream: 502,
  unavailable: 503,
  timeout: 504,
};

/** The catalogue code of an HTTP status Fastify or a plugin raised. */
export function codeOfStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
}
