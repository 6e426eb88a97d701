/**
 * Group commit for a hot insert: while one write is in flight, the requests that arrive meanwhile
 * wait and then go together in one statement, so a burst costs a few round trips and commits
 * instead of one per request. A lone request is written at once, without waiting for company.
 *
 * `write` answers one result per item, in order. When a batch fails, each of its items is written
 * alone, so one bad row (a duplicate key) fails only its own request with its own error.
 */
export function createWriteBatcher<I, O>(
  write: (items: readonly I[]) => Promise<readonly O[]>,
  options: { maxBatch?: number } = {},
): (item: I) => Promise<O> {
  const maxBatch = options.maxBatch ?? 100;
  const queue: { item: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];
  let flushing = false;

  async function writeAlone(entry: (typeof queue)[number]): Promise<void> {
    try {
      const [result] = await write([entry.item]);
      if (result === undefined) throw new Error('the write answered no result');
      entry.resolve(result);
    } catch (error) {
      entry.reject(error);
    }
  }

  async function flush(): Promise<void> {
    flushing = true;
    try {
      while (queue.length > 0) {
        const batch = queue.splice(0, maxBatch);
        if (batch.length === 1) {
          await writeAlone(batch[0]!);
          continue;
        }
        let results: readonly O[] | undefined;
        try {
          results = await write(batch.map((entry) => entry.item));
        } catch {
          results = undefined;
        }
        if (results && results.length === batch.length) {
          batch.forEach((entry, index) => entry.resolve(results[index]!));
        } else {
          await Promise.all(batch.map(writeAlone));
        }
      }
    } finally {
      flushing = false;
    }
  }

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!flushing) void flush();
    });
}
