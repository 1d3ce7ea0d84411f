/** The choosing API client (axios, zod) in its own chunk: the comparison and the supplier's page load it when a button is first used. */
let loading: Promise<typeof import('@/lib/sourcing/choose-client')> | undefined;

export type ChooseClient = typeof import('@/lib/sourcing/choose-client');

export function loadChooseClient(): Promise<ChooseClient> {
  loading ??= import('@/lib/sourcing/choose-client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
