import { describe, expect, it } from 'vitest';
import { isMessageCode } from '../messages/messages.js';
import {
  DomainError,
  ERROR_CODES,
  ERROR_KINDS,
  ERRORS,
  QUOTATION_SAVE_CODES,
  errorMessage,
  isDomainError,
  isErrorCode,
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
    expect(ERRORS['quotation.already_saved'].kind).toBe('conflict');
    expect(userErrorMessage('quotation.already_saved', 'pt-BR')).toBe(
      'Esta cotação já foi salva. Reabra-a pelo CRM.',
    );
    expect(quotationSaveError('007')).toBeNull();
    expect(quotationSaveError('toString')).toBeNull();
  });

  it('gives every error a kind, a stable code and a user message of the catalogue', () => {
    for (const [code, def] of Object.entries(ERRORS)) {
      expect(code).toMatch(/^[a-z][a-z0-9_]*(\.[a-z0-9_]+)*$/);
      expect(ERROR_KINDS, code).toContain(def.kind);
      expect(isMessageCode(def.userMessage), code).toBe(true);
    }
  });

  it('has a pt-BR and an es-AR message for every code, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const code of ERROR_CODES) {
      const ptBR = userErrorMessage(code, 'pt-BR');
      const esAR = userErrorMessage(code, 'es-AR');
      expect(ptBR.trim(), code).not.toBe('');
      expect(esAR.trim(), code).not.toBe('');
      expect(placeholders(esAR), code).toEqual(placeholders(ptBR));
    }
    expect(userErrorMessage('order_moved', 'es-AR')).toBe(
      'El pedido cambió mientras tanto. Actualizá la página e intentá nuevamente.',
    );
    expect(userErrorMessage('sign_in_slowed', 'pt-BR', { seconds: 20 })).toBe(
      'Muitas tentativas com senha errada. Aguarde 20 segundos e tente novamente.',
    );
  });

  it('refuses codes outside the catalogue', () => {
    expect(isErrorCode('order_moved')).toBe(true);
    expect(isErrorCode('quotation.already_saved')).toBe(true);
    expect(isErrorCode('order_teleported')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  it('raises DomainError with code, status and localized user message', () => {
    const error = new DomainError('financing.no_simulation_for_installments', { installments: 60 });
    expect(error).toBeInstanceOf(Error);
    expect(isDomainError(error)).toBe(true);
    expect(error.code).toBe('financing.no_simulation_for_installments');
    expect(error.kind).toBe('not_found');
    expect(error.message).toBe('No simulation found for 60 installments');
    expect(error.userMessage('pt-BR')).toBe('A SIMULAÇÃO ESTÁ INDISPONÍVEL NO MOMENTO');
    expect(error.userMessage('es-AR')).toBe('LA SIMULACIÓN NO ESTÁ DISPONIBLE EN ESTE MOMENTO');
  });

  it('keeps the thrower’s detail for the logs, never for the person', () => {
    const error = new DomainError('order_not_found', {}, { detail: 'No order 42 for user 7' });
    expect(error.message).toBe('No order 42 for user 7');
    expect(error.userMessage('pt-BR')).toBe('Pedido não encontrado');
    expect(error.userMessage('es-AR')).toBe('Pedido no encontrado');
    expect(new DomainError('order_not_found').message).toBe('order_not_found');
  });

  it('guards required params and bodies as the spec’s calls do', () => {
    expect(() => requireParam('', 'params.state_code_required')).toThrow('stateCode param is required');
    expect(() => requireParam(undefined, 'dealers.no_regional')).toThrow('There is no Regional');
    expect(requireParam('SP', 'params.state_code_required')).toBe('SP');
    expect(() => requireBody({})).toThrow('No body content provided.');
    expect(requireBody({ name: 'Maria' })).toEqual({ name: 'Maria' });
  });
});
