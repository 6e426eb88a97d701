import { dayInTimeZone } from '@autohub/domain';
import { expect } from 'vitest';
import { createAccount } from '../src/modules/auth/auth.fixture.js';
import type { TestApp } from './helpers.js';

/**
 * The dealership's sales feed (decision 006) tells the platform that dealer D-1 handed a car to the
 * customer today; that delivery is what lets the customer rate the dealer and own the car.
 */
export async function feedVehicleDelivery(
  t: TestApp,
  customerId: string,
  extra: { chassis?: string } = {},
): Promise<void> {
  const dms = await createAccount(t.app, t.db, `dms.${customerId}@example.com`, {
    roles: ['dms'],
    dealerCodes: ['D-1'],
  });
  const delivered = await t.app.inject({
    method: 'POST',
    url: '/api/staff/ratings/vehicle-deliveries',
    headers: dms.headers,
    payload: { customerId, deliveryDate: dayInTimeZone(new Date()), ...extra },
  });
  expect(delivered.statusCode, delivered.body).toBe(204);
}
