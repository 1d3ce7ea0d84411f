import type { NextRouter } from 'next/router';
import { abortedFailure, duplicatedFailure } from './navigation-failures';

type RouterForNavigation = Pick<NextRouter, 'asPath' | 'locale' | 'push'>;

/** True when `href` in `locale` is the page shown now (path, query and hash alike). */
export function isCurrentLocation(router: Pick<NextRouter, 'asPath' | 'locale'>, href: string, locale: string | undefined = router.locale): boolean {
  return locale === router.locale && href === router.asPath;
}

/** Asked before a navigation leaves the page: false keeps the viewer where they are. */
export type NavigationGuard = (to: string) => boolean;

const guards = new Set<NavigationGuard>();

/**
 * Adds a guard that every navigation through `navigate`, and the browser's
 * back and forward buttons (`guardHistory`), ask first (a form with unsaved
 * changes: components/forms/use-leave-warning.ts). Returns the function that
 * removes it.
 */
export function addNavigationGuard(guard: NavigationGuard): () => void {
  guards.add(guard);
  return () => {
    guards.delete(guard);
  };
}

/**
 * The site's client-side navigation (links and code alike): to another page
 * through the router; to the page shown now, nothing — no reload, no new data,
 * no error page — and docs/spec.md §8's "Avoided redundant navigation to
 * current location" reported (on the console, like the cancelled and
 * redirected navigations of lib/app-behaviours.ts). A navigation a guard
 * refuses (addNavigationGuard) does not happen either: the page stays as it
 * is, no error page, and "Navigation aborted … via a navigation guard" is
 * reported the same way. Resolves to whether it navigated.
 */
export async function navigate(router: RouterForNavigation, href: string, { locale }: { locale?: string } = {}): Promise<boolean> {
  const targetLocale = locale ?? router.locale;
  if (isCurrentLocation(router, href, targetLocale)) {
    console.info(duplicatedFailure(href).message);
    return false;
  }
  for (const guard of [...guards]) {
    if (!guard(href)) {
      console.info(abortedFailure(router.asPath, href).message);
      return false;
    }
  }
  return router.push(href, undefined, { locale: targetLocale });
}

/** The part of Next's router the history guard uses. */
export type HistoryRouter = Pick<NextRouter, 'asPath' | 'beforePopState' | 'events'>;

/**
 * The browser's back and forward buttons ask the same guards as `navigate`
 * when they would leave the page (not for a move within it, such as a hash).
 * When Next asks, the browser has already moved in its history: a refused
 * move puts this page's entry back (its address and Next's state), so the
 * address and the page stay as they are, and "Navigation aborted … via a
 * navigation guard" is reported. Returns the function that undoes it.
 */
export function guardHistory(router: HistoryRouter, win: Window = window): () => void {
  const entryNow = () => ({ state: win.history.state as unknown, href: win.location.href });
  let entry = entryNow();
  const remember = () => {
    entry = entryNow();
  };
  const samePage = (to: string) => {
    const [here, there] = [new URL(entry.href), new URL(to, entry.href)];
    return here.pathname === there.pathname && here.search === there.search;
  };
  router.events.on('routeChangeComplete', remember);
  router.events.on('hashChangeComplete', remember);
  router.beforePopState(({ as }) => {
    if (samePage(as)) return true;
    for (const guard of [...guards]) {
      if (!guard(as)) {
        console.info(abortedFailure(router.asPath, as).message);
        win.history.pushState(entry.state, '', entry.href);
        return false;
      }
    }
    return true;
  });
  return () => {
    router.events.off('routeChangeComplete', remember);
    router.events.off('hashChangeComplete', remember);
    router.beforePopState(() => true);
  };
}
