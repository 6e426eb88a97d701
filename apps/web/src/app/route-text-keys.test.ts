import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TEXT_AREAS, withCommon, type TextArea } from '../lib/i18n/i18n';
import { accountPtBR } from '../lib/i18n/locales/pt-br/account';
import { builderPtBR } from '../lib/i18n/locales/pt-br/builder';
import { businessPtBR } from '../lib/i18n/locales/pt-br/business';
import { commonPtBR } from '../lib/i18n/locales/pt-br/common';
import { comparatorPtBR } from '../lib/i18n/locales/pt-br/comparator';
import { financingPtBR } from '../lib/i18n/locales/pt-br/financing';
import { homePtBR } from '../lib/i18n/locales/pt-br/home';
import { servicesPtBR } from '../lib/i18n/locales/pt-br/services';
import { PLURAL_SUFFIXES } from '../lib/i18n/translator';
import { routeAreas, textAreasOf, type ScreenLoader } from './route-areas';

/**
 * Each route's declared areas of texts (decision 059) hold every key its screens use: read without
 * rendering, from the screen modules of the route table and the modules they import (statically or
 * lazily) inside `src/`. A key of an area the route does not declare would show as the raw key.
 * `route-texts.test.tsx` renders a few addresses; this reads every route and every part of it,
 * including dialogs and steps no render reaches.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LOCALES_DIR = join(SRC, 'lib', 'i18n', 'locales');

type Texts = { [key: string]: string | Texts };

const AREA_TEXTS: Record<TextArea, Texts> = {
  common: commonPtBR,
  home: homePtBR,
  builder: builderPtBR,
  comparator: comparatorPtBR,
  financing: financingPtBR,
  services: servicesPtBR,
  account: accountPtBR,
  business: businessPtBR,
};

/** The value at a dot-joined path of an area's texts. */
function at(texts: Texts, path: string): string | Texts | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

/** The areas that define a key (as a text, or as the base of plural forms). */
function areasOfKey(key: string): TextArea[] {
  return TEXT_AREAS.filter((area) => {
    const texts = AREA_TEXTS[area];
    if (typeof at(texts, key) === 'string') return true;
    return PLURAL_SUFFIXES.some((suffix) => typeof at(texts, `${key}_${suffix}`) === 'string');
  });
}

/** The areas that define a group of keys, for a key built at run time from a static prefix. */
function areasOfGroup(path: string): TextArea[] {
  return TEXT_AREAS.filter((area) => typeof at(AREA_TEXTS[area], path) === 'object');
}

/** A route with a screen, and the areas of texts its address loads (the common ones included). */
interface ScreenRoute {
  path: string;
  module: string;
  areas: TextArea[];
}

const ROUTE_TABLE = join(SRC, 'app', 'route-areas.ts');

/**
 * The module a route's `screen` imports, read from the function's text, where the test's transform
 * may have written the import's path from the app's root.
 */
