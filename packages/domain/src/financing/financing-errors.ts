/**
 * Stable codes for every way a financing calculation can refuse its input. The api maps them to
 * HTTP answers and the web to localised text, so the code, not the English message, is the contract.
 */
export const FINANCING_ERROR_CODES = [
  'INVALID_ARGUMENT',
  'INVALID_CASH_FLOWS',
  'RATE_NOT_CONVERGED',
  'IRR_NOT_CONVERGED',
  'CET_NOT_CONVERGED',
  'TERM_NOT_AVAILABLE',
  'ENTRANCE_OUT_OF_RANGE',
  'FINAL_INSTALLMENT_OUT_OF_RANGE',
  'NEXT_SIMULATION_NOT_FOUND',
  'NEXT_RESIDUAL_NOT_FOUND',
  'ADAPTER_NOT_FOUND',
  'COUPON_REQUIRES_ENTRANCE',
  'COMPARATOR_UNAVAILABLE_FOR_TERM',
] as const;

export type FinancingErrorCode = (typeof FINANCING_ERROR_CODES)[number];

/** Error thrown by the financing primitives and engines; `code` is stable, `message` is for logs. */
export class FinancingError extends Error {
  readonly code: FinancingErrorCode;
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(code: FinancingErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'FinancingError';
    this.code = code;
    this.details = details;
  }
}

/** True when `e` is a {@link FinancingError}, optionally with the given code. */
export function isFinancingError(e: unknown, code?: FinancingErrorCode): e is FinancingError {
  return e instanceof FinancingError && (code === undefined || e.code === code);
}
