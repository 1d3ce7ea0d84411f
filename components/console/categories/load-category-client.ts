/** The category page's API client (its own chunk, with axios and the schemas), loaded when the page first sends something. */
export function loadCategoryClient() {
  return import('@/lib/companies/category-admin-client');
}
