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
import type { CarState } from './car-state.js';
import {
  allowedColorIds,
  excludesOf,
  groupsOwnedBy,
  includedByOf,
  indexOf,
  oneOfGroupsOf,
  restrictingParts,
  type ModelIndex,
} from './model-index.js';
import {
  isSelectablePart,
  type BuildModel,
  type Part,
  type PartGroup,
  type PartGroupKind,
  type PartId,
} from './part.js';

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
    return new Txn(
      ix,
      new Set(state.selected),
      state.colorId,
      state.coatingId,
      state.services,
      [],
      new Set(),
      new Set(),
      null,
    );
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
        if (this.locked.has(other) && this.has(other))
          impossible('conflicts-with-request', root, [id, other]);
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
      if (id !== root)
        this.changes.push({
          type: 'add',
          partId: id,
          reason: 'inclusive',
          cause: includer.get(id) as PartId,
        });
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
    if (this.locked.has(this.color))
      impossible('conflicts-with-request', this.color, cause === undefined ? [] : [cause]);
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
        this.removeCascade(
          owner,
          'dependency',
          group.members.find((m) => this.removed.has(m)),
        );
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
      const blocking = restricting.filter(
        (p) => !(p.optionalColors as readonly PartId[]).includes(this.color as PartId),
      );
      if (blocking.length > 0) {
        if (this.locked.has(this.color))
          impossible(
            'color-not-allowed',
            this.color,
            blocking.map((p) => p.id),
          );
        this.clearColor((blocking[0] as Part).id);
      }
    }
    if (this.ix.colors.length > 0 && allowedColorIds(this.ix, restricting).length === 0) {
      impossible(
        'no-allowed-color',
        undefined,
        restricting.map((p) => p.id),
      );
    }
  }

  state(): CarState {
    return {
      colorId: this.color,
      coatingId: this.coating,
      selected: [...this.selected],
      services: this.services,
    };
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

function partOfType(
  ix: ModelIndex,
  id: PartId,
  accept: (part: Part) => boolean,
): ResolutionImpossible | Part {
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
    return {
      kind: 'impossible',
      reason: 'color-not-allowed',
      partId: colorId,
      conflicting: blocking.map((p) => p.id),
    };
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
    return {
      kind: 'impossible',
      reason: 'invalid-choice',
      partId: optionId,
      conflicting: pendingGroup.options,
    };
  }
  const txn = Txn.resume(indexOf(model), resolution.pending);
  return run(txn, () => txn.addClosure(optionId, 'choice', pendingGroup.ownerId));
}
