import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../fields/field-errors.js';
import { RentalIntentRequest, rentalIntentFormFields } from './rental.schema.js';

const filled = {
  companyName: 'Transportes Lima Ltda',
  contactName: 'Marina Lima',
  companyTaxId: '11.222.333/0001-81',
  companyOlderThanOneYear: true,
  email: 'frota@example.com',
  mobile: '(11) 98765-4321',
  preferredContact: 'WHATSAPP' as const,
  vehicleType: 'PICKUP' as const,
  vehicleAmount: 12,
  fleetDescription: '',
  consents: { privacy: true, offers: false, directContact: false },
};

describe('the rental form’s schema', () => {
  it('puts each of the domain’s problems on its field, in the page language', () => {
    const result = rentalIntentFormFields('BR').safeParse({});
    expect(result.success).toBe(false);
    const errors = result.success ? [] : toFieldErrors(result.error, 'pt-BR');
    expect(errors.map((error) => error.path)).toEqual([
      'companyName',
      'contactName',
      'companyTaxId',
      'companyOlderThanOneYear',
      'email',
      'mobile',
      'preferredContact',
      'vehicleType',
      'vehicleAmount',
      'consents.privacy',
    ]);
    expect(errors.find((error) => error.path === 'companyTaxId')).toMatchObject({ code: 'cnpj_invalid' });
  });

  it('asks Brazil for a CNPJ and Argentina for a company CUIT', () => {
    expect(rentalIntentFormFields('BR').safeParse(filled).success).toBe(true);
    const argentine = { ...filled, companyTaxId: '30-71234567-1', mobile: '11 5555-1234' };
    expect(rentalIntentFormFields('AR').safeParse(argentine).success).toBe(true);
    const result = rentalIntentFormFields('AR').safeParse({
      ...argentine,
      companyTaxId: filled.companyTaxId,
    });
    const errors = result.success ? [] : toFieldErrors(result.error, 'es-AR');
    expect(errors).toEqual([{ path: 'companyTaxId', code: 'cuit_invalid', message: expect.any(String) }]);
  });

  it('answers the request with the same problems under the form', () => {
    const result = RentalIntentRequest.safeParse({
      brand: 'fiat',
      locale: 'es-AR',
      form: { ...filled, companyTaxId: '' },
    });
    const errors = result.success ? [] : toFieldErrors(result.error, 'es-AR');
    expect(errors.map((error) => [error.path, error.code])).toEqual([
      ['form.companyTaxId', 'cuit_invalid'],
      ['form.mobile', 'phone_invalid'],
    ]);
  });
});
