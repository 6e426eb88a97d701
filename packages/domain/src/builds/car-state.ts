/**
 * What a build is (the buyer's choices) and the rules it is checked against, without the engine
 * that resolves requests (`conflict-engine.ts`): what a page showing a finished build needs, so a
 * summary can be drawn without the engine's code.
 */
import { allowedColorIds, indexOf, restrictingParts } from './model-index.js';
import type { Resolution } from './conflict-engine.js';
import { isSelectablePart, type BuildModel, type Part, type PartId } from './part.js';

/** What the buyer has chosen. `colorId` is null until a colour is picked or after a forced colour change. */
export interface CarState {
  colorId: PartId | null;
  coatingId: PartId | null;
  /** ITEM and ACCESSORY parts on the car, in the order they were added. */
  selected: readonly PartId[];
  /** Service ids. Services have no conflict rules. */
  services: readonly string[];
}

export const EMPTY_CAR_STATE: CarState = Object.freeze({
  colorId: null,
  coatingId: null,
  selected: Object.freeze([]),
  services: Object.freeze([]),
});

/**
 * Whether the screen must show the changes before adopting them: true for a choice, and for an
 * `ok` resolution that did more than exactly what the buyer asked.
 */
export function needsConfirmation(resolution: Resolution): boolean {
  if (resolution.kind === 'choice') return true;
  if (resolution.kind === 'impossible') return false;
  return resolution.changes.some((change) =>
    change.type === 'add' || change.type === 'remove'
      ? change.reason !== 'requested'
      : change.type === 'color-change-required',
  );
}

/** The selected parts (and coating) that restrict the car's colours. */
export function colorRestrictions(model: BuildModel, state: CarState): PartId[] {
  return restrictingParts(indexOf(model), state.selected, state.coatingId).map((p) => p.id);
}

/** A colour is allowed unless a selected part (or the coating) restricts colours and it is not among them. */
export function isColorAllowed(model: BuildModel, state: CarState, colorId: PartId): boolean {
  const ix = indexOf(model);
  if (ix.parts.get(colorId)?.type !== 'COLOR') return false;
  return restrictingParts(ix, state.selected, state.coatingId).every((p) =>
    (p.optionalColors as readonly PartId[]).includes(colorId),
  );
}

/** The colours the buyer may pick now, in catalogue order. */
export function allowedColors(model: BuildModel, state: CarState): PartId[] {
  const ix = indexOf(model);
  return allowedColorIds(ix, restrictingParts(ix, state.selected, state.coatingId));
}

/** The parts of the build (optionals and accessories) in the order they were added; unknown ids are skipped. */
export function selectedParts(model: BuildModel, state: CarState): Part[] {
  const ix = indexOf(model);
  return state.selected.map((id) => ix.parts.get(id)).filter((p): p is Part => p !== undefined);
}

/** Adds or removes a service; services have no conflict rules. Unknown ids are ignored. */
export function setService(model: BuildModel, state: CarState, serviceId: string, on: boolean): CarState {
  const has = state.services.includes(serviceId);
  if (on === has || (on && !indexOf(model).services.has(serviceId))) return state;
  return {
    ...state,
    services: on ? [...state.services, serviceId] : state.services.filter((s) => s !== serviceId),
  };
}

/** A build that may go to the resume step: a colour is chosen and no rule is broken. */
export function isBuildComplete(model: BuildModel, state: CarState): boolean {
  return state.colorId !== null && checkState(model, state).length === 0;
}

export type StateViolation =
  | { code: 'unknown-part'; partId: PartId }
  | { code: 'wrong-slot'; partId: PartId }
  | { code: 'duplicate'; partId: PartId }
  | { code: 'inclusive-missing'; partId: PartId; missing: PartId }
  | { code: 'exclusive-together'; partId: PartId; other: PartId }
  | { code: 'one-of-several'; groupId: string; members: readonly PartId[] }
  | { code: 'group-unsatisfied'; groupId: string; ownerId: PartId }
  | { code: 'color-not-allowed'; colorId: PartId; restrictedBy: readonly PartId[] }
  | { code: 'no-allowed-color'; restrictedBy: readonly PartId[] };

/**
 * Every rule a build breaks, or an empty list. The builder checks a restored build with it (the
 * catalogue may have changed since it was saved); tests use it as the oracle of the engine.
 */
export function checkState(model: BuildModel, state: CarState): StateViolation[] {
  const ix = indexOf(model);
  const violations: StateViolation[] = [];
  // The selected parts, colour and coating the model has, each in its own slot.
  const selectedOnCar: PartId[] = [];
  const seen = new Set<PartId>();
  for (const id of state.selected) {
    const part = ix.parts.get(id);
    if (seen.has(id)) violations.push({ code: 'duplicate', partId: id });
    seen.add(id);
    if (!part) violations.push({ code: 'unknown-part', partId: id });
    else if (!isSelectablePart(part)) violations.push({ code: 'wrong-slot', partId: id });
    else selectedOnCar.push(id);
  }
  const inSlot = (id: PartId | null, type: Part['type']): PartId | null => {
    if (id === null) return null;
    const part = ix.parts.get(id);
    if (!part) violations.push({ code: 'unknown-part', partId: id });
    else if (part.type !== type) violations.push({ code: 'wrong-slot', partId: id });
    else return id;
    return null;
  };
  const colorOnCar = inSlot(state.colorId, 'COLOR');
  const coatingOnCar = inSlot(state.coatingId, 'COATING');
  const onCar = [...selectedOnCar, ...[colorOnCar, coatingOnCar].filter((id): id is PartId => id !== null)];
  const present = new Set(onCar);
  for (const id of onCar) {
    const part = ix.parts.get(id) as Part;
    for (const child of part.inclusive) {
      if (!present.has(child)) violations.push({ code: 'inclusive-missing', partId: id, missing: child });
    }
    for (const other of part.exclusive) {
      if (other !== id && present.has(other))
        violations.push({ code: 'exclusive-together', partId: id, other });
    }
  }
  for (const group of model.groups) {
    const members = [...new Set(group.members)].filter((m) => present.has(m));
    if (group.kind === 'ONE_OF' && members.length > 1) {
      violations.push({ code: 'one-of-several', groupId: group.id, members });
    }
    if (group.owner !== undefined && present.has(group.owner) && members.length === 0) {
      violations.push({ code: 'group-unsatisfied', groupId: group.id, ownerId: group.owner });
    }
  }
  const restricting = restrictingParts(ix, selectedOnCar, coatingOnCar);
  if (colorOnCar !== null) {
    const blocking = restricting
      .filter((p) => !(p.optionalColors as readonly PartId[]).includes(colorOnCar))
      .map((p) => p.id);
    if (blocking.length > 0)
      violations.push({ code: 'color-not-allowed', colorId: colorOnCar, restrictedBy: blocking });
  }
  if (restricting.length > 0 && ix.colors.length > 0 && allowedColorIds(ix, restricting).length === 0) {
    violations.push({ code: 'no-allowed-color', restrictedBy: restricting.map((p) => p.id) });
  }
  return violations;
}
