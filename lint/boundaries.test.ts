import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boundaries } from './boundaries.js';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Rule ids reported for `code` linted as if it were the file at `filePath` (relative to `cwd`). */
async function ruleIds(eslint: ESLint, code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries of this repository (the real configuration)', () => {
  // Cycles are proven on the small repository below; here only the import rules run.
  const eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

  it('refuses a web feature importing another feature, and allows shared components', async () => {
    const file = 'apps/web/src/features/reservations/lint-fixture.tsx';
    expect(
      await ruleIds(eslint, "export { DealerLocatorPage } from '../dealers/dealer-locator-page';\n", file),
    ).toContain('import/no-restricted-paths');
    expect(
      await ruleIds(eslint, "export { QrCode } from '../../components/qr-code/qr-code';\n", file),
    ).toEqual([]);
  });

  it('refuses a feature importing the app layer', async () => {
    const file = 'apps/web/src/features/garage/lint-fixture.tsx';
    expect(await ruleIds(eslint, "export { NotFoundPage } from '../../app/not-found';\n", file)).toContain(
      'import/no-restricted-paths',
    );
  });

  it('refuses the web importing api code', async () => {
    const file = 'apps/web/src/lib/lint-fixture.ts';
    const ids = await ruleIds(
      eslint,
      "export { requestLocale } from '../../../api/src/http/error-handler.js';\n",
      file,
    );
    expect(ids).toContain('import/no-restricted-paths');
  });

  it("refuses an api module importing another module's store or tables, and allows its service", async () => {
    const file = 'apps/api/src/modules/reservations/lint-fixture.ts';
    expect(
      await ruleIds(eslint, "export { findNetworkDealers } from '../dealers/dealers.store.js';\n", file),
    ).toContain('import/no-restricted-paths');
    expect(
      await ruleIds(eslint, "export { dealers } from '../dealers/dealers.schema.js';\n", file),
    ).toContain('import/no-restricted-paths');
    expect(
      await ruleIds(eslint, "export { createDealerDirectory } from '../dealers/dealers.service.js';\n", file),
    ).toEqual([]);
    expect(
      await ruleIds(eslint, "export { createReservationStore } from './reservations.store.js';\n", file),
    ).toEqual([]);
  });

  it('refuses the domain importing anything of ours or an I/O library, and allows its own files', async () => {
    const file = 'packages/domain/src/lint-fixture.ts';
    expect(
      await ruleIds(eslint, "export { LeadFormStateSchema } from '@autohub/contract';\n", file),
    ).toContain('no-restricted-imports');
    expect(await ruleIds(eslint, "export { readFileSync } from 'node:fs';\n", file)).toContain(
      'no-restricted-imports',
    );
    expect(await ruleIds(eslint, "export { eq } from 'drizzle-orm';\n", file)).toContain(
      'no-restricted-imports',
    );
    expect(
      await ruleIds(
        eslint,
        "export { requestLocale } from '../../../apps/api/src/http/error-handler.js';\n",
        file,
      ),
    ).toContain('import/no-restricted-paths');
    expect(await ruleIds(eslint, "export * from './format/money.js';\n", file)).toEqual([]);
  });

  it('refuses production code importing demo data, and allows demo files, tests and the seed loader', async () => {
    const demoAccounts = "export { DEMO_PASSWORD } from '../users/demo/users.demo.js';\n";
    expect(await ruleIds(eslint, demoAccounts, 'apps/api/src/modules/auth/lint-fixture.ts')).toContain(
      'demo-data/no-demo-import',
    );
    expect(
      await ruleIds(
        eslint,
        "export { CATALOGUE } from './demo/data/index.js';\n",
        'apps/api/src/modules/catalogue/lint-fixture.ts',
      ),
    ).toContain('demo-data/no-demo-import');
    expect(
      await ruleIds(
        eslint,
        "export const load = () => import('../demo/demo-data.js');\n",
        'apps/api/src/http/lint-fixture.ts',
      ),
    ).toContain('demo-data/no-demo-import');
    expect(await ruleIds(eslint, demoAccounts, 'apps/api/src/modules/auth/lint-fixture.test.ts')).toEqual([]);
    expect(await ruleIds(eslint, demoAccounts, 'apps/api/src/modules/auth/demo/lint-fixture.ts')).toEqual([]);
    expect(
      await ruleIds(
        eslint,
        "export const load = () => import('../../demo/demo-data.js');\n",
        'apps/api/src/db/seed/seed.ts',
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        eslint,
        "export { isDemoEmail } from '../users/demo-accounts.js';\n",
        'apps/api/src/modules/auth/lint-fixture.ts',
      ),
    ).toEqual([]);
  });

  it('refuses an import that closes a cycle of api modules, and allows the dependency that stands', async () => {
    // prices reads the catalogue; the catalogue gets its prices through app.services, not an import.
    expect(
      await ruleIds(
        eslint,
        "export { createCataloguePricing } from '../prices/prices.service.js';\n",
        'apps/api/src/modules/catalogue/lint-fixture.ts',
      ),
    ).toContain('module-cycles/no-module-cycle');
    expect(
      await ruleIds(
        eslint,
        "export { createCatalogueService } from '../catalogue/catalogue.service.js';\n",
        'apps/api/src/modules/prices/lint-fixture.ts',
      ),
    ).toEqual([]);
  });

  it('refuses the contract importing the api or the web, and allows the domain', async () => {
    const file = 'packages/contract/src/lint-fixture.ts';
    expect(
      await ruleIds(
        eslint,
        "export { requestLocale } from '../../../apps/api/src/http/error-handler.js';\n",
        file,
      ),
    ).toContain('import/no-restricted-paths');
    expect(await ruleIds(eslint, "export { BRAND_SLUGS } from '@autohub/domain';\n", file)).toEqual([]);
  });
});

