/**
 * The conflict engine of the car builder (spec document 1 §4 "Item conflicts", §5 "Conflicting
 * optionals", "exclusive-color optional"; rules chosen where the spec is silent are in
 * docs/decisions/004-conflict-engine.md).
 *
 * Every request (add or remove a part, pick a colour or a coating, answer a choice) returns a
 * {@link Resolution} listing each change made on the buyer's behalf. The screen never edits the
 * state itself:
 * - `ok`: show `changes` when {@link needsConfirmation} says so; confirming adopts `next`,
 *   cancelling keeps the state it had.
 * - `choice`: a one-of or dependency group needs the buyer to pick one of `pendingGroup.options`;
 *   answer with {@link applyChoice} (which returns a new resolution), or cancel and keep the state.
 * - `impossible`: nothing changes; `reason` says why.
 */
import {
  excludesOf,
  groupsOwnedBy,
  includedByOf,
  indexOf,
  oneOfGroupsOf,
  type ModelIndex,
} from './model-index.js';
import { isSelectablePart, type BuildModel, type Part, type PartGroup, type PartGroupKind, type PartId } from './part.js';

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
 * Why a part is added or removed:
 * - `requested`: the buyer asked for it;
 * - `inclusive`: added because `cause` includes it, or removed because it includes the removed `cause`;
 * - `exclusive`: removed because it cannot go with `cause`;
 * - `one-of`: removed because `cause` is another member of its one-of group, or added as the only
 *   member its owner `cause` can take;
 * - `dependency`: added as the only option the owner `cause` can take, or an owner removed because
 *   none of the parts it needs can stay on the car;
 * - `choice`: the buyer picked it in a choice.
 */
export type ChangeReason = 'requested' | 'inclusive' | 'exclusive' | 'dependency' | 'one-of' | 'choice';

export type Change =
  | { type: 'add'; partId: PartId; reason: ChangeReason; cause?: PartId }
  | { type: 'remove'; partId: PartId; reason: ChangeReason; cause?: PartId }
  | { type: 'color'; from: PartId | null; to: PartId }
  | { type: 'coating'; from: PartId | null; to: PartId | null }
  /**
   * The colour `from` can no longer stay: the state's colour becomes null and the screen sends the
   * buyer to the colour step, where `allowed` are the colours the new selection accepts.
   */
  | { type: 'color-change-required'; from: PartId; allowed: readonly PartId[]; cause?: PartId };

export type ImpossibleReason =
  /** The id is not in the model. */
  | 'unknown-part'
  /** E.g. a colour passed to `resolveAdd`. */
  | 'wrong-part-type'
  /** The part's inclusive chain holds two parts that exclude each other (bad catalogue data). */
  | 'inconsistent-model'
  /** The request would remove a part this same request adds or keeps. */
  | 'conflicts-with-request'
  /** The colour is not among those the selected parts restrict the car to. */
  | 'color-not-allowed'
  /** The selected parts would restrict the car to no colour at all. */
  | 'no-allowed-color'
  /** A group the request needs has no member that can go on the car. */
  | 'no-viable-option'
  /** The answer is not one of the options of the pending choice. */
  | 'invalid-choice';

export interface PendingGroup {
  groupId: string;
  kind: PartGroupKind;
  ownerId: PartId;
  /** Members that can go on the car with what the request keeps, in catalogue order. */
  options: readonly PartId[];
}

/** Where a resolution stopped to ask a choice. Plain data: it can live in screen state. */
export interface PendingResolution {
  state: CarState;
  changes: readonly Change[];
  locked: readonly PartId[];
  removed: readonly PartId[];
  colorCleared: { from: PartId; cause?: PartId } | null;
}

export interface ResolutionOk {
  kind: 'ok';
  changes: readonly Change[];
  next: CarState;
}

export interface ResolutionChoice {
  kind: 'choice';
  /** Changes made so far; more may follow the buyer's choice. */
  changes: readonly Change[];
  pendingGroup: PendingGroup;
  pending: PendingResolution;
}

export interface ResolutionImpossible {
  kind: 'impossible';
  reason: ImpossibleReason;
  partId?: PartId;
  conflicting?: readonly PartId[];
}

export type Resolution = ResolutionOk | ResolutionChoice | ResolutionImpossible;

