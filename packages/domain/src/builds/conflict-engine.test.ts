import { describe, expect, it } from 'vitest';
import {
  EMPTY_CAR_STATE,
  allowedColors,
  checkState,
  colorRestrictions,
  isBuildComplete,
  isColorAllowed,
  needsConfirmation,
  setService,
} from './car-state.js';
import {
  applyChoice,
  resolveAdd,
  resolveCoating,
  resolveColor,
  resolveRemove,
} from './conflict-engine.js';
import type { CarState } from './car-state.js';
import type { Resolution, ResolutionChoice, ResolutionOk } from './conflict-engine.js';
import type { BuildModel, Part } from './part.js';
import { SAMPLE_MODEL as M } from './sample-model.fixture.js';

function state(partial: Partial<CarState>): CarState {
  return { ...EMPTY_CAR_STATE, colorId: 'c-white', ...partial };
}

function ok(resolution: Resolution): ResolutionOk {
  if (resolution.kind !== 'ok') throw new Error(`expected ok, got ${JSON.stringify(resolution)}`);
  return resolution;
}

function choice(resolution: Resolution): ResolutionChoice {
  if (resolution.kind !== 'choice') throw new Error(`expected choice, got ${JSON.stringify(resolution)}`);
  return resolution;
}

describe('adding a part', () => {
  it('adds only the part when nothing depends on it, without asking to confirm', () => {
    const result = resolveAdd(M, state({}), 'a-mats');
    expect(ok(result).next.selected).toEqual(['a-mats']);
    expect(result.kind === 'ok' && result.changes).toEqual([{ type: 'add', partId: 'a-mats', reason: 'requested' }]);
    expect(needsConfirmation(result)).toBe(false);
  });

  it('adds the inclusive parts recursively and explains each one', () => {
    const result = resolveAdd(M, state({}), 'o-sunroof');
    const { next, changes } = ok(result);
    expect(new Set(next.selected)).toEqual(
      new Set(['o-sunroof', 'pk-tech', 'o-multimedia', 'o-wireless-charger', 'o-rear-camera']),
    );
    expect(changes).toContainEqual({ type: 'add', partId: 'pk-tech', reason: 'inclusive', cause: 'o-sunroof' });
    expect(changes).toContainEqual({ type: 'add', partId: 'o-rear-camera', reason: 'inclusive', cause: 'o-multimedia' });
    expect(needsConfirmation(result)).toBe(true);
  });

  it('does not list parts already on the car', () => {
    const { changes } = ok(resolveAdd(M, state({ selected: ['o-rear-camera'] }), 'o-multimedia'));
    expect(changes).toEqual([{ type: 'add', partId: 'o-multimedia', reason: 'requested' }]);
  });

  it('removes a pack the new pack excludes, with the parts that include it', () => {
    const { next, changes } = ok(resolveAdd(M, state({ selected: ['pk-style', 'o-chrome', 'w-17-dark'] }), 'pk-sport'));
    expect(changes).toContainEqual({ type: 'remove', partId: 'pk-style', reason: 'exclusive', cause: 'pk-sport' });
    // The chrome trim was part of the removed pack but is an optional of its own: it stays.
    expect(next.selected).toEqual(['o-chrome', 'w-17-dark', 'pk-sport']);
  });

  it('reads exclusions both ways', () => {
    const { next, changes } = ok(resolveAdd(M, state({ selected: ['pk-sport', 'w-16'] }), 'pk-style'));
    expect(changes).toContainEqual({ type: 'remove', partId: 'pk-sport', reason: 'exclusive', cause: 'pk-style' });
    expect(next.selected).not.toContain('pk-sport');
  });

  it('removes the other member of a one-of group', () => {
    const { next, changes } = ok(resolveAdd(M, state({ selected: ['w-16'] }), 'w-18-dark'));
    expect(next.selected).toEqual(['w-18-dark']);
    expect(changes).toContainEqual({ type: 'remove', partId: 'w-16', reason: 'one-of', cause: 'w-18-dark' });
  });

  it('asks to choose one of the wheels a pack depends on, then continues with the choice', () => {
    const start = state({ selected: ['w-16'] });
    const pending = choice(resolveAdd(M, start, 'pk-sport'));
    expect(pending.pendingGroup).toEqual({
      groupId: 'g-sport-wheels',
      kind: 'DEPENDENCY',
      ownerId: 'pk-sport',
      options: ['w-17-dark', 'w-18-dark'],
    });
    expect(needsConfirmation(pending)).toBe(true);
    const { next, changes } = ok(applyChoice(M, pending, 'w-18-dark'));
    expect(new Set(next.selected)).toEqual(new Set(['pk-sport', 'w-18-dark']));
    expect(changes).toEqual([
      { type: 'add', partId: 'pk-sport', reason: 'requested' },
      { type: 'add', partId: 'w-18-dark', reason: 'choice', cause: 'pk-sport' },
      { type: 'remove', partId: 'w-16', reason: 'one-of', cause: 'w-18-dark' },
    ]);
  });

  it('refuses an answer that is not among the options', () => {
    const pending = choice(resolveAdd(M, state({}), 'pk-sport'));
    expect(applyChoice(M, pending, 'w-16')).toMatchObject({ kind: 'impossible', reason: 'invalid-choice' });
  });

  it('keeps a dependency already satisfied', () => {
    const { changes } = ok(resolveAdd(M, state({ selected: ['w-17-dark'] }), 'pk-sport'));
    expect(changes).toEqual([{ type: 'add', partId: 'pk-sport', reason: 'requested' }]);
  });

  it('clears a colour the new optional does not allow and lists the colours it allows', () => {
    const result = resolveAdd(M, state({ colorId: 'c-red' }), 'o-black-roof');
    const { next, changes } = ok(result);
    expect(next.colorId).toBeNull();
    expect(changes).toContainEqual({
      type: 'color-change-required',
      from: 'c-red',
      allowed: ['c-red-black', 'c-white-black'],
      cause: 'o-black-roof',
    });
    expect(needsConfirmation(result)).toBe(true);
  });

  it('refuses a part whose colour restriction leaves no colour with the current selection', () => {
    const model: BuildModel = {
      ...M,
      parts: [...M.parts, { ...base('o-matte-kit'), optionalColors: ['c-red'] }],
    };
    const result = resolveAdd(model, state({ colorId: 'c-red-black', selected: ['o-black-roof'] }), 'o-matte-kit');
    expect(result).toMatchObject({ kind: 'impossible', reason: 'no-allowed-color' });
  });

  it('refuses to add a colour or an unknown id', () => {
    expect(resolveAdd(M, state({}), 'c-red')).toMatchObject({ kind: 'impossible', reason: 'wrong-part-type' });
    expect(resolveAdd(M, state({}), 'nope')).toMatchObject({ kind: 'impossible', reason: 'unknown-part' });
  });

  it('answers impossible when catalogue data makes a part include two parts that exclude each other', () => {
    const model: BuildModel = {
      ...M,
      parts: [...M.parts, { ...base('pk-broken'), inclusive: ['pk-sport', 'pk-style'] }],
    };
    expect(resolveAdd(model, state({}), 'pk-broken')).toMatchObject({ kind: 'impossible', reason: 'inconsistent-model' });
  });

  it('answers impossible when no member of a needed group can go with the part', () => {
    const model: BuildModel = {
      ...M,
      parts: [...M.parts, { ...base('pk-offroad'), exclusive: ['w-17-dark', 'w-18-dark'] }],
      groups: [...M.groups, { id: 'g-offroad', kind: 'DEPENDENCY', owner: 'pk-offroad', members: ['w-17-dark', 'w-18-dark'] }],
    };
    expect(resolveAdd(model, state({}), 'pk-offroad')).toMatchObject({
      kind: 'impossible',
      reason: 'no-viable-option',
      partId: 'pk-offroad',
    });
  });

  it('offers only the options that can go with the requested part', () => {
    const model: BuildModel = {
      ...M,
      parts: [...M.parts, { ...base('pk-night'), exclusive: ['w-17-dark'] }],
      groups: [...M.groups, { id: 'g-night', kind: 'DEPENDENCY', owner: 'pk-night', members: ['w-17-dark', 'w-18-dark'] }],
    };
    // One option left: added without asking, and explained.
    const { next, changes } = ok(resolveAdd(model, state({}), 'pk-night'));
    expect(next.selected).toEqual(['pk-night', 'w-18-dark']);
    expect(changes).toContainEqual({ type: 'add', partId: 'w-18-dark', reason: 'dependency', cause: 'pk-night' });
  });

  it('does not touch the state it was given, so cancelling is keeping it', () => {
    const start = Object.freeze(state({ selected: Object.freeze(['pk-style', 'o-chrome']) }));
    const result = resolveAdd(M, start, 'pk-sport');
    expect(result.kind).toBe('choice');
    expect(start.selected).toEqual(['pk-style', 'o-chrome']);
  });
});

