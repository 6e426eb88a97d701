import { describe, expect, it } from 'vitest';
import { isMessageCode } from '../messages/messages.js';
import {
  DomainError,
  ERRORS,
  QUOTATION_SAVE_CODES,
  errorMessage,
  isDomainError,
  quotationSaveError,
  requireBody,
  requireParam,
  userErrorMessage,
} from './errors.js';

describe('error catalogue', () => {
  it('keeps the messages of spec document 2 §8 word for word', () => {
    expect(errorMessage('params.province_id_required')).toBe('routeParams.provinceId param is required');
    expect(errorMessage('params.state_code_required')).toBe('stateCode param is required');
    expect(errorMessage('params.required')).toBe('Params is required');
    expect(errorMessage('financing.no_simulation_for_installments', { installments: 48 })).toBe(
      'No simulation found for 48 installments',
    );
    expect(errorMessage('financing.no_values_for_residual', { residual: 30 })).toBe(
      'No values found for residual 30',
    );
    expect(errorMessage('financing.no_adapter', { type: 'XYZ' })).toBe(
      'No adapter found for financing type XYZ',
    );
    expect(errorMessage('body.no_body_content')).toBe('No body content provided.');
    expect(errorMessage('body.no_content_for_body')).toBe('No content provided for the body.');
    expect(errorMessage('params.value_required')).toBe('Parameter value is required');
    expect(errorMessage('dealers.no_radius')).toBe('There is no Radius');
    expect(errorMessage('dealers.no_influence_area')).toBe('There is no influence area');
    expect(errorMessage('dealers.no_regional')).toBe('There is no Regional');
    expect(errorMessage('car_image.missing_params')).toBe(
      'Failed to build base car image url. Missing required parameters.',
    );
    expect(errorMessage('offers.search_failed', { status: 503 })).toBe('Response status: 503');
    expect(errorMessage('geo.route_matrix_row_length', { row: 2 })).toBe(
      'route matrix row 2 unexpected length',
    );
    expect(errorMessage('geo.predictions_fetch_failed', { status: 'ZERO_RESULTS' })).toBe(
      'failed to fetch predictions due to ZERO_RESULTS',
    );
  });

  it('maps the CRM quotation codes 001–006', () => {
    expect(Object.keys(QUOTATION_SAVE_CODES)).toEqual(['001', '002', '003', '004', '005', '006']);
    expect(quotationSaveError('002')).toBe('quotation.already_saved');
    expect(ERRORS['quotation.already_saved'].status).toBe(409);
    expect(userErrorMessage('quotation.already_saved', 'pt-BR')).toBe(
      'Esta cotação já foi salva. Reabra-a pelo CRM.',
    );
    expect(quotationSaveError('007')).toBeNull();
    expect(quotationSaveError('toString')).toBeNull();
  });

  it('gives every error a status, a dot-case code and a user message of the catalogue', () => {
    for (const [code, def] of Object.entries(ERRORS)) {
      expect(code).toMatch(/^[a-z_]+(\.[a-z_0-9]+)*$/);
      expect(def.status).toBeGreaterThanOrEqual(400);
      expect(isMessageCode(def.userMessage), code).toBe(true);
    }
  });

  it('raises DomainError with code, status and localized user message', () => {
    const error = new DomainError('financing.no_simulation_for_installments', { installments: 60 });
    expect(error).toBeInstanceOf(Error);
    expect(isDomainError(error)).toBe(true);
    expect(error.code).toBe('financing.no_simulation_for_installments');
    expect(error.status).toBe(404);
    expect(error.message).toBe('No simulation found for 60 installments');
    expect(error.userMessage('pt-BR')).toBe('A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO');
    expect(error.userMessage('es-AR')).toBe('LA SIMULACIÓN NO ESTÁ DISPONIBLE EN ESTE MOMENTO');
  });

  it('guards required params and bodies as the spec’s calls do', () => {
    expect(() => requireParam('', 'params.state_code_required')).toThrow('stateCode param is required');
    expect(() => requireParam(undefined, 'dealers.no_regional')).toThrow('There is no Regional');
    expect(requireParam('SP', 'params.state_code_required')).toBe('SP');
    expect(() => requireBody({})).toThrow('No body content provided.');
    expect(requireBody({ name: 'Maria' })).toEqual({ name: 'Maria' });
  });
});
