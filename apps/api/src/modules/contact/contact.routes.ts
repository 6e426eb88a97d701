import { publicCall } from '@autohub/domain';
import { ContactRequest, ContactSent, ErrorResponse } from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createContactService } from './contact.service.js';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: ReturnType<typeof createContactService> | undefined;
  const contact = () => (service ??= createContactService(app.database.db));

  app.post(
    '/contact',
    {
      config: { access: publicCall('lead') },
      schema: {
        tags: ['contact'],
        summary: 'Send a contact-us message',
        description:
          "Answers 'SUA MENSAGEM FOI ENVIADA!' (in the request's language) once the message is stored and " +
          "queued for the CRM; the page shows 'FALHA AO ENVIAR MENSAGEM!' on any error.",
        body: ContactRequest,
        response: { 201: ContactSent, 400: ErrorResponse },
      },
    },
    async (request, reply) => reply.code(201).send(await contact().send(request.body, request.body.locale)),
  );
};
