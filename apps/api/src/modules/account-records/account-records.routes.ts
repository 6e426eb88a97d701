import { AccountRecords, ErrorResponse } from '@autohub/contract';
import { requirement } from '@autohub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../http/auth.js';
import type { BankPort } from '../../integrations/bank/bank.port.js';
import { type OrdersOfPerson, ordersOfPerson } from './account-orders.js';
import { type AccountRecordsService, createAccountRecordsService } from './account-records.service.js';

export interface AccountRecordsRoutesOptions {
  bank?: BankPort;
  orders?: OrdersOfPerson;
}

export const accountRecordsRoutes: FastifyPluginAsyncZod<AccountRecordsRoutesOptions> = async (
  app,
  options,
) => {
  let service: AccountRecordsService | undefined;
  const records = (): AccountRecordsService =>
    (service ??= createAccountRecordsService(app.database.db, {
      bank: options.bank ?? app.ports.bank,
      orders: options.orders ?? ordersOfPerson(app.database.db),
      log: app.log,
    }));

  app.get(
    '/users/self/records',
    {
      config: { access: requirement('account:own') },
      schema: {
        tags: ['users'],
        summary: "The signed-in person's proposals, documents, test drives and orders",
        description:
          'Financing proposals with the status the bank gives them now, the documents uploaded for them, ' +
          'test drives booked while signed in and orders, each with its status, newest first.',
        response: { 200: AccountRecords, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request, reply) => {
      const { user } = await sessionOf(request);
      void reply.header('cache-control', 'private, no-store');
      return records().of(user.id);
    },
  );
};
