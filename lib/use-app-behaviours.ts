import Router from 'next/router';
import { useEffect, useSyncExternalStore } from 'react';
import { handleChunkFailure, installChunkReloadGuard } from './chunk-reload';
import { scrollToHash, usesHashScroll } from './hash-scroll';
import { classifyRouteChangeError, isNavigationFailure } from './navigation-failures';
import { createNProgressView } from './nprogress-view';
import { isOnline, watchOnlineStatus } from './online-status';
import { progress } from './progress';
import { loadStatistics, trackPageView } from './statistics';

/** The path of a URL without its locale prefix, query or hash ("/en/brand?x#y" → "/brand"). */
export function routePathname(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.replace(/^\/en(?=\/|$)/, '') || '/';
}

const subscribeOnline = (onChange: () => void) => watchOnlineStatus(onChange);
const onlineOnServer = () => true;

/**
 * Wires the platform behaviours of SPEC.md sections 2, 4 and 8 to the router and
 * the window, once, in _app: progress bar, hash scroll, chunk-load guard,
 * navigation failure messages, statistics page views. Returns the online status.
 */
export function useAppBehaviours(statisticsId: string | undefined): boolean {
  const online = useSyncExternalStore(subscribeOnline, () => isOnline(), onlineOnServer);

  useEffect(() => {
    progress.attach(createNProgressView());
    return installChunkReloadGuard({ win: window });
  }, []);

  useEffect(() => {
    if (loadStatistics(statisticsId)) trackPageView(Router.asPath);
  }, [statisticsId]);

  useEffect(() => {
    const events = Router.events;
    let cancelScroll: () => void = () => undefined;
    let routing = false;

    const scrollIfNeeded = (url: string) => {
      cancelScroll();
      if (usesHashScroll(routePathname(url))) cancelScroll = scrollToHash(window.location.hash);
    };
    const finishRouting = (failed: boolean) => {
      if (routing) progress.end(failed);
      routing = false;
    };
    const onStart = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      finishRouting(false);
      routing = true;
      progress.begin();
    };
    const onComplete = (url: string) => {
      finishRouting(false);
      trackPageView(url);
      scrollIfNeeded(url);
    };
    const onError = (error: unknown, url: string) => {
      const failure = classifyRouteChangeError(error, Router.asPath, url);
      const superseded = isNavigationFailure(failure, 'cancelled');
      finishRouting(!superseded);
      if (superseded) {
        console.info(failure.message);
        return;
      }
      console.error(failure.message);
      handleChunkFailure(error, { win: window });
    };

    events.on('routeChangeStart', onStart);
    events.on('routeChangeComplete', onComplete);
    events.on('routeChangeError', onError);
    events.on('hashChangeComplete', scrollIfNeeded);
    scrollIfNeeded(Router.asPath);
    return () => {
      cancelScroll();
      events.off('routeChangeStart', onStart);
      events.off('routeChangeComplete', onComplete);
      events.off('routeChangeError', onError);
      events.off('hashChangeComplete', scrollIfNeeded);
    };
  }, []);

  return online;
}
