import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../fields/field-errors.js';
import { CdcSimulatorFields, StandaloneCalculatorFields } from './financing.schema.js';
import { installmentCheckFields, installmentRegisterFields, ProposalTermsFields } from './proposal.schema.js';

/** The message code of each field a form refuses. */
function refused(schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const codes: Record<string, string> = {};
  for (const error of toFieldErrors(result.error as never, 'pt-BR')) codes[error.path] = error.code;
  return codes;
}

describe('the financing forms', () => {
  it('checks the tax id of the market: CPF in Brazil, CUIL in Argentina', () => {
    const applicant = { taxId: '529.982.247-25', birthDate: '17/05/1990', income: '25.000,00' };
    expect(refused(installmentCheckFields('BR'), applicant)).toEqual({});
    expect(refused(installmentCheckFields('AR'), applicant)).toEqual({ taxId: 'cuil_invalid' });
    expect(refused(installmentCheckFields('AR'), { ...applicant, taxId: '20-12345678-6' })).toEqual({});
    expect(refused(installmentCheckFields('BR'), { ...applicant, taxId: '111.111.111-11' })).toEqual({
      taxId: 'cpf_invalid',
    });
  });

  it('refuses an applicant under 18 and a contact without surname or with a mobile of another market', () => {
    const young = { taxId: '529.982.247-25', birthDate: '01/01/2020', income: '1.000,00' };
    expect(refused(installmentCheckFields('BR'), young)).toEqual({ birthDate: 'age_min_18' });
    const contact = { name: 'Maria', email: 'maria@example.com', phone: '(11) 98765-4321' };
    expect(refused(installmentRegisterFields('BR'), contact)).toEqual({ name: 'surname_required' });
    expect(refused(installmentRegisterFields('AR'), { ...contact, name: 'Maria Gómez', phone: '' })).toEqual({
      phone: 'mobile_phone_required',
    });
  });

  it('needs the terms ticked, a positive total in the calculator and one commercial condition at most', () => {
    expect(refused(ProposalTermsFields, { accepted: false })).toHaveProperty('accepted');
    expect(refused(ProposalTermsFields, { accepted: true })).toEqual({});
    const calculator = {
      planId: 'cdc',
      model: '363',
      mvsCode: '3631',
      totalValue: 10_000_000,
      entranceValue: 0,
      installments: 36,
      residualFinalInstallment: 0,
    };
    expect(refused(StandaloneCalculatorFields, calculator)).toEqual({});
    expect(refused(StandaloneCalculatorFields, { ...calculator, totalValue: undefined })).toEqual({
      totalValue: 'field_required',
    });
    expect(refused(StandaloneCalculatorFields, { ...calculator, entranceValue: Number.NaN })).toEqual({
      entranceValue: 'field_invalid',
    });
    const simulator = { entrancePercent: 30, installments: 36, offerIds: ['a', 'b'], coupon: '' };
    expect(refused(CdcSimulatorFields, simulator)).toHaveProperty('offerIds');
    expect(refused(CdcSimulatorFields, { ...simulator, offerIds: ['a'] })).toEqual({});
  });
});
