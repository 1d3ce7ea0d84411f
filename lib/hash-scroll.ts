import { SCROLL_LOOKUP_ATTEMPTS, SCROLL_LOOKUP_INTERVAL_MS } from './constants';

/**
 * Hash scroll on the six pages of docs/spec.md §2.4: a navigation carrying a hash
 * scrolls smoothly to the element the hash names, just below the fixed header,
 * looking for it up to 10 times 100 ms apart (it may render late); with no hash,
 * or no element found, it scrolls smoothly to the top.
 */

export const HASH_SCROLL_PATHS: readonly string[] = [
  '/join-us',
  '/retailer',
  '/tmz',
  '/factory',
  '/provider',
  '/brand',
];

export function usesHashScroll(pathname: string): boolean {
  return HASH_SCROLL_PATHS.includes(pathname);
}

/** Finds the element a hash names: a CSS selector first, then an id (for hashes that are not valid selectors). */
export function findHashTarget(hash: string, doc: Document = document): Element | null {
  if (!hash || hash === '#') return null;
  try {
    const bySelector = doc.querySelector(hash);
    if (bySelector) return bySelector;
  } catch {
    // not a valid selector: fall through to the id lookup
  }
  try {
    return doc.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Height of the fixed header (the element marked `data-fixed-header`), 0 when there is none. */
export function fixedHeaderOffset(doc: Document = document): number {
  const header = doc.querySelector<HTMLElement>('[data-fixed-header]');
  return header ? header.getBoundingClientRect().height : 0;
}

export interface HashScrollOptions {
  win?: Window;
  doc?: Document;
  attempts?: number;
  intervalMs?: number;
  offset?: () => number;
}

/** Starts the scroll; returns a function that cancels pending look-ups. */
export function scrollToHash(hash: string, options: HashScrollOptions = {}): () => void {
  const win = options.win ?? window;
  const doc = options.doc ?? document;
  const attempts = options.attempts ?? SCROLL_LOOKUP_ATTEMPTS;
  const intervalMs = options.intervalMs ?? SCROLL_LOOKUP_INTERVAL_MS;
  const offset = options.offset ?? (() => fixedHeaderOffset(doc));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;

  const toTop = () => win.scrollTo({ top: 0, behavior: 'smooth' });

  if (!hash || hash === '#') {
    toTop();
    return () => undefined;
  }

  const attempt = (n: number) => {
    if (cancelled) return;
    const target = findHashTarget(hash, doc);
    if (target) {
      const top = target.getBoundingClientRect().top + win.scrollY - offset();
      win.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
      return;
    }
    if (n >= attempts) {
      toTop();
      return;
    }
    timer = setTimeout(() => attempt(n + 1), intervalMs);
  };
  attempt(1);

  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}
