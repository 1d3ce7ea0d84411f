/** The sourcing API client (axios, zod) in its own chunk: the forms load it when first touched. */
let loading: Promise<typeof import('@/lib/sourcing/client')> | undefined;

export type SourcingClient = typeof import('@/lib/sourcing/client');

export function loadSourcingClient(): Promise<SourcingClient> {
  loading ??= import('@/lib/sourcing/client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