describe('removing a part', () => {
  const withSunroof = ok(resolveAdd(M, state({}), 'o-sunroof')).next;

  it('removes the parts that include it, up the chain, and keeps what they included', () => {
    const result = resolveRemove(M, withSunroof, 'o-rear-camera');
    const { next, changes } = ok(result);
    expect(next.selected).toEqual(['o-wireless-charger']);
    expect(changes).toEqual([
      { type: 'remove', partId: 'o-rear-camera', reason: 'requested' },
      { type: 'remove', partId: 'o-multimedia', reason: 'inclusive', cause: 'o-rear-camera' },
      { type: 'remove', partId: 'pk-tech', reason: 'inclusive', cause: 'o-multimedia' },
      { type: 'remove', partId: 'o-sunroof', reason: 'inclusive', cause: 'pk-tech' },
    ]);
    expect(needsConfirmation(result)).toBe(true);
  });

  it('removes a parent part alone and keeps its included parts', () => {
    const { next, changes } = ok(resolveRemove(M, withSunroof, 'o-sunroof'));
    expect(changes).toEqual([{ type: 'remove', partId: 'o-sunroof', reason: 'requested' }]);
    expect(next.selected).toHaveLength(4);
  });

  it('forces a colour change when the removed optional is tied to the chosen colour', () => {
    const twoTone = ok(resolveColor(M, state({}), 'c-red-black')).next;
    const result = resolveRemove(M, twoTone, 'o-black-roof');
    const { next, changes } = ok(result);
    expect(next.colorId).toBeNull();
    expect(changes).toEqual([
      { type: 'remove', partId: 'o-black-roof', reason: 'requested' },
      {
        type: 'color-change-required',
        from: 'c-red-black',
        allowed: ['c-white', 'c-red', 'c-pearl', 'c-red-black', 'c-white-black'],
        cause: 'o-black-roof',
      },
    ]);
    expect(needsConfirmation(result)).toBe(true);
  });

  it('replaces a removed wheel the sport pack depends on by the other one', () => {
    const { next, changes } = ok(resolveRemove(M, state({ selected: ['pk-sport', 'w-18-dark'] }), 'w-18-dark'));
    expect(next.selected).toEqual(['pk-sport', 'w-17-dark']);
    expect(changes).toContainEqual({ type: 'add', partId: 'w-17-dark', reason: 'dependency', cause: 'pk-sport' });
  });

  it('removes an owner when no other member can replace the removed one', () => {
    const model: BuildModel = {
      ...M,
      groups: [{ id: 'g-sport-wheels', kind: 'DEPENDENCY', owner: 'pk-sport', members: ['w-18-dark'] }],
    };
    const { next, changes } = ok(resolveRemove(model, state({ selected: ['pk-sport', 'w-18-dark'] }), 'w-18-dark'));
    expect(next.selected).toEqual([]);
    expect(changes).toContainEqual({ type: 'remove', partId: 'pk-sport', reason: 'dependency', cause: 'w-18-dark' });
  });

  it('asks which member should replace the removed one when several can', () => {
    const model: BuildModel = {
      ...M,
      groups: [
        { id: 'g-wheels', kind: 'ONE_OF', members: ['w-16', 'w-17-dark', 'w-18-dark'] },
        { id: 'g-sport-wheels', kind: 'ONE_OF', owner: 'pk-sport', members: ['w-16', 'w-17-dark', 'w-18-dark'] },
      ],
    };
    const pending = choice(resolveRemove(model, state({ selected: ['pk-sport', 'w-18-dark'] }), 'w-18-dark'));
    expect(pending.pendingGroup.options).toEqual(['w-16', 'w-17-dark']);
    expect(ok(applyChoice(model, pending, 'w-16')).next.selected).toEqual(['pk-sport', 'w-16']);
  });

  it('does nothing for a part not on the car', () => {
    expect(ok(resolveRemove(M, state({}), 'a-mats')).changes).toEqual([]);
  });
});

