import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_CAR_STATE, checkState, type CarState } from './car-state.js';
import {
  applyChoice,
  resolveAdd,
  resolveCoating,
  resolveColor,
  resolveRemove,
  type Change,
  type Resolution,
} from './conflict-engine.js';
import type { BuildModel, Part, PartGroup, PartId, PartType } from './part.js';
import { SAMPLE_MODEL } from './sample-model.fixture.js';

interface Op {
  kind: 'add' | 'remove' | 'color' | 'coating';
  target: number;
  pick: number;
  confirm: boolean;
}

const opArb: fc.Arbitrary<Op> = fc.record({
  kind: fc.constantFrom('add', 'remove', 'color', 'coating'),
  target: fc.nat(),
  pick: fc.nat(),
  confirm: fc.boolean(),
});

function pickFrom<T>(list: readonly T[], n: number): T | undefined {
  return list.length === 0 ? undefined : list[n % list.length];
}

interface Request {
  target: PartId | null;
  resolution: Resolution;
}

function request(model: BuildModel, state: CarState, op: Op): Request | null {
  const ofType = (...types: PartType[]): PartId[] => model.parts.filter((p) => types.includes(p.type)).map((p) => p.id);
  const run = (target: PartId | undefined, resolve: (id: PartId) => Resolution): Request | null =>
    target === undefined ? null : { target, resolution: resolve(target) };
  switch (op.kind) {
    case 'add':
      return run(pickFrom(ofType('ITEM', 'ACCESSORY'), op.target), (id) => resolveAdd(model, state, id));
    case 'remove':
      return run(pickFrom(state.selected, op.target), (id) => resolveRemove(model, state, id));
    case 'color':
      return run(pickFrom(ofType('COLOR'), op.target), (id) => resolveColor(model, state, id));
    case 'coating': {
      const target = pickFrom([null, ...ofType('COATING')], op.target) ?? null;
      return { target, resolution: resolveCoating(model, state, target) };
    }
  }
}

/** What the buyer asked for is what they get when the engine says ok. */
function expectRequestHonoured(op: Op, target: PartId | null, next: CarState): void {
  if (op.kind === 'add') expect(next.selected).toContain(target);
  if (op.kind === 'remove') expect(next.selected).not.toContain(target);
  if (op.kind === 'color') expect(next.colorId).toBe(target);
  if (op.kind === 'coating') expect(next.coatingId).toBe(target);
}

/** Every difference between the two states is announced by a change, and nothing changes twice. */
function expectExplained(before: CarState, after: CarState, changes: readonly Change[]): void {
  const added = changes.flatMap((c) => (c.type === 'add' ? [c.partId] : c.type === 'coating' && c.to ? [c.to] : []));
  const removed = changes.flatMap((c) => (c.type === 'remove' ? [c.partId] : []));
  expect(new Set(added).size).toBe(added.length);
  expect(new Set(removed).size).toBe(removed.length);
  const was = new Set([...before.selected, ...(before.coatingId ? [before.coatingId] : [])]);
  const is = new Set([...after.selected, ...(after.coatingId ? [after.coatingId] : [])]);
  for (const id of is) if (!was.has(id)) expect(added).toContain(id);
  const replacedCoating = changes.some((c) => c.type === 'coating' && c.from !== null);
  for (const id of was) {
    if (!is.has(id) && !(replacedCoating && id === before.coatingId)) expect(removed).toContain(id);
  }
  if (after.colorId !== before.colorId) {
    if (after.colorId === null) {
      expect(changes).toContainEqual(expect.objectContaining({ type: 'color-change-required', from: before.colorId }));
    } else {
      expect(changes).toContainEqual({ type: 'color', from: before.colorId, to: after.colorId });
    }
  }
}

