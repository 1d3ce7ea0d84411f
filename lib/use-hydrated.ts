import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and until React has taken over the page. Forms
 * keep their submit button disabled until then: a submit before that would be
 * the browser's own (a GET that puts the fields, a password too, in the URL),
 * and a disabled default button also stops Enter from submitting.
 */
export function useHydrated(): boolean {
  // The server's snapshot (false) is used while hydrating, the client's (true) right after.
  return useSyncExternalStore(subscribe, () => true, () => false);
}
