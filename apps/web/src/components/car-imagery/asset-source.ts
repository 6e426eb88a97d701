/**
 * Where car pictures come from. A car maker plugs its own photo or render set through the page
 * settings' asset paths; the drawings are the default and the fallback.
 *
 * Spec document 1 §9 (assets): loading, then success; on failure the fallback address is tried
 * (a success there is flagged as fallback), else error; an asset loading or loaded is never
 * fetched again.
 */
export type AssetStatus = 'loading' | 'success' | 'error';

export interface AssetRecord {
  status: AssetStatus;
  /** The address that answered (primary or fallback). */
  url?: string;
  /** True when the primary address failed and the fallback answered. */
  fallback: boolean;
}

/** The port: checks that a picture address answers with an image. Rejects when it does not. */
export type ImageProbe = (url: string) => Promise<void>;

/** Browser adapter: the picture is loaded once by the browser, which then serves it from cache. */
export const browserImageProbe: ImageProbe = (url) =>
  new Promise((resolve, reject) => {
    const image = new Image();
    image.decoding = 'async';
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(`image not available: ${url}`));
    image.src = url;
  });

type Listener = (record: AssetRecord) => void;

export interface AssetSource {
  /** Current record of an asset, undefined when never requested. */
  get(key: string): AssetRecord | undefined;
  /** Starts fetching an asset (primary, then fallback) unless it is loading or loaded already. */
  request(key: string, primary: string, fallbackUrl?: string): AssetRecord;
  subscribe(key: string, listener: Listener): () => void;
}

export function createAssetSource(probe: ImageProbe): AssetSource {
  const records = new Map<string, AssetRecord>();
  const listeners = new Map<string, Set<Listener>>();

  const set = (key: string, record: AssetRecord) => {
    records.set(key, record);
    for (const listener of listeners.get(key) ?? []) listener(record);
  };

  return {
    get: (key) => records.get(key),
    request(key, primary, fallbackUrl) {
      const existing = records.get(key);
      // Whatever its outcome, an asset is fetched once per page life: a missing picture stays drawn.
      if (existing) return existing;
      const loading: AssetRecord = { status: 'loading', fallback: false };
      set(key, loading);
      void probe(primary)
        .then(() => set(key, { status: 'success', url: primary, fallback: false }))
        .catch(async () => {
          if (!fallbackUrl) {
            set(key, { status: 'error', fallback: false });
            return;
          }
          try {
            await probe(fallbackUrl);
            set(key, { status: 'success', url: fallbackUrl, fallback: true });
          } catch {
            set(key, { status: 'error', fallback: true });
          }
        });
      return loading;
    },
    subscribe(key, listener) {
      const set = listeners.get(key) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
  };
}
