import { z } from 'zod';
import { GarageCar } from '../garage/garage.schema.js';
import { UserSelf } from '../users/users.schema.js';
import { ConsentRecord } from './privacy.schema.js';
import { ReservationPersonalData } from '../reservations/reservation.schema.js';
import { EmployeeProgramPersonalData } from '../b2e/b2e.schema.js';
import { DiscountClubPersonalData } from '../discount-club/discount-club.schema.js';
import { RentalPersonalData } from '../rental/rental.schema.js';

/** Everything the platform holds about the person, as one JSON document (LGPD art. 18, II and V). */
export const PersonalDataExport = z
  .object({
    exportedAt: z.iso.datetime(),
    account: UserSelf,
    roles: z.array(z.string()),
    /** Every consent given or withdrawn, oldest first. */
    consentHistory: z.array(ConsentRecord),
    garage: z.array(GarageCar),
    sessions: z.array(
      z.object({ createdAt: z.iso.datetime(), expiresAt: z.iso.datetime(), signedOut: z.boolean() }),
    ),
    socialSignIns: z.array(z.object({ provider: z.string(), linkedAt: z.iso.datetime() })),
    reservations: ReservationPersonalData,
    rental: RentalPersonalData,
    employeeProgram: EmployeeProgramPersonalData,
    discountClub: DiscountClubPersonalData,
    records: z
      .record(z.string(), z.array(z.record(z.string(), z.unknown())))
      .describe(
        'Every other record held about the person, by kind (leads, test drives, contact messages, ' +
          'proposals and their documents, ratings, deliveries, partner messages…), as stored.',
      ),
  })
  .meta({ id: 'PersonalDataExport' });
export type PersonalDataExport = z.infer<typeof PersonalDataExport>;
