import { DomainError, type ErrorCode } from '../errors/errors.js';

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

/**
 * The catalogue code of each financing refusal. The solvers' failures are one code, 'A SIMULAÇÃO
 * ESTÁ INDISPONÍVEL NO MOMENTO': the plan exists, the number could not be produced.
 */
export const FINANCING_ERROR_CATALOGUE = {
  INVALID_ARGUMENT: 'financing_invalid_argument',
  INVALID_CASH_FLOWS: 'financing_invalid_cash_flows',
  RATE_NOT_CONVERGED: 'simulation_unavailable',
  IRR_NOT_CONVERGED: 'simulation_unavailable',
  CET_NOT_CONVERGED: 'simulation_unavailable',
  TERM_NOT_AVAILABLE: 'financing_term_not_available',
  ENTRANCE_OUT_OF_RANGE: 'financing_entrance_out_of_range',
  FINAL_INSTALLMENT_OUT_OF_RANGE: 'financing_final_installment_out_of_range',
  NEXT_SIMULATION_NOT_FOUND: 'financing_next_simulation_not_found',
  NEXT_RESIDUAL_NOT_FOUND: 'financing_next_residual_not_found',
  ADAPTER_NOT_FOUND: 'financing_adapter_not_found',
  COUPON_REQUIRES_ENTRANCE: 'coupon_requires_entrance',
  COMPARATOR_UNAVAILABLE_FOR_TERM: 'financing_comparator_unavailable_for_term',
} as const satisfies Record<FinancingErrorCode, ErrorCode>;

/**
 * The platform error a financing refusal is; anything else is returned as it is. The engine's
 * own sentence stays as the error's detail for the logs.
 */
export function financingToDomainError(error: unknown): unknown {
  if (!isFinancingError(error)) return error;
  return new DomainError(FINANCING_ERROR_CATALOGUE[error.code], {}, { cause: error, detail: error.message });
}