class Abort {
  constructor(readonly result: ResolutionImpossible) {}
}

function impossible(reason: ImpossibleReason, partId?: PartId, conflicting?: readonly PartId[]): never {
  const result: ResolutionImpossible = { kind: 'impossible', reason };
  if (partId !== undefined) result.partId = partId;
  if (conflicting !== undefined) result.conflicting = conflicting;
  throw new Abort(result);
}

/** One resolution in progress. Mutable on purpose: it is private to a single call. */
class Txn {
  private constructor(
    readonly ix: ModelIndex,
    readonly selected: Set<PartId>,
    public color: PartId | null,
    public coating: PartId | null,
    readonly services: readonly string[],
    readonly changes: Change[],
    // Parts this request adds or must keep: removing one of them makes the request impossible.
    readonly locked: Set<PartId>,
    // Parts this request removed: nothing in the same request may bring them back, which also
    // guarantees that every part changes at most once and the resolution terminates.
    readonly removed: Set<PartId>,
    public colorCleared: { from: PartId; cause?: PartId } | null,
  ) {}

  static from(ix: ModelIndex, state: CarState): Txn {
    return new Txn(ix, new Set(state.selected), state.colorId, state.coatingId, state.services, [], new Set(), new Set(), null);
  }

  static resume(ix: ModelIndex, pending: PendingResolution): Txn {
    const s = pending.state;
    return new Txn(
      ix,
      new Set(s.selected),
      s.colorId,
      s.coatingId,
      s.services,
      [...pending.changes],
      new Set(pending.locked),
      new Set(pending.removed),
      pending.colorCleared,
    );
  }

  clone(): Txn {
    return new Txn(
      this.ix,
      new Set(this.selected),
      this.color,
      this.coating,
      this.services,
      [...this.changes],
      new Set(this.locked),
      new Set(this.removed),
      this.colorCleared,
    );
  }

  has(id: PartId): boolean {
    return this.selected.has(id) || id === this.color || id === this.coating;
  }

  /** Puts `root` and everything it includes (recursively) on the car, removing what conflicts. */
  addClosure(root: PartId, reason: ChangeReason, cause?: PartId, record = true): void {
    const ix = this.ix;
    if (!ix.parts.has(root)) impossible('unknown-part', root);
    const order: PartId[] = [root];
    const includer = new Map<PartId, PartId>();
    const inClosure = new Set<PartId>(order);
    for (let i = 0; i < order.length; i++) {
      const id = order[i] as PartId;
      for (const child of (ix.parts.get(id) as Part).inclusive) {
        if (inClosure.has(child)) continue;
        const childPart = ix.parts.get(child);
        if (!childPart || !isSelectablePart(childPart)) impossible('inconsistent-model', root, [id, child]);
        inClosure.add(child);
        includer.set(child, id);
        order.push(child);
      }
    }
    for (const id of order) {
      if (this.removed.has(id)) impossible('conflicts-with-request', root, [id]);
      for (const other of excludesOf(ix, id)) {
        if (inClosure.has(other)) impossible('inconsistent-model', root, [id, other]);
        if (this.locked.has(other) && this.has(other)) impossible('conflicts-with-request', root, [id, other]);
      }
      for (const group of oneOfGroupsOf(ix, id)) {
        for (const member of group.members) {
          if (member === id) continue;
          if (inClosure.has(member)) impossible('inconsistent-model', root, [id, member]);
          if (this.locked.has(member) && this.selected.has(member)) {
            impossible('conflicts-with-request', root, [id, member]);
          }
        }
      }
    }
    for (const id of order) {
      this.locked.add(id);
      if (this.has(id)) continue;
      const type = (ix.parts.get(id) as Part).type;
      if (type === 'COLOR') this.color = id;
      else if (type === 'COATING') this.coating = id;
      else this.selected.add(id);
      if (id !== root) this.changes.push({ type: 'add', partId: id, reason: 'inclusive', cause: includer.get(id) as PartId });
      else if (record) this.changes.push(withCause({ type: 'add', partId: id, reason }, cause));
    }
    for (const id of order) {
      for (const other of excludesOf(ix, id)) {
        if (this.has(other)) this.removeCascade(other, 'exclusive', id);
      }
      for (const group of oneOfGroupsOf(ix, id)) {
        for (const member of group.members) {
          if (member !== id && this.selected.has(member)) this.removeCascade(member, 'one-of', id);
        }
      }
    }
  }

