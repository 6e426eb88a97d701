import { financingToDomainError } from '@autohub/domain';

/**
 * Runs `work`, turning the financing engines' refusals into the platform's one error type (the
 * catalogue code of each refusal is the domain's FINANCING_ERROR_CATALOGUE); anything else is
 * rethrown as it is.
 */
export function withFinancingErrors<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw financingToDomainError(error);
  }
}
