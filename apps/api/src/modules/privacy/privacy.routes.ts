import {
  AccountDeletionAnswer,
  AccountDeletionBody,
  ConsentsAnswer,
  ConsentsUpdate,
  ErrorResponse,
  PersonalDataExport,
} from '@autohub/contract';
import { requirement } from '@autohub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookie, sessionOf } from '../../http/auth.js';
import { type PrivacyService, createPrivacyService } from './privacy.service.js';

const PRIVACY = requirement('privacy:own');
const ERRORS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: PrivacyService | undefined;
  const privacy = (): PrivacyService =>
    (service ??= createPrivacyService(app.database.db, {
      mailbox: app.ports.mailbox,
      fileStorage: app.ports.fileStorage,
    }));

  app.get(
    '/privacy/consents',
    {
      config: { access: PRIVACY },
      schema: {
        tags: ['privacy'],
        summary: 'Current consents per purpose and channel',
        response: { 200: ConsentsAnswer, ...ERRORS },
      },
    },
    async (request, reply) => {
      const caller = await sessionOf(request);
      void reply.header('cache-control', 'no-store');
      return privacy().consents(caller.user.id);
    },
  );

  app.put(
    '/privacy/consents',
    {
      config: { access: PRIVACY },
      schema: {
        tags: ['privacy'],
        summary: 'Give or withdraw consents',
        description:
          'Each choice is recorded with its time and the version of the text shown; history is kept.',
        body: ConsentsUpdate,
        response: { 200: ConsentsAnswer, ...ERRORS },
      },
    },
    async (request) => {
      const caller = await sessionOf(request);
      return privacy().recordConsents(caller.user.id, request.body);
    },
  );

  app.get(
    '/privacy/export',
    {
      config: { access: PRIVACY },
      schema: {
        tags: ['privacy'],
        summary: 'Download everything we hold about me (JSON)',
        response: { 200: PersonalDataExport, ...ERRORS },
      },
    },
    async (request, reply) => {
      const caller = await sessionOf(request);
      const data = await privacy().exportData(caller.user.id);
      void reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`);
      return data;
    },
  );

  app.post(
    '/privacy/account-deletion',
    {
      config: { access: PRIVACY },
      schema: {
        tags: ['privacy'],
        summary: 'Delete my account',
        description:
          'Needs `confirm: true` and the current password (accounts without one only confirm). Personal data ' +
          'is erased and the account anonymised; the answer lists the records the law requires us to keep.',
        body: AccountDeletionBody,
        response: { 200: AccountDeletionAnswer, ...ERRORS },
      },
    },
    async (request, reply) => {
      const caller = await sessionOf(request);
      const answer = await privacy().deleteAccount(caller.user.id, request.body.currentPassword);
      clearSessionCookie(request, reply);
      return answer;
    },
  );
};
