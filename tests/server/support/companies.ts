import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db';
import { booths, companies, companyCategories, companyProducts, halls, productCategories } from '@/server/db/schema';

/**
 * Small builders of companies for the directory's tests: a category (top or child), a company with its
 * categories and products (its search text filled again after they are added, as the migration asks), a hall
 * and a booth at a show.
 */

let made = 0;

export async function buildCategory(db: Db, name: string, overrides: Partial<typeof productCategories.$inferInsert> = {}) {
  const [row] = await db.insert(productCategories).values({ name, ...overrides }).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export interface CompanyExtras {
  categories?: number[];
  products?: Partial<typeof companyProducts.$inferInsert>[];
}

export async function buildCompany(db: Db, overrides: Partial<typeof companies.$inferInsert> = {}, { categories = [], products = [] }: CompanyExtras = {}) {
  made += 1;
  const [row] = await db
    .insert(companies)
    .values({ name: `测试企业${made}`, kinds: ['brand'], province: '广东', city: '深圳', uscc: `91440300MA5${String(made).padStart(7, '0')}`, ...overrides })
    .returning();
  if (!row) throw new Error('insert returned no row');
  if (categories.length > 0) await db.insert(companyCategories).values(categories.map((categoryId) => ({ companyId: row.id, categoryId })));
  if (products.length > 0) {
    await db.insert(companyProducts).values(products.map((product, index) => ({ name: `产品${index + 1}`, sortOrder: index, ...product, companyId: row.id })));
  }
  if (categories.length > 0 || products.length > 0) await db.update(companies).set({ searchText: '' }).where(eq(companies.id, row.id));
  return row;
}

export async function buildBooth(db: Db, { showId, companyId, hall = '1号馆', number = 'A01' }: { showId: number; companyId: number; hall?: string; number?: string }) {
  const [hallRow] = await db.insert(halls).values({ showId, name: hall, widthM: 100, depthM: 60 }).onConflictDoNothing().returning();
  const hallId = hallRow?.id ?? (await db.select({ id: halls.id }).from(halls).where(eq(halls.name, hall)))[0]!.id;
  const [row] = await db.insert(booths).values({ hallId, showId, number, x: 0, y: 0, widthM: 3, depthM: 3, companyId }).returning();
  return row!;
}
