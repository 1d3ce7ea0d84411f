/** The console's activity API client (axios, zod) in its own chunk: the form and the status buttons load it when first used. */
let loading: Promise<typeof import('@/lib/activities/staff-client')> | undefined;

export type AdminActivityClient = typeof import('@/lib/activities/staff-client');

export function loadAdminActivityClient(): Promise<AdminActivityClient> {
  loading ??= import('@/lib/activities/staff-client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
