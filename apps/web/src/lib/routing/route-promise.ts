/** A promise with its outcome written on it, the fields React's `use` reads before it waits. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/**
 * What a route needs before it renders (a screen's chunk and texts, the brand's settings), asked
 * once per key and kept while it holds: a render reading it with `use` gets the same promise each
 * time. The outcome is written on the promise as React's `use` reads it, so once settled it renders
 * at once, without suspending (the server's render, hydration, a return to a page). A failure is
 * forgotten, so the error page's retry asks again.
 */
export function remembered<T>(
  cache: Map<string, Promise<T>>,
  key: string,
  start: () => Promise<T>,
): Promise<T> {
  const known = cache.get(key);
  if (known) return known;
  const pending: Tracked<T> = start();
  pending.status = 'pending';
  pending.then(
    (value) => {
      pending.status = 'fulfilled';
      pending.value = value;
    },
    (reason: unknown) => {
      pending.status = 'rejected';
      pending.reason = reason;
      if (cache.get(key) === pending) cache.delete(key);
    },
  );
  cache.set(key, pending);
  return pending;
}
