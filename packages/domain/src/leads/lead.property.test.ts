import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAddressSectionValid } from '../validation/address.js';
import { isLeadWithoutCpfAllowed } from '../validation/lead-cpf.js';
import { CONTACT_CHANNELS, type LeadFormState, initialLeadFormState } from './lead-form.js';
import { CACHE_BUSTER_DIGITS, LEAD_ADDRESS_KEYS, buildLeadPayload } from './lead-payload.js';
import { leadCpfRequirement } from './lead-validation.js';

const formArb: fc.Arbitrary<LeadFormState> = fc
  .record({
    leadPersonType: fc.constantFrom('physicalPerson' as const, 'legalPerson' as const),
    allowSMS: fc.boolean(),
    allowWhatsApp: fc.boolean(),
    allowEmail: fc.boolean(),
    name: fc.string(),
    cpf: fc.string(),
    preferredContactsMethod: fc.option(fc.constantFrom(...CONTACT_CHANNELS), { nil: null }),
  })
  .map((partial) => ({ ...initialLeadFormState(), ...partial }));

// Each address field is either a well-formed value or one of the blanks and typos people make.
const addressArb = fc.record({
  postalCode: fc.constantFrom('13015-904', '13015904', '', '1301-904', 'abc'),
  street: fc.constantFrom('Rua A', '', '  '),
  number: fc.constantFrom('10', '', 's/n'),
  complement: fc.constantFrom('', 'ap 1'),
  neighborhood: fc.constantFrom('Centro', ''),
  city: fc.constantFrom('Campinas', ''),
  state: fc.constantFrom('SP', ''),
});

const randomArb = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });

describe('lead payload properties', () => {
  it('always sends indPhoneContact equal to indSmsContact, both from the SMS consent', () => {
    fc.assert(
      fc.property(formArb, randomArb, (form, draw) => {
        const payload = buildLeadPayload({ brand: 'fiat', form, random: () => draw });
        expect(payload.indPhoneContact).toBe(payload.indSmsContact);
        expect(payload.indSmsContact).toBe(form.allowSMS);
        expect(payload.indEmailContact).toBe(form.allowEmail);
        expect(payload.indWhatsappContact).toBe(form.allowWhatsApp);
      }),
    );
  });

  it('carries the address part if and only if the address section is valid', () => {
    fc.assert(
      fc.property(addressArb, (address) => {
        const payload = buildLeadPayload({
          brand: 'jeep',
          form: initialLeadFormState(),
          purchase: {
            address,
            car: { mvs: '3621A2105', year: 2025 },
            dealer: { id: 'd', dealerCode: '1' },
            descriptions: [],
          },
          context: { location: { stateCode: 'RJ', cityName: 'Niterói' } },
          random: () => 0.1,
        });
        const valid = isAddressSectionValid(address);
        for (const key of LEAD_ADDRESS_KEYS) expect(key in payload).toBe(valid);
        expect(payload.cidade).toBe(valid ? address.city : 'Niterói');
      }),
    );
  });

  it('always has a cache-buster of twelve digits', () => {
    fc.assert(
      fc.property(randomArb, (draw) => {
        expect(
          buildLeadPayload({ brand: 'ram', form: initialLeadFormState(), random: () => draw }).cacheBuster,
        ).toMatch(new RegExp(`^\\d{${CACHE_BUSTER_DIGITS}}$`));
      }),
    );
  });
});

describe('lead without CPF truth table', () => {
  const cities = ['3509502', '3550308'];
  const dealers = ['d-1', 'd-2'];

  it('allows it only when the switch is on and (everywhere, or the city, or the dealer is listed)', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (allow, everywhere, cityListed, dealerListed, show) => {
          const settings = {
            allowLeadsWithoutCpf: allow,
            enabledLeadsWithoutCpfRegardlessCitiesAndDealers: everywhere,
            allowedCitiesWithoutCpf: cityListed ? cities : [],
            allowedDealersWithoutCpf: dealerListed ? dealers : [],
            showCpfCnpjOnLeadForm: show,
          };
          const origin = { ibgeCityCode: '3509502', dealerId: 'd-2' };
          const expected = allow && (everywhere || cityListed || dealerListed);
          expect(isLeadWithoutCpfAllowed(settings, origin)).toBe(expected);
          expect(leadCpfRequirement(settings, origin)).toBe(
            !expected ? 'required' : show ? 'optional' : 'hidden',
          );
        },
      ),
    );
  });

  it('never allows it for a city or dealer that is not listed', () => {
    const settings = {
      allowLeadsWithoutCpf: true,
      enabledLeadsWithoutCpfRegardlessCitiesAndDealers: false,
      allowedCitiesWithoutCpf: cities,
      allowedDealersWithoutCpf: dealers,
    };
    expect(isLeadWithoutCpfAllowed(settings, { ibgeCityCode: '1100015', dealerId: 'd-3' })).toBe(false);
    expect(isLeadWithoutCpfAllowed(settings, {})).toBe(false);
  });
});
