import type { NextRouter } from 'next/router';
import { duplicatedFailure } from './navigation-failures';

type RouterForNavigation = Pick<NextRouter, 'asPath' | 'locale' | 'push'>;

/** True when `href` in `locale` is the page shown now (path, query and hash alike). */
export function isCurrentLocation(router: Pick<NextRouter, 'asPath' | 'locale'>, href: string, locale: string | undefined = router.locale): boolean {
  return locale === router.locale && href === router.asPath;
}

/**
 * The site's client-side navigation (links and code alike): to another page
 * through the router; to the page shown now, nothing — no reload, no new data,
 * no error page — and SPEC.md section 8's "Avoided redundant navigation to
 * current location" reported (on the console, like the cancelled and
 * redirected navigations of lib/app-behaviours.ts). Resolves to whether it
 * navigated.
 */
export async function navigate(router: RouterForNavigation, href: string, { locale }: { locale?: string } = {}): Promise<boolean> {
  const targetLocale = locale ?? router.locale;
  if (isCurrentLocation(router, href, targetLocale)) {
    console.info(duplicatedFailure(href).message);
    return false;
  }
  return router.push(href, undefined, { locale: targetLocale });
}
