/** The job application API client (axios, zod) in its own chunk: the console's forms load it when first touched. */
let loading: Promise<typeof import('@/lib/applications/client')> | undefined;

export function loadApplicationsClient(): Promise<typeof import('@/lib/applications/client')> {
  loading ??= import('@/lib/applications/client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
