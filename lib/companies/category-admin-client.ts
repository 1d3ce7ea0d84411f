import { http } from '../http-client';
import type { Locale } from '../i18n';
import { validate } from '../http/field-errors';
import {
  categoryNamesSchema,
  type CategoryListAnswer,
  type CategoryMove,
  type NewCategoryInput,
  type RenameCategoryInput,
} from './category-admin';

/**
 * The browser's side of /api/admin/categories, loaded when the console's category page first sends something
 * (axios and zod stay out of its first load). Names are checked with the API's schema first; every answer is
 * the whole list as it is now. Failures throw what the request threw: read them with readApiError.
 */

export { validate, categoryNamesSchema };

const languageHeader = (locale: Locale) => ({ headers: { 'Accept-Language': locale === 'en' ? 'en' : 'zh-CN' } });

export async function createCategory(input: NewCategoryInput, locale: Locale): Promise<CategoryListAnswer> {
  return (await http().instance.post<CategoryListAnswer>('api/admin/categories', input, languageHeader(locale))).data;
}

export async function renameCategory(id: number, input: RenameCategoryInput, locale: Locale): Promise<CategoryListAnswer> {
  return (await http().instance.put<CategoryListAnswer>(`api/admin/categories/${id}`, input, languageHeader(locale))).data;
}

export async function moveCategory(id: number, direction: CategoryMove, locale: Locale): Promise<CategoryListAnswer> {
  return (await http().instance.post<CategoryListAnswer>(`api/admin/categories/${id}/move`, { direction }, languageHeader(locale))).data;
}

export async function hideCategory(id: number, hidden: boolean, locale: Locale): Promise<CategoryListAnswer> {
  return (await http().instance.post<CategoryListAnswer>(`api/admin/categories/${id}/hide`, { hidden }, languageHeader(locale))).data;
}

/** The whole list as it is now (after a rename was refused as stale: the names saved since). */
export async function loadCategories(locale: Locale): Promise<CategoryListAnswer['groups']> {
  return (await http().instance.get<{ groups: CategoryListAnswer['groups'] }>('api/admin/categories', languageHeader(locale))).data.groups;
}
