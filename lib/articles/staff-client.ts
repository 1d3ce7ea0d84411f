import { http } from '../http-client';
import type { Locale } from '../i18n';
import { publishSchema, type AdminArticleSaveInput, type PublishInput } from './staff-schema';
import { articleDraftSchema, articleSubmitSchema, type ArticleInput } from './schema';
import { validate } from '../http/field-errors';
import type { AdminArticleView } from './staff-views';

/**
 * The browser's side of the console's article API (/api/admin/articles),
 * loaded on demand by the console's article pages, so axios and zod stay out
 * of their first load. Inputs are checked with the schemas the API uses;
 * answers come in the page's language.
 */

export { validate };
export const schemas = { draft: articleDraftSchema, submit: articleSubmitSchema, publish: publishSchema };

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

/**
 * Saves an article's fields (it keeps its state) with the `version` the editor
 * has (a 409 with `fields.version` when someone saved it since); creates a
 * draft when it has no id yet.
 */
export async function saveAdminArticle(id: number | null, input: ArticleInput | AdminArticleSaveInput, locale: Locale): Promise<AdminArticleView> {
  const { instance } = http();
  const { data } =
    id === null
      ? await instance.post<{ article: AdminArticleView }>('api/admin/articles', input, languageHeader(locale))
      : await instance.put<{ article: AdminArticleView }>(`api/admin/articles/${id}`, input, languageHeader(locale));
  return data.article;
}

/** The article as it is saved now (the latest version, after a save was refused as stale). */
export async function loadAdminArticle(id: number, locale: Locale): Promise<AdminArticleView> {
  const { data } = await http().instance.get<{ article: AdminArticleView }>(`api/admin/articles/${id}`, languageHeader(locale));
  return data.article;
}

/** Publishes now, or schedules for a China time still to come (with the `version` the editor has). */
export async function publishAdminArticle(id: number, input: PublishInput, locale: Locale): Promise<AdminArticleView> {
  const { data } = await http().instance.post<{ article: AdminArticleView }>(`api/admin/articles/${id}/publish`, input, languageHeader(locale));
  return data.article;
}

/** Takes a published or scheduled article off the site (back to a draft), unless it was saved since `version` (the list row's). */
export async function unpublishAdminArticle(id: number, locale: Locale, version?: string): Promise<AdminArticleView> {
  const { data } = await http().instance.post<{ article: AdminArticleView }>(`api/admin/articles/${id}/unpublish`, undefined, {
    ...languageHeader(locale),
    params: { version },
  });
  return data.article;
}

/** Deletes an article for good, unless it was saved since `version` (the list row's). */
export async function deleteAdminArticle(id: number, locale: Locale, version?: string): Promise<void> {
  await http().instance.delete(`api/admin/articles/${id}`, { ...languageHeader(locale), params: { version } });
}
