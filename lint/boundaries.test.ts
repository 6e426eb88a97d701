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

/** The rule each boundary is held by. */
const RULE = {
  restricted: 'import/no-restricted-paths',
  domainImport: 'no-restricted-imports',
  demoImport: 'demo-data/no-demo-import',
  moduleCycle: 'module-cycles/no-module-cycle',
};

/** Where the linted text stands in the repository. */
const AT = {
  webFeature: 'apps/web/src/features/reservations/lint-fixture.tsx',
  apiModule: 'apps/api/src/modules/reservations/lint-fixture.ts',
  authModule: 'apps/api/src/modules/auth/lint-fixture.ts',
  domain: 'packages/domain/src/lint-fixture.ts',
  contract: 'packages/contract/src/lint-fixture.ts',
  carDrawing: 'packages/car-drawing/src/lint-fixture.ts',
};

const API_EDGE = "'../../../apps/api/src/http/error-handler.js'";
const DEMO_ACCOUNTS = "export { DEMO_PASSWORD } from '../users/demo/users.demo.js';\n";

describe('import boundaries of this repository (the real configuration)', () => {
  // Cycles are proven on the small repository below; here only the import rules run.
  const eslint = new ESLint({ cwd: repoRoot, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

  it.each([
    [
      'a web feature importing another feature',
      AT.webFeature,
      "export { DealerLocatorPage } from '../dealers/dealer-locator-page';\n",
      RULE.restricted,
    ],
    [
      'a feature importing the app layer',
      'apps/web/src/features/garage/lint-fixture.tsx',
      "export { NotFoundPage } from '../../app/not-found';\n",
      RULE.restricted,
    ],
    [
      'the web importing api code',
      'apps/web/src/lib/lint-fixture.ts',
      "export { requestLocale } from '../../../api/src/http/error-handler.js';\n",
      RULE.restricted,
    ],
    [
      "an api module importing another module's store",
      AT.apiModule,
      "export { findNetworkDealers } from '../dealers/dealers.store.js';\n",
      RULE.restricted,
    ],
    [
      "an api module importing another module's tables",
      AT.apiModule,
      "export { dealers } from '../dealers/dealers.schema.js';\n",
      RULE.restricted,
    ],
    [
      'the domain importing the contract',
      AT.domain,
      "export { LeadFormStateSchema } from '@autohub/contract';\n",
      RULE.domainImport,
    ],
    [
      'the domain importing the file system',
      AT.domain,
      "export { readFileSync } from 'node:fs';\n",
      RULE.domainImport,
    ],
    [
      'the domain importing the database library',
      AT.domain,
      "export { eq } from 'drizzle-orm';\n",
      RULE.domainImport,
    ],
    [
      'the domain importing api code',
      AT.domain,
      `export { requestLocale } from ${API_EDGE};\n`,
      RULE.restricted,
    ],
    ['a module importing demo accounts', AT.authModule, DEMO_ACCOUNTS, RULE.demoImport],
    [
      'a module importing its own demo data',
      'apps/api/src/modules/catalogue/lint-fixture.ts',
      "export { CATALOGUE } from './demo/data/index.js';\n",
      RULE.demoImport,
    ],
    [
      'the http edge loading the demo loader',
      'apps/api/src/http/lint-fixture.ts',
      "export const load = () => import('../demo/demo-data.js');\n",
      RULE.demoImport,
    ],
    // prices reads the catalogue; the catalogue gets its prices through app.services, not an import.
    [
      'the catalogue importing prices, which closes a cycle of modules',
      'apps/api/src/modules/catalogue/lint-fixture.ts',
      "export { createCataloguePricing } from '../prices/prices.service.js';\n",
      RULE.moduleCycle,
    ],
    [
      'the contract importing the api',
      AT.contract,
      `export { requestLocale } from ${API_EDGE};\n`,
      RULE.restricted,
    ],
    ['the car drawing importing React', AT.carDrawing, "export { useId } from 'react';\n", RULE.domainImport],
    [
      'the car drawing importing api code',
      AT.carDrawing,
      `export { requestLocale } from ${API_EDGE};\n`,
      RULE.restricted,
    ],
    [
      'a module reading the catalogue without a market',
      AT.apiModule,
      "export { createCatalogueService } from '../catalogue/catalogue.service.js';\n",
      RULE.domainImport,
    ],
    [
      'a module translating a catalogue answer itself',
      AT.apiModule,
      "export { forMarket } from '../catalogue/catalogue-locale.js';\n",
      RULE.domainImport,
    ],
    [
      'a file nested in a module reading the catalogue without a market',
      'apps/api/src/modules/reservations/jobs/lint-fixture.ts',
      "export { createCatalogueService } from '../../catalogue/catalogue.service.js';\n",
      RULE.domainImport,
    ],
    [
      'a file outside the modules translating a catalogue answer itself',
      'apps/api/src/http/lint-fixture.ts',
      "export { marketCatalogue } from '../modules/catalogue/catalogue-locale.js';\n",
      RULE.domainImport,
    ],
  ])('refuses %s', async (_case, file, code, rule) => {
    expect(await ruleIds(eslint, code, file)).toContain(rule);
  });

  it.each([
    [
      'a web feature importing a shared component',
      AT.webFeature,
      "export { QrCode } from '../../components/qr-code/qr-code';\n",
    ],
    [
      "an api module importing another module's service",
      AT.apiModule,
      "export { createDealerDirectory } from '../dealers/dealers.service.js';\n",
    ],
    [
      'an api module importing its own store',
      AT.apiModule,
      "export { createReservationStore } from './reservations.store.js';\n",
    ],
    ['the domain importing its own files', AT.domain, "export * from './format/money.js';\n"],
    ['a test importing demo accounts', 'apps/api/src/modules/auth/lint-fixture.test.ts', DEMO_ACCOUNTS],
    ['a demo file importing demo accounts', 'apps/api/src/modules/auth/demo/lint-fixture.ts', DEMO_ACCOUNTS],
    [
      'the seed loading the demo loader',
      'apps/api/src/db/seed/seed.ts',
      "export const load = () => import('../../demo/demo-data.js');\n",
    ],
    [
      'a module importing the demo e-mail check, which is not demo data',
      AT.authModule,
      "export { isDemoEmail } from '../users/demo-accounts.js';\n",
    ],
    [
      'prices importing the catalogue, the dependency that stands',
      'apps/api/src/modules/prices/lint-fixture.ts',
      "export { createCatalogueReader } from '../catalogue/catalogue-reader.js';\n",
    ],
    [
      'a module importing what the catalogue answers the same in every market',
      AT.apiModule,
      "export { assertRegion } from '../catalogue/catalogue.service.js';\n",
    ],
    [
      'the catalogue reading its own untranslated service',
      'apps/api/src/modules/catalogue/lint-fixture.ts',
      "export { createCatalogueService } from './catalogue.service.js';\n",
    ],
    ['the contract importing the domain', AT.contract, "export { BRAND_SLUGS } from '@autohub/domain';\n"],
    [
      'the car drawing importing the domain',
      AT.carDrawing,
      "export { BRAND_SLUGS } from '@autohub/domain';\n",
    ],
    [
      'the api importing the car drawing',
      'apps/api/src/modules/catalogue/lint-fixture.ts',
      "export { carSvg } from '@autohub/car-drawing';\n",
    ],
  ])('allows %s', async (_case, file, code) => {
    expect(await ruleIds(eslint, code, file)).toEqual([]);
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

/** ESLint with only the boundary rules, read from the folders of the repository at `root`. */
function boundariesOf(root: string, ...extra: Linter.Config[]): ESLint {
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser as Linter.Parser } },
      ...boundaries(root),
      ...extra,
    ],
  });
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
    // The cycles of modules are proven on a repository of their own, below.
    eslint = boundariesOf(root, {
      files: ['apps/**/*.{ts,tsx}'],
      rules: { 'module-cycles/no-module-cycle': 'off' },
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
    eslint = boundariesOf(root);
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
