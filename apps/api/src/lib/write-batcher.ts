/**
 * Group commit for a hot insert: while one write is in flight, the requests that arrive meanwhile
 * wait and then go together in one statement, so a burst costs a few round trips and commits
 * instead of one per request. A lone request is written at once, without waiting for company.
 *
 * `write` answers one result per item, in order. When a batch fails, each of its items is written
 * alone, so one bad row (a duplicate key) fails only its own request with its own error.
 */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

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

  async function writeBatch(batch: (typeof queue)[number][]): Promise<void> {
    if (batch.length === 1) return writeAlone(batch[0]!);
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

  async function flush(): Promise<void> {
    flushing = true;
    try {
      do {
        await writeBatch(queue.splice(0, maxBatch));
        // One turn of the event loop before the batch closes, so the requests that arrived during
        // the write are read and join the next one. On the embedded database a write answers as a
        // microtask: without the turn they were not even read before the loop ended, and every
        // lead of a burst was written alone.
        await nextTurn();
      } while (queue.length > 0);
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
