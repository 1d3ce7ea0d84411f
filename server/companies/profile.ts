import { and, asc, eq, type InferSelectModel } from 'drizzle-orm';
import { COMPANY_PRODUCTS_MAX } from '@/lib/companies/rules';
import type { Db } from '../db/client';
import { activities, booths, companies, companyProducts, halls } from '../db/schema';
import { categoryIdsOf, publicCompanyColumns, type CompanyCardRow } from './directory';

/**
 * A public company's profile (/companies/[id], GET /api/companies/[id]): its public fields, categories, products
 * (in its order, COMPANY_PRODUCTS_MAX at most) and the published shows where it has a booth, with hall and booth,
 * soonest first. Null for an unknown or hidden company. The USCC and the certification's own record are not read.
 */

export type CompanyProductRow = Pick<InferSelectModel<typeof companyProducts>, 'id' | 'name' | 'nameEn' | 'picture' | 'summary' | 'summaryEn' | 'categoryId'>;

export interface CompanyShowRow {
  showId: number;
  title: string;
  titleEn: string | null;
  startsAt: Date;
  endsAt: Date;
  hall: string;
  hallEn: string | null;
  booth: string;
}

export interface CompanyProfileRow extends CompanyCardRow {
  introduction: string;
  introductionEn: string | null;
  foundedYear: number | null;
  sizeBand: string | null;
  website: string | null;
  contactChannel: string | null;
  contactValue: string | null;
  capacity: string;
  processes: string[];
  services: string[];
  products: CompanyProductRow[];
  shows: CompanyShowRow[];
}

export async function publicCompanyProfile(db: Db, id: number): Promise<CompanyProfileRow | null> {
  const [row] = await db
    .select({
      ...publicCompanyColumns,
      introduction: companies.introduction,
      introductionEn: companies.introductionEn,
      foundedYear: companies.foundedYear,
      sizeBand: companies.sizeBand,
      website: companies.website,
      contactChannel: companies.contactChannel,
      contactValue: companies.contactValue,
      capacity: companies.capacity,
      processes: companies.processes,
      services: companies.services,
    })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.hidden, false)))
    .limit(1);
  if (!row) return null;
  const [categoryIds, products, shows] = await Promise.all([
    categoryIdsOf(db, [id]),
    db
      .select({
        id: companyProducts.id,
        name: companyProducts.name,
        nameEn: companyProducts.nameEn,
        picture: companyProducts.picture,
        summary: companyProducts.summary,
        summaryEn: companyProducts.summaryEn,
        categoryId: companyProducts.categoryId,
      })
      .from(companyProducts)
      .where(eq(companyProducts.companyId, id))
      .orderBy(asc(companyProducts.sortOrder), asc(companyProducts.id))
      .limit(COMPANY_PRODUCTS_MAX),
    db
      .select({
        showId: activities.id,
        title: activities.title,
        titleEn: activities.titleEn,
        startsAt: activities.startsAt,
        endsAt: activities.endsAt,
        hall: halls.name,
        hallEn: halls.nameEn,
        booth: booths.number,
      })
      .from(booths)
      .innerJoin(halls, eq(halls.id, booths.hallId))
      .innerJoin(activities, eq(activities.id, booths.showId))
      .where(and(eq(booths.companyId, id), eq(activities.published, true)))
      .orderBy(asc(activities.startsAt), asc(activities.id)),
  ]);
  return {
    ...row,
    processes: Array.isArray(row.processes) ? row.processes : [],
    services: Array.isArray(row.services) ? row.services : [],
    categoryIds: categoryIds.get(id) ?? [],
    products,
    shows,
  };
}
