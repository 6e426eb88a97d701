import { DomainError } from './errors.js';

/** The code of the `DomainError` an action throws; undefined when it throws nothing. */
export function codeOf(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    return error instanceof DomainError ? error.code : 'not a DomainError';
  }
  return undefined;
}
