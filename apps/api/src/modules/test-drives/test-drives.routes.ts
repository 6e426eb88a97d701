import { PUBLIC, publicCall, requirement } from '@autohub/domain';
import {
  DealerDesk,
  ErrorResponse,
  SandboxClock,
  TEST_DRIVE_TOKEN_HEADER,
  TestDrive,
  TestDriveBooked,
  TestDriveBookingRequest,
  TestDriveList,
  TestDriveListQuery,
  TestDriveParams,
  TestDriveRatingRequest,
  TestDriveTokenHeaders,
} from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { callerOf } from '../../http/auth.js';
import { dealerDeskOf } from '../../http/dealer-desk.js';
import { createDealersService, type DealersService } from '../dealers/dealers.service.js';
import { type TestDrivesService, createTestDrivesService } from './test-drives.service.js';

const buyerErrors = { 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const dealerErrors = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
// Dealer accounts (`test-drives:answer`) answer for their own dealers only.
const dealerSecurity = [{ staffToken: [] }];
// The buyer's own calls: no account needed, the key handed out at booking guards the record.
const TEST_DRIVE_KEY = publicCall('lead');

export const testDrivesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Outside production, the test-drive clock may be moved ahead (see the sandbox clock route).
  const sandboxClock = { offsetMs: 0 };
  let dealersService: DealersService | undefined;
  const dealers = (): DealersService => (dealersService ??= createDealersService(app.database.db));
  let service: TestDrivesService | undefined;
  const testDrives = (): TestDrivesService =>
    (service ??= createTestDrivesService(
      app.database.db,
      () => new Date(Date.now() + sandboxClock.offsetMs),
    ));

  app.post(
    '/test-drives',
    {
      config: { access: publicCall('lead') },
      schema: {
        tags: ['test-drives'],
        summary: 'Book a test drive',
        description:
          'Dealer, model, day, morning or afternoon slot and time are required. The request waits for the ' +
          "dealer's answer for 24 hours, then expires. The answer carries the buyer's key, shown once.",
        body: TestDriveBookingRequest,
        response: { 201: TestDriveBooked, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      // Booked by a signed-in buyer, it is listed in their account; anyone else keeps the key.
      const caller = await callerOf(request);
      const { locale, brand } = request.body;
      const booked = await testDrives().book(request.body, {
        userId: caller.kind === 'session' ? caller.user.id : null,
        accountUrl: `${request.protocol}://${request.host}/${locale}/${brand}/account`,
      });
      return reply.code(201).send(booked);
    },
  );

  app.get(
    '/test-drives/:id',
    {
      config: { access: TEST_DRIVE_KEY },
      schema: {
        tags: ['test-drives'],
        summary: 'A test drive, for the buyer who booked it',
        headers: TestDriveTokenHeaders,
        params: TestDriveParams,
        response: { 200: TestDrive, ...buyerErrors },
      },
    },
    async (request) => testDrives().forCustomer(request.params.id, request.headers[TEST_DRIVE_TOKEN_HEADER]),
  );

  app.post(
    '/test-drives/:id/cancel',
    {
      config: { access: TEST_DRIVE_KEY },
      schema: {
        tags: ['test-drives'],
        summary: 'Cancel a test drive (buyer)',
        headers: TestDriveTokenHeaders,
        params: TestDriveParams,
        response: { 200: TestDrive, ...buyerErrors },
      },
    },
    async (request) =>
      testDrives().cancelByCustomer(request.params.id, request.headers[TEST_DRIVE_TOKEN_HEADER]),
  );

  app.post(
    '/test-drives/:id/rating',
    {
      config: { access: TEST_DRIVE_KEY },
      schema: {
        tags: ['test-drives'],
        summary: 'Rate a test drive that took place, 1 to 5 (buyer)',
        description: '1 Muito Ruim, 2 Ruim, 3 Regular, 4 Bom, 5 Muito Bom; once, after DONE.',
        headers: TestDriveTokenHeaders,
        params: TestDriveParams,
        body: TestDriveRatingRequest,
        response: { 200: TestDrive, ...buyerErrors },
      },
    },
    async (request) =>
      testDrives().rate(request.params.id, request.headers[TEST_DRIVE_TOKEN_HEADER], request.body.rating),
  );

  /** The dealer ids a dealer account answers for. */
  async function ownDealerIds(request: FastifyRequest): Promise<string[]> {
    const desk = await dealerDeskOf(request);
    const own = await dealers().dealersWithCodes(desk.dealerCodes, desk.brands);
    return own.map((dealer) => String(dealer.id));
  }

  app.get(
    '/dealer/test-drives/desk',
    {
      config: { access: requirement('test-drives:answer') },
      schema: {
        tags: ['test-drives', 'dealer'],
        summary: 'The dealers this desk answers test drives for',
        description: 'A dealer account answers for the dealers of its codes; staff for any dealer.',
        security: dealerSecurity,
        response: { 200: DealerDesk, ...dealerErrors },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return dealers().desk(await dealerDeskOf(request));
    },
  );

  app.get(
    '/dealer/test-drives',
    {
      config: { access: requirement('test-drives:answer') },
      schema: {
        tags: ['test-drives', 'dealer'],
        summary: "A dealer's test-drive requests",
        security: dealerSecurity,
        querystring: TestDriveListQuery,
        response: { 200: TestDriveList, 400: ErrorResponse, ...dealerErrors },
      },
    },
    async (request) => ({
      items: await testDrives().list({ ...request.query, dealerIds: await ownDealerIds(request) }),
    }),
  );

  for (const [action, status, summary] of [
    ['confirm', 'CONFIRMED', 'Confirm a test-drive request (dealer)'],
    ['cancel', 'CANCELLED', 'Cancel a test drive (dealer)'],
    ['done', 'DONE', 'Mark a confirmed test drive as done, on its day or later (dealer)'],
  ] as const) {
    app.post(
      `/dealer/test-drives/:id/${action}`,
      {
        config: { access: requirement('test-drives:answer') },
        schema: {
          tags: ['test-drives', 'dealer'],
          summary,
          security: dealerSecurity,
          params: TestDriveParams,
          response: { 200: TestDrive, ...dealerErrors },
        },
      },
      async (request) => testDrives().byDealer(request.params.id, status, await ownDealerIds(request)),
    );
  }

  if (app.config.nodeEnv !== 'production') {
    app.put(
      '/staff/sandbox/clock',
      {
        config: { access: PUBLIC },
        schema: {
          tags: ['staff', 'sandbox', 'test-drives'],
          summary: 'Move the test-drive clock ahead (sandbox: never in production)',
          description:
            'Lets a journey that waits for the test-drive day be walked through at once; 0 puts it back.',
          body: SandboxClock,
          response: { 200: SandboxClock, 400: ErrorResponse },
        },
      },
      async (request) => {
        sandboxClock.offsetMs = request.body.offsetMs;
        return { offsetMs: sandboxClock.offsetMs };
      },
    );
  }
};
