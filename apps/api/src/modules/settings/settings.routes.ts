import { isBrandSlug, publicCall, requirement } from '@autohub/domain';
import { ErrorResponse, PageSettings, PageSettingsPatch, SettingsParams } from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrepared } from '../../lib/read-cache.js';
import { type SettingsService, sharedSettingsService } from './settings.service.js';

// Pages read their settings on every visit and a staff change must show on the next one: browsers
// revalidate every time, and the entity tag turns an unchanged answer into an empty 304.
const CACHE_CONTROL = 'no-cache';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Built on first use: the OpenAPI document is generated from an app without a database.
  let service: SettingsService | undefined;
  const settingsService = (): SettingsService =>
    (service ??= sharedSettingsService(app.database.db, {
      cacheTtlMs: app.config.settingsCacheTtlMs,
      cache: app.readCache,
    }));

  app.get(
    '/settings/:brand/:locale',
    {
      config: { access: publicCall('page-settings') },
      schema: {
        tags: ['settings'],
        summary: 'Page settings of a brand in a market',
        description:
          'Brand, country, language, skin, asset paths, fuel labels, current models, switches, ' +
          'lead-without-CPF settings and the base address of each service family.',
        params: SettingsParams,
        response: { 200: PageSettings, 304: z.undefined().describe('Not modified'), 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      // Sent as prepared once per change: no serialisation or compression per visit.
      const answer = await settingsService().answer(request.params.brand, request.params.locale);
      return sendPrepared(request, reply, answer, CACHE_CONTROL);
    },
  );

  app.patch(
    '/staff/settings/:brand/:locale',
    {
      // Checked before the body is even read: strangers learn nothing about the schema. The brand
      // of the address is the record: services staff limited to brands change only theirs.
      config: {
        access: requirement('settings:update'),
        accessRecord: (request) => {
          const { brand } = request.params as { brand: string };
          return isBrandSlug(brand) ? { brand } : {};
        },
      },
      schema: {
        tags: ['staff', 'settings'],
        summary: 'Change page settings (staff)',
        description: 'Replaces the given fields; the answer is the complete page settings after the change.',
        security: [{ staffToken: [] }],
        params: SettingsParams,
        body: PageSettingsPatch,
        response: {
          200: PageSettings,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const settings = await settingsService().update(
        request.params.brand,
        request.params.locale,
        request.body,
      );
      void reply.header('cache-control', 'no-store');
      return settings;
    },
  );
};