/** Writes `files` under a new temporary folder and returns its path. */
function writeRepository(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'boundaries-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('boundaries read from the folders, and cycles', () => {
  // A small repository whose feature and module names exist nowhere in the real one: the zones come
  // from its folders, not from a list.
  let root: string;
  let eslint: ESLint;
  const files: Record<string, string> = {
    'apps/web/src/features/north/north-page.tsx': "export { southWidget } from '../south/south-widget';\n",
    'apps/web/src/features/north/north-own.tsx': "export { northPart } from './north-part';\n",
    'apps/web/src/features/north/north-part.ts': 'export const northPart = 1;\n',
    'apps/web/src/features/south/south-widget.ts': 'export const southWidget = 1;\n',
    'apps/api/src/modules/alpha/alpha.service.ts':
      "import { beta } from '../beta/beta.service.js';\nexport const alpha = (): number => beta() + 1;\n",
    'apps/api/src/modules/alpha/alpha.schema.ts': "export { betaTable } from '../beta/beta.schema.js';\n",
    'apps/api/src/modules/alpha/alpha.reader.ts': "export { readBeta } from '../beta/beta.store.js';\n",
    'apps/api/src/modules/alpha/alpha.tables.ts': "export { betaTable } from '../beta/beta.schema.js';\n",
    'apps/api/src/modules/beta/beta.service.ts':
      "import { alpha } from '../alpha/alpha.service.js';\nexport const beta = (): number => 1;\nexport const betaTwice = (): number => alpha() * 2;\n",
    'apps/api/src/modules/beta/beta.store.ts': 'export const readBeta = (): number => 1;\n',
    'apps/api/src/modules/beta/beta.schema.ts': 'export const betaTable = {};\n',
    'apps/api/src/modules/gamma/gamma.service.ts':
      "import { beta } from '../beta/beta.service.js';\nexport const gamma = (): number => beta();\n",
  };

  beforeAll(() => {
    root = writeRepository(files);
    eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser as Linter.Parser } },
        ...boundaries(root),
        // The cycles of modules are proven on a repository of their own, below.
        { files: ['apps/**/*.{ts,tsx}'], rules: { 'module-cycles/no-module-cycle': 'off' } },
      ],
    });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function idsOf(path: string): Promise<string[]> {
    const [result] = await eslint.lintFiles([join(root, path)]);
    return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
  }

  it('refuses a feature importing a feature named only by its folder, and allows its own files', async () => {
    expect(await idsOf('apps/web/src/features/north/north-page.tsx')).toEqual(['import/no-restricted-paths']);
    expect(await idsOf('apps/web/src/features/north/north-own.tsx')).toEqual([]);
  });

  it("refuses a module reading another module's store or tables; a table definition may point at its tables", async () => {
    expect(await idsOf('apps/api/src/modules/alpha/alpha.reader.ts')).toEqual(['import/no-restricted-paths']);
    expect(await idsOf('apps/api/src/modules/alpha/alpha.tables.ts')).toEqual(['import/no-restricted-paths']);
    expect(await idsOf('apps/api/src/modules/alpha/alpha.schema.ts')).toEqual([]);
  });

  it('refuses a two-file import cycle, on both sides, and allows a file that only reaches it', async () => {
    expect(await idsOf('apps/api/src/modules/alpha/alpha.service.ts')).toEqual(['import/no-cycle']);
    expect(await idsOf('apps/api/src/modules/beta/beta.service.ts')).toEqual(['import/no-cycle']);
    expect(await idsOf('apps/api/src/modules/gamma/gamma.service.ts')).toEqual([]);
  });
});

