/** The job application API client (axios, zod) in its own chunk: forms load it when first touched. */
let loading: Promise<typeof import('@/lib/application-client')> | undefined;

export type ApplicationClient = typeof import('@/lib/application-client');

export function loadApplicationClient(): Promise<ApplicationClient> {
  loading ??= import('@/lib/application-client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
