import {
  ErrorResponse,
  RENTAL_FILE_MAX_BYTES,
  RentalDealerList,
  RentalDealersQuery,
  RentalDocumentUpload,
  RentalDocumentsStatus,
  RentalFilesSummary,
  RentalIntentAccepted,
  RentalIntentRequest,
  RentalMoveRequest,
  RentalOfferList,
  RentalOffersQuery,
  RentalOpportunity,
  RentalProfile,
  RentalProfileUpdate,
  RentalProposalCodeQuery,
  RentalProposalList,
  RentalProposalParams,
  RentalTimelinePreview,
  RentalTimelineQuery,
  RentalUserStartQuery,
  RentalUserState,
  StaffRentalProposal,
  StaffRentalProposalList,
  StaffRentalProposalsQuery,
} from '@autohub/contract';
import { type Locale, publicCall, requirement } from '@autohub/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorizeRecord, callerOf, sessionOf } from '../../http/auth.js';
import { localeFromAcceptLanguage } from '../../http/locale.js';
import { createDealersService } from '../dealers/dealers.service.js';
import { type RentalService, type RentalViewer, createRentalService } from './rental.service.js';
import { linkBase } from '../../http/link-base.js';

const OWN = requirement('rental:own');
const MANAGE = requirement('rental:manage');
const ERRORS = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const STAFF_ERRORS = { ...ERRORS, 409: ErrorResponse };
const TAGS = ['rental'];
const LANGUAGE = 'Texts follow Accept-Language; rental calls default to pt-BR (spec document 1 §9).';
const ClientKeyHeaders = z.object({ 'idempotency-key': z.string().max(100).optional() });

/** Rental calls answer in pt-BR unless the caller asks for Spanish. */
const languageOf = (request: FastifyRequest): Locale =>
  localeFromAcceptLanguage(request.headers['accept-language']);

async function viewerOf(request: FastifyRequest): Promise<RentalViewer> {
  const caller = await sessionOf(request);
  return {
    id: caller.user.id,
    email: caller.user.email,
    emailConfirmed: caller.user.emailConfirmedAt !== null,
  };
}

async function actorIdOf(request: FastifyRequest): Promise<string | null> {
  const caller = await callerOf(request);
  return caller.kind === 'session' ? caller.user.id : caller.kind === 'staff-token' ? 'staff-token' : null;
}

function noStore(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store');
}

