import { publicCall } from '@autohub/domain';
import { ErrorResponse, SharedBuild, SharedBuildInput, SharedBuildParams } from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderBuildPdf } from './build-pdf.js';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH, createPreviewCache, renderBuildPreview } from './build-preview.js';
import { type BuildsService, createBuildsService } from './builds.service.js';
import { linkBase } from '../../http/link-base.js';

export const buildsRoutes: FastifyPluginAsyncZod = async (app) => {
  let service: BuildsService | undefined;
  const builds = (): BuildsService => (service ??= createBuildsService(app.database.db));
  const previews = createPreviewCache();

  app.post(
    '/builds',
    {
      config: { access: publicCall('catalogue') },
      schema: {
        tags: ['builds'],
        summary: 'Share a build',
        description:
          'Keeps the choices under a short code and answers the page address that reopens them. A build the ' +
          'version rules forbid is refused (422 build_invalid, part_not_in_version).',
        body: SharedBuildInput,
        response: { 201: SharedBuild, 400: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse },
      },
    },
    async (request, reply) => {
      const shared = await builds().create(request.body, request.log);
      return reply.code(201).header('location', `/api/builds/${shared.code}`).send(shared);
    },
  );

  app.get(
    '/builds/:code',
    {
      config: { access: publicCall('catalogue') },
      schema: {
        tags: ['builds'],
        summary: 'A shared build, priced today',
        params: SharedBuildParams,
        response: { 200: SharedBuild, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return (await builds().find(request.params.code, request.log)).shared;
    },
  );

  app.get(
    '/builds/:code/pdf',
    {
      config: { access: publicCall('catalogue') },
      schema: {
        tags: ['builds'],
        summary: 'PDF summary of a shared build',
        description:
          'Brand, model, version, colour, coating, optionals, accessories, services, prices, totals, date, link and QR code.',
        params: SharedBuildParams,
        response: {
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('PDF document (application/pdf)'),
          400: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const priced = await builds().find(request.params.code, request.log);
      const shareUrl = `${linkBase(request)}${priced.shared.path}`;
      const pdf = await renderBuildPdf({ ...priced, shareUrl, now: new Date() });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="autohub-${priced.shared.code}.pdf"`)
        .header('cache-control', 'no-cache')
        .send(pdf);
    },
  );

  app.get(
    '/builds/:code/preview.png',
    {
      config: { access: publicCall('catalogue') },
      schema: {
        tags: ['builds'],
        summary: 'Link-preview picture of a shared build (PNG)',
        description:
          `The build's car in its colour, ${PREVIEW_WIDTH}×${PREVIEW_HEIGHT}, for the og:image of the shared page ` +
          '(link previews such as WhatsApp show no SVG). Kept per code; revalidate with If-None-Match.',
        params: SharedBuildParams,
        response: {
          200: z.custom<Buffer>((value) => Buffer.isBuffer(value)).describe('PNG image (image/png)'),
          304: z.null().describe('Not modified'),
          400: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const preview = await previews.get(code, async () => {
        const { shared, version } = await builds().find(code, request.log);
        return renderBuildPreview(shared, version);
      });
      void reply.header('etag', preview.etag).header('cache-control', 'public, max-age=86400');
      if (request.headers['if-none-match'] === preview.etag) return reply.code(304).send(null);
      return reply.type('image/png').send(preview.png);
    },
  );
};