/** Runs a sequence of buyer actions, answering choices and confirming or cancelling as told. */
function play(model: BuildModel, ops: readonly Op[]): void {
  let state: CarState = EMPTY_CAR_STATE;
  for (const op of ops) {
    const asked = request(model, state, op);
    if (!asked) continue;
    let resolution = asked.resolution;
    let answers = 0;
    while (resolution.kind === 'choice') {
      // A choice always offers at least two options, otherwise the engine would have decided.
      expect(resolution.pendingGroup.options.length).toBeGreaterThan(1);
      expect(++answers).toBeLessThan(50);
      resolution = applyChoice(model, resolution, pickFrom(resolution.pendingGroup.options, op.pick) as PartId);
    }
    if (resolution.kind !== 'ok') continue;
    expect(checkState(model, resolution.next)).toEqual([]);
    expectExplained(state, resolution.next, resolution.changes);
    expectRequestHonoured(op, asked.target, resolution.next);
    if (op.confirm) state = resolution.next;
  }
}

/** Small random catalogues: any mix of inclusions, exclusions, groups and colour restrictions. */
const modelArb: fc.Arbitrary<BuildModel> = fc
  .record({
    items: fc.integer({ min: 2, max: 12 }),
    colors: fc.integer({ min: 1, max: 4 }),
    coatings: fc.integer({ min: 0, max: 2 }),
  })
  .chain(({ items, colors, coatings }) => {
    const ids = (prefix: string, n: number): PartId[] => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
    const itemIds = ids('p', items);
    const colorIds = ids('c', colors);
    const coatingIds = ids('t', coatings);
    const all = [...itemIds, ...colorIds, ...coatingIds];
    const some = (pool: readonly PartId[], max: number): fc.Arbitrary<PartId[]> =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constant<PartId[]>([]) },
        { weight: 1, arbitrary: fc.uniqueArray(fc.constantFrom(...pool), { minLength: 1, maxLength: max }) },
      );
    const partArb = (id: PartId, type: PartType): fc.Arbitrary<Part> =>
      fc
        .record({
          inclusive: type === 'ACCESSORY' ? fc.constant([]) : some(itemIds, 2),
          exclusive: some(all, 2),
          optionalColors: type === 'COLOR' ? fc.constant([]) : some(colorIds, colors),
        })
        .map((rel) => ({ id, code: id, name: id, type, price: 100, ...rel }));
    const groupArb = (i: number): fc.Arbitrary<PartGroup> =>
      fc
        .record({
          kind: fc.constantFrom<PartGroup['kind']>('ONE_OF', 'DEPENDENCY'),
          members: fc.uniqueArray(fc.constantFrom(...itemIds), { minLength: 1, maxLength: 3 }),
          owner: fc.option(fc.constantFrom(...all), { nil: undefined }),
        })
        .map(({ owner, ...g }) => ({ id: `g${i}`, ...g, ...(owner === undefined ? {} : { owner }) }));
    return fc.record({
      parts: fc.tuple(
        ...itemIds.map((id, i) => partArb(id, i % 4 === 3 ? 'ACCESSORY' : 'ITEM')),
        ...colorIds.map((id) => partArb(id, 'COLOR')),
        ...coatingIds.map((id) => partArb(id, 'COATING')),
      ),
      groups: fc.integer({ min: 0, max: 4 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => groupArb(i)))),
      services: fc.constant([]),
    });
  });

describe('conflict engine properties', () => {
  it('never reaches a broken build of the sample catalogue, whatever the buyer does', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 30 }), (ops) => play(SAMPLE_MODEL, ops)),
      { numRuns: 400 },
    );
  });

  it('never reaches a broken build of any catalogue, even one with contradictory data', () => {
    fc.assert(
      fc.property(modelArb, fc.array(opArb, { maxLength: 25 }), (model, ops) => play(model, ops)),
      { numRuns: 600 },
    );
  });

  it('leaves the state untouched when the request is impossible', () => {
    fc.assert(
      fc.property(modelArb, fc.array(opArb, { maxLength: 15 }), (model, ops) => {
        let state: CarState = EMPTY_CAR_STATE;
        for (const op of ops) {
          const snapshot = JSON.stringify(state);
          const resolution = request(model, state, op)?.resolution;
          expect(JSON.stringify(state)).toBe(snapshot);
          if (resolution?.kind === 'ok') state = resolution.next;
        }
      }),
      { numRuns: 200 },
    );
  });
});
