import { z } from 'zod';
import { recordVersion } from '../http/record-version';

/**
 * Staff edit the shared two-level category list in the console (/admin/categories, server/companies/
 * category-admin.ts): add a top category or a sub-category, rename one (zh and en), move it among its
 * siblings, hide it from the public or show it again. The schemas the API and the page's forms share,
 * and the views they exchange. Messages are keys of the `admin-categories` namespace.
 */

const message = (key: string) => `admin-categories:errors.${key}`;

/** Lengths of a category's names, in characters (code points). */
export const CATEGORY_NAME_MAX = 20;
export const CATEGORY_NAME_EN_MAX = 60;

const characters = (value: string) => Array.from(value).length;
/** No line breaks, tabs or other control characters in a name (it is one short line everywhere it shows). */
const ONE_LINE = /^[^\p{Cc}\p{Cf}\u2028\u2029]*$/u;

const name = z
  .string({ error: message('nameRequired') })
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, message('nameRequired'))
  .refine((value) => characters(value) <= CATEGORY_NAME_MAX, message('nameTooLong'))
  .refine((value) => ONE_LINE.test(value), message('nameInvalid'));

const nameEn = z
  .string({ error: message('nameEnInvalid') })
  .nullish()
  .transform((value) => (value ?? '').trim())
  .refine((value) => characters(value) <= CATEGORY_NAME_EN_MAX, message('nameEnTooLong'))
  .refine((value) => ONE_LINE.test(value), message('nameEnInvalid'));

/** A category's names: the Chinese one required, the English one optional ('' when none). */
export const categoryNamesSchema = z.object({ name, nameEn });
export type CategoryNamesInput = z.input<typeof categoryNamesSchema>;

/** POST /api/admin/categories: a new category at the end of its level; `parentId` names a top category for a sub-category. */
export const newCategorySchema = categoryNamesSchema.extend({
  parentId: z
    .number({ error: message('parent') })
    .int(message('parent'))
    .positive(message('parent'))
    .max(2_147_483_647, message('parent'))
    .nullish()
    .transform((value) => value ?? null),
});
export type NewCategoryInput = z.input<typeof newCategorySchema>;

/** PUT /api/admin/categories/{id}: new names, with the version the form was opened with. */
export const renameCategorySchema = categoryNamesSchema.extend({ version: recordVersion });
export type RenameCategoryInput = z.input<typeof renameCategorySchema>;

export const CATEGORY_MOVES = ['up', 'down'] as const;
export type CategoryMove = (typeof CATEGORY_MOVES)[number];

/** POST …/{id}/move: one place up or down among its siblings. */
export const moveCategorySchema = z.object({ direction: z.enum(CATEGORY_MOVES, { error: message('direction') }) });

/** POST …/{id}/hide: hidden from the public (a hidden top category hides its sub-categories), or shown again. */
export const hideCategorySchema = z.object({ hidden: z.boolean({ error: message('hidden') }) });

/** One category as the console lists it. */
export interface StaffCategoryRow {
  id: number;
  parentId: number | null;
  name: string;
  nameEn: string;
  hidden: boolean;
  /** Companies that name it as a main category (a top category: it or any of its sub-categories, each company once). */
  companies: number;
  /** Its updatedAt (ISO): the rename form's version. */
  version: string;
}

/** A top category with its sub-categories, in the staff's order. */
export interface StaffCategoryGroup extends StaffCategoryRow {
  children: StaffCategoryRow[];
}

/** Every answer of the API: the whole list as it is now, and the category the request was about (a move: whether it moved). */
export interface CategoryListAnswer {
  groups: StaffCategoryGroup[];
  item: StaffCategoryRow;
  moved?: boolean;
}

export interface StaffCategoriesProps extends Record<string, unknown> {
  groups: StaffCategoryGroup[];
}
