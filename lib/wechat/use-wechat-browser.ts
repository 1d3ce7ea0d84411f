import { useSyncExternalStore } from 'react';
import { isWechatBrowser } from './browser';

const subscribe = () => () => {};
const inThisBrowser = () => isWechatBrowser(navigator.userAgent);
const onServer = () => false;

/**
 * Whether the page is shown in WeChat's browser: false in the server's HTML and while React hydrates it (the
 * HTML of a page is the same for every browser, and is cached per address), then this browser's answer.
 */
export function useWechatBrowser(): boolean {
  return useSyncExternalStore(subscribe, inThisBrowser, onServer);
}
