import { FETCH_MIN_DISPLAY_MS } from './constants';

/**
 * Resolves (or rejects) like `work`, but never sooner than `minMs` after the call,
 * so a loading state shown meanwhile does not flash.
 */
export async function withMinimumDelay<T>(
  work: Promise<T> | (() => Promise<T>),
  minMs: number = FETCH_MIN_DISPLAY_MS,
): Promise<T> {
  const started = Date.now();
  const settle = () =>
    new Promise<void>((resolve) => {
      const left = minMs - (Date.now() - started);
      if (left > 0) setTimeout(resolve, left);
      else resolve();
    });
  try {
    const value = await (typeof work === 'function' ? work() : work);
    await settle();
    return value;
  } catch (error) {
    await settle();
    throw error;
  }
}
