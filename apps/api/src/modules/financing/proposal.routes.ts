import fastifyMultipart from '@fastify/multipart';
import {
  CompleteFormalizationBody,
  CreateProposalBody,
  DocumentsListResponse,
  ErrorResponse,
  MAX_UPLOAD_BYTES,
  Proposal,
  ProposalDocument,
  ProposalIdParams,
  ProposalListResponse,
} from '@autohub/contract';
import { DomainError, requirement } from '@autohub/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../http/auth.js';
import type { BankPort } from '../../integrations/bank/bank.port.js';
import { type ProposalService, createProposalService } from './proposal.service.js';
import { linkBase } from '../../http/link-base.js';

const TAGS = ['financing'];
const OWN = { access: requirement('proposals:own') };
const refusals = { 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}

export interface ProposalRoutesOptions {
  /** The bank; the one BANK_PROVIDER names when absent. */
  bank?: BankPort;
}

/** Financing proposals of the signed-in buyer (spec document 2: bearer calls). */
export const proposalRoutes: FastifyPluginAsyncZod<ProposalRoutesOptions> = async (app, options) => {
  let service: ProposalService | undefined;
  const proposals = (): ProposalService =>
    (service ??= createProposalService(app.database.db, {
      bank: options.bank ?? app.ports.bank,
      log: app.log,
      readDerived: (read) => app.database.readDerived(read),
    }));

  // Multipart only for this module's routes, with the upload limit of the contract.
  await (app as unknown as FastifyInstance).register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 },
  });

  app.post(
    '/financing/proposal',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'Send a financing proposal for a stored simulation to the bank',
        description:
          "Fails with 'Ocorreu um erro ao enviar a proposta.' (proposal_send_failed) when the bank does not take it.",
        body: CreateProposalBody,
        response: { 201: Proposal, 400: ErrorResponse, 422: ErrorResponse, 503: ErrorResponse, ...refusals },
      },
    },
    async (request, reply) => {
      const { user } = await sessionOf(request);
      const created = await proposals().create(user.id, request.body, {
        origin: linkBase(request),
      });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/financing/proposals',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: "The signed-in buyer's proposals, newest first",
        response: { 200: ProposalListResponse, ...refusals },
      },
    },
    async (request) => {
      const { user } = await sessionOf(request);
      return { proposals: await proposals().list(user.id) };
    },
  );

  app.get(
    '/financing/proposal/:id',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'A proposal with its status history, documents and formalization',
        params: ProposalIdParams,
        response: { 200: Proposal, ...refusals },
      },
    },
    async (request) => {
      const { user } = await sessionOf(request);
      return proposals().get(user.id, request.params.id);
    },
  );

  app.get(
    '/financing/proposal/:id/pdf',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'The proposal as a PDF',
        params: ProposalIdParams,
        response: {
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('PDF document (application/pdf)'),
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { user } = await sessionOf(request);
      const pdf = await proposals().pdf(user.id, request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf.content);
    },
  );

  app.post(
    '/financing/documents',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'Upload a document of a proposal (multipart)',
        description:
          'Multipart fields `proposalId`, `type` (upload document types of spec §3) and `file` (PDF, JPEG or PNG, ' +
          `at most ${MAX_UPLOAD_BYTES} bytes; larger: 'Arquivos excederam o tamanho máximo').`,
        consumes: ['multipart/form-data'],
        response: {
          201: ProposalDocument,
          400: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          422: ErrorResponse,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { user } = await sessionOf(request);
      if (!request.isMultipart())
        throw new DomainError('unsupported_media_type', {}, { detail: 'multipart/form-data expected' });
      const fields: Record<string, string> = {};
      let file: { fileName: string; contentType: string; data: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            file = { fileName: part.filename, contentType: part.mimetype, data: await part.toBuffer() };
          } else if (typeof part.value === 'string') {
            fields[part.fieldname] = part.value;
          }
        }
      } catch (error) {
        if (isTooLarge(error)) throw new DomainError('files_too_large');
        throw error;
      }
      const { proposalId, type } = fields;
      if (!proposalId || !type || !file) {
        throw new DomainError('validation_error', {}, { detail: 'proposalId, type and file are required' });
      }
      const document = await proposals().uploadDocument(user.id, proposalId, { type, ...file });
      return reply.code(201).send(document);
    },
  );

  app.get(
    '/financing/documents/:id',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'Documents uploaded for a proposal (without their content)',
        params: ProposalIdParams,
        response: { 200: DocumentsListResponse, ...refusals },
      },
    },
    async (request) => {
      const { user } = await sessionOf(request);
      return { documents: await proposals().documents(user.id, request.params.id) };
    },
  );

  app.post(
    '/financing/proposal/:id/formalization',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'Start the formalization of an approved proposal (wait, then a QR code to sign)',
        params: ProposalIdParams,
        response: { 200: Proposal, 409: ErrorResponse, 503: ErrorResponse, ...refusals },
      },
    },
    async (request) => {
      const { user } = await sessionOf(request);
      return proposals().startFormalization(user.id, request.params.id);
    },
  );

  app.post(
    '/financing/proposal/:id/formalization/complete',
    {
      config: OWN,
      schema: {
        tags: TAGS,
        summary: 'Complete the formalization: the contract was signed through the QR code',
        params: ProposalIdParams,
        body: CompleteFormalizationBody,
        response: { 200: Proposal, 400: ErrorResponse, 409: ErrorResponse, 503: ErrorResponse, ...refusals },
      },
    },
    async (request) => {
      const { user } = await sessionOf(request);
      return proposals().completeFormalization(user.id, request.params.id, request.body.signingToken);
    },
  );
};
