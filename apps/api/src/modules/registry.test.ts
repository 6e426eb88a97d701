import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tables } from '../db/tables.js';
import { MODULES } from './modules.js';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

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
});
