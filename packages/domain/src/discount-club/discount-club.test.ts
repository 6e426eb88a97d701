import { describe, expect, it } from 'vitest';
import { personalDocumentKey } from '../b2e/personal-document.js';
import { clubCouponCode, discountClubById, discountClubOf, validateDependent } from './discount-club.js';

const club = discountClubOf('BR');
const holderKey = personalDocumentKey('529.982.247-25', 'BR')!;

describe('discount club dependents', () => {
  it('accepts a named dependent with a valid CPF and a relationship', () => {
    expect(
      validateDependent(
        { name: 'Lia Nunes', document: '111.444.777-35', relationship: 'CHILD' },
        { club, holderKey, existingKeys: [] },
      ),
    ).toEqual([]);
  });

  it('refuses the holder, a repeated dependent, a wrong CPF and a missing relationship', () => {
    const ctx = { club, holderKey, existingKeys: ['BR:11144477735'] };
    expect(
      validateDependent({ name: 'Lia Nunes', document: '529.982.247-25', relationship: 'CHILD' }, ctx),
    ).toEqual([{ field: 'document', code: 'dependent_same_as_holder' }]);
    expect(
      validateDependent({ name: 'Lia Nunes', document: '11144477735', relationship: 'CHILD' }, ctx),
    ).toEqual([{ field: 'document', code: 'dependent_duplicate' }]);
    expect(validateDependent({ name: 'Lia', document: '111.444.777-36', relationship: '' }, ctx)).toEqual([
      { field: 'name', code: 'surname_required' },
      { field: 'document', code: 'cpf_invalid' },
      { field: 'relationship', code: 'field_required' },
    ]);
  });

  it('stops at the club limit', () => {
    const existingKeys = ['BR:1', 'BR:2', 'BR:3', 'BR:4'];
    expect(
      validateDependent(
        { name: 'Lia Nunes', document: '111.444.777-35', relationship: 'SIBLING' },
        { club, holderKey, existingKeys },
      ),
    ).toEqual([{ field: 'document', code: 'dependents_limit' }]);
  });

  it('takes a DNI or CUIL in the Argentine club', () => {
    const ar = discountClubOf('AR');
    expect(discountClubById('club-ar')).toBe(ar);
    expect(
      validateDependent(
        { name: 'Sofía Pérez', document: '30.123.456', relationship: 'SPOUSE' },
        { club: ar, holderKey: 'AR:12345678', existingKeys: [] },
      ),
    ).toEqual([]);
    expect(
      validateDependent(
        { name: 'Sofía Pérez', document: '20-12345678-6', relationship: 'SPOUSE' },
        { club: ar, holderKey: 'AR:12345678', existingKeys: [] },
      ),
    ).toEqual([{ field: 'document', code: 'dependent_same_as_holder' }]);
  });

  it('makes coupon codes with the club prefix', () => {
    expect(clubCouponCode(club, () => 0.999)).toBe('CLUBE-99999999');
    expect(clubCouponCode(discountClubOf('AR'), () => 0)).toBe('CLUB-AAAAAAAA');
  });
});
