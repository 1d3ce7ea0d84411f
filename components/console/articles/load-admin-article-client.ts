/** The console's article API client (axios, zod and the schemas) in its own chunk: the pages load it when first used. */
let loading: Promise<typeof import('@/lib/admin-article-client')> | undefined;

export type AdminArticleClient = typeof import('@/lib/admin-article-client');

export function loadAdminArticleClient(): Promise<AdminArticleClient> {
  loading ??= import('@/lib/admin-article-client');
  // A failed chunk load may succeed next time.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
