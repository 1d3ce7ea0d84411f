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
 * Adds a guard that every navigation through `navigate` asks first (a form
 * with unsaved changes: components/forms/use-leave-warning.ts). Returns the
 * function that removes it.
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
 * no error page — and SPEC.md section 8's "Avoided redundant navigation to
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