describe('colours', () => {
  it('limits the colours to those the selected optionals allow', () => {
    const s = state({ colorId: 'c-red-black', selected: ['o-black-roof'] });
    expect(allowedColors(M, s)).toEqual(['c-red-black', 'c-white-black']);
    expect(isColorAllowed(M, s, 'c-white')).toBe(false);
    expect(isColorAllowed(M, s, 'c-white-black')).toBe(true);
    expect(colorRestrictions(M, s)).toEqual(['o-black-roof']);
    expect(allowedColors(M, state({}))).toHaveLength(5);
    expect(isColorAllowed(M, state({}), 'o-sunroof')).toBe(false);
  });

  it('refuses a colour the selected optionals do not allow', () => {
    const s = state({ colorId: 'c-red-black', selected: ['o-black-roof'] });
    expect(resolveColor(M, s, 'c-white')).toEqual({
      kind: 'impossible',
      reason: 'color-not-allowed',
      partId: 'c-white',
      conflicting: ['o-black-roof'],
    });
  });

  it('brings the optional a two-tone paint needs', () => {
    const result = resolveColor(M, state({ colorId: 'c-white' }), 'c-white-black');
    const { next, changes } = ok(result);
    expect(next).toMatchObject({ colorId: 'c-white-black', selected: ['o-black-roof'] });
    expect(changes).toEqual([
      { type: 'color', from: 'c-white', to: 'c-white-black' },
      { type: 'add', partId: 'o-black-roof', reason: 'inclusive', cause: 'c-white-black' },
    ]);
    expect(needsConfirmation(result)).toBe(true);
  });

  it('removes the sunroof (and only it) when a two-tone paint is chosen', () => {
    const withSunroof = ok(resolveAdd(M, state({}), 'o-sunroof')).next;
    const { next, changes } = ok(resolveColor(M, withSunroof, 'c-red-black'));
    expect(changes).toContainEqual({ type: 'remove', partId: 'o-sunroof', reason: 'exclusive', cause: 'o-black-roof' });
    expect(next.selected).toContain('pk-tech');
  });

  it('clears a two-tone paint when the sunroof is added, since its roof optional goes', () => {
    const twoTone = ok(resolveColor(M, state({}), 'c-red-black')).next;
    const { next, changes } = ok(resolveAdd(M, twoTone, 'o-sunroof'));
    expect(next.colorId).toBeNull();
    expect(changes).toContainEqual({ type: 'remove', partId: 'o-black-roof', reason: 'exclusive', cause: 'o-sunroof' });
    expect(changes.at(-1)).toMatchObject({ type: 'color-change-required', from: 'c-red-black', cause: 'o-black-roof' });
  });

  it('changes a plain colour without asking', () => {
    const result = resolveColor(M, state({}), 'c-pearl');
    expect(ok(result).next.colorId).toBe('c-pearl');
    expect(needsConfirmation(result)).toBe(false);
  });

  it('refuses a part that is not a colour', () => {
    expect(resolveColor(M, state({}), 'ct-leather')).toMatchObject({ kind: 'impossible', reason: 'wrong-part-type' });
  });
});

