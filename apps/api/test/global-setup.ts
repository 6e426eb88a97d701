import type { TestProject } from 'vitest/node';
import { figuresFile, figuresSummary } from './security/figures.js';
import { type TestDatabaseTemplate, createTemplate, dropTemplate } from './test-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiTestDatabase: TestDatabaseTemplate;
  }
}

/**
 * Migrates and seeds one template database before the api tests run; each test file then
 * copies it (see test/helpers.ts). DATABASE_URL selects a PostgreSQL server instead of PGlite.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Vitest hands these conditions to Node as --conditions. With `import` among them, CommonJS
  // packages that require a dual package (pg → pg-pool, @fastify/helmet → helmet) get its ES
  // build and fail; say so plainly instead of leaving a cryptic "Class extends value" failure.
  const nodeConditions = project.vite.config.ssr.resolve?.conditions ?? [];
  if (nodeConditions.includes('import')) {
    console.warn(
      "[api tests] ssr.resolve.conditions includes 'import', which Vitest passes to Node: " +
        'pg and @fastify/helmet then fail to load. Keep it to ["@autohub/source", "node"] ' +
        '(Vite adds import/require/default by itself).',
    );
  }
  const template = await createTemplate(process.env.DATABASE_URL || undefined);
  project.provide('apiTestDatabase', template);
  const figures = figuresFile();
  project.provide('securityFiguresFile', figures);
  return async () => {
    const summary = figuresSummary(figures);
    if (summary) console.warn(`[security suite] ${summary}`);
    await dropTemplate(template);
  };
}
