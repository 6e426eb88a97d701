import { describe, expect, it } from 'vitest';
import { validateModel, type BuildModel, type Part } from './part.js';
import { SAMPLE_MODEL } from './sample-model.fixture.js';

function item(id: string, extra: Partial<Part> = {}): Part {
  return { id, code: id, name: id, type: 'ITEM', price: 0, inclusive: [], exclusive: [], ...extra };
}

describe('validateModel', () => {
  it('accepts the sample catalogue', () => {
    expect(validateModel(SAMPLE_MODEL)).toEqual([]);
  });

  it('reports each kind of bad catalogue data', () => {
    const model: BuildModel = {
      parts: [
        item('a', { inclusive: ['b', 'ghost'] }),
        item('b', { inclusive: ['c'] }),
        item('c', { exclusive: ['a'], optionalColors: ['b'] }),
        item('dup'),
        item('dup'),
        { ...item('red'), type: 'COLOR', inclusive: ['d'] },
        item('d', { optionalColors: ['blue'] }),
        { ...item('blue'), type: 'COLOR' },
        item('e', { inclusive: ['red'] }),
      ],
      groups: [
        { id: 'g1', kind: 'DEPENDENCY', members: ['red'] },
        { id: 'g2', kind: 'ONE_OF', owner: 'nope', members: ['d', 'b'] },
      ],
      services: [],
    };
    const problems = validateModel(model);
    expect(problems).toEqual(
      expect.arrayContaining([
        { code: 'duplicate-id', partId: 'dup' },
        { code: 'unknown-reference', partId: 'a', ref: 'ghost' },
        { code: 'restriction-not-a-color', partId: 'c', ref: 'b' },
        { code: 'inclusive-not-selectable', partId: 'e', ref: 'red' },
        { code: 'dependency-without-owner', groupId: 'g1' },
        { code: 'group-member-not-selectable', groupId: 'g1', ref: 'red' },
        { code: 'unknown-reference', groupId: 'g2', ref: 'nope' },
        // a includes c through b, and c excludes a.
        expect.objectContaining({ code: 'inclusion-conflict', partId: 'a' }),
        // The red paint includes an optional that does not allow red.
        { code: 'inclusion-conflict', partId: 'red', conflicting: ['d'] },
      ]),
    );
  });

  it('reports a part that includes two members of a one-of group', () => {
    const model: BuildModel = {
      parts: [item('pack', { inclusive: ['w1', 'w2'] }), item('w1'), item('w2')],
      groups: [{ id: 'wheels', kind: 'ONE_OF', members: ['w1', 'w2'] }],
      services: [],
    };
    expect(validateModel(model)).toEqual([{ code: 'inclusion-conflict', partId: 'pack', conflicting: ['w1', 'w2'] }]);
  });
});
