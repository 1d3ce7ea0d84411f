import { asc, eq } from 'drizzle-orm';
import type { ApiLocale } from '../http/errors';
import type { CategoryGroupView } from '@/lib/companies/category-views';
import type { Executor } from '../db';
import { productCategories } from '../db/schema';

/**
 * The shared two-level product category list (product_categories): read by the directory's filter, the
 * profile, the show's exhibitor list and (later) sourcing requests. Hidden categories are left out of what
 * the public sees; a company that named one keeps it until staff move it.
 */

export type CategoryRow = typeof productCategories.$inferSelect;

/** Every category that is not hidden, in the staff's order (top categories first, then each one's children). */
export async function visibleCategories(db: Executor): Promise<CategoryRow[]> {
  return db
    .select()
    .from(productCategories)
    .where(eq(productCategories.hidden, false))
    .orderBy(asc(productCategories.sortOrder), asc(productCategories.id));
}

const nameIn = (row: CategoryRow, locale: ApiLocale) => (locale === 'en' && row.nameEn ? row.nameEn : row.name);

/**
 * The rows as a tree: top categories in order, each with its visible children in order. A child whose
 * parent is hidden is hidden with it.
 */
export function categoryTree(rows: readonly CategoryRow[], locale: ApiLocale): CategoryGroupView[] {
  const tops = rows.filter((row) => row.parentId === null);
  return tops.map((top) => ({
    id: top.id,
    name: nameIn(top, locale),
    children: rows.filter((row) => row.parentId === top.id).map((child) => ({ id: child.id, name: nameIn(child, locale) })),
  }));
}

/**
 * The ids a category filter matches: a top category stands for itself and all its children; a
 * sub-category for itself. Empty when the id names no visible category.
 */
export function categoryFilterIds(rows: readonly CategoryRow[], id: number): number[] {
  const chosen = rows.find((row) => row.id === id);
  if (!chosen) return [];
  return chosen.parentId === null ? [chosen.id, ...rows.filter((row) => row.parentId === chosen.id).map((row) => row.id)] : [chosen.id];
}
