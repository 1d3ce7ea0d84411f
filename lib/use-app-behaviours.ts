import Router from 'next/router';
import { useEffect, useSyncExternalStore } from 'react';
import { isOnline, watchOnlineStatus } from './online-status';

export { routePathname } from './route-pathname';

const subscribeOnline = (onChange: () => void) => watchOnlineStatus(onChange);
const onlineOnServer = () => true;

/**
 * The platform behaviours, wired once in _app. Their code (lib/app-behaviours.ts)
 * loads right after the page has hydrated rather than with it: nothing in it is
 * needed to draw the page, and leaving it out of the first load keeps every page
 * inside the JavaScript budget. Returns the online status.
 */
export function useAppBehaviours(statisticsId: string | undefined, wechatShare = false): boolean {
  const online = useSyncExternalStore(subscribeOnline, () => isOnline(), onlineOnServer);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('./app-behaviours').then(({ installAppBehaviours }) => {
      if (!unmounted) stop = installAppBehaviours(Router, statisticsId, wechatShare);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [statisticsId, wechatShare]);

  return online;
}
