/** The console's account API client (axios, zod) in its own chunk: loaded when an account action is first used. */
let loading: Promise<typeof import('@/lib/accounts/staff-client')> | undefined;

export type AdminAccountsClient = typeof import('@/lib/accounts/staff-client');

export function loadAdminAccountsClient(): Promise<AdminAccountsClient> {
  loading ??= import('@/lib/accounts/staff-client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