export const rentalRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: RentalService | undefined;
  const rental = (): RentalService =>
    (service ??= createRentalService(app.database.db, {
      secret: app.config.sessionSecret,
      dealers: () => createDealersService(app.database.db),
    }));

  app.post(
    '/leads/flua/create',
    {
      config: { access: publicCall('lead') },
      schema: {
        tags: [...TAGS, 'leads'],
        summary: 'Company rental request (legal-person intent form)',
        description:
          'Creates the rental proposal (PROPOSAL_CREATED) and queues the lead for the CRM in one transaction. ' +
          'Brazil takes a CNPJ, Argentina a company CUIT. A repeated Idempotency-Key answers the first request.',
        headers: ClientKeyHeaders,
        body: RentalIntentRequest,
        response: { 200: RentalIntentAccepted, 201: RentalIntentAccepted, 400: ErrorResponse },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const { accepted, created } = await rental().createIntent(request.body, {
        userId: caller.kind === 'session' ? caller.user.id : null,
        clientKey: request.headers['idempotency-key'] ?? null,
        origin: linkBase(request),
      });
      return reply.code(created ? 201 : 200).send(accepted);
    },
  );

  app.post(
    '/rental-user/start',
    {
      config: { access: OWN },
      schema: {
        tags: TAGS,
        summary: 'Start the rental user check for a company',
        description:
          'The result (rental-user/result) approves companies over a year old that sent the rental form.',
        querystring: RentalUserStartQuery,
        response: { 200: RentalUserState, ...ERRORS },
      },
    },
    async (request) => {
      const caller = await sessionOf(request);
      return rental().startRentalUser(caller.user.id, request.query.companyTaxId, request.query.locale);
    },
  );

  app.get(
    '/rental-user/result',
    {
      config: { access: OWN },
      schema: {
        tags: TAGS,
        summary: 'The rental user check',
        description: LANGUAGE,
        response: { 200: RentalUserState, ...ERRORS },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const caller = await sessionOf(request);
      return rental().rentalUserResult(caller.user.id, languageOf(request));
    },
  );

  app.get(
    '/users/self/rental',
    {
      config: { access: OWN },
      schema: {
        tags: [...TAGS, 'users'],
        summary: 'The rental profile of the signed-in person (empty until first saved)',
        response: { 200: RentalProfile, ...ERRORS },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return rental().profile((await sessionOf(request)).user.id);
    },
  );

  app.post(
    '/users/self/rental',
    {
      config: { access: OWN },
      schema: {
        tags: [...TAGS, 'users'],
        summary: 'Update the rental profile',
        description:
          "An empty body changes nothing and fails with 400 no_body, 'No body content provided.' (spec §5).",
        body: RentalProfileUpdate,
        response: { 200: RentalProfile, ...ERRORS },
      },
    },
    async (request) => rental().updateProfile((await sessionOf(request)).user.id, request.body),
  );

  const timeline = (path: string, summary: string, description: string) =>
    app.get(
      path,
      {
        config: { access: OWN },
        schema: {
          tags: TAGS,
          summary,
          description,
          querystring: RentalTimelineQuery,
          response: { 200: RentalProposalList, ...ERRORS },
        },
      },
      async (request, reply) => {
        noStore(reply);
        return {
          proposals: await rental().proposals(
            await viewerOf(request),
            languageOf(request),
            request.query.brand,
          ),
        };
      },
    );
  timeline(
    '/timeline/rental',
    'Rental proposals of the signed-in company contact, with their timelines',
    `Proposals sent from this account or under its confirmed e-mail. ${LANGUAGE}`,
  );
  timeline(
    '/v2/timeline/rental',
    'Rental proposals (v2)',
    `Same list; v2 callers send Accept-Language (pt-BR by default). ${LANGUAGE}`,
  );

  app.get(
    '/timeline/rental/preview',
    {
      config: { access: OWN },
      schema: {
        tags: TAGS,
        summary: 'The latest rental proposal and how many there are',
        description: LANGUAGE,
        response: { 200: RentalTimelinePreview, ...ERRORS },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return rental().preview(await viewerOf(request), languageOf(request));
    },
  );

  app.get(
    '/timeline/opportunity',
    {
      config: { access: OWN },
      schema: {
        tags: TAGS,
        summary: "A proposal's opportunity: the lead's delivery to the CRM and every status change",
        description: LANGUAGE,
        querystring: RentalProposalCodeQuery,
        response: { 200: RentalOpportunity, ...ERRORS },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return rental().opportunity(await viewerOf(request), request.query.proposalCode, languageOf(request));
    },
  );

  app.get(
    '/rental/documents/status',
    {
      config: { access: OWN },
      schema: {
        tags: TAGS,
        summary: 'Documents of a rental proposal: received, pending or not yet due',
        description: `Spec call documents/status of the rental family. ${LANGUAGE}`,
        querystring: RentalProposalCodeQuery,
        response: { 200: RentalDocumentsStatus, ...ERRORS },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return rental().documentsStatus(
        await viewerOf(request),
        request.query.proposalCode,
        languageOf(request),
      );
    },
  );

  app.get(
    '/rental/files/summary',
    {
      config: { access: OWN },
      schema: {
        tags: TAGS,
        summary: 'Files attached to a rental proposal',
        description: 'Spec call files/summary of the rental family.',
        querystring: RentalProposalCodeQuery,
        response: { 200: RentalFilesSummary, ...ERRORS },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return rental().filesSummary(await viewerOf(request), request.query.proposalCode);
    },
  );

  app.get(
    '/rental/offers',
    {
      config: { access: publicCall('price') },
      schema: {
        tags: TAGS,
        summary: 'Rental offers (jeep, fiat, citroen, peugeot, ram) with their tags',
        description: LANGUAGE,
        querystring: RentalOffersQuery,
        response: { 200: RentalOfferList, 400: ErrorResponse },
      },
    },
    async (request) => rental().offers(request.query.country, languageOf(request), request.query.brand),
  );

  app.get(
    '/rental/dealers',
    {
      config: { access: publicCall('dealer-search') },
      schema: {
        tags: [...TAGS, 'dealers'],
        summary: 'Rental dealers: type RENTAL, fulfillment LAX with a dealer group',
        querystring: RentalDealersQuery,
        response: { 200: RentalDealerList, 400: ErrorResponse },
      },
    },
    async (request) => rental().dealers(request.query),
  );

  // Staff of the lead desk (rental:manage) follow every proposal.
  app.get(
    '/staff/rental/proposals',
    {
      config: { access: MANAGE },
      schema: {
        tags: [...TAGS, 'staff'],
        summary: 'Rental proposals for staff, newest first (200 at most)',
        security: [{ staffToken: [] }],
        querystring: StaffRentalProposalsQuery,
        response: { 200: StaffRentalProposalList, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return { proposals: await rental().staffList(languageOf(request), request.query) };
    },
  );

  app.post(
    '/staff/rental/proposals/:proposalCode/status',
    {
      config: { access: MANAGE },
      schema: {
        tags: [...TAGS, 'staff'],
        summary: 'Move a rental proposal to its next status',
        description:
          'Only moves of the transition table are accepted (409 rental_transition_invalid otherwise).',
        security: [{ staffToken: [] }],
        params: RentalProposalParams,
        body: RentalMoveRequest,
        response: { 200: StaffRentalProposal, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const brand = await rental().brandOf(request.params.proposalCode);
      await authorizeRecord(request, reply, { brand });
      return rental().move(
        request.params.proposalCode,
        request.body.to,
        { actorId: await actorIdOf(request), note: request.body.note },
        languageOf(request),
      );
    },
  );

  app.post(
    '/staff/rental/proposals/:proposalCode/documents',
    {
      config: { access: MANAGE },
      bodyLimit: Math.ceil((RENTAL_FILE_MAX_BYTES * 4) / 3) + 4096,
      schema: {
        tags: [...TAGS, 'staff'],
        summary: 'Attach a document to a rental proposal (PDF, PNG or JPEG, 2 MB at most)',
        description: 'The content must be of the declared type. The same file sent twice is kept once (200).',
        security: [{ staffToken: [] }],
        params: RentalProposalParams,
        body: RentalDocumentUpload,
        response: { 200: RentalFilesSummary, 201: RentalFilesSummary, 413: ErrorResponse, ...STAFF_ERRORS },
      },
    },
    async (request, reply) => {
      const brand = await rental().brandOf(request.params.proposalCode);
      await authorizeRecord(request, reply, { brand });
      const { created, summary } = await rental().attach(request.params.proposalCode, request.body, {
        actorId: await actorIdOf(request),
        maxBytes: RENTAL_FILE_MAX_BYTES,
      });
      return reply.code(created ? 201 : 200).send(summary);
    },
  );
};
