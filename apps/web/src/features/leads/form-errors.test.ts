import { describe, expect, it } from 'vitest';
import { detailsToErrors, problemsToErrors } from './form-errors';

describe('form errors', () => {
  it('shows the catalogue message of the first problem of each field, in the page locale', () => {
    expect(
      problemsToErrors(
        [
          { field: 'cpf', code: 'field_required' },
          { field: 'cpf', code: 'cpf_invalid' },
          { field: 'email', code: 'email_invalid' },
        ],
        'pt-BR',
      ),
    ).toEqual({ cpf: 'Campo obrigatório', email: 'Digite um e-mail válido' });
  });

  it("maps the api's details under a prefix to fields and keeps unknown codes' own text", () => {
    expect(
      detailsToErrors(
        [
          { path: 'body.form.cpf', code: 'field_required', message: 'x' },
          { path: 'body.form.address.number', code: 'custom_thing', message: 'Número?' },
          { path: 'body.brand', code: 'invalid_value', message: 'y' },
        ],
        'body.form.',
        'pt-BR',
      ),
    ).toEqual({ cpf: 'Campo obrigatório', 'address.number': 'Número?' });
  });
});
