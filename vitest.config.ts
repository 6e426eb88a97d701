import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Workspace packages are consumed from source in tests (the "@autohub/source" export condition).
const conditions = ['@autohub/source', 'import', 'module', 'node', 'default'];

export default defineConfig({
  resolve: { conditions },
  // Node loads externals with its own conditions: keep them to the source one plus node, so packages
  // with separate ES builds (pg, @fastify/helmet) load the way Node itself would load them.
  ssr: { resolve: { conditions: ['@autohub/source', 'node'], externalConditions: ['@autohub/source'] } },
  test: {
    // Vitest's default is one worker fewer than the cores: on a two-core machine, one file at a
    // time. Test files wait on the database and on sockets as much as they compute, so every core
    // gets a file (at least two). VITEST_MAX_WORKERS overrides it.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(os.availableParallelism(), 2),
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'car-drawing',
          include: ['packages/car-drawing/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: { name: 'lint', include: ['lint/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
