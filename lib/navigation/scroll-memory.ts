import type { SingletonRouter } from 'next/router';

/**
 * Back and Forward return to the place the visitor left on a page: the list
 * scrolled 2 000 px down is there again after a look at one of its items.
 *
 * Why it needs doing here: Next's pages router scrolls to the top on every
 * route change, Back included (its own restoration is an experimental flag
 * that scrolls when the route renders). On this site that moment is too
 * early: the page transition (components/layout/out-in-transition.tsx)
 * still shows the leaving page for its fade, and the list's data has only
 * just arrived, so the document is not yet tall enough and any restored place
 * is cut short. And the browser's own restoration ("auto") happens at the
 * pop, before Next has drawn anything.
 *
 * So the browser's restoration is turned off (`history.scrollRestoration =
 * 'manual'`) and each history entry's place (by the key Next keeps in
 * `history.state`) is remembered as the visitor scrolls, and in session storage
 * for a reload. When Back or Forward brings an entry back, the place is
 * restored once the new page is in (the page transition no longer leaving) and
 * tall enough — up to RESTORE_WAIT_MS, and never against the visitor: a wheel,
 * touch or key first stops it. A reload, or a return from another site, is
 * restored the same way.
 */

export type ScrollRouter = Pick<SingletonRouter, 'events'>;

/** Longest wait for the page to be in and tall enough (slow data, late images). */
export const RESTORE_WAIT_MS = 3000;
/** Entries remembered (the oldest forgotten first). */
const MAX_ENTRIES = 100;
const STORAGE_KEY = 'tmz:scroll-positions';
/** The place of the page last left for good (reload, another site), by its address: Next gives a new document's entry a new key. */
const LEFT_KEY = 'tmz:scroll-left';
/** The page transition's wrapper (docs/spec.md §2.3: out-in "page"), and its class while the old page leaves. */
const PAGE_TRANSITION = '[data-transition="page"]';
const LEAVING = 'page-leave-active';

export interface ScrollMemory {
  /** After a route change completed: true when the place of a history entry is being restored. */
  restoring: () => boolean;
  stop: () => void;
}

function entryKey(win: Window): string | undefined {
  const state = win.history.state as { key?: unknown } | null;
  return typeof state?.key === 'string' ? state.key : undefined;
}

