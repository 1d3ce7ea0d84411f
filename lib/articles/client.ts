import { http } from '../http-client';
import type { Locale } from '../i18n';
import { validate } from '../http/field-errors';
import { articleDraftSchema, articleSubmitSchema, reviewSchema, type ArticleInput, type ArticleSaveInput, type ReviewInput } from './schema';
import type { AuthoringArticleView } from './publish-views';

/**
 * The browser's side of the authoring and review API, loaded on demand (the
 * publish form and the review page import it when first used), so axios and
 * zod stay out of the pages' first load. Inputs are checked with the schemas
 * the API uses; answers come in the page's language.
 */

export { validate };
export const schemas = { draft: articleDraftSchema, submit: articleSubmitSchema, review: reviewSchema };

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

/** Saves a draft with the `version` the form has (a 409 with `fields.version` when it was saved elsewhere since); creates it when it has no id yet. */
export async function saveArticle(id: number | null, input: ArticleInput | ArticleSaveInput, locale: Locale): Promise<AuthoringArticleView> {
  const { instance } = http();
  const { data } =
    id === null
      ? await instance.post<{ article: AuthoringArticleView }>('api/articles', input, languageHeader(locale))
      : await instance.put<{ article: AuthoringArticleView }>(`api/articles/${id}`, input, languageHeader(locale));
  return data.article;
}

/** Saves and submits at the form's `version` (an editor's is published at once). */
export async function submitArticle(id: number, input: ArticleSaveInput, locale: Locale): Promise<AuthoringArticleView> {
  const { data } = await http().instance.post<{ article: AuthoringArticleView }>(`api/articles/${id}/submit`, input, languageHeader(locale));
  return data.article;
}

/** A reviewer's decision on a pending submission. */
export async function reviewArticle(id: number, input: ReviewInput, locale: Locale): Promise<{ id: number; status: 'published' | 'rejected' }> {
  const { data } = await http().instance.post<{ id: number; status: 'published' | 'rejected' }>(`api/admin/articles/${id}/review`, input, languageHeader(locale));
  return data;
}
