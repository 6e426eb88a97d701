import { describe, expect, it } from 'vitest';
import { RENTAL_TAG_COLORS, RENTAL_TAG_STYLES, contrastRatio, rentalDealerQuery } from './rental-offers.js';
import {
  type RentalIntentForm,
  buildRentalLeadPayload,
  isEmptyUpdateBody,
  isValidCompanyTaxId,
  rentalProposalCode,
  validateRentalIntent,
} from './rental-form.js';

const good: RentalIntentForm = {
  companyName: 'Transportes Lima Ltda',
  contactName: 'Marina Lima',
  companyTaxId: '11.222.333/0001-81',
  companyOlderThanOneYear: true,
  email: 'frota@lima.com.br',
  mobile: '(11) 98765-4321',
  preferredContact: 'EMAIL',
  vehicleType: 'PICKUP',
  vehicleAmount: 12,
  fleetDescription: 'Entregas na Grande São Paulo',
  consents: { privacy: true, offers: false, directContact: true },
};

describe('rental intent form', () => {
  it('accepts a complete Brazilian company', () => {
    expect(validateRentalIntent(good, 'BR')).toEqual([]);
  });

  it('names each missing or wrong field with the spec message codes', () => {
    const problems = validateRentalIntent(
      {
        ...good,
        contactName: 'Marina',
        companyTaxId: '11.222.333/0001-82',
        companyOlderThanOneYear: null,
        email: 'frota@',
        mobile: '(11) 3333-4444',
        vehicleAmount: 0,
        fleetDescription: '<script>',
        consents: { privacy: false, offers: true, directContact: true },
      },
      'BR',
    );
    expect(problems).toEqual([
      { field: 'contactName', code: 'surname_required' },
      { field: 'companyTaxId', code: 'cnpj_invalid' },
      { field: 'companyOlderThanOneYear', code: 'field_required' },
      { field: 'email', code: 'email_invalid' },
      { field: 'mobile', code: 'phone_invalid' },
      { field: 'vehicleAmount', code: 'rental_vehicle_amount_invalid' },
      { field: 'fleetDescription', code: 'text_forbidden_chars' },
      { field: 'consents.privacy', code: 'checkbox_required' },
    ]);
  });

  it('asks an Argentine company for its CUIT, not a CNPJ', () => {
    expect(isValidCompanyTaxId('30-71234567-1', 'AR')).toBe(true);
    expect(isValidCompanyTaxId('20-12345678-6', 'AR')).toBe(false);
    expect(isValidCompanyTaxId('11.222.333/0001-81', 'AR')).toBe(false);
    const problems = validateRentalIntent(
      { ...good, companyTaxId: '11.222.333/0001-81', mobile: '11 5555-1234' },
      'AR',
    );
    expect(problems).toEqual([{ field: 'companyTaxId', code: 'cuit_invalid' }]);
  });

  it('sends the lead with the tax id unmasked and the three consents', () => {
    const payload = buildRentalLeadPayload({
      brand: 'fiat',
      country: 'BR',
      form: good,
      proposalCode: 'RL-202601-ABCDEF',
    });
    expect(payload).toMatchObject({
      form: 'Flua',
      leadPersonType: 'legalPerson',
      cnpj: '11222333000181',
      companyOlderThanOneYear: true,
      mobilePhone: '11987654321',
      optIns: { privacyPolicy: true, receiveOffers: false, directContact: true },
    });
  });

  it('makes readable proposal codes', () => {
    expect(rentalProposalCode(new Date('2026-03-05T00:00:00Z'), () => 0)).toBe('RL-202603-AAAAAA');
  });

  it('treats an update with nothing in it as empty', () => {
    expect(isEmptyUpdateBody(undefined)).toBe(true);
    expect(isEmptyUpdateBody({})).toBe(true);
    expect(isEmptyUpdateBody({ companyName: '  ' })).toBe(true);
    expect(isEmptyUpdateBody([])).toBe(true);
    expect(isEmptyUpdateBody({ companyName: 'Lima' })).toBe(false);
  });
});

describe('rental offers', () => {
  it('keeps every tag readable (4.5:1)', () => {
    for (const color of RENTAL_TAG_COLORS) {
      const style = RENTAL_TAG_STYLES[color];
      expect(contrastRatio(style.background, style.text), color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('asks rental dealers by type RENTAL, with fulfillment LAX only for a dealer group', () => {
    expect(rentalDealerQuery()).toEqual({ type: 'RENTAL' });
    expect(rentalDealerQuery(' 12 ')).toEqual({ type: 'RENTAL', dealerGroup: '12', fulfillment: 'LAX' });
  });
});