function load(win: Window): Map<string, number> {
  try {
    const saved = JSON.parse(win.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    if (Array.isArray(saved)) {
      return new Map(saved.filter((e): e is [string, number] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'number'));
    }
  } catch {
    // storage refused or spoilt: start afresh
  }
  return new Map();
}

export function installScrollMemory(router: ScrollRouter, win: Window = window): ScrollMemory {
  const doc = win.document;
  const history = win.history;
  const previousMode = history.scrollRestoration;
  history.scrollRestoration = 'manual';

  const places = load(win);
  let shown = entryKey(win);
  let routing = false;
  /** The entry Back or Forward brought back, until its route change completes. */
  let popped: string | undefined;
  let cancelRestore: () => void = () => undefined;
  let restoringNow = false;

  const remember = (key: string | undefined, y: number) => {
    if (key === undefined) return;
    places.delete(key);
    places.set(key, Math.round(y));
    while (places.size > MAX_ENTRIES) places.delete(places.keys().next().value as string);
  };
  const save = () => {
    try {
      win.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...places]));
    } catch {
      // storage full or refused: the places still serve this visit
    }
  };

  let frame = 0;
  const onScroll = () => {
    if (frame || routing || restoringNow) return;
    frame = win.requestAnimationFrame(() => {
      frame = 0;
      if (!routing && !restoringNow) remember(shown, win.scrollY);
    });
  };

  const restore = (y: number) => {
    cancelRestore();
    restoringNow = true;
    const deadline = Date.now() + RESTORE_WAIT_MS;
    let raf = 0;
    const userEvents = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    const finish = () => {
      restoringNow = false;
      win.cancelAnimationFrame(raf);
      for (const type of userEvents) win.removeEventListener(type, finish, true);
      cancelRestore = () => undefined;
      remember(shown, win.scrollY);
    };
    for (const type of userEvents) win.addEventListener(type, finish, { capture: true, passive: true });
    const tick = () => {
      const leaving = doc.querySelector(PAGE_TRANSITION)?.classList.contains(LEAVING) ?? false;
      const room = (doc.scrollingElement ?? doc.documentElement).scrollHeight - win.innerHeight;
      const late = Date.now() >= deadline;
      if (!leaving && (room >= y - 1 || late)) {
        win.scrollTo({ top: Math.min(y, Math.max(0, room)), left: 0, behavior: 'instant' });
        if (Math.abs(win.scrollY - y) <= 1 || late) {
          finish();
          return;
        }
      } else if (late) {
        finish();
        return;
      }
      raf = win.requestAnimationFrame(tick);
    };
    raf = win.requestAnimationFrame(tick);
    cancelRestore = finish;
  };

  const onPopState = (event: PopStateEvent) => {
    const key = (event.state as { key?: unknown } | null)?.key;
    popped = typeof key === 'string' ? key : undefined;
  };
  const onStart = (_url: string, { shallow }: { shallow: boolean }) => {
    if (shallow) return;
    cancelRestore();
    if (!routing) remember(shown, win.scrollY);
    routing = true;
    save();
  };
  let restoringAfterComplete = false;
  const onComplete = () => {
    routing = false;
    shown = entryKey(win);
    const place = popped !== undefined && popped === shown ? places.get(popped) : undefined;
    popped = undefined;
    restoringAfterComplete = place !== undefined;
    if (place !== undefined) restore(place);
  };
  const onError = () => {
    routing = false;
    popped = undefined;
  };
  const onHashChange = () => {
    shown = entryKey(win);
    popped = undefined;
  };
  const onPageHide = () => {
    remember(shown, win.scrollY);
    save();
    try {
      win.sessionStorage.setItem(LEFT_KEY, JSON.stringify({ href: win.location.href, y: Math.round(win.scrollY) }));
    } catch {
      // storage refused: a reload starts at the top
    }
  };
  const leftHere = (): number | undefined => {
    try {
      const left = JSON.parse(win.sessionStorage.getItem(LEFT_KEY) ?? 'null') as { href?: unknown; y?: unknown } | null;
      return left?.href === win.location.href && typeof left.y === 'number' ? left.y : undefined;
    } catch {
      return undefined;
    }
  };

  win.addEventListener('scroll', onScroll, { passive: true });
  win.addEventListener('popstate', onPopState);
  win.addEventListener('pagehide', onPageHide);
  router.events.on('routeChangeStart', onStart);
  router.events.on('routeChangeComplete', onComplete);
  router.events.on('routeChangeError', onError);
  router.events.on('hashChangeComplete', onHashChange);

  // A reload, or a return to this page from another site: its place as it was left (Next has already given the
  // entry a new key, so by its address).
  const navigation = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const arrival = navigation?.type;
  const startPlace = arrival === 'reload' || arrival === 'back_forward' ? leftHere() : undefined;
  if (startPlace !== undefined && startPlace > 0 && !win.location.hash) restore(startPlace);

  return {
    restoring: () => restoringAfterComplete || (startPlace !== undefined && restoringNow),
    stop: () => {
      cancelRestore();
      if (frame) win.cancelAnimationFrame(frame);
      win.removeEventListener('scroll', onScroll);
      win.removeEventListener('popstate', onPopState);
      win.removeEventListener('pagehide', onPageHide);
      router.events.off('routeChangeStart', onStart);
      router.events.off('routeChangeComplete', onComplete);
      router.events.off('routeChangeError', onError);
      router.events.off('hashChangeComplete', onHashChange);
      history.scrollRestoration = previousMode;
    },
  };
}
