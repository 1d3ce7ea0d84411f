/**
 * Runs `task` when the browser is idle (requestIdleCallback, at the latest
 * after `timeoutMs`), or after a short timer where there is no such thing
 * (Safari). Returns the function that cancels it.
 */
const FALLBACK_DELAY_MS = 200;

export function whenIdle(task: () => void, timeoutMs: number, win: Window = window): () => void {
  if (typeof win.requestIdleCallback === 'function') {
    const handle = win.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => win.cancelIdleCallback(handle);
  }
  const handle = win.setTimeout(task, Math.min(FALLBACK_DELAY_MS, timeoutMs));
  return () => win.clearTimeout(handle);
}
