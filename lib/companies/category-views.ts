/**
 * The shared two-level product category list as pages receive it (server/companies/categories.ts): top
 * categories in their order, each with its sub-categories. Names are already in the page's language.
 */

export interface CategoryView {
  id: number;
  name: string;
}

export interface CategoryGroupView extends CategoryView {
  children: CategoryView[];
}
