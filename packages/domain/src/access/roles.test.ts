import { describe, expect, it } from 'vitest';
import {
  B2E_BUYER_TYPES,
  B2E_BUYER_TYPE_LABELS,
  LOYALTY_ADMIN_ROLE,
  MOPAR_ROLES,
  PROGRAM_ROLE_DEFINITIONS,
  ROLES,
  ROLE_CODES,
  USER_GROUPS,
  isB2EBuyerType,
  isProgramRole,
  isRoleCode,
  isUserGroup,
  roleLabel,
} from './roles.js';

// Spec document 1 §6, copied in the spec's order.
const SPEC_ROLE_LIST =
  'user_admin, partner_admin, partner_owner, repairman, offer_admin, customer, sales_customer, ' +
  'post_sales_customer, game_admin, manual_admin, game_moderator, game_player, procedure_manager, ' +
  'regional_manager, dealer_manager, inspector, user_dealer, external_application_admin, dealer_blocker, ' +
  'qr_code_generator, external_application_user, service_admin, dms, event_admin, lead_queue_manager, ' +
  'user_creator, cache_manager, integration_error_manager, push_notification_admin, ' +
  'subscription_payment_manager, toll_event_manager, food_catalog_manager, voucher_admin';

describe('role codes', () => {
  it('are the 33 codes of spec §6, in order and spelled the same', () => {
    expect(ROLE_CODES).toEqual(SPEC_ROLE_LIST.split(', '));
    expect(new Set(ROLE_CODES).size).toBe(33);
  });

  it('each have a description and a back-office label in pt-BR and es-AR', () => {
    for (const code of ROLE_CODES) {
      const role = ROLES[code];
      expect(role.code).toBe(code);
      expect(role.description.length).toBeGreaterThan(10);
      expect(role.label['pt-BR'].trim()).not.toBe('');
      expect(role.label['es-AR'].trim()).not.toBe('');
    }
    expect(Object.keys(ROLES)).toHaveLength(33);
    expect(roleLabel('dealer_manager', 'pt-BR')).toBe('Gerente da concessionária');
    expect(roleLabel('dealer_manager', 'es-AR')).toBe('Gerente del concesionario');
  });

  it('recognise codes without being fooled by object keys', () => {
    expect(isRoleCode('customer')).toBe(true);
    expect(isRoleCode('Customer')).toBe(false);
    expect(isRoleCode('admin')).toBe(false);
    expect(isRoleCode('constructor')).toBe(false);
    expect(isRoleCode('toString')).toBe(false);
  });

  it('class the buyer roles as customers and the systems as non-persons', () => {
    const customers = ROLE_CODES.filter((code) => ROLES[code].kind === 'customer');
    expect(customers).toEqual(['customer', 'sales_customer', 'post_sales_customer', 'game_player']);
    const systems = ROLE_CODES.filter((code) => !ROLES[code].person);
    expect(systems).toEqual(['external_application_user', 'dms']);
  });
});

describe('groups, program roles and B2E buyer types', () => {
  it('keep the user groups and program roles of spec §6', () => {
    expect(USER_GROUPS).toEqual(['OFFER', 'WCD', 'MOPAR', 'LOYALTY']);
    expect(MOPAR_ROLES).toEqual(['ROLE_REGIONAL', 'ROLE_ADMIN']);
    expect(LOYALTY_ADMIN_ROLE).toBe('ROLE_ADMIN');
    expect(PROGRAM_ROLE_DEFINITIONS['mopar:ROLE_ADMIN']).toMatchObject({
      group: 'MOPAR',
      programRole: 'ROLE_ADMIN',
    });
    expect(PROGRAM_ROLE_DEFINITIONS['mopar:ROLE_REGIONAL']).toMatchObject({
      group: 'MOPAR',
      programRole: 'ROLE_REGIONAL',
    });
    expect(PROGRAM_ROLE_DEFINITIONS['loyalty:ROLE_ADMIN']).toMatchObject({
      group: 'LOYALTY',
      programRole: 'ROLE_ADMIN',
    });
    expect(isProgramRole('mopar:ROLE_ADMIN')).toBe(true);
    // The bare name is ambiguous between the two programs, so it is not a grant.
    expect(isProgramRole('ROLE_ADMIN')).toBe(false);
    expect(isUserGroup('WCD')).toBe(true);
    expect(isUserGroup('wcd')).toBe(false);
  });

  it('list the five B2E buyer types with labels', () => {
    expect(B2E_BUYER_TYPES).toEqual(['employee', 'family_member', 'assignee', 'collaborator', 'dependent']);
    expect(B2E_BUYER_TYPE_LABELS.dependent).toEqual({ 'pt-BR': 'Dependente', 'es-AR': 'Dependiente' });
    expect(isB2EBuyerType('family_member')).toBe(true);
    expect(isB2EBuyerType('hasOwnProperty')).toBe(false);
  });
});