describe('cycles of modules', () => {
  // delta and epsilon import each other through different files: no file cycle, a module cycle.
  // zeta's test and demo files import eta, which imports zeta: tests and demo data are not edges.
  let root: string;
  let eslint: ESLint;
  const files: Record<string, string> = {
    'apps/api/src/modules/delta/delta.routes.ts':
      "import { epsilon } from '../epsilon/epsilon.service.js';\nexport const routes = (): number => epsilon;\n",
    'apps/api/src/modules/delta/delta.service.ts': 'export const delta = 1;\n',
    'apps/api/src/modules/epsilon/epsilon.service.ts':
      "import { delta } from '../delta/delta.service.js';\nexport const epsilon = delta + 1;\n",
    'apps/api/src/modules/zeta/zeta.service.ts': 'export const zeta = 1;\n',
    'apps/api/src/modules/zeta/zeta.test.ts': "export { eta } from '../eta/eta.service.js';\n",
    'apps/api/src/modules/zeta/demo/zeta.demo.ts': "export { eta } from '../../eta/eta.service.js';\n",
    'apps/api/src/modules/eta/eta.service.ts':
      "import { zeta } from '../zeta/zeta.service.js';\nexport const eta = zeta + 1;\n",
    'apps/web/src/features/east/east-page.tsx': "export { westPart } from '../west/west-part';\n",
    'apps/web/src/features/east/east-part.ts': 'export const eastPart = 1;\n',
    'apps/web/src/features/west/west-part.ts': "export { eastPart as westPart } from '../east/east-part';\n",
  };

  beforeAll(() => {
    root = writeRepository(files);
    eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser as Linter.Parser } },
        ...boundaries(root),
      ],
    });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  async function cycleMessages(path: string): Promise<string[]> {
    const [result] = await eslint.lintFiles([join(root, path)]);
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'module-cycles/no-module-cycle')
      .map((message) => message.message);
  }

  it('refuses each import of a cycle of api modules, naming the way back, where no file cycle exists', async () => {
    const [fromDelta] = await cycleMessages('apps/api/src/modules/delta/delta.routes.ts');
    expect(fromDelta).toContain('delta imports epsilon');
    expect(fromDelta).toContain('epsilon (epsilon/epsilon.service.ts) → delta');
    expect(await cycleMessages('apps/api/src/modules/epsilon/epsilon.service.ts')).toHaveLength(1);
    expect(await cycleMessages('apps/api/src/modules/delta/delta.service.ts')).toEqual([]);
  });

  it("counts neither tests nor demo data as a module's imports", async () => {
    expect(await cycleMessages('apps/api/src/modules/eta/eta.service.ts')).toEqual([]);
    expect(await cycleMessages('apps/api/src/modules/zeta/zeta.test.ts')).toEqual([]);
  });

  it('refuses a cycle of web features too', async () => {
    expect(await cycleMessages('apps/web/src/features/east/east-page.tsx')).toHaveLength(1);
    expect(await cycleMessages('apps/web/src/features/west/west-part.ts')).toHaveLength(1);
  });
});
