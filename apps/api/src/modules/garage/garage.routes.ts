import {
  BuiltCarInput,
  ErrorResponse,
  ExclusiveOwnedInput,
  GarageCar,
  GarageCarParams,
  GarageCars,
  type GarageList,
  OwnedCarInput,
  UserIdParams,
} from '@autohub/contract';
import { DomainError, requirement } from '@autohub/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeRecord, sessionOf } from '../../http/auth.js';
import { type GarageService, createGarageService, toGarageCar } from './garage.service.js';
import type { GarageCarRow } from './garage.store.js';

const GARAGE = requirement('garage:own');
const ERRORS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const notFound = () => new DomainError('not_found', {}, { detail: 'Not found' });

export const garageRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: GarageService | undefined;
  const garage = (): GarageService => (service ??= createGarageService(app.database.db));
  const salesFeed = () => app.services.garageSalesFeed(app.database.db);

  /** Proves the car by the dealers' sales feed when it names this account for the chassis. */
  async function proveByFeed(car: GarageCarRow): Promise<GarageCarRow> {
    if (car.ownershipProof || !car.chassis) return car;
    if (!(await salesFeed().deliveredTo(car.userId, car.chassis))) return car;
    return (await garage().prove(car, 'sales-feed')) ?? car;
  }

  /** Loads a car of a list and checks it is the caller's (someone else's answers 404). */
  async function ownCar(request: FastifyRequest, reply: FastifyReply, id: string, list: GarageList) {
    const car = await garage().find(id, list);
    if (!car) throw notFound();
    await authorizeRecord(request, reply, { ownerId: car.userId });
    return car;
  }

  for (const list of ['owned', 'visited', 'wanted'] as const) {
    app.get(
      `/garage/${list}`,
      {
        config: { access: GARAGE },
        schema: {
          tags: ['garage'],
          summary: `The ${list} cars of the signed-in person`,
          response: { 200: GarageCars, ...ERRORS },
        },
      },
      async (request, reply) => {
        const caller = await sessionOf(request);
        void reply.header('cache-control', 'no-store');
        return { cars: await garage().list(caller.user.id, list) };
      },
    );

    app.delete(
      `/garage/${list}/car/:id`,
      {
        config: { access: GARAGE },
        schema: {
          tags: ['garage'],
          summary: `Remove a car from the ${list} list`,
          description:
            list === 'owned'
              ? 'The car leaves the list and its chassis and plate are blanked (spec document 1 §4).'
              : 'The car leaves the list.',
          params: GarageCarParams,
          response: { 200: GarageCar, ...ERRORS },
        },
      },
      async (request, reply) => {
        const car = await ownCar(request, reply, request.params.id, list);
        const removed = await garage().remove(car);
        if (!removed) throw notFound();
        return removed;
      },
    );
  }

  app.post(
    '/garage/owned',
    {
      config: { access: GARAGE },
      schema: {
        tags: ['garage'],
        summary: 'Add an owned car',
        description: 'Adding the same chassis again answers the car already there (200).',
        body: OwnedCarInput,
        response: { 200: GarageCar, 201: GarageCar, ...ERRORS },
      },
    },
    async (request, reply) => {
      const caller = await sessionOf(request);
      const { car, row, created } = await garage().addOwned(caller.user.id, request.body);
      await proveByFeed(row);
      return reply.code(created ? 201 : 200).send(car);
    },
  );

  app.get(
    '/garage/owned/car',
    {
      config: { access: GARAGE },
      schema: {
        tags: ['garage'],
        summary: 'The main owned car (the exclusive one, else the latest)',
        response: { 200: GarageCar, ...ERRORS },
      },
    },
    async (request) => {
      const caller = await sessionOf(request);
      const car = await garage().mainOwned(caller.user.id);
      if (!car) throw notFound();
      return car;
    },
  );

  app.post(
    '/garage/owned/exclusive',
    {
      config: { access: GARAGE },
      schema: {
        tags: ['garage'],
        summary: 'Register an owned car to the signed-in person alone',
        description:
          "The car's chassis and plate are blanked from anyone else's owned list (the car changed hands). " +
          'Only a car whose ownership is proven — the sales feed names the account for the chassis, or ' +
          'staff checked an invoice — may be registered so; otherwise 403 `ownership_unproven`.',
        body: ExclusiveOwnedInput,
        response: { 200: GarageCar, ...ERRORS },
      },
    },
    async (request, reply) => {
      const car = await proveByFeed(await ownCar(request, reply, request.body.carId, 'owned'));
      const updated = await garage().makeExclusive(car);
      if (!updated) throw notFound();
      return updated;
    },
  );

  for (const list of ['visited', 'wanted'] as const) {
    app.post(
      `/garage/${list}`,
      {
        config: { access: GARAGE },
        schema: {
          tags: ['garage'],
          summary:
            list === 'visited'
              ? 'Keep a car built in the configurator (the car builder calls this for a signed-in buyer)'
              : 'Add a wanted car',
          description:
            list === 'visited'
              ? 'The same build again moves to the top; the latest 20 are kept.'
              : 'The same car again moves to the top.',
          body: BuiltCarInput,
          response: { 201: GarageCar, ...ERRORS },
        },
      },
      async (request, reply) => {
        const caller = await sessionOf(request);
        return reply.code(201).send(await garage().addBuilt(caller.user.id, list, request.body));
      },
    );
  }

  app.post(
    '/staff/users/:userId/garage/:id/ownership',
    {
      config: { access: requirement('users:manage') },
      schema: {
        tags: ['staff', 'garage'],
        summary: 'Confirm a person owns a car of their garage (support, after seeing the invoice)',
        description: 'The car may then be registered to them alone and gives the right to rate its dealer.',
        params: UserIdParams.extend({ id: z.string().min(1).max(64) }),
        response: { 200: GarageCar, ...ERRORS },
      },
    },
    async (request) => {
      const car = await garage().find(request.params.id, 'owned');
      if (!car || car.userId !== request.params.userId) throw notFound();
      const proven = await garage().prove(car, 'staff');
      if (!proven) throw notFound();
      return toGarageCar(proven);
    },
  );

  app.get(
    '/staff/users/:userId/garage',
    {
      // The record is the other person's garage: only the read bypass (garage:read-any) opens it.
      config: {
        access: GARAGE,
        accessRecord: (request) => ({ ownerId: (request.params as { userId: string }).userId }),
      },
      schema: {
        tags: ['staff', 'garage'],
        summary: "Read a person's garage (support)",
        params: UserIdParams,
        response: { 200: GarageCars, ...ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const cars = await Promise.all(
        (['owned', 'visited', 'wanted'] as const).map((list) => garage().list(request.params.userId, list)),
      );
      return { cars: cars.flat() };
    },
  );
};
