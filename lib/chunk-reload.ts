import { RELOAD_GUARD_STORAGE_KEY, RELOAD_GUARD_WINDOW_MS } from './constants';

/**
 * Chunk-load failure guard: when the code or style of a page cannot be loaded
 * (typically after a deploy replaced the old chunks), reload the page once, and
 * at most once per 60 s, the time stamp kept in sessionStorage. The shell script
 * `public/scripts/chunk-guard.js` applies the same rule to `<script>`/`<link>`
 * failures before the app has started; this module handles the ones the running
 * app sees (rejected dynamic imports, timed-out chunks).
 */

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/** Records the reload and returns true if none happened within the window; false otherwise. */
export function claimReload(
  storage: StorageLike | undefined,
  now: number,
  windowMs: number = RELOAD_GUARD_WINDOW_MS,
): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage?.getItem(RELOAD_GUARD_STORAGE_KEY));
  } catch {
    // storage blocked (private mode): treat as no earlier reload
  }
  if (Number.isFinite(last) && last > 0 && now - last < windowMs) return false;
  try {
    storage?.setItem(RELOAD_GUARD_STORAGE_KEY, String(now));
  } catch {
    // without storage we cannot remember; reloading once is still right
  }
  return true;
}

/** True for the errors webpack and Next raise when a chunk cannot be fetched or run. */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null) return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return (
    typeof message === 'string' &&
    /Loading (CSS )?chunk [\w-]+ failed|Failed to load script|Failed to load stylesheet/.test(message)
  );
}

export interface ChunkGuardDeps {
  win: Window;
  now?: () => number;
  reload?: () => void;
}

/** Reloads once (per window) when `reason` is a chunk failure; returns whether it reloaded. */
export function handleChunkFailure(reason: unknown, deps: ChunkGuardDeps): boolean {
  if (!isChunkLoadError(reason)) return false;
  const now = deps.now ?? Date.now;
  let storage: StorageLike | undefined;
  try {
    storage = deps.win.sessionStorage;
  } catch {
    storage = undefined;
  }
  if (!claimReload(storage, now())) return false;
  (deps.reload ?? (() => deps.win.location.reload()))();
  return true;
}

/** Listens for rejected chunk loads; returns the function that stops listening. */
export function installChunkReloadGuard(deps: ChunkGuardDeps): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    handleChunkFailure(event.reason, deps);
  };
  deps.win.addEventListener('unhandledrejection', onRejection);
  return () => deps.win.removeEventListener('unhandledrejection', onRejection);
}
