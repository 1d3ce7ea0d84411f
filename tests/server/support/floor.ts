import type { Db } from '@/server/db';
import { booths, companies, companyCategories, halls, productCategories } from '@/server/db/schema';

/** Builders of a show's floor for tests: companies, categories, halls and booths with sensible defaults. */

export async function insertCompany(db: Db, name: string, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const [row] = await db.insert(companies).values({ name, ...overrides }).returning();
  if (!row) throw new Error('insert returned no company');
  return row;
}

export async function insertCategory(db: Db, name: string, parentId: number | null = null, nameEn: string | null = null) {
  const [row] = await db.insert(productCategories).values({ name, parentId, nameEn }).returning();
  if (!row) throw new Error('insert returned no category');
  return row;
}

export async function tagCompany(db: Db, companyId: number, ...categoryIds: number[]) {
  await db.insert(companyCategories).values(categoryIds.map((categoryId) => ({ companyId, categoryId })));
}

export async function insertHall(db: Db, showId: number, overrides: Partial<typeof halls.$inferInsert> = {}) {
  const [row] = await db
    .insert(halls)
    .values({ showId, name: '1号馆', widthM: 60, depthM: 40, ...overrides })
    .returning();
  if (!row) throw new Error('insert returned no hall');
  return row;
}

export async function insertBooth(db: Db, hall: { id: number; showId: number }, number: string, at: { x: number; y: number; widthM?: number; depthM?: number }, companyId: number | null = null) {
  const [row] = await db
    .insert(booths)
    .values({ hallId: hall.id, showId: hall.showId, number, x: at.x, y: at.y, widthM: at.widthM ?? 3, depthM: at.depthM ?? 3, companyId })
    .returning();
  if (!row) throw new Error('insert returned no booth');
  return row;
}
