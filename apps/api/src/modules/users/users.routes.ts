import { ErrorResponse, StaffUserView, UserIdParams, UserSelf, UserSelfPatch } from '@autohub/contract';
import { requirement } from '@autohub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth.js';
import { type UsersService, createUsersService } from './users.service.js';

const ERRORS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: UsersService | undefined;
  const users = (): UsersService => (service ??= createUsersService(app.database.db));

  app.get(
    '/users/self',
    {
      config: { access: requirement('account:own') },
      schema: {
        tags: ['users'],
        summary: 'The signed-in person: personal data, address, completion of the user-data steps',
        response: { 200: UserSelf, ...ERRORS },
      },
    },
    async (request, reply) => {
      const caller = await sessionOf(request);
      void reply.header('cache-control', 'no-store');
      return users().self(caller.user.id);
    },
  );

  app.patch(
    '/users/self',
    {
      config: { access: requirement('account:own') },
      schema: {
        tags: ['users'],
        summary: 'Change one’s own data (user-data, address-data and dealer-data steps)',
        description:
          'Only the fields sent change. An empty body fails with `body.no_body_content` ' +
          '("No body content provided.").',
        body: UserSelfPatch.nullish(),
        response: { 200: UserSelf, ...ERRORS },
      },
    },
    async (request, reply) => {
      const caller = await sessionOf(request);
      void reply.header('cache-control', 'no-store');
      return users().patchSelf(caller.user.id, request.body);
    },
  );

  app.get(
    '/staff/users/:userId',
    {
      config: { access: requirement('users:read') },
      schema: {
        tags: ['staff', 'users'],
        summary: 'Read an account (support)',
        params: UserIdParams,
        response: { 200: StaffUserView, ...ERRORS },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return users().staffView(request.params.userId);
    },
  );
};
