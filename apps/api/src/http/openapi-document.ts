import { fileURLToPath } from 'node:url';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

/** Where the committed OpenAPI document lives (apps/api/openapi.json). */
export const OPENAPI_FILE = fileURLToPath(new URL('../../openapi.json', import.meta.url));

/**
 * The OpenAPI document of the api as text, exactly as it is committed. Built from the route
 * schemas alone: no database, no environment.
 */
export async function renderOpenApiDocument(): Promise<string> {
  const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }) });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
  }
}
