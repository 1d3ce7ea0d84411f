/**
 * A small in-process cache for repeated reads of the same data within a short
 * window (the same list or article asked for by many visitors at once). Entries
 * carry tags; a write clears the tags it touches (`invalidate('articles')`),
 * in this instance and, on PostgreSQL, in every other one (server/db/cache-sync.ts).
 */

interface Entry {
  expires: number;
  tags: readonly string[];
  value: Promise<unknown>;
}

const MAX_ENTRIES = 1_000;
export const DEFAULT_TTL_MS = 5_000;

// One store per process, kept on globalThis like the database: Next bundles API routes and pages apart (each with
// its own copy of this module), and a write through an API route must clear what the pages have cached.
const globalForCache = globalThis as unknown as { __tmzReadCache?: Map<string, Entry> };
const store = (globalForCache.__tmzReadCache ??= new Map<string, Entry>());

/** The production server's page cache (scripts/serve.mjs with PAGE_CACHE_MB), when it runs one: pages show the data. */
const pageCache = () => (globalThis as unknown as { __tmzPageCache?: { clear(): void } }).__tmzPageCache;

/** Tells the other instances (server/db/cache-sync.ts), when there are any: installed at start on PostgreSQL. */
const globalForBroadcast = globalThis as unknown as { __tmzCacheBroadcast?: (tags: readonly string[]) => void };

export function setCacheBroadcast(broadcast: ((tags: readonly string[]) => void) | undefined): void {
  globalForBroadcast.__tmzCacheBroadcast = broadcast;
}

/** The value for `key`, computing it with `load` when absent or expired. Concurrent callers share one load. */
export function cached<T>(key: string, tags: readonly string[], load: () => Promise<T>, ttlMs = DEFAULT_TTL_MS, now = Date.now()): Promise<T> {
  const hit = store.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = load();
  store.set(key, { expires: now + ttlMs, tags, value });
  // A failed load is not kept.
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key);
  });
  if (store.size > MAX_ENTRIES) {
    const oldest = store.keys().next().value;
    if (oldest !== undefined) store.delete(oldest);
  }
  return value;
}

/**
 * Forgets every entry carrying one of `tags`, and every page the server keeps
 * (any page may show that data), here and in every other instance.
 */
export function invalidate(...tags: string[]): void {
  invalidateHere(tags);
  globalForBroadcast.__tmzCacheBroadcast?.(tags);
}

const globalForListeners = globalThis as unknown as { __tmzInvalidated?: Set<(tags: readonly string[]) => void> };
const listeners = (globalForListeners.__tmzInvalidated ??= new Set());

/** Runs `listener` after every invalidation in this process (the scheduled-articles watch looks again). */
export function onInvalidated(listener: (tags: readonly string[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What invalidate() does in this process alone (another instance's change, told by server/db/cache-sync.ts). */
export function invalidateHere(tags: readonly string[]): void {
  for (const [key, entry] of store) {
    if (entry.tags.some((tag) => tags.includes(tag))) store.delete(key);
  }
  pageCache()?.clear();
  for (const listener of listeners) listener(tags);
}

export function clearCache(): void {
  store.clear();
  pageCache()?.clear();
}
