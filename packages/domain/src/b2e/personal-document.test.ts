import { describe, expect, it } from 'vitest';
import { personalDocumentKey, personalDocumentProblem } from './personal-document.js';

describe('personal documents', () => {
  it('keys a CPF in Brazil and the DNI inside a CUIL in Argentina', () => {
    expect(personalDocumentKey('529.982.247-25', 'BR')).toBe('BR:52998224725');
    expect(personalDocumentProblem('529.982.247-24', 'BR')).toBe('cpf_invalid');
    expect(personalDocumentKey('20-12345678-6', 'AR')).toBe('AR:12345678');
    expect(personalDocumentKey('12.345.678', 'AR')).toBe('AR:12345678');
    expect(personalDocumentProblem('529.982.247-25', 'AR')).not.toBeNull();
  });
});
