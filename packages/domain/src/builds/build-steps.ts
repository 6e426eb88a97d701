import { EMPTY_CAR_STATE, setService, type CarState } from './car-state.js';
import {
  applyChoice,
  resolveAdd,
  resolveCoating,
  resolveColor,
  resolveRemove,
  type Resolution,
} from './conflict-engine.js';
import type { BuildModel, PartId } from './part.js';

/** One request of a buyer in the builder, by position in the version's lists (wrapping around). */
export interface BuildStep {
  kind: 'add' | 'remove' | 'color' | 'coating' | 'service';
  /** Which part, service or chosen part the request is about. */
  target: number;
  /** Which option to take when the engine asks the buyer to choose. */
  pick: number;
}

function nth<T>(list: readonly T[], n: number): T | undefined {
  return list.length === 0 ? undefined : list[Math.abs(Math.trunc(n)) % list.length];
}

/**
 * The car a buyer ends with after these requests, each confirmed, starting from the version's
 * defaults: always a state the engine accepts. Property tests and benchmarks make random builds
 * with it, so every surface is exercised with cars a real buyer could make.
 */
export function buildFromSteps(
  model: BuildModel,
  steps: readonly BuildStep[],
  start: Pick<CarState, 'colorId' | 'coatingId'> = { colorId: null, coatingId: null },
): CarState {
  let state: CarState = { ...EMPTY_CAR_STATE, ...start };
  const ofType = (type: string): PartId[] => model.parts.filter((p) => p.type === type).map((p) => p.id);
  const selectable = model.parts.filter((p) => p.type === 'ITEM' || p.type === 'ACCESSORY').map((p) => p.id);
  for (const step of steps) {
    let resolution: Resolution | null = null;
    switch (step.kind) {
      case 'add': {
        const id = nth(selectable, step.target);
        if (id !== undefined) resolution = resolveAdd(model, state, id);
        break;
      }
      case 'remove': {
        const id = nth(state.selected, step.target);
        if (id !== undefined) resolution = resolveRemove(model, state, id);
        break;
      }
      case 'color': {
        const id = nth(ofType('COLOR'), step.target);
        if (id !== undefined) resolution = resolveColor(model, state, id);
        break;
      }
      case 'coating':
        resolution = resolveCoating(model, state, nth([null, ...ofType('COATING')], step.target) ?? null);
        break;
      case 'service': {
        const service = nth(model.services, step.target);
        if (service) state = setService(model, state, service.id, !state.services.includes(service.id));
        break;
      }
    }
    for (let answers = 0; resolution?.kind === 'choice' && answers < 50; answers++) {
      resolution = applyChoice(model, resolution, nth(resolution.pendingGroup.options, step.pick) as PartId);
    }
    if (resolution?.kind === 'ok') state = resolution.next;
  }
  if (state.colorId === null) {
    // A build ends with a colour: the first one the selection allows.
    for (const id of ofType('COLOR')) {
      const picked = resolveColor(model, state, id);
      if (picked.kind === 'ok') {
        state = picked.next;
        break;
      }
    }
  }
  return state;
}
