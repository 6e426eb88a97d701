import {
  type CountryCode,
  TEST_DRIVE_SLOTS,
  TEST_DRIVE_STATUSES,
  validateEmail,
  validateMobilePhone,
  validateName,
  validateTestDriveBooking,
} from '@autohub/domain';
import { z } from 'zod';
import { BrandSlugSchema, LocaleSchema } from '../settings/settings.schema.js';

const dateTime = z.iso.datetime({ offset: true });

/** Whether the runtime knows an IANA time zone name (an unknown one makes date maths throw). */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Header carrying the buyer's key of a booking (returned once, when booking). */
export const TEST_DRIVE_TOKEN_HEADER = 'x-test-drive-token';

export const TestDriveStatusSchema = z
  .enum(TEST_DRIVE_STATUSES)
  .describe('REQUESTED → CONFIRMED → DONE, or CANCELLED; EXPIRED when the dealer does not answer in 24 h.');

/**
 * `POST /api/test-drives`. Dealer, model, day, slot and time are required (spec §5); the day is
 * after today and within 30 days in the dealer's time zone, and the time falls in the slot.
 * Problems come back as `validation_error` details with catalogue codes.
 */
export const TestDriveBookingRequest = z
  .object({
    brand: BrandSlugSchema,
    locale: LocaleSchema,
    dealerId: z.string().max(60).default(''),
    dealerName: z.string().max(200).nullish(),
    model: z.string().max(20).default('').describe('Model code.'),
    modelName: z.string().max(100).nullish(),
    date: z.string().max(10).default('').describe('YYYY-MM-DD or DD/MM/YYYY.'),
    slot: z.enum(TEST_DRIVE_SLOTS).nullable().default(null),
    time: z.string().max(5).default('').describe('HH:MM, required.'),
    timeZone: z
      .string()
      .max(60)
      .refine(isTimeZone, { message: 'field_invalid' })
      .nullish()
      .describe("The dealer's time zone (IANA name); America/Sao_Paulo when absent."),
    customer: z
      .object({
        name: z.string().max(200).default(''),
        email: z.string().max(254).default(''),
        phone: z.string().max(30).default(''),
      })
      .strict(),
  })
  .strict()
  .meta({ id: 'TestDriveBookingRequest' });
export type TestDriveBookingRequest = z.input<typeof TestDriveBookingRequest>;

/**
 * The test-drive form as the page checks it before sending: the domain's booking rules (dealer,
 * model, day, slot, time, as of `now`) and the buyer's name, e-mail and mobile of the market, each
 * problem on the path the api reports it (`customer.phone`…).
 */
export function testDriveBookingFields(country: CountryCode, now: () => Date = () => new Date()) {
  return z
    .object({
      dealerId: z.string(),
      model: z.string(),
      date: z.string(),
      slot: z.enum(TEST_DRIVE_SLOTS).nullable(),
      time: z.string(),
      customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    })
    .superRefine((form, ctx) => {
      for (const problem of validateTestDriveBooking(form, now()))
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.code });
      const contact = [
        ['name', validateName(form.customer.name)],
        ['email', validateEmail(form.customer.email.trim())],
        ['phone', validateMobilePhone(form.customer.phone, country)],
      ] as const;
      for (const [field, result] of contact)
        if (!result.ok) ctx.addIssue({ code: 'custom', path: ['customer', field], message: result.code });
    });
}
export type TestDriveBookingFields = z.output<ReturnType<typeof testDriveBookingFields>>;

export const TestDrive = z
  .object({
    id: z.uuid(),
    brand: BrandSlugSchema,
    locale: LocaleSchema,
    dealerId: z.string(),
    dealerName: z.string().nullable(),
    model: z.string(),
    modelName: z.string().nullable(),
    date: z.string(),
    slot: z.enum(TEST_DRIVE_SLOTS),
    time: z.string(),
    timeZone: z.string(),
    status: TestDriveStatusSchema,
    requestedAt: dateTime,
    statusChangedAt: dateTime,
    /** When an unanswered request expires. */
    answerBy: dateTime,
    rating: z.number().int().min(1).max(5).nullable(),
    ratedAt: dateTime.nullable(),
    customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  })
  .meta({ id: 'TestDrive' });
export type TestDrive = z.infer<typeof TestDrive>;

export const TestDriveBooked = z
  .object({
    testDrive: TestDrive,
    manageToken: z
      .string()
      .describe(
        `The buyer's key to follow, cancel and rate it (header ${TEST_DRIVE_TOKEN_HEADER}); shown once.`,
      ),
  })
  .meta({ id: 'TestDriveBooked' });
export type TestDriveBooked = z.infer<typeof TestDriveBooked>;

export const TestDriveParams = z.object({ id: z.uuid() });

export const TestDriveTokenHeaders = z.object({
  [TEST_DRIVE_TOKEN_HEADER]: z.string().min(1).max(200).describe('The key returned when booking.'),
});

export const TestDriveListQuery = z.object({
  dealerId: z.string().max(60).optional(),
  status: TestDriveStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const TestDriveList = z.object({ items: z.array(TestDrive) });

export const TestDriveRatingRequest = z
  .object({ rating: z.number().int().min(1).max(5).describe('1 Muito Ruim … 5 Muito Bom.') })
  .strict();

/**
 * The test-drive clock of a non-production server, moved ahead so journeys that wait for a day
 * (a test drive is marked done on its day) can be walked through at once.
 */
export const SandboxClock = z
  .object({
    offsetMs: z.number().int().min(-31_536_000_000).max(31_536_000_000).describe('Added to the real time.'),
  })
  .strict()
  .meta({ id: 'SandboxClock' });

/** Whom a dealer desk answers test drives for: every dealer (staff) or the account's own dealers. */
export const DealerDesk = z
  .object({
    scope: z.enum(['any', 'own']),
    dealers: z
      .array(z.object({ id: z.string(), dealerCode: z.string(), name: z.string() }))
      .describe('The own dealers; empty for staff, who name the dealer.'),
  })
  .meta({ id: 'DealerDesk' });
export type DealerDesk = z.infer<typeof DealerDesk>;
