import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from './write-batcher.js';

describe('write batcher', () => {
  it('writes a lone item at once and what arrives during a write in one go', async () => {
    const batches: number[][] = [];
    const write = createWriteBatcher(async (items: readonly number[]) => {
      batches.push([...items]);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return items.map((item) => item * 10);
    });
    const results = await Promise.all([1, 2, 3, 4].map(write));
    expect(results).toEqual([10, 20, 30, 40]);
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('groups what arrives during a write that answers at once, as the embedded database does', async () => {
    const batches: number[][] = [];
    let arrivals: Promise<number[]> | undefined;
    const write = createWriteBatcher(async (items: readonly number[]) => {
      batches.push([...items]);
      // Requests reach the process as I/O, not as microtasks: they come in the next turn.
      arrivals ??= new Promise((resolve) => {
        setImmediate(() => resolve(Promise.all([2, 3, 4, 5].map(write))));
      });
      return items.map((item) => item * 10);
    });
    expect(await write(1)).toBe(10);
    expect(await arrivals).toEqual([20, 30, 40, 50]);
    expect(batches).toEqual([[1], [2, 3, 4, 5]]);
  });

  it('fails only the item that cannot be written, with its own error', async () => {
    const write = createWriteBatcher(async (items: readonly number[]) => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      if (items.includes(13)) throw new Error('duplicate key 13');
      return items.map((item) => item);
    });
    const settled = await Promise.allSettled([1, 2, 13, 4].map(write));
    expect(settled.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((settled[2] as PromiseRejectedResult).reason).toEqual(new Error('duplicate key 13'));
  });
});