  /** Takes `id` off the car, and every part that includes it (they cannot stay without it). */
  removeCascade(id: PartId, reason: ChangeReason, cause?: PartId): void {
    if (!this.has(id)) return;
    if (this.locked.has(id)) impossible('conflicts-with-request', id, cause === undefined ? [] : [cause]);
    this.removed.add(id);
    if (id === this.color) {
      this.clearColor(cause);
    } else if (id === this.coating) {
      this.coating = null;
      this.changes.push(withCause({ type: 'remove', partId: id, reason }, cause));
    } else {
      this.selected.delete(id);
      this.changes.push(withCause({ type: 'remove', partId: id, reason }, cause));
    }
    for (const parent of includedByOf(this.ix, id)) {
      if (this.has(parent)) this.removeCascade(parent, 'inclusive', id);
    }
  }

  clearColor(cause?: PartId): void {
    if (this.color === null) return;
    if (this.locked.has(this.color)) impossible('conflicts-with-request', this.color, cause === undefined ? [] : [cause]);
    this.removed.add(this.color);
    this.colorCleared ??= cause === undefined ? { from: this.color } : { from: this.color, cause };
    this.color = null;
  }

  /**
   * Satisfies the groups of the parts on the car: a group with one possible member gets it, a group
   * with none removes its owner, a group with several asks the buyer (returned as pending).
   */
  settle(): PendingGroup | null {
    for (;;) {
      const group = this.firstUnsatisfiedGroup();
      if (!group) return null;
      const owner = group.owner as PartId;
      const options = [...new Set(group.members)].filter((m) => this.isViable(m, owner));
      if (options.length === 0) {
        if (this.locked.has(owner)) impossible('no-viable-option', owner, group.members);
        this.removeCascade(owner, 'dependency', group.members.find((m) => this.removed.has(m)));
      } else if (options.length === 1) {
        this.addClosure(options[0] as PartId, group.kind === 'ONE_OF' ? 'one-of' : 'dependency', owner);
      } else {
        return { groupId: group.id, kind: group.kind, ownerId: owner, options };
      }
    }
  }

  private firstUnsatisfiedGroup(): PartGroup | undefined {
    const unsatisfied = (id: PartId | null): PartGroup | undefined => {
      if (id === null) return undefined;
      return groupsOwnedBy(this.ix, id).find((g) => !g.members.some((m) => this.selected.has(m)));
    };
    for (const id of this.selected) {
      const group = unsatisfied(id);
      if (group) return group;
    }
    return unsatisfied(this.color) ?? unsatisfied(this.coating);
  }

  private isViable(member: PartId, owner: PartId): boolean {
    if (this.removed.has(member)) return false;
    const part = this.ix.parts.get(member);
    if (!part || !isSelectablePart(part)) return false;
    const trial = this.clone();
    trial.locked.add(owner);
    try {
      trial.addClosure(member, 'dependency', owner);
      trial.checkColor();
      return true;
    } catch (error) {
      if (error instanceof Abort) return false;
      throw error;
    }
  }

  /** Clears a colour the selection no longer accepts; refuses a selection no colour fits. */
  checkColor(): void {
    const restricting = restrictingParts(this.ix, this.selected, this.coating);
    if (restricting.length === 0) return;
    if (this.color !== null) {
      const blocking = restricting.filter((p) => !(p.optionalColors as readonly PartId[]).includes(this.color as PartId));
      if (blocking.length > 0) {
        if (this.locked.has(this.color)) impossible('color-not-allowed', this.color, blocking.map((p) => p.id));
        this.clearColor((blocking[0] as Part).id);
      }
    }
    if (this.ix.colors.length > 0 && allowedColorIds(this.ix, restricting).length === 0) {
      impossible('no-allowed-color', undefined, restricting.map((p) => p.id));
    }
  }

  state(): CarState {
    return { colorId: this.color, coatingId: this.coating, selected: [...this.selected], services: this.services };
  }

  visibleChanges(): Change[] {
    if (!this.colorCleared) return [...this.changes];
    const allowed = allowedColorIds(this.ix, restrictingParts(this.ix, this.selected, this.coating));
    const { from, cause } = this.colorCleared;
    return [...this.changes, withCause({ type: 'color-change-required', from, allowed }, cause)];
  }
}

