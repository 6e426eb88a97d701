import { readFileSync } from 'node:fs';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { PUBLIC } from '@autohub/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { declareScopeAccess } from './auth.js';

export const DOCS_PREFIX = '/api/docs';
export const OPENAPI_PATH = '/api/openapi.json';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** The OpenAPI document built from the routes' zod schemas, and its documentation page. */
export async function registerOpenApi(app: FastifyInstance, options: { docsCsp: string }): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Autohub API',
        description:
          'Multi-brand automotive platform for Brazil (pt-BR) and Argentina (es-AR). Errors answer ' +
          '`{ code, message, details? }`; messages follow the Accept-Language header.',
        version: packageJson.version,
      },
      tags: [
        { name: 'health', description: 'Liveness and database state' },
        { name: 'settings', description: 'Page settings of each brand and market' },
        { name: 'staff', description: 'Back-office operations; staff bearer token required' },
      ],
      components: {
        securitySchemes: {
          staffToken: { type: 'http', scheme: 'bearer', description: 'Staff API token (STAFF_API_TOKEN).' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  // The docs page's routes are the plugin's: their scope declares them public.
  await app.register(async (docs) => {
    declareScopeAccess(docs, PUBLIC);
    await docs.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      // The docs page needs inline styles and data: images; only its own routes get that policy.
      staticCSP: options.docsCsp,
      uiConfig: { deepLinking: true, docExpansion: 'list' },
    });
  });

  app.get(OPENAPI_PATH, { config: { access: PUBLIC }, schema: { hide: true } }, () => app.swagger());
}
