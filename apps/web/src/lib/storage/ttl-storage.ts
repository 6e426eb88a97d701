/** Spec document 1 §9: stored car and location live 4 hours unless the page settings say otherwise. */
export const DEFAULT_TTL_MS = 14_400_000;

let defaultTtlMs = DEFAULT_TTL_MS;

/** Sets the lifetime used when `setWithTtl` gets none (the page settings' `locationTtlMs`). */
export function setDefaultTtl(ttlMs: number): void {
  if (Number.isFinite(ttlMs) && ttlMs > 0) defaultTtlMs = ttlMs;
}

export function getDefaultTtl(): number {
  return defaultTtlMs;
}

interface Entry {
  value: unknown;
  /** Epoch milliseconds after which the entry is gone. */
  expiresAt: number;
}

function store(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): behave as if nothing is kept.
    return undefined;
  }
}

/** Stores a JSON value that expires after `ttlMs` (default: the page settings' lifetime). */
export function setWithTtl(key: string, value: unknown, ttlMs: number = defaultTtlMs, now: number = Date.now()): void {
  const entry: Entry = { value, expiresAt: now + ttlMs };
  try {
    store()?.setItem(key, JSON.stringify(entry));
  } catch {
    // Quota exceeded: the value is a convenience, losing it is acceptable.
  }
}

/** Reads a value stored by `setWithTtl`; expired or unreadable entries are removed and read as null. */
export function getWithTtl<T>(key: string, now: number = Date.now()): T | null {
  const storage = store();
  const raw = storage?.getItem(key);
  if (raw == null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<Entry>;
    if (typeof entry.expiresAt === 'number' && entry.expiresAt > now && 'value' in entry) {
      return entry.value as T;
    }
  } catch {
    // Not ours or corrupted: fall through and drop it.
  }
  storage?.removeItem(key);
  return null;
}

export function removeStored(key: string): void {
  store()?.removeItem(key);
}
