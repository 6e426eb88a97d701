import { validateChassis, validatePlate, validateRecallQuery } from '@autohub/domain';
import { stringField, withRule } from './field-rules.js';

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
