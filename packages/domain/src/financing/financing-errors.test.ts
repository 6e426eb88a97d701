import { describe, expect, it } from 'vitest';
import { DomainError, ERRORS, userErrorMessage } from '../errors/errors.js';
import {
  FINANCING_ERROR_CATALOGUE,
  FINANCING_ERROR_CODES,
  FinancingError,
  financingToDomainError,
} from './financing-errors.js';

describe('financing errors', () => {
  it('maps every financing refusal to the platform error type with a catalogue code', () => {
    expect(Object.keys(FINANCING_ERROR_CATALOGUE).sort()).toEqual([...FINANCING_ERROR_CODES].sort());
    for (const code of FINANCING_ERROR_CODES) {
      const mapped = financingToDomainError(new FinancingError(code, `engine says ${code}`));
      expect(mapped, code).toBeInstanceOf(DomainError);
      const error = mapped as DomainError;
      expect(error.code, code).toBe(FINANCING_ERROR_CATALOGUE[code]);
      expect(error.message, code).toBe(`engine says ${code}`);
      expect(userErrorMessage(error.code, 'pt-BR').trim(), code).not.toBe('');
      expect(userErrorMessage(error.code, 'es-AR').trim(), code).not.toBe('');
    }
  });

  it('words a solver that did not converge as the simulation being unavailable', () => {
    const error = financingToDomainError(new FinancingError('IRR_NOT_CONVERGED', 'no root')) as DomainError;
    expect(error.code).toBe('simulation_unavailable');
    expect(ERRORS[error.code].kind).toBe('unavailable');
    expect(error.userMessage('pt-BR')).toBe('A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO');
  });

  it('leaves other failures as they are', () => {
    const other = new TypeError('boom');
    expect(financingToDomainError(other)).toBe(other);
  });
});
