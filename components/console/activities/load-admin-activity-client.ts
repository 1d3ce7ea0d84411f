/** The console's activity API client (axios, zod) in its own chunk: the form and the status buttons load it when first used. */
let loading: Promise<typeof import('@/lib/admin-activity-client')> | undefined;

export type AdminActivityClient = typeof import('@/lib/admin-activity-client');

export function loadAdminActivityClient(): Promise<AdminActivityClient> {
  loading ??= import('@/lib/admin-activity-client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
