/** The console catalogue's API client (its own chunk, with axios and the schemas), loaded when a page first needs it. */
export function loadCatalogueClient() {
  return import('@/lib/catalogue/client');
}

export type CatalogueClient = Awaited<ReturnType<typeof loadCatalogueClient>>;
