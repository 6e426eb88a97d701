/** A query's key: an array of plain values (strings, numbers, booleans, null, arrays, plain objects). */
export type QueryKey = readonly unknown[];

declare const dataTag: unique symbol;

/** A key that carries the type of its query's data, so the client's reads and writes by it are typed. */
export type DataTag<Key, Data> = Key & { readonly [dataTag]: Data };

/** The data type a tagged key carries, or `Fallback` for a plain key. */
export type DataOfKey<Key, Fallback = unknown> = Key extends { readonly [dataTag]: infer Data }
  ? Data
  : Fallback;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * The key as one string: two keys with the same values have the same hash whatever the order of
 * their objects' properties (`{ a, b }` and `{ b, a }`); properties set to `undefined` are left out.
 */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_name, value: unknown) => {
    if (!isPlainObject(value)) return value;
    const sorted: Record<string, unknown> = {};
    for (const name of Object.keys(value).sort()) sorted[name] = value[name];
    return sorted;
  });
}

/**
 * Whether `partial` is the start of `key`, or the same key: every element it has equals the key's
 * at the same place, an object's element matching when each property it names matches
 * (`['garage']` matches `['garage', 'owned']`; `[{ a: 1 }]` matches `[{ a: 1, b: 2 }]`).
 */
export function matchesKey(key: QueryKey, partial: QueryKey): boolean {
  return containedIn(key, partial);
}

function containedIn(whole: unknown, part: unknown): boolean {
  if (whole === part) return true;
  if (typeof whole !== 'object' || typeof part !== 'object' || whole === null || part === null) return false;
  if (Array.isArray(whole) !== Array.isArray(part)) return false;
  const wholeRecord = whole as Record<string, unknown>;
  return Object.entries(part).every(([name, value]) => containedIn(wholeRecord[name], value));
}

/**
 * `next`, with every part equal in value to the same part of `previous` replaced by that part, so a
 * component (or an effect's dependencies) sees the same object when an answer did not change. Only
 * arrays and plain objects are compared; anything else is taken from `next`.
 */
export function keepEqualParts<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  const bothArrays = Array.isArray(previous) && Array.isArray(next);
  if (!bothArrays && !(isPlainObject(previous) && isPlainObject(next))) return next;
  const before = previous as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  const names = Object.keys(after);
  const copy = (bothArrays ? [] : {}) as Record<string, unknown>;
  let same = names.length === Object.keys(before).length;
  for (const name of names) {
    const part = keepEqualParts(before[name], after[name]);
    copy[name] = part;
    if (part !== before[name] || !Object.hasOwn(before, name)) same = false;
  }
  return (same ? previous : copy) as T;
}
