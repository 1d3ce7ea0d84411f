import type { SingletonRouter } from 'next/router';
import { handleChunkFailure, installChunkReloadGuard } from './chunk-reload';
import { scrollToHash, usesHashScroll } from './hash-scroll';
import { classifyRouteChangeError, isNavigationFailure, redirectedFailure } from './navigation-failures';
import { createNProgressView } from './nprogress-view';
import { progress } from './progress';
import { routePathname } from './route-pathname';
import { loadStatistics, trackPageView } from './statistics';

/** The part of Next's router the behaviours use (the `next/router` singleton in the browser). */
export type RouterLike = Pick<SingletonRouter, 'asPath' | 'events'>;

/**
 * Wires the platform behaviours of SPEC.md sections 2, 4 and 8 to the router and
 * the window: progress bar, hash scroll, chunk-load guard, navigation failure
 * messages, statistics page views. Returns the function that undoes it all.
 */
export function installAppBehaviours(router: RouterLike, statisticsId: string | undefined): () => void {
  progress.attach(createNProgressView());
  const stopGuard = installChunkReloadGuard({ win: window });
  if (loadStatistics(statisticsId)) trackPageView(router.asPath);

  let cancelScroll: () => void = () => undefined;
  let routing = false;
  /** Target of the navigation in flight; a new start while it is set (and not cancelled) is a guard's redirect. */
  let pending: string | undefined;

  const scrollIfNeeded = (url: string) => {
    cancelScroll();
    if (usesHashScroll(routePathname(url))) cancelScroll = scrollToHash(window.location.hash);
  };
  const finishRouting = (failed: boolean) => {
    if (routing) progress.end(failed);
    routing = false;
    pending = undefined;
  };
  const onStart = (url: string, { shallow }: { shallow: boolean }) => {
    if (shallow) return;
    if (pending !== undefined) console.info(redirectedFailure(router.asPath, pending).message);
    finishRouting(false);
    routing = true;
    pending = url;
    progress.begin();
  };
  const onComplete = (url: string) => {
    finishRouting(false);
    trackPageView(url);
    scrollIfNeeded(url);
  };
  const onError = (error: unknown, url: string) => {
    const failure = classifyRouteChangeError(error, router.asPath, url);
    const superseded = isNavigationFailure(failure, 'cancelled');
    finishRouting(!superseded);
    if (superseded) {
      console.info(failure.message);
      return;
    }
    console.error(failure.message);
    handleChunkFailure(error, { win: window });
  };

  const { events } = router;
  events.on('routeChangeStart', onStart);
  events.on('routeChangeComplete', onComplete);
  events.on('routeChangeError', onError);
  events.on('hashChangeComplete', scrollIfNeeded);
  scrollIfNeeded(router.asPath);
  // A marker for tests and monitoring: the behaviours are listening from now on.
  document.documentElement.dataset.behaviours = 'ready';

  return () => {
    delete document.documentElement.dataset.behaviours;
    cancelScroll();
    stopGuard();
    events.off('routeChangeStart', onStart);
    events.off('routeChangeComplete', onComplete);
    events.off('routeChangeError', onError);
    events.off('hashChangeComplete', scrollIfNeeded);
  };
}
