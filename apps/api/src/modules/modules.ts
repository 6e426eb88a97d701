import type { ModuleManifest, ModuleServices } from './manifest.js';
import * as registry from './registry.js';

type Registered = (typeof registry)[keyof typeof registry];
type TablesOf<M> = M extends ModuleManifest<infer T> ? T : never;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** Every module of `registry.ts`, by name (a module namespace lists its exports in alphabetical order). */
export const MODULES: readonly ModuleManifest[] = Object.values(registry);

/** The tables of every module, by their Drizzle names. */
export type ModuleTables = Intersection<TablesOf<Registered>>;

/** The tables of every module in one object, for Drizzle and the tests that walk every table. */
export const MODULE_TABLES = Object.assign(
  {},
  ...MODULES.map((module) => module.tables ?? {}),
) as ModuleTables;

/**
 * Every service the modules provide to each other (`provides` of their manifests), by name: what
 * the app hands its route plugins as `app.services` (docs/decisions/043-no-module-cycles.md).
 */
export const MODULE_SERVICES = Object.assign(
  {},
  ...MODULES.map((module) => module.provides ?? {}),
) as ModuleServices;
