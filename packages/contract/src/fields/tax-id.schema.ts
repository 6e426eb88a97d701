import {
  CNH_CATEGORIES,
  type CpfOrCnpjOptions,
  isValidCnh,
  validateCnhExpiry,
  validateCnpj,
  validateCpf,
  validateArgentineDocument,
  validateCpfOrCnpj,
  validateCuil,
  validateDni,
  validateRg,
} from '@autohub/domain';
import { z } from 'zod';
import { ruleOf, stringField, withRule } from './field-rules.js';

/** CPF, masked (`529.982.247-25`) or not (`52998224725`). Rejects with `cpf_invalid`. */
export const CpfField = withRule(stringField('cpf_invalid'), validateCpf)
  .describe('CPF, eleven digits, masked or not.')
  .meta({ example: '529.982.247-25' });

/** CNPJ, numeric or alphanumeric, masked or not. Rejects with `cnpj_invalid`. */
export const CnpjField = withRule(stringField('cnpj_invalid'), validateCnpj)
  .describe('CNPJ, numeric or alphanumeric (twelve characters 0-9/A-Z and two check digits), masked or not.')
  .meta({ example: '12.ABC.345/01DE-35' });

/**
 * A field taking a CPF or a CNPJ (by length). Rejects with `cpf_cnpj_invalid`; with `optional`,
 * an empty or missing value passes.
 */
export function cpfOrCnpjField(options: CpfOrCnpjOptions = {}) {
  const field = withRule(stringField('cpf_cnpj_invalid'), (value) =>
    validateCpfOrCnpj(value, options),
  ).describe('CPF (11 digits) or CNPJ (14 characters), masked or not.');
  return options.optional ? field.optional() : field;
}

/** CPF or CNPJ, required. */
export const CpfOrCnpjField = cpfOrCnpjField();
/** CPF or CNPJ, empty allowed. */
export const OptionalCpfOrCnpjField = cpfOrCnpjField({ optional: true });

/** Argentine CUIL/CUIT (prefixes 20, 23, 24, 27, 30). Rejects with `cuil_invalid`. */
export const CuilField = withRule(stringField('cuil_invalid'), (value) => validateCuil(value))
  .describe('Argentine CUIL/CUIT, eleven digits, masked (20-12345678-6) or not.')
  .meta({ example: '20-12345678-6' });

/** Argentine DNI, seven or eight digits, masked (`12.345.678`) or not. Rejects with `dni_invalid`. */
export const DniField = withRule(stringField('dni_invalid'), validateDni)
  .describe('Argentine DNI, seven or eight digits, masked (12.345.678) or not.')
  .meta({ example: '12.345.678' });

/**
 * The personal document of an Argentine person, typed in one field: eleven digits are a CUIL/CUIT
 * (`cuil_invalid` when its check digit or prefix is wrong), seven or eight a DNI (`dni_invalid`);
 * anything else is `document_invalid` (docs/decisions/015-market-formats.md).
 */
export const ArgentineDocumentField = withRule(stringField('document_invalid'), validateArgentineDocument)
  .describe('Argentine CUIL/CUIT (eleven digits) or DNI (seven or eight), masked or not.')
  .meta({ example: '20-12345678-6' });

/** RG: 1 to 50 digits once other characters are stripped. Rejects with `rg_invalid`. */
export const RgField = withRule(stringField('rg_invalid'), validateRg).describe('RG (identity card) number.');

/** CNH register number. Rejects with `cnh_invalid`. */
export const CnhNumberField = withRule(
  stringField('cnh_invalid'),
  ruleOf(isValidCnh, 'cnh_invalid'),
).describe('CNH (driver license) register number, eleven digits.');

/** CNH expiry `DD/MM/YYYY`, not before today: `cnh_expiry_invalid` or `cnh_expired`. */
export const CnhExpiryField = withRule(stringField('cnh_expiry_invalid'), (value) =>
  validateCnhExpiry(value, new Date()),
).describe('CNH expiry, DD/MM/YYYY, today or later.');

/** CNH category, required: `cnh_category_required`. */
export const CnhCategoryField = z
  .enum(CNH_CATEGORIES, { error: 'cnh_category_required' })
  .describe('CNH category.');
