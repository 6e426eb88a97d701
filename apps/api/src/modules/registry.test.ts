import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tables } from '../db/tables.js';
import { MODULES, MODULE_SERVICES } from './modules.js';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** The services of `ModuleServices` the modules' files declare (`declare module '../manifest.js'`). */
function declaredServices(): string[] {
  return readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => {
      const text = readFileSync(path.join(modulesDir, file), 'utf8');
      const block = /declare module '\.\.\/manifest\.js' \{\s*interface ModuleServices \{([^}]*)\}/.exec(
        text,
      );
      return block ? [...block[1]!.matchAll(/^\s*(\w+):/gm)].map((match) => match[1]!) : [];
    });
}

/** The SQL names of the tables a module's own `*.schema.ts` files define. */
function tablesDefinedIn(folder: string): string[] {
  return readdirSync(path.join(modulesDir, folder))
    .filter((file) => file.endsWith('.schema.ts'))
    .flatMap((file) => {
      const text = readFileSync(path.join(modulesDir, folder, file), 'utf8');
      return [...text.matchAll(/pgTable\(\s*'([a-z0-9_]+)'/g)].map((match) => match[1]!);
    });
}

describe('the module registry', () => {
  it('lists every folder of modules/ once, by its folder name, and nothing else', () => {
    const names = MODULES.map((module) => module.name);
    expect([...names].sort()).toEqual(folders);
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives each module exactly the tables its own schema files define, never another module's", () => {
    for (const module of MODULES) {
      const listed = Object.values(module.tables ?? {})
        .map((table) => getTableName(table))
        .sort();
      expect(listed, module.name).toEqual(tablesDefinedIn(module.name).sort());
    }
  });

  it("hands Drizzle every module's tables", () => {
    const known = new Set<string>(Object.values(tables).map((table) => getTableName(table)));
    for (const folder of folders) {
      for (const table of tablesDefinedIn(folder)) expect(known.has(table), `${folder}: ${table}`).toBe(true);
    }
  });

  it('provides every service a module declares in ModuleServices, from exactly one module', () => {
    const provided = MODULES.flatMap((module) => Object.keys(module.provides ?? {}));
    expect(new Set(provided).size, 'a service provided twice').toBe(provided.length);
    expect(declaredServices().sort()).toEqual([...provided].sort());
    for (const [name, factory] of Object.entries(MODULE_SERVICES))
      expect(typeof factory, name).toBe('function');
  });
});