describe('coatings and services', () => {
  const model: BuildModel = {
    ...M,
    parts: M.parts.map((p) =>
      p.id === 'ct-leather' ? { ...p, optionalColors: ['c-white', 'c-pearl'], exclusive: ['a-mats'] } : p,
    ),
  };

  it('applies the coating restrictions and exclusions like a part', () => {
    const { next, changes } = ok(resolveCoating(model, state({ colorId: 'c-red', selected: ['a-mats'] }), 'ct-leather'));
    expect(next).toMatchObject({ coatingId: 'ct-leather', colorId: null, selected: [] });
    expect(changes[0]).toEqual({ type: 'coating', from: null, to: 'ct-leather' });
    expect(changes).toContainEqual({ type: 'remove', partId: 'a-mats', reason: 'exclusive', cause: 'ct-leather' });
    expect(allowedColors(model, next)).toEqual(['c-white', 'c-pearl']);
  });

  it('removes a coating when a part excludes it', () => {
    const { next, changes } = ok(resolveAdd(model, state({ coatingId: 'ct-leather' }), 'a-mats'));
    expect(next.coatingId).toBeNull();
    expect(changes).toContainEqual({ type: 'remove', partId: 'ct-leather', reason: 'exclusive', cause: 'a-mats' });
  });

  it('takes the coating off on request', () => {
    expect(ok(resolveCoating(model, state({ coatingId: 'ct-cloth' }), null)).next.coatingId).toBeNull();
  });

  it('adds and removes services, ignoring unknown ones', () => {
    const withRevision = setService(M, state({}), 's-revision', true);
    expect(withRevision.services).toEqual(['s-revision']);
    expect(setService(M, withRevision, 's-nope', true)).toBe(withRevision);
    expect(setService(M, withRevision, 's-revision', false).services).toEqual([]);
  });
});

