import type { SingletonRouter } from 'next/router';
import { handleChunkFailure, installChunkReloadGuard } from './chunk-reload';
import { scrollToHash, usesHashScroll } from './hash-scroll';
import { classifyRouteChangeError, isNavigationFailure, redirectedFailure } from './navigation-failures';
import { guardHistory } from './navigate';
import { createNProgressView } from './nprogress-view';
import { progress } from './progress';
import { routePathname } from './route-pathname';
import { installScrollMemory } from './navigation/scroll-memory';
import { loadStatistics, trackPageView } from './statistics';
import { isWechatBrowser } from './wechat/browser';

/** The part of Next's router the behaviours use (the `next/router` singleton in the browser). */
export type RouterLike = Pick<SingletonRouter, 'asPath' | 'events' | 'beforePopState'>;

/**
 * Wires the platform behaviours of docs/spec.md §2, §4 and §8 to the router and
 * the window: progress bar, hash scroll, the place on a page kept for Back and
 * Forward (lib/navigation/scroll-memory.ts), chunk-load guard, navigation failure
 * messages, the leave guards on the browser's back and forward buttons, statistics page views, and in WeChat's browser the share card
 * (lib/wechat/share.ts). Returns the function that undoes it all.
 */
export function installAppBehaviours(router: RouterLike, statisticsId: string | undefined, wechatShare = false): () => void {
  progress.attach(createNProgressView());
  const stopGuard = installChunkReloadGuard({ win: window });
  const stopHistoryGuard = guardHistory(router);
  if (loadStatistics(statisticsId)) trackPageView(router.asPath);
  // The share card: in WeChat's browser only, once the browser is idle (its SDK is not needed to use the page).
  const sharing = wechatShare && isWechatBrowser(navigator.userAgent);
  const share = () => {
    if (!sharing) return;
    const run = () => void import('./wechat/share').then(({ shareThisPage }) => shareThisPage());
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 1000);
  };
  share();

  // Before the listeners below: a route change completing knows first whether it returns to a remembered place.
  const scrollMemory = installScrollMemory(router);
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
    // Back or Forward to a place on the page: that place, not the hash's section or the top.
    if (!scrollMemory.restoring()) scrollIfNeeded(url);
    share();
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
  if (!scrollMemory.restoring()) scrollIfNeeded(router.asPath);
  // A marker for tests and monitoring: the behaviours are listening from now on.
  document.documentElement.dataset.behaviours = 'ready';

  return () => {
    delete document.documentElement.dataset.behaviours;
    cancelScroll();
    scrollMemory.stop();
    stopGuard();
    stopHistoryGuard();
    events.off('routeChangeStart', onStart);
    events.off('routeChangeComplete', onComplete);
    events.off('routeChangeError', onError);
    events.off('hashChangeComplete', scrollIfNeeded);
  };
}
