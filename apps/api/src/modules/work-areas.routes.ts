import { can, publicCall } from '@autohub/domain';
import { WorkAreasAnswer, WorkAreasQuery } from '@autohub/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../http/auth.js';
import type { ModuleManifest } from './manifest.js';

/**
 * `GET /work-areas`: the back-office pages (desks, staff screens) that the modules' manifests
 * declare and the caller's roles open, so a seller, a mechanic or staff find their work from the
 * account area. Nobody signed in, and a customer, get an empty list.
 */
export function workAreasRoutes(modules: readonly ModuleManifest[]): FastifyPluginAsyncZod {
  const declared = modules.flatMap((module) => module.workAreas ?? []);
  return async (app) => {
    app.get(
      '/work-areas',
      {
        config: { access: publicCall('work-areas') },
        schema: {
          tags: ['auth'],
          summary: "The back-office pages the caller's roles open",
          querystring: WorkAreasQuery,
          response: { 200: WorkAreasAnswer },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'private, no-store');
        const caller = await callerOf(request);
        if (caller.kind === 'anonymous') return { areas: [] };
        const { locale } = request.query;
        const open = await Promise.all(
          declared.map(async (area) => {
            if (!can(caller.actor, area.permission).allowed) return false;
            if (!area.opensFor) return true;
            return caller.kind === 'session' && (await area.opensFor(app.database.db, caller.user.id));
          }),
        );
        const areas = declared
          .filter((_, index) => open[index])
          .map((area) => ({ path: area.path, title: area.title[locale] }));
        return { areas };
      },
    );
  };
}
