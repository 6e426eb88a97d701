import { type CountryCode, readMileage, validateChassis, validatePlate, validateRecallQuery } from '@autohub/domain';
import { z } from 'zod';
import { stringField, withRule } from './field-rules.js';

/** A plate of the market in either of its layouts: `plate_required` or `plate_invalid`. */
export function plateField(country: CountryCode) {
  return withRule(stringField('plate_required'), (value) => validatePlate(value, country))
    .describe(
      country === 'AR'
        ? 'Argentine plate: AB123CD (Mercosur) or ABC123.'
        : 'Brazilian plate, old or Mercosul layout.',
    )
    .meta({ example: country === 'AR' ? 'AB123CD' : 'ABC1D23' });
}

/**
 * A plate of any market the platform serves (a garage keeps cars of both): Brazilian old
 * (`ABC1234`, `ABC-1234`) or Mercosul (`ABC1D23`), Argentine `ABC123` or Mercosur `AB123CD`.
 */
export const AnyMarketPlateField = withRule(stringField('plate_required'), (value) => {
  const checked = validatePlate(value);
  return checked.ok || validatePlate(value, 'AR').ok ? { ok: true } : checked;
})
  .describe('Plate of Brazil (ABC1D23, ABC1234) or Argentina (AB123CD, ABC123).')
  .meta({ example: 'ABC1D23' });

/** Plate, old (`ABC1234`, `ABC-1234`) or Mercosul (`ABC1D23`): `plate_required` or `plate_invalid`. */
export const PlateField = withRule(stringField('plate_required'), validatePlate)
  .describe('Brazilian plate, old or Mercosul layout.')
  .meta({ example: 'ABC1D23' });

/** Chassis number, 17 characters A–Z 0–9: `chassis_invalid`. */
export const ChassisField = withRule(stringField('chassis_invalid'), validateChassis)
  .describe('Chassis number (VIN), 17 characters A-Z and 0-9.')
  .meta({ example: '9BD15802AA6123456' });

/** Recall search: a plate or a chassis: `plate_chassis_invalid`. */
export const RecallQueryField = withRule(stringField('plate_chassis_invalid'), validateRecallQuery).describe(
  'Plate (7 characters) or chassis (17 characters).',
);

/**
 * A mileage as a person types it (`45.000`, `45000`), read by the domain into kilometres:
 * `mileage_required` when empty, `mileage_invalid` for `-100`, `abc` or beyond the limit.
 */
export const TypedMileageField = stringField('mileage_required').transform((value, ctx) => {
  const reading = readMileage(value);
  if (!reading.ok) {
    ctx.addIssue({ code: 'custom', message: reading.code });
    return z.NEVER;
  }
  return reading.km;
});