describe('checkState', () => {
  it('lets only a coloured, unbroken build reach the resume step', () => {
    const twoTone = ok(resolveColor(M, state({}), 'c-red-black')).next;
    expect(isBuildComplete(M, twoTone)).toBe(true);
    expect(isBuildComplete(M, ok(resolveRemove(M, twoTone, 'o-black-roof')).next)).toBe(false);
    expect(isBuildComplete(M, state({ selected: ['pk-sport'] }))).toBe(false);
  });

  it('accepts every state the examples above reach and names each broken rule', () => {
    expect(checkState(M, ok(resolveAdd(M, state({}), 'o-sunroof')).next)).toEqual([]);
    const broken: CarState = {
      colorId: 'c-red',
      coatingId: null,
      selected: ['o-sunroof', 'o-black-roof', 'w-16', 'w-18-dark', 'pk-sport', 'ghost'],
      services: [],
    };
    const codes = checkState(M, broken).map((v) => v.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'unknown-part',
        'inclusive-missing',
        'exclusive-together',
        'one-of-several',
        'color-not-allowed',
      ]),
    );
    expect(checkState(M, state({ selected: ['pk-sport'] }))).toEqual([
      { code: 'group-unsatisfied', groupId: 'g-sport-wheels', ownerId: 'pk-sport' },
    ]);
  });
});

function base(id: string): Part {
  return { id, code: id, name: id, type: 'ITEM', price: 0, inclusive: [], exclusive: [] };
}
