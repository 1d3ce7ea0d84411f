import type { DraftValues } from '@/lib/articles/draft-store';
import type { ArticleChannel } from '@/lib/articles/rules';
import type { ArticleInput } from '@/lib/articles/schema';
import type { AuthoringArticleView } from '@/lib/articles/publish-views';

/** The form's values of an article as the server has it, or of a new one. */
export function valuesOf(article: AuthoringArticleView | null, channel: ArticleChannel): DraftValues {
  return {
    title: article?.title ?? '',
    channel: article?.channel ?? channel,
    summary: article?.summary ?? '',
    cover: article?.cover ?? '',
    coverWidth: article?.coverWidth ?? null,
    coverHeight: article?.coverHeight ?? null,
    body: article?.body ?? '',
  };
}

/** What the API takes: `{ title, channel, summary, cover?, body }`. */
export function inputOf(values: DraftValues): ArticleInput {
  return { title: values.title, channel: values.channel, summary: values.summary, cover: values.cover, body: values.body };
}

/** The values with `patch` applied, or null when the patch changes nothing. */
export function patched(values: DraftValues, patch: Partial<DraftValues>): DraftValues | null {
  const next = { ...values, ...patch };
  return (Object.keys(patch) as (keyof DraftValues)[]).some((name) => values[name] !== next[name]) ? next : null;
}
