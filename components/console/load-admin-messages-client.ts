/** The console's message API client (axios) in its own chunk: loaded when a retry is first pressed. */
let loading: Promise<typeof import('@/lib/admin-messages-client')> | undefined;

export type AdminMessagesClient = typeof import('@/lib/admin-messages-client');

export function loadAdminMessagesClient(): Promise<AdminMessagesClient> {
  loading ??= import('@/lib/admin-messages-client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
