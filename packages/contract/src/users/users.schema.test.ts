import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../fields/field-errors.js';
import { ArgentineUserDataStepFields, IdentityDocument, UserSelfPatch } from './users.schema.js';

function problems(schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value) as { success: true } | { success: false; error: Parameters<typeof toFieldErrors>[0] };
  return result.success ? [] : toFieldErrors(result.error, 'es-AR').map(({ path, code }) => ({ path, code }));
}

describe('the identity document of an account by market', () => {
  const person = { name: 'Lucía Fernández', phone: '+54 9 351 555-1234' };

  it('reads the Argentine form’s one field as a DNI or a CUIL/CUIT by its digits', () => {
    expect(ArgentineUserDataStepFields.parse({ ...person, document: '12.345.678' }).document).toEqual({
      kind: 'DNI',
      number: '12345678',
    });
    expect(ArgentineUserDataStepFields.parse({ ...person, document: '20-12345678-6' }).document).toEqual({
      kind: 'CUIL',
      number: '20123456786',
    });
  });

  it('refuses a wrong CUIL, a short DNI and anything else with their own codes', () => {
    expect(problems(ArgentineUserDataStepFields, { ...person, document: '20-12345678-0' })).toEqual([
      { path: 'document', code: 'cuil_invalid' },
    ]);
    expect(problems(ArgentineUserDataStepFields, { ...person, document: '123.456' })).toEqual([
      { path: 'document', code: 'document_invalid' },
    ]);
    expect(problems(ArgentineUserDataStepFields, { ...person, document: '' })).toEqual([
      { path: 'document', code: 'document_invalid' },
    ]);
  });

  it('checks the number by the kind the api is sent', () => {
    expect(problems(IdentityDocument, { kind: 'DNI', number: '12345678' })).toEqual([]);
    expect(problems(IdentityDocument, { kind: 'DNI', number: '20123456786' })).toEqual([
      { path: 'number', code: 'dni_invalid' },
    ]);
    expect(problems(IdentityDocument, { kind: 'CUIL', number: '12345678' })).toEqual([
      { path: 'number', code: 'cuil_invalid' },
    ]);
    expect(problems(UserSelfPatch, { document: { kind: 'RUT', number: '12345678' } })).toEqual([
      { path: 'document.kind', code: 'document_invalid' },
    ]);
    expect(UserSelfPatch.parse({ document: null })).toEqual({ document: null });
  });
});
