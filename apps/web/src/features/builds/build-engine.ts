import { use } from 'react';
import { loadBeforeRender } from '../../lib/page/later-part';
import type * as Resolution from './build-resolution';

/** The conflict engine's requests and a new build's first state (`build-resolution.ts`). */
export type BuildEngine = typeof Resolution;

let engine: BuildEngine | undefined;
let loading: Promise<BuildEngine> | undefined;

/**
 * Fetches the engine's chunk once. It comes with the choice steps and the conflicts modal (every
 * request starts in one of them) and before a new build's first render; a shared build opened at
 * its summary, a finished car that is only shown, does without it.
 */
export function loadBuildEngine(): Promise<BuildEngine> {
  loading ??= import('./build-resolution').then((module) => (engine = module));
  return loading;
}
loadBeforeRender(loadBuildEngine);

/** The engine if its chunk is here. */
export function loadedBuildEngine(): BuildEngine | undefined {
  return engine;
}

/**
 * The engine for a render that needs it now (`needed`): suspends until its chunk is here. Null
 * when not needed, so nothing is fetched for it.
 */
export function useBuildEngine(needed: boolean): BuildEngine | null {
  if (!needed) return null;
  // `use` may be called conditionally; a loaded module is returned without suspending.
  return engine ?? use(loadBuildEngine());
}