function withCause<T extends Change>(change: T, cause: PartId | undefined): T {
  return cause === undefined ? change : { ...change, cause };
}

function restrictingParts(ix: ModelIndex, selected: Iterable<PartId>, coating: PartId | null): Part[] {
  const result: Part[] = [];
  const consider = (id: PartId): void => {
    const part = ix.parts.get(id);
    if (part && part.optionalColors && part.optionalColors.length > 0) result.push(part);
  };
  for (const id of selected) consider(id);
  if (coating !== null) consider(coating);
  return result;
}

function allowedColorIds(ix: ModelIndex, restricting: readonly Part[]): PartId[] {
  return ix.colors
    .filter((color) => restricting.every((p) => (p.optionalColors as readonly PartId[]).includes(color.id)))
    .map((color) => color.id);
}

function run(txn: Txn, request: () => void): Resolution {
  try {
    request();
    const pendingGroup = txn.settle();
    if (pendingGroup) {
      return {
        kind: 'choice',
        changes: txn.visibleChanges(),
        pendingGroup,
        pending: {
          state: txn.state(),
          changes: [...txn.changes],
          locked: [...txn.locked],
          removed: [...txn.removed],
          colorCleared: txn.colorCleared,
        },
      };
    }
    txn.checkColor();
    return { kind: 'ok', changes: txn.visibleChanges(), next: txn.state() };
  } catch (error) {
    if (error instanceof Abort) return error.result;
    throw error;
  }
}

function unchanged(state: CarState): ResolutionOk {
  return { kind: 'ok', changes: [], next: state };
}

function partOfType(ix: ModelIndex, id: PartId, accept: (part: Part) => boolean): ResolutionImpossible | Part {
  const part = ix.parts.get(id);
  if (!part) return { kind: 'impossible', reason: 'unknown-part', partId: id };
  if (!accept(part)) return { kind: 'impossible', reason: 'wrong-part-type', partId: id };
  return part;
}

/**
 * The buyer adds an optional or accessory: its inclusive parts come too (recursively), parts it
 * excludes and other members of its one-of groups go (with the parts that include them), groups it
 * owns are satisfied, and a colour its restrictions reject is cleared.
 */
export function resolveAdd(model: BuildModel, state: CarState, partId: PartId): Resolution {
  const ix = indexOf(model);
  const part = partOfType(ix, partId, isSelectablePart);
  if ('kind' in part) return part;
  if (state.selected.includes(partId)) return unchanged(state);
  const txn = Txn.from(ix, state);
  return run(txn, () => txn.addClosure(partId, 'requested'));
}

/**
 * The buyer removes an optional or accessory: parts that include it go too (a pack cannot stay
 * without one of its items), the parts it included stay, an owner that loses its last member asks
 * for another one, and a colour that includes it is cleared (the buyer must pick a colour again).
 */
export function resolveRemove(model: BuildModel, state: CarState, partId: PartId): Resolution {
  const ix = indexOf(model);
  const part = partOfType(ix, partId, isSelectablePart);
  if ('kind' in part) return part;
  if (!state.selected.includes(partId)) return unchanged(state);
  const txn = Txn.from(ix, state);
  return run(txn, () => txn.removeCascade(partId, 'requested'));
}

/**
 * The buyer picks a colour. A colour the selected parts do not allow is refused (`color-not-allowed`):
 * the buyer first removes the restricting optional, which sends them back to the colour step. The
 * colour's inclusive parts come with it and parts it excludes go.
 */
export function resolveColor(model: BuildModel, state: CarState, colorId: PartId): Resolution {
  const ix = indexOf(model);
  const part = partOfType(ix, colorId, (p) => p.type === 'COLOR');
  if ('kind' in part) return part;
  if (state.colorId === colorId) return unchanged(state);
  const blocking = restrictingParts(ix, state.selected, state.coatingId).filter(
    (p) => !(p.optionalColors as readonly PartId[]).includes(colorId),
  );
  if (blocking.length > 0) {
    return { kind: 'impossible', reason: 'color-not-allowed', partId: colorId, conflicting: blocking.map((p) => p.id) };
  }
  const txn = Txn.from(ix, state);
  return run(txn, () => {
    txn.changes.push({ type: 'color', from: txn.color, to: colorId });
    txn.color = null;
    txn.addClosure(colorId, 'requested', undefined, false);
  });
}

