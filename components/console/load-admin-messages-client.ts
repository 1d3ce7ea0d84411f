/** The console's message API client (axios) in its own chunk: loaded when a retry is first pressed. */
let loading: Promise<typeof import('@/lib/messages/client')> | undefined;

export type AdminMessagesClient = typeof import('@/lib/messages/client');

export function loadAdminMessagesClient(): Promise<AdminMessagesClient> {
  loading ??= import('@/lib/messages/client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
