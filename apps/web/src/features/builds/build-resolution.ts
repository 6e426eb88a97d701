import {
  EMPTY_CAR_STATE,
  applyChoice,
  resolveAdd,
  resolveCoating,
  resolveColor,
  resolveRemove,
  type BuildModel,
  type CarState,
} from '@autohub/domain';

/**
 * The conflict engine's requests, in a chunk of their own (see `build-engine.ts`): what changes a
 * build. A shared build opened at its summary shows the car without them.
 */
export { applyChoice, resolveAdd, resolveCoating, resolveColor, resolveRemove };

/** A new build of a version: its default colour and coating, nothing else. */
export function initialCarState(
  model: BuildModel,
  defaults: { colorId?: string | null; coatingId?: string | null },
): CarState {
  let car = EMPTY_CAR_STATE;
  if (defaults.colorId) {
    const r = resolveColor(model, car, defaults.colorId);
    if (r.kind === 'ok') car = r.next;
  }
  if (defaults.coatingId) {
    const r = resolveCoating(model, car, defaults.coatingId);
    if (r.kind === 'ok') car = r.next;
  }
  return car;
}
