/** Online/offline status tracked from the browser's `online` and `offline` events. */

export type OnlineListener = (online: boolean) => void;

export function isOnline(nav: Pick<Navigator, 'onLine'> | undefined = globalThis.navigator): boolean {
  return nav ? nav.onLine !== false : true;
}

/** Calls `listener` whenever the status changes; returns the function that stops listening. */
export function watchOnlineStatus(listener: OnlineListener, target: Window = window): () => void {
  const onOnline = () => listener(true);
  const onOffline = () => listener(false);
  target.addEventListener('online', onOnline);
  target.addEventListener('offline', onOffline);
  return () => {
    target.removeEventListener('online', onOnline);
    target.removeEventListener('offline', onOffline);
  };
}
