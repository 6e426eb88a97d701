import {
  AddSavedCardBody,
  CardContractsAnswer,
  CardIdParams,
  DefaultCardBody,
  ErrorResponse,
  FavoriteCardBody,
  IdempotencyHeaders,
  OneTimeTokenAnswer,
  PutContractBody,
  SavedCard,
  SavedCardIdParams,
  SavedCardsAnswer,
} from '@autohub/contract';
import { requirement } from '@autohub/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import type { SavedCardsService } from './saved-cards.service.js';

const TAGS = ['payment-instruments'];
const CARDS = { access: requirement('payment-methods:own') };
const CONTRACTS = { access: requirement('contracts:own') };
const refusals = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const gatewayRefusals = { 422: ErrorResponse, 503: ErrorResponse };

export interface SavedCardsRoutesOptions {
  service: () => SavedCardsService;
}

const ADD_DESCRIPTION =
  "The card is tokenized by the gateway's script in the browser; this call takes the token only " +
  '(never a number or security code) and keeps the gateway customer and card ids with the brand, ' +
  'last four digits and expiry. The same `Idempotency-Key` answers the same card. At most 10 cards.';

/**
 * Saved cards of the signed-in buyer, under the spec's two names: card management (`GET`, `POST`,
 * `PUT` default card, `DELETE {cardId}`) and payment instruments (`GET`, `POST`, `PATCH {id}`
 * favourite, `DELETE {id}`, `GET {id}/one-time-token`); and contracts (`GET`, `PUT`). Own records
 * only: another buyer's card answers 404.
 */
export const savedCardsRoutes: FastifyPluginAsyncZod<SavedCardsRoutesOptions> = async (app, options) => {
  const cards = options.service;

  /** Saving a card, under either name of the spec: the same schema and answer. */
  const addCardRoute = (url: string, summary: string) =>
    app.post(
      url,
      {
        config: CARDS,
        schema: {
          tags: TAGS,
          summary,
          description: ADD_DESCRIPTION,
          headers: IdempotencyHeaders,
          body: AddSavedCardBody,
          response: {
            201: SavedCard,
            400: ErrorResponse,
            409: ErrorResponse,
            ...gatewayRefusals,
            ...refusals,
          },
        },
      },
      async (request, reply) => {
        const { user } = await sessionOf(request);
        const card = await cards().add(user.id, request.headers['idempotency-key'], request.body, {
          email: user.email,
          name: user.name ?? '',
        });
        return reply.code(201).send(card);
      },
    );

  // ---- Payment instruments ----

  app.get(
    '/payment-instruments',
    {
      config: CARDS,
      schema: {
        tags: TAGS,
        summary: "The buyer's saved cards, the default first",
        response: { 200: SavedCardsAnswer, ...refusals },
      },
    },
    async (request) => ({ cards: await cards().list((await sessionOf(request)).user.id) }),
  );

  addCardRoute('/payment-instruments', 'Save a card from its gateway token');

  app.patch(
    '/payment-instruments/:id',
    {
      config: CARDS,
      schema: {
        tags: TAGS,
        summary: 'Mark or unmark a saved card as the favourite (default)',
        params: SavedCardIdParams,
        body: FavoriteCardBody,
        response: { 200: SavedCardsAnswer, 400: ErrorResponse, ...refusals },
      },
    },
    async (request) => {
      const { user } = await sessionOf(request);
      return { cards: await cards().setDefault(user.id, request.params.id, request.body.favorite) };
    },
  );

  app.delete(
    '/payment-instruments/:id',
    {
      config: CARDS,
      schema: {
        tags: TAGS,
        summary: 'Remove a saved card, at the gateway too',
        params: SavedCardIdParams,
        response: { 204: z.undefined(), 503: ErrorResponse, ...refusals },
      },
    },
    async (request, reply) => {
      await cards().remove((await sessionOf(request)).user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/payment-instruments/:id/one-time-token',
    {
      config: CARDS,
      schema: {
        tags: TAGS,
        summary: 'A single-use gateway token of a saved card, to pay one order with it',
        description:
          'Pay with `POST /reservations/{id}/payment` `{ method: "card", token, brand, lastFour, savedCardId }`. ' +
          'An expired card answers 422.',
        params: SavedCardIdParams,
        response: { 200: OneTimeTokenAnswer, ...gatewayRefusals, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return cards().oneTimeToken((await sessionOf(request)).user.id, request.params.id);
    },
  );

  // ---- Card management (the same cards) ----

  app.get(
    '/card-management',
    {
      config: CARDS,
      schema: {
        tags: TAGS,
        summary: "The buyer's saved cards (card management)",
        response: { 200: SavedCardsAnswer, ...refusals },
      },
    },
    async (request) => ({ cards: await cards().list((await sessionOf(request)).user.id) }),
  );

  addCardRoute('/card-management', 'Save a card from its gateway token (card management)');

  app.put(
    '/card-management',
    {
      config: CARDS,
      schema: {
        tags: TAGS,
        summary: 'Make a saved card the default',
        body: DefaultCardBody,
        response: { 200: SavedCardsAnswer, 400: ErrorResponse, ...refusals },
      },
    },
    async (request) => {
      const { user } = await sessionOf(request);
      return { cards: await cards().setDefault(user.id, request.body.cardId, true) };
    },
  );

  app.delete(
    '/card-management/:cardId',
    {
      config: CARDS,
      schema: {
        tags: TAGS,
        summary: 'Remove a saved card (card management)',
        params: CardIdParams,
        response: { 204: z.undefined(), 503: ErrorResponse, ...refusals },
      },
    },
    async (request, reply) => {
      await cards().remove((await sessionOf(request)).user.id, request.params.cardId);
      return reply.code(204).send();
    },
  );

  // ---- Contracts ----

  app.get(
    '/contracts',
    {
      config: CONTRACTS,
      schema: {
        tags: TAGS,
        summary: "The buyer's contracts: orders paid by financing or consortium instalments",
        response: { 200: CardContractsAnswer, ...refusals },
      },
    },
    async (request) => ({ contracts: await cards().contracts((await sessionOf(request)).user.id) }),
  );

  app.put(
    '/contracts',
    {
      config: CONTRACTS,
      schema: {
        tags: TAGS,
        summary: 'Accept a contract and name the saved card its instalments are charged to',
        body: PutContractBody,
        response: { 200: CardContractsAnswer, 400: ErrorResponse, ...refusals },
      },
    },
    async (request) => ({
      contracts: await cards().putContract((await sessionOf(request)).user.id, request.body),
    }),
  );
};
