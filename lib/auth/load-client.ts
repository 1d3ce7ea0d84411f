/**
 * The account API client (with axios and the zod schemas) comes in its own
 * chunk: forms start loading it when first touched and await it on submit.
 */
let loading: Promise<typeof import('@/lib/auth/client')> | undefined;

export function loadAuthClient(): Promise<typeof import('@/lib/auth/client')> {
  loading ??= import('@/lib/auth/client');
  // A failed chunk load may succeed next time (the chunk-reload guard handles a stale build).
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
