/** The console's article API client (axios, zod and the schemas) in its own chunk: the pages load it when first used. */
let loading: Promise<typeof import('@/lib/articles/staff-client')> | undefined;

export type AdminArticleClient = typeof import('@/lib/articles/staff-client');

export function loadAdminArticleClient(): Promise<AdminArticleClient> {
  loading ??= import('@/lib/articles/staff-client');
  // A failed chunk load may succeed next time.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
