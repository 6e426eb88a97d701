import {
  AnalyticsSendReply,
  AnalyticsSendRequest,
  BotLeadParams,
  BotLeadReply,
  BotLeadRequest,
  ErrorResponse,
  PhoneCheckReply,
  PhoneCheckRequest,
} from '@autohub/contract';
import { DomainError, isBrandSlug, MESSAGING_CHECK, publicCall } from '@autohub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MessagingError, type MessagingPort } from '../../integrations/messaging/messaging.port.js';
import { insertAnalyticsEvent } from './leads.store.js';

/** The bot lead waits a little longer than the number check: it creates the conversation. */
const BOT_LEAD_TIMEOUT_MS = 10_000;

function unavailable(error: unknown): never {
  if (error instanceof MessagingError && error.kind === 'timeout') {
    throw new DomainError('http.timeout', {}, { detail: error.message });
  }
  throw new DomainError('http.network', {}, { detail: 'The messaging service did not answer' });
}

/**
 * Our WhatsApp API over the messaging port (spec document 2 §7): the number check and the bot
 * lead, one attempt each — the page applies the retry policy — and the analytics send.
 */
export const whatsappRoutes: FastifyPluginAsyncZod = async (app) => {
  const messaging: MessagingPort = app.ports.messaging;

  app.post(
    '/messaging/Phone/valid',
    {
      config: { access: publicCall('lead') },
      schema: {
        tags: ['messaging'],
        summary: 'Whether a number is on WhatsApp',
        description:
          'One attempt with a 3000 ms time-out. `success: false` means the service could not tell; the page ' +
          'retries after 500 ms, three attempts in all, then goes on without the answer.',
        body: PhoneCheckRequest,
        response: { 200: PhoneCheckReply, 400: ErrorResponse, 502: ErrorResponse, 504: ErrorResponse },
      },
    },
    async (request) => {
      try {
        const reply = await messaging.checkPhone(request.body, { timeoutMs: MESSAGING_CHECK.timeoutMs });
        return { success: reply.success, resource: reply.resource ?? null };
      } catch (error) {
        return unavailable(error);
      }
    },
  );

  app.post(
    '/messaging/:brand/Lead/send',
    {
      config: { access: publicCall('lead') },
      schema: {
        tags: ['messaging'],
        summary: 'Start a WhatsApp conversation with the brand bot',
        description: 'Only `success: true` opens a conversation, at `link`; `success: false` is a failure.',
        params: BotLeadParams,
        body: BotLeadRequest,
        response: {
          200: BotLeadReply,
          400: ErrorResponse,
          404: ErrorResponse,
          502: ErrorResponse,
          504: ErrorResponse,
        },
      },
    },
    async (request) => {
      const { brand } = request.params;
      if (!isBrandSlug(brand))
        throw new DomainError('unknown_brand', {}, { detail: `Unknown brand: ${brand}` });
      if (request.body.brand !== brand) {
        throw new DomainError(
          'brand_mismatch',
          {},
          { detail: 'The lead names another brand than the address' },
        );
      }
      try {
        return await messaging.sendBotLead(brand, request.body, { timeoutMs: BOT_LEAD_TIMEOUT_MS });
      } catch (error) {
        return unavailable(error);
      }
    },
  );

  app.post(
    '/useranalytics/send',
    {
      config: { access: publicCall('lead') },
      schema: {
        tags: ['messaging'],
        summary: 'Record an analytics event of a lead',
        body: AnalyticsSendRequest,
        response: { 202: AnalyticsSendReply, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      let payload: unknown;
      try {
        payload = JSON.parse(request.body.payload);
      } catch {
        throw new DomainError('validation_error', {}, { detail: 'payload must be a JSON string' });
      }
      // `null` parses, yet is no event data.
      if (payload === null)
        throw new DomainError('validation_error', {}, { detail: 'payload must be a JSON string' });
      const id = await insertAnalyticsEvent(app.database.db, {
        type: request.body.type,
        payload,
        signedIn: request.body.jwtToken.trim() !== '',
      });
      return reply.code(202).send({ accepted: true as const, id });
    },
  );
};
