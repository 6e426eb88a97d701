import { checkState } from '@autohub/domain';
import { act, renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBuildEngine } from './build-engine';
import { initialCarState } from './build-resolution';
import { TEST_MODEL } from './test-model.fixture';
import { useBuilder } from './use-builder';

// The choice steps bring the engine before a buyer can ask for anything.
beforeAll(async () => {
  await loadBuildEngine();
});

function setup() {
  const start = initialCarState(TEST_MODEL, { colorId: 'white', coatingId: 'cloth' });
  return renderHook(() => useBuilder(TEST_MODEL, start));
}

describe('useBuilder', () => {
  it('starts a version with its default colour and coating', () => {
    const { result } = setup();
    expect(result.current.car).toMatchObject({ colorId: 'white', coatingId: 'cloth', selected: [] });
  });

  it('adds a part without consequences at once, with no dialog', () => {
    const { result } = setup();
    act(() => result.current.togglePart('mats'));
    expect(result.current.state.pending).toBeNull();
    expect(result.current.car.selected).toEqual(['mats']);
  });

  it('asks before adding what a part includes; confirm adopts the whole chain', () => {
    const { result } = setup();
    act(() => result.current.togglePart('sunroof'));
    const pending = result.current.state.pending;
    expect(pending?.kind).toBe('ok');
    expect(pending?.changes).toEqual(
      expect.arrayContaining([
        { type: 'add', partId: 'tech', reason: 'inclusive', cause: 'sunroof' },
        { type: 'add', partId: 'camera', reason: 'inclusive', cause: 'tech' },
      ]),
    );
    // Nothing changes until the buyer answers.
    expect(result.current.car.selected).toEqual([]);
    act(() => result.current.confirm());
    expect([...result.current.car.selected].sort()).toEqual(['camera', 'sunroof', 'tech']);
    expect(result.current.state.pending).toBeNull();
  });

  it('cancel keeps the car exactly as it was', () => {
    const { result } = setup();
    act(() => result.current.togglePart('mats'));
    const before = result.current.car;
    act(() => result.current.togglePart('sunroof'));
    act(() => result.current.cancel());
    expect(result.current.car).toBe(before);
    expect(result.current.state.pending).toBeNull();
  });

  it('a one-of group asks to choose; the pick is previewed and then adopted', () => {
    const { result } = setup();
    act(() => result.current.togglePart('sport'));
    const pending = result.current.state.pending;
    expect(pending?.kind).toBe('choice');
    if (pending?.kind !== 'choice') throw new Error('expected a choice');
    expect(pending.pendingGroup.options).toEqual(['w17', 'w18']);
    const preview = result.current.previewChoice('w18');
    expect(preview?.kind).toBe('ok');
    act(() => result.current.choose('w18'));
    expect([...result.current.car.selected].sort()).toEqual(['sport', 'w18']);
    expect(checkState(TEST_MODEL, result.current.car)).toEqual([]);
  });

  it('removing the optional a two-tone colour includes forces a colour change', () => {
    const { result } = setup();
    act(() => result.current.pickColor('red-black'));
    // The two-tone paint brings its roof optional: a consequence the buyer confirms.
    act(() => result.current.confirm());
    expect(result.current.car).toMatchObject({ colorId: 'red-black', selected: ['roof'] });
    act(() => result.current.togglePart('roof'));
    expect(result.current.state.pending?.changes).toContainEqual(
      expect.objectContaining({ type: 'color-change-required', from: 'red-black' }),
    );
    act(() => result.current.confirm());
    expect(result.current.car.colorId).toBeNull();
    expect(result.current.state.notice).toMatchObject({ kind: 'color-change', from: 'red-black' });
  });

  it('refuses a colour the chosen optionals do not allow, and says why', () => {
    const { result } = setup();
    act(() => result.current.pickColor('red-black'));
    act(() => result.current.confirm());
    act(() => result.current.pickColor('white'));
    expect(result.current.car.colorId).toBe('red-black');
    expect(result.current.state.notice).toMatchObject({
      kind: 'impossible',
      reason: 'color-not-allowed',
      conflicting: ['roof'],
    });
  });

  it('adding a part that excludes a chosen one lists the removal', () => {
    const { result } = setup();
    act(() => result.current.pickColor('red-black'));
    act(() => result.current.confirm());
    act(() => result.current.togglePart('sunroof'));
    expect(result.current.state.pending?.changes).toContainEqual({
      type: 'remove',
      partId: 'roof',
      reason: 'exclusive',
      cause: 'sunroof',
    });
  });

  it('services are switched on and off without a dialog, and count as a change', () => {
    const { result } = setup();
    const revision = result.current.state.revision;
    act(() => result.current.setService('rev', true));
    expect(result.current.car.services).toEqual(['rev']);
    expect(result.current.state.revision).toBe(revision + 1);
    act(() => result.current.setService('rev', false));
    expect(result.current.car.services).toEqual([]);
  });
});
