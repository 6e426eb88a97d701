/**
 * Writes of one record sent one after another, in the order the person made the changes. Each
 * write carries the whole state, so the record ends as the last change left it; only the answer to
 * the newest write should be shown, so an earlier answer arriving late never puts an older state
 * back on screen.
 */
export type SerialOutcome<T> =
  { ok: true; value: T; latest: boolean } | { ok: false; error: unknown; latest: boolean };

export interface SerialWrites {
  /** Sends `write` once every write before it has ended; `latest` says whether none was sent after it. */
  run<T>(write: () => Promise<T>): Promise<SerialOutcome<T>>;
  /** Ends when every write sent so far has ended, answered or failed. */
  settled(): Promise<void>;
}

export function serialWrites(): SerialWrites {
  let tail: Promise<unknown> = Promise.resolve();
  let sent = 0;
  return {
    async run<T>(write: () => Promise<T>): Promise<SerialOutcome<T>> {
      const order = ++sent;
      const result = tail.then(write);
      tail = result.catch(() => undefined);
      try {
        const value = await result;
        return { ok: true, value, latest: order === sent };
      } catch (error) {
        return { ok: false, error, latest: order === sent };
      }
    },
    settled: () => tail.then(() => undefined),
  };
}
