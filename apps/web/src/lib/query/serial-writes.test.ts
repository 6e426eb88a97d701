import { describe, expect, it } from 'vitest';
import { serialWrites } from './serial-writes';
import { later } from '../../test/later';

describe('serial writes', () => {
  it('sends the second write only once the first has been answered', async () => {
    const writes = serialWrites();
    const first = later<string>();
    const started: string[] = [];
    const a = writes.run(() => {
      started.push('a');
      return first.promise;
    });
    const b = writes.run(() => {
      started.push('b');
      return Promise.resolve('b');
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual(['a']);
    first.resolve('a');
    expect(await a).toEqual({ ok: true, value: 'a', latest: false });
    expect(await b).toEqual({ ok: true, value: 'b', latest: true });
    expect(started).toEqual(['a', 'b']);
  });

  it('goes on after a failed write and says which failure was the newest', async () => {
    const writes = serialWrites();
    const failed = writes.run(() => Promise.reject(new Error('refused')));
    const next = writes.run(() => Promise.reject(new Error('down')));
    const first = await failed;
    const second = await next;
    expect(first.ok).toBe(false);
    expect(first.latest).toBe(false);
    expect(second).toMatchObject({ ok: false, latest: true });
    expect(second.ok === false && (second.error as Error).message).toBe('down');
  });

  it('settles once every write sent has ended', async () => {
    const writes = serialWrites();
    const slow = later<number>();
    let done = false;
    void writes.run(() => slow.promise);
    const settled = writes.settled().then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    slow.reject(new Error('late failure'));
    await settled;
    expect(done).toBe(true);
  });
});