/** The buyer picks a coating, or none (`null`). A coating follows the same rules as a part. */
export function resolveCoating(model: BuildModel, state: CarState, coatingId: PartId | null): Resolution {
  const ix = indexOf(model);
  if (state.coatingId === coatingId) return unchanged(state);
  if (coatingId !== null) {
    const part = partOfType(ix, coatingId, (p) => p.type === 'COATING');
    if ('kind' in part) return part;
  }
  const txn = Txn.from(ix, state);
  return run(txn, () => {
    txn.changes.push({ type: 'coating', from: txn.coating, to: coatingId });
    txn.coating = null;
    if (coatingId !== null) txn.addClosure(coatingId, 'requested', undefined, false);
  });
}

/** Continues a resolution that asked a choice with the buyer's pick among `pendingGroup.options`. */
export function applyChoice(model: BuildModel, resolution: ResolutionChoice, optionId: PartId): Resolution {
  const { pendingGroup } = resolution;
  if (!pendingGroup.options.includes(optionId)) {
    return { kind: 'impossible', reason: 'invalid-choice', partId: optionId, conflicting: pendingGroup.options };
  }
  const txn = Txn.resume(indexOf(model), resolution.pending);
  return run(txn, () => txn.addClosure(optionId, 'choice', pendingGroup.ownerId));
}

/**
 * Whether the screen must show the changes before adopting them: true for a choice, and for an
 * `ok` resolution that did more than exactly what the buyer asked.
 */
export function needsConfirmation(resolution: Resolution): boolean {
  if (resolution.kind === 'choice') return true;
  if (resolution.kind === 'impossible') return false;
  return resolution.changes.some((change) =>
    change.type === 'add' || change.type === 'remove' ? change.reason !== 'requested' : change.type === 'color-change-required',
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
  return { ...state, services: on ? [...state.services, serviceId] : state.services.filter((s) => s !== serviceId) };
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
  const onCar: PartId[] = [];
  const seen = new Set<PartId>();
  for (const id of state.selected) {
    const part = ix.parts.get(id);
    if (seen.has(id)) violations.push({ code: 'duplicate', partId: id });
    seen.add(id);
    if (!part) violations.push({ code: 'unknown-part', partId: id });
    else if (!isSelectablePart(part)) violations.push({ code: 'wrong-slot', partId: id });
    else onCar.push(id);
  }
  const slots: [PartId | null, Part['type']][] = [
    [state.colorId, 'COLOR'],
    [state.coatingId, 'COATING'],
  ];
  for (const [id, type] of slots) {
    if (id === null) continue;
    const part = ix.parts.get(id);
    if (!part) violations.push({ code: 'unknown-part', partId: id });
    else if (part.type !== type) violations.push({ code: 'wrong-slot', partId: id });
    else onCar.push(id);
  }
  const present = new Set(onCar);
  for (const id of onCar) {
    const part = ix.parts.get(id) as Part;
    for (const child of part.inclusive) {
      if (!present.has(child)) violations.push({ code: 'inclusive-missing', partId: id, missing: child });
    }
    for (const other of part.exclusive) {
      if (other !== id && present.has(other)) violations.push({ code: 'exclusive-together', partId: id, other });
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
  const restricting = onCar
    .map((id) => ix.parts.get(id) as Part)
    .filter((p) => p.type !== 'COLOR' && (p.optionalColors?.length ?? 0) > 0);
  const restrictedBy = (colorId: PartId): PartId[] =>
    restricting.filter((p) => !(p.optionalColors as readonly PartId[]).includes(colorId)).map((p) => p.id);
  if (state.colorId !== null && present.has(state.colorId)) {
    const blocking = restrictedBy(state.colorId);
    if (blocking.length > 0) violations.push({ code: 'color-not-allowed', colorId: state.colorId, restrictedBy: blocking });
  }
  if (restricting.length > 0 && ix.colors.length > 0 && ix.colors.every((c) => restrictedBy(c.id).length > 0)) {
    violations.push({ code: 'no-allowed-color', restrictedBy: restricting.map((p) => p.id) });
  }
  return violations;
}
