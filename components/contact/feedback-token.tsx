import { useCallback, useMemo, useRef } from 'react';
import { MIN_FILL_SECONDS } from '@/lib/feedback/rules';

export type FeedbackClient = typeof import('@/lib/feedback/client');

/** The feedback API client (axios, zod) in its own chunk, loaded once the form is used (a failed chunk load is tried again on the next call). */
export function loadFeedbackClient(): Promise<FeedbackClient> {
  return import('@/lib/feedback/client');
}

interface Token {
  value: string;
  /** When it may be sent: 0 for the page's own token; a few seconds on for one fetched later (see `current`). */
  readyAt: number;
}

/** A little more than the server's minimum, for the clocks' and the network's slack. */
const REPLACEMENT_WAIT_MS = MIN_FILL_SECONDS * 1000 + 300;

/**
 * The contact form's token (GET /api/feedback/token): fetched when the visitor
 * first puts the focus in the form (`prime`; with it loads the form's client,
 * axios and zod, which a visitor who only reads the page never needs), and again
 * when that failed or the server refused it. The server refuses a form sent
 * within MIN_FILL_SECONDS of its token: the first token is sent as it is (so a
 * form filled by a script that fast is refused), while a replacement, fetched
 * when the visitor has already written the message, is held until that time has
 * passed.
 */
export function useFeedbackToken() {
  const token = useRef<Token | null>(null);
  const request = useRef<Promise<Token> | null>(null);

  const fetchToken = useCallback((replacement: boolean): Promise<Token> => {
    request.current ??= loadFeedbackClient()
      .then((client) => client.fetchToken())
      .then((value) => {
        const fresh = { value, readyAt: replacement ? Date.now() + REPLACEMENT_WAIT_MS : 0 };
        token.current = fresh;
        return fresh;
      })
      .finally(() => {
        request.current = null;
      });
    return request.current;
  }, []);

  return useMemo(
    () => ({
      /** The form is being used: fetch its token now, once. A failure is not shown: it is fetched again when the form is sent. */
      prime(): void {
        if (token.current || request.current) return;
        fetchToken(false).catch(() => undefined);
      },
      /** The token to send with the form: the one at hand, the one on its way, or one fetched now. Throws when it cannot be fetched. */
      async current(): Promise<string> {
        const ready = token.current ?? (await (request.current ?? fetchToken(true)));
        const wait = ready.readyAt - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        return ready.value;
      },
      /** The server refused the token (missing or expired): a fresh one, at once. */
      renew(): void {
        token.current = null;
        fetchToken(true).catch(() => undefined);
      },
    }),
    [fetchToken],
  );
}
