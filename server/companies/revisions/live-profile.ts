import { asc, eq } from 'drizzle-orm';
import type { CompanyProfile } from '@/lib/companies/profile-schema';
import type { Executor } from '../../db';
import { companies, companyCategories, companyProducts } from '../../db/schema';

/**
 * A company's live public profile in the shape a proposal has (lib/companies/profile-schema.ts): what the
 * editor starts from and what staff compare a change with. Nothing else of the company (its code, its
 * certification) is in it.
 */

export type CompanyRow = typeof companies.$inferSelect;

export function profileOfRow(row: CompanyRow, categoryIds: number[], products: (typeof companyProducts.$inferSelect)[]): CompanyProfile {
  return {
    nameEn: row.nameEn ?? '',
    logo: row.logo ?? '',
    summary: row.summary,
    summaryEn: row.summaryEn ?? '',
    introduction: row.introduction,
    introductionEn: row.introductionEn ?? '',
    province: row.province,
    city: row.city,
    foundedYear: row.foundedYear,
    sizeBand: (row.sizeBand as CompanyProfile['sizeBand']) ?? null,
    website: row.website ?? '',
    contactChannel: (row.contactChannel as CompanyProfile['contactChannel']) ?? null,
    contactValue: row.contactValue ?? '',
    categoryIds,
    capacity: row.capacity,
    processes: [...row.processes],
    services: [...row.services],
    products: products.map((product) => ({
      name: product.name,
      nameEn: product.nameEn ?? '',
      picture: product.picture ?? '',
      summary: product.summary,
      summaryEn: product.summaryEn ?? '',
      categoryId: product.categoryId,
    })),
  };
}

/** The company's row and its live profile; null when there is no such company. */
export async function liveProfile(db: Executor, companyId: number, lock = false): Promise<{ row: CompanyRow; profile: CompanyProfile } | null> {
  const query = db.select().from(companies).where(eq(companies.id, companyId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const [categories, products] = await Promise.all([
    db.select({ id: companyCategories.categoryId }).from(companyCategories).where(eq(companyCategories.companyId, companyId)).orderBy(asc(companyCategories.categoryId)),
    db.select().from(companyProducts).where(eq(companyProducts.companyId, companyId)).orderBy(asc(companyProducts.sortOrder), asc(companyProducts.id)),
  ]);
  return { row, profile: profileOfRow(row, categories.map((category) => category.id), products) };
}
