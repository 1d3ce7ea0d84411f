/** The job application API client (axios, zod) in its own chunk: forms load it when first touched. */
let loading: Promise<typeof import('@/lib/applications/client')> | undefined;

export type ApplicationClient = typeof import('@/lib/applications/client');

export function loadApplicationClient(): Promise<ApplicationClient> {
  loading ??= import('@/lib/applications/client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
