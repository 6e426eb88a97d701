import { BRAND_SLUGS, LOCALES } from '@autohub/domain';
import { z } from 'zod';
import {
  ProposalStatusSchema,
  ProposalSummary,
  UploadDocumentTypeSchema,
} from '../financing/proposal.schema.js';
import { TestDriveStatusSchema } from '../test-drives/test-drive.schema.js';

/*
 * What a signed-in person finds in their account: every financing proposal, uploaded document,
 * test drive and order they made, each with its status, newest first.
 */

export const AccountDocument = z
  .object({
    id: z.uuid(),
    proposalId: z.uuid().describe('The proposal the document was sent for.'),
    type: UploadDocumentTypeSchema,
    fileName: z.string(),
    size: z.number().int().nonnegative(),
    createdAt: z.iso.datetime(),
    proposalStatus: ProposalStatusSchema.describe('Status of the proposal the document belongs to.'),
  })
  .meta({ id: 'AccountDocument' });
export type AccountDocument = z.infer<typeof AccountDocument>;

export const AccountTestDrive = z
  .object({
    id: z.uuid(),
    brand: z.enum(BRAND_SLUGS),
    locale: z.enum(LOCALES),
    model: z.string(),
    modelName: z.string().nullable(),
    dealerName: z.string().nullable(),
    date: z.string().describe('Day of the test drive, YYYY-MM-DD, in the dealer time zone.'),
    time: z.string(),
    status: TestDriveStatusSchema,
    requestedAt: z.iso.datetime(),
  })
  .meta({ id: 'AccountTestDrive' });
export type AccountTestDrive = z.infer<typeof AccountTestDrive>;

/**
 * An order (an online reservation or purchase) as the account lists it. The orders service of the
 * reservations area answers these; the account never reads its tables.
 */
export const AccountOrder = z
  .object({
    id: z.string(),
    brand: z.enum(BRAND_SLUGS),
    locale: z.enum(LOCALES),
    vehicle: z.string().describe('Model and version as the buyer reads them.'),
    status: z.string().describe("The order's timeline status."),
    statusLabel: z.string().describe('The status in the language of the page the order was made on.'),
    total: z.number().int().nonnegative().nullable(),
    currency: z.enum(['BRL', 'ARS']),
    createdAt: z.iso.datetime(),
    path: z
      .string()
      .nullable()
      .describe('Page address where the buyer follows the order, when there is one.'),
  })
  .meta({ id: 'AccountOrder' });
export type AccountOrder = z.infer<typeof AccountOrder>;

/** `GET /api/users/self/records`. */
export const AccountRecords = z
  .object({
    proposals: z.array(ProposalSummary),
    documents: z.array(AccountDocument),
    testDrives: z.array(AccountTestDrive),
    orders: z.array(AccountOrder),
  })
  .meta({ id: 'AccountRecords' });
export type AccountRecords = z.infer<typeof AccountRecords>;
