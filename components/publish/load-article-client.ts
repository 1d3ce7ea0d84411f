/** The authoring API client (axios, zod and the article schemas) in its own chunk: the form loads it when first used. */
let loading: Promise<typeof import('@/lib/articles/client')> | undefined;

export type ArticleClient = typeof import('@/lib/articles/client');

export function loadArticleClient(): Promise<ArticleClient> {
  loading ??= import('@/lib/articles/client');
  // A failed chunk load may succeed next time.
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}
