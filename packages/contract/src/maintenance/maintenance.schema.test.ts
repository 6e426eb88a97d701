import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../fields/field-errors.js';
import { TypedMileageField } from '../fields/vehicle.schema.js';
import { MaintenanceSuggestionFields } from './maintenance.schema.js';

function problems(schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, value: unknown) {
  const result = schema.safeParse(value) as { success: true } | { success: false; error: Parameters<typeof toFieldErrors>[0] };
  return result.success ? [] : toFieldErrors(result.error, 'es-AR').map(({ path, code }) => ({ path, code }));
}

describe('a mileage as typed', () => {
  it('is read by the domain: thousands separators taken, negatives and words refused', () => {
    expect(TypedMileageField.parse('45.000')).toBe(45000);
    expect(problems(TypedMileageField, '')).toEqual([{ path: '', code: 'mileage_required' }]);
    expect(problems(TypedMileageField, '-100')).toEqual([{ path: '', code: 'mileage_invalid' }]);
    expect(problems(TypedMileageField, 'abc')).toEqual([{ path: '', code: 'mileage_invalid' }]);
  });

  it('with the car’s age in whole months, or none', () => {
    expect(MaintenanceSuggestionFields.parse({ mileage: '8000', months: '37' })).toEqual({ mileage: 8000, months: 37 });
    expect(MaintenanceSuggestionFields.parse({ mileage: '8000', months: ' ' })).toEqual({ mileage: 8000 });
    expect(problems(MaintenanceSuggestionFields, { mileage: '8000', months: '3.5' })).toEqual([
      { path: 'months', code: 'field_invalid' },
    ]);
  });
});
