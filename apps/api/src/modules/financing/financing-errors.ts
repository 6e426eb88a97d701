import { type FinancingErrorCode, type Locale, isFinancingError, message } from '@autohub/domain';
import { HttpError } from '../../http/http-error.js';

// Error codes of the financing calls. Where the spec gives the buyer a message (document 2 §8), the
// code is that message's code in the domain catalogue, so the api and the web word it the same in
// each locale; the engines' own refusals keep the spec's English sentences ('No simulation found
// for N installments').

const STATUS: Readonly<Record<FinancingErrorCode, number>> = {
  INVALID_ARGUMENT: 422,
  INVALID_CASH_FLOWS: 422,
  RATE_NOT_CONVERGED: 503,
  IRR_NOT_CONVERGED: 503,
  CET_NOT_CONVERGED: 503,
  TERM_NOT_AVAILABLE: 422,
  ENTRANCE_OUT_OF_RANGE: 422,
  FINAL_INSTALLMENT_OUT_OF_RANGE: 422,
  NEXT_SIMULATION_NOT_FOUND: 422,
  NEXT_RESIDUAL_NOT_FOUND: 422,
  ADAPTER_NOT_FOUND: 400,
  COUPON_REQUIRES_ENTRANCE: 422,
  COMPARATOR_UNAVAILABLE_FOR_TERM: 422,
};

/** The api code of a financing error code: `financing_` + lower case. */
export function financingCode(code: FinancingErrorCode): string {
  return `financing_${code.toLowerCase()}`;
}

/**
 * The HTTP answer to a failure of the financing engines; anything else is rethrown as it is. The
 * solvers' failures become 503 'A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO': the plan exists, the
 * number could not be produced.
 */
export function toHttpError(error: unknown, locale: Locale): unknown {
  if (!isFinancingError(error)) return error;
  const status = STATUS[error.code];
  if (status === 503) return new HttpError(503, 'simulation_unavailable', message('simulation_unavailable', locale));
  if (error.code === 'COUPON_REQUIRES_ENTRANCE') {
    return new HttpError(status, 'coupon_requires_entrance', message('coupon_requires_entrance', locale));
  }
  return new HttpError(status, financingCode(error.code), error.message);
}

/** Runs `work`, turning engine failures into HTTP answers. */
export function withFinancingErrors<T>(locale: Locale, work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw toHttpError(error, locale);
  }
}
