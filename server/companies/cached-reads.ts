import type { CompanyKind } from '@/lib/companies/rules';
import type { Db } from '../db/client';
import { cached } from '../kernel/cache';
import { visibleCategories, type CategoryRow } from './categories';
import { directoryRegions, listDirectory, newestCertified, type CompanyCardRow, type DirectoryFilters, type DirectoryPage } from './directory';
import { publicCompanyProfile, type CompanyProfileRow } from './profile';

/**
 * The directory's reads through the read cache (server/kernel/cache.ts), shared by the pages and the API. Every
 * write to a company, its categories, products or booths, or to the category list, must `invalidate('companies')`.
 */

export const COMPANY_CACHE_TAGS = ['companies', 'categories', 'activities'] as const;

export const cachedCategories = (db: Db): Promise<CategoryRow[]> => cached('companies:categories', COMPANY_CACHE_TAGS, () => visibleCategories(db));

export const cachedRegions = (db: Db) => cached('companies:regions', COMPANY_CACHE_TAGS, () => directoryRegions(db));

export async function cachedDirectory(db: Db, filters: DirectoryFilters): Promise<{ list: DirectoryPage; categories: CategoryRow[] }> {
  const categories = await cachedCategories(db);
  const list = await cached(`companies:list:${JSON.stringify(filters)}`, COMPANY_CACHE_TAGS, () => listDirectory(db, filters, categories));
  return { list, categories };
}

export const cachedNewestCertified = (db: Db, kind: CompanyKind): Promise<CompanyCardRow[]> =>
  cached(`companies:newest:${kind}`, COMPANY_CACHE_TAGS, () => newestCertified(db, kind));

export const cachedProfile = (db: Db, id: number): Promise<CompanyProfileRow | null> =>
  cached(`companies:profile:${id}`, COMPANY_CACHE_TAGS, () => publicCompanyProfile(db, id));
