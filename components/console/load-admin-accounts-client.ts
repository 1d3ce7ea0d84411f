/** The console's account API client (axios, zod) in its own chunk: loaded when an account action is first used. */
let loading: Promise<typeof import('@/lib/admin-accounts-client')> | undefined;

export type AdminAccountsClient = typeof import('@/lib/admin-accounts-client');

export function loadAdminAccountsClient(): Promise<AdminAccountsClient> {
  loading ??= import('@/lib/admin-accounts-client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
