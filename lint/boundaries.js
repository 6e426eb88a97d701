// @ts-check
// Import boundaries of the repository, derived from its folders each time the linter starts: a new web
// feature or api module is covered the moment its folder exists. See docs/decisions/021-import-boundaries.md.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';
import { demoDataPlugin } from './demo-data.js';
import { moduleCyclesPlugin } from './module-cycles.js';

/** @param {string} dir */
function folders(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Files of an api module that no other module imports: its store (`*.store.ts`) and its table
 * definitions (`*.schema.ts`), by kind.
 * @param {string} moduleDir
 */
function privateFiles(moduleDir) {
  const files = readdirSync(moduleDir, { withFileTypes: true, recursive: true }).filter((entry) =>
    entry.isFile(),
  );
  /** @param {RegExp} pattern */
  const matching = (pattern) =>
    files.filter((entry) => pattern.test(entry.name)).map((entry) => join(entry.parentPath, entry.name));
  return { store: matching(/\.store\.ts$/), schema: matching(/\.schema\.ts$/) };
}

/** Anything that does input or output, draws UI or serves requests: none of it belongs in the domain. */
const impureLibraries = [
  'react',
  'react-*',
  'react/*',
  'fastify',
  'fastify-*',
  '@fastify/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  'ioredis',
  'pino',
  'pino-*',
  'pdfkit',
  'qrcode',
  'argon2',
  'i18next',
  '@tanstack/*',
  'node:*',
  'fs',
  'fs/*',
  'http',
  'https',
  'net',
  'child_process',
  'zod',
];

/**
 * A layer rule: `files` may not import any of `group` (module patterns), and the lint says why.
 * @param {string[]} files
 * @param {string[]} group
 * @param {string} message
 */
function forbidImports(files, group, message) {
  return {
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
  };
}

/**
 * @param {string} root the repository root
 * @returns {import('typescript-eslint').ConfigArray}
 */
export function boundaries(root) {
  const webSrc = join(root, 'apps/web/src');
  const webFeatures = folders(join(webSrc, 'features'));
  const apiModulesDir = join(root, 'apps/api/src/modules');
  const apiModules = folders(apiModulesDir);
  const moduleFiles = new Map(apiModules.map((name) => [name, privateFiles(join(apiModulesDir, name))]));

  /**
   * One zone per api module: the other modules' stores, and their tables unless `tablesAllowed`.
   * @param {boolean} tablesAllowed
   */
  const apiZones = (tablesAllowed) =>
    apiModules.flatMap((name) => {
      const others = apiModules
        .filter((other) => other !== name)
        .flatMap((other) => {
          const files = moduleFiles.get(other);
          if (!files) return [];
          return tablesAllowed ? files.store : [...files.store, ...files.schema];
        });
      if (others.length === 0) return [];
      return [
        {
          target: `./apps/api/src/modules/${name}`,
          from: others,
          message: tablesAllowed
            ? `An api module (${name}) does not import another module's store: call that module's service.`
            : `An api module (${name}) does not import another module's store or tables: call that module's service.`,
        },
      ];
    });

  /** @type {Array<{ target: string | string[]; from: string | string[]; except?: string[]; message: string }>} */
  const zones = [
    ...webFeatures.map((feature) => ({
      target: `./apps/web/src/features/${feature}`,
      from: './apps/web/src/features',
      except: [`./${feature}`],
      message: `A web feature does not import another feature (${feature} is importing one): move the shared piece to src/components or src/lib, or compose both in src/app.`,
    })),
    {
      target: './apps/web/src/features',
      from: './apps/web/src/app',
      message: 'A feature does not reach into the app layer; the app layer composes the features.',
    },
    {
      target: './apps/web',
      from: './apps/api',
      message: 'The web app talks to the api over HTTP, through @autohub/contract.',
    },
    {
      target: './apps/api',
      from: './apps/web',
      message: 'The api does not import web code.',
    },
    {
      target: './packages/domain',
      from: ['./apps', './packages/contract'],
      message: 'packages/domain holds pure rules and imports nothing of ours.',
    },
    {
      target: './packages/contract',
      from: './apps',
      message: 'packages/contract is shared by the api and the web: it imports neither.',
    },
    {
      target: './packages/car-drawing',
      from: './apps',
      message: 'packages/car-drawing is shared by the api and the web: it imports neither.',
    },
  ];

  return tseslint.config(
    {
      files: ['**/*.{ts,tsx,js,mjs}'],
      plugins: { import: importPlugin },
      settings: {
        'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
        'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import/resolver': {
          typescript: {
            // Workspace packages resolve to their sources, as in the tests and in development.
            conditionNames: ['@autohub/source', 'types', 'import', 'node', 'browser', 'default'],
          },
          node: true,
        },
      },
    },
    {
      files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
      rules: {
        'import/no-cycle': ['error', { ignoreExternal: true }],
        'import/no-restricted-paths': ['error', { basePath: root, zones: [...zones, ...apiZones(false)] }],
      },
    },
    // A table definition may point a foreign key at another module's table, and a test may arrange rows
    // in any table; neither reads another module's store.
    {
      files: ['apps/api/src/modules/**/*.schema.ts', 'apps/api/src/modules/**/*.test.ts'],
      rules: {
        'import/no-restricted-paths': ['error', { basePath: root, zones: [...zones, ...apiZones(true)] }],
      },
    },
    // No cycle of api modules (nor of web features): import/no-cycle sees files, this sees folders.
    // Tests, fixtures and demo data are not edges of the graph (docs/decisions/043-no-module-cycles.md).
    {
      files: ['apps/api/src/modules/**/*.{ts,tsx}', 'apps/web/src/features/**/*.{ts,tsx}'],
      ignores: ['**/demo/**', '**/*.test.ts', '**/*.test.tsx', '**/*.fixture.ts'],
      plugins: { 'module-cycles': moduleCyclesPlugin },
      rules: {
        'module-cycles/no-module-cycle': [
          'error',
          { root, folders: ['apps/api/src/modules', 'apps/web/src/features'] },
        ],
      },
    },
    // Production code never imports demo data; demo files, tests and fixtures may.
    {
      files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
      ignores: ['**/demo/**', '**/*.test.ts', '**/*.test.tsx', '**/*.fixture.ts', 'apps/api/test/**'],
      plugins: { 'demo-data': demoDataPlugin },
      rules: {
        'demo-data/no-demo-import': ['error', { root, loaders: ['apps/api/src/db/seed/seed.ts'] }],
      },
    },
    forbidImports(
      ['packages/domain/src/**/*.ts'],
      ['@autohub/*', ...impureLibraries],
      'packages/domain holds pure rules: nothing of ours, no UI, server, database or I/O library.',
    ),
    forbidImports(
      ['packages/contract/src/**/*.ts'],
      [
        '@autohub/api',
        '@autohub/api/*',
        '@autohub/web',
        '@autohub/web/*',
        ...impureLibraries.filter((name) => name !== 'zod'),
      ],
      'packages/contract is shared by the api and the web: schemas only.',
    ),
    forbidImports(
      ['packages/car-drawing/src/**/*.ts'],
      ['@autohub/api', '@autohub/api/*', '@autohub/web', '@autohub/web/*', ...impureLibraries],
      'packages/car-drawing draws cars as geometry and SVG text for the api and the web: no UI, server, database or I/O library.',
    ),
    {
      files: ['apps/api/src/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['react', 'react-*', 'react/*', '@autohub/web'],
                message: 'The api does not import UI code.',
              },
              // Another module reads the catalogue in the market of its question, never untranslated
              // (docs/decisions/017-catalogue-per-market.md). Any depth: a nested file or one outside modules/.
              {
                group: ['**/catalogue/catalogue.service.js', '**/catalogue/catalogue-locale.js'],
                importNames: ['createCatalogueService', 'forMarket', 'marketCatalogue'],
                message:
                  "Read the catalogue through createCatalogueReader (catalogue-reader.js): every answer in the question's market.",
              },
            ],
          },
        ],
      },
    },
    forbidImports(
      ['apps/web/src/**/*.{ts,tsx}'],
      ['@autohub/api', '@autohub/api/*', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg'],
      'The web app talks to the api over HTTP, through @autohub/contract.',
    ),
  );
}