function screenModule(screen: ScreenLoader | undefined): string | undefined {
  if (typeof screen !== 'function') return undefined;
  const specifier = /import\w*\(\s*["'`]([^"'`]+)["'`]/.exec(screen.toString())?.[1];
  if (!specifier) return undefined;
  return specifier.startsWith('/src/')
    ? resolveModule(ROUTE_TABLE, join(SRC, specifier.slice('/src/'.length)))
    : resolveModule(ROUTE_TABLE, specifier);
}

/** Every page of the table with a screen, with its areas as the app computes them from its matches. */
function screenRoutes(): ScreenRoute[] {
  const found: ScreenRoute[] = [];
  for (const area of routeAreas) {
    const areas = withCommon(textAreasOf([{ route: { handle: { texts: area.texts } } }]));
    const path = area.path ?? '/';
    const module = screenModule(area.screen);
    if (module) found.push({ path, module, areas });
    for (const child of area.children ?? []) {
      const childModule = screenModule(child.screen);
      if (childModule) found.push({ path: child.index ? path : `${path}/${child.path}`, module: childModule, areas });
    }
  }
  return found;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A relative import's file inside `src/`, or undefined for a package or an asset. */
function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.') && !specifier.startsWith(SRC)) return undefined;
  const base = resolve(dirname(from), specifier);
  const candidates = [base, ...EXTENSIONS.map((extension) => base + extension)];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

const IMPORT =
  /(?:^|[^\w.])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["'`]([^"'`]+)["'`]\s*\)/g;

/** The modules a file imports at run time: static imports and re-exports, and lazy `import()`s. */
function importsOf(file: string, source: string): string[] {
  const files: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    if (match[1]) continue; // a type import brings no screen
    const specifier = match[2] ?? match[3];
    const target = specifier && resolveModule(file, specifier);
    if (target && !target.startsWith(LOCALES_DIR)) files.push(target);
  }
  return files;
}

/** One use of a key in a module: literal, or the static prefix of a key built at run time. */
interface KeyUse {
  key: string;
  file: string;
  /** The key is built at run time: it names the group of keys its static prefix reaches. */
  group?: boolean;
}

// A key in a call that says a text: `t('a.b')`, `i18n.t("a.b")`, `<Msg k="a.b"`, `labelKey: 'a.b'`,
// or the static prefix of one built at run time (`t(`a.b.${x}`)`). Any other string that is a key of
// the texts counts too (`t(ok ? 'a.b' : 'a.c')`, tables of keys), and so does a template whose static
// prefix is a group of keys (`const key = `errors.${code}``).
const KEY_LITERAL = /(\bt\(\s*|\bk=\{?\s*|\b\w*[kK]ey:\s*)?(["'])([\w-]+(?:\.[\w-]+)+)\2/g;
const KEY_TEMPLATE = /(\bt\(\s*|\bk=\{\s*|\b\w*[kK]ey:\s*)?`([\w-]+(?:\.[\w-]+)*)\.(?:[\w-]*)\$\{/g;

function keysOf(file: string, source: string): KeyUse[] {
  const uses: KeyUse[] = [];
  for (const [, call, , key] of source.matchAll(KEY_LITERAL)) {
    if (call || areasOfKey(key!).length > 0) uses.push({ key: key!, file });
  }
  for (const [, call, group] of source.matchAll(KEY_TEMPLATE)) {
    if (call || areasOfGroup(group!).length > 0) uses.push({ key: group!, file, group: true });
  }
  return uses;
}

const sources = new Map<string, string>();
function read(file: string): string {
  let source = sources.get(file);
  if (source === undefined) {
    source = readFileSync(file, 'utf8');
    sources.set(file, source);
  }
  return source;
}

/** The keys used by a screen module and every module it reaches. */
function keysReachedFrom(module: string, skip: readonly string[] = []): KeyUse[] {
  const seen = new Set<string>(skip);
  const pending = [module];
  const uses: KeyUse[] = [];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = read(file);
    uses.push(...keysOf(file, source));
    pending.push(...importsOf(file, source));
  }
  return uses;
}

const routes = screenRoutes();

/** `route path → key → area it lives in` for each key none of the route's areas defines. */
function gaps(route: ScreenRoute, skip: readonly string[] = []): string[] {
  const found = new Set<string>();
  for (const use of keysReachedFrom(route.module, skip)) {
    const defined = use.group ? areasOfGroup(use.key) : areasOfKey(use.key);
    if (defined.length === 0 || defined.some((area) => route.areas.includes(area))) continue;
    found.add(
      `${route.path} → ${use.key}${use.group ? '.*' : ''} → ${defined.join(' or ')} (${relative(SRC, use.file)})`,
    );
  }
  return [...found].sort();
}

describe('texts each route declares', () => {
  it('reads the route table', () => {
    // Every screen the table imports is found (a lazy function whose import is not read would hide it).
    const imports = read(ROUTE_TABLE).match(/\bimport\(/g) ?? [];
    expect(routes).toHaveLength(imports.length);
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/', 'builder/:modelCode', 'dealer/quotations/:id']),
    );
    expect(routes.every((route) => route.module.startsWith(join(SRC, 'features')))).toBe(true);
  });

  it('finds keys of every area in the screens', () => {
    const areas = new Set(
      routes.flatMap((route) => keysReachedFrom(route.module)).flatMap((use) => areasOfKey(use.key)),
    );
    expect([...areas].sort()).toEqual([...TEXT_AREAS].sort());
  });

  it('defines every key a screen uses', () => {
    const undefinedKeys = new Set<string>();
    for (const route of routes) {
      for (const use of keysReachedFrom(route.module)) {
        const defined = use.group ? areasOfGroup(use.key) : areasOfKey(use.key);
        if (defined.length === 0)
          undefinedKeys.add(`${use.key}${use.group ? '.*' : ''} (${relative(SRC, use.file)})`);
      }
    }
    expect([...undefinedKeys].sort()).toEqual([]);
  });

  it.each(routes.map((route) => [route.path, route] as const))(
    '%s declares the areas of its keys',
    (_, route) => {
      expect(gaps(route), `add the area to the route's texts in route-areas.ts`).toEqual([]);
    },
  );

  it('shows the layout, the error and the not-found pages with the common texts alone', () => {
    // Every address shows them, even those of routes that declare no area (the privacy notice).
    const shell = { path: '(layout)', module: join(SRC, 'app', 'routes.tsx'), areas: withCommon([]) };
    expect(gaps(shell, [ROUTE_TABLE]), 'move the keys to the common texts').toEqual([]);
  });
});
