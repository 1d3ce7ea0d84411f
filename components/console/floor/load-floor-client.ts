/** The floor editor's API client (axios) in its own chunk: loaded when the editor first saves or searches. */
let loading: Promise<typeof import('@/lib/companies/floor-client')> | undefined;

export function loadFloorClient(): Promise<typeof import('@/lib/companies/floor-client')> {
  loading ??= import('@/lib/companies/floor-client');
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
