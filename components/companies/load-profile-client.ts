/** The company profile API client (axios, zod) in its own chunk: the forms load it when first touched. */
let loading: Promise<typeof import('@/lib/companies/profile-client')> | undefined;

export type ProfileClient = typeof import('@/lib/companies/profile-client');

export function loadProfileClient(): Promise<ProfileClient> {
  loading ??= import('@/lib/companies/profile-client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
