/**
 * An expected failure at the HTTP edge (unknown brand, missing credentials…), answered as
 * `{ code, message }` with its status. Business rules raise `DomainError` from the domain instead.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string = code,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}
