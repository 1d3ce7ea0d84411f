/** The registration API client (axios, zod) in its own chunk: forms load it when first touched. */
let loading: Promise<typeof import('@/lib/registrations/client')> | undefined;

export type RegistrationClient = typeof import('@/lib/registrations/client');

export function loadRegistrationClient(): Promise<RegistrationClient> {
  loading ??= import('@/lib/registrations/client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
