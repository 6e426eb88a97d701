import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../fields/field-errors.js';
import { testDriveBookingFields } from './test-drive.schema.js';

const NOW = () => new Date('2026-03-02T12:00:00-03:00');

describe('the test-drive form’s schema', () => {
  it('reports the booking rules and the buyer’s contact on the paths the api uses', () => {
    const result = testDriveBookingFields('BR', NOW).safeParse({
      dealerId: '',
      model: '',
      date: '',
      slot: null,
      time: '',
      customer: { name: '', email: 'x', phone: '351 555-1234' },
    });
    const paths = result.success ? [] : toFieldErrors(result.error, 'pt-BR').map((error) => error.path);
    expect(paths).toEqual(
      expect.arrayContaining(['dealerId', 'model', 'date', 'slot', 'time', 'customer.name', 'customer.email', 'customer.phone']),
    );
  });

  it('takes the mobile of the page’s market', () => {
    const booking = {
      dealerId: '12',
      model: '363',
      date: '2026-03-05',
      slot: 'MORNING' as const,
      time: '10:00',
      customer: { name: 'Lucía Fernández', email: 'lucia@example.com', phone: '11 2345-6789' },
    };
    expect(testDriveBookingFields('AR', NOW).safeParse(booking).success).toBe(true);
    const br = testDriveBookingFields('BR', NOW).safeParse(booking);
    expect(br.success ? [] : toFieldErrors(br.error, 'pt-BR').map((error) => error.path)).toEqual(['customer.phone']);
  });
});
