/** /admin/sourcing's API client (axios, zod) in its own chunk: loaded when staff first act. */
let loading: Promise<typeof import('@/lib/sourcing/staff-client')> | undefined;

export function loadStaffSourcingClient(): Promise<typeof import('@/lib/sourcing/staff-client')> {
  loading ??= import('@/lib/sourcing/staff-client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
