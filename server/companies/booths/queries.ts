import { and, asc, count, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import { compareBoothNumbers } from '@/lib/companies/booth-rules';
import type { CompanyBoothView, ExhibitorRowView, HallPlanView, PlanBoothView } from '@/lib/companies/floor-views';
import type { ApiLocale } from '../../http/errors';
import type { Executor } from '../../db';
import { activities, booths, companies, companyCategories, halls } from '../../db/schema';
import type { CategoryRow } from '../categories';

/**
 * A show's halls, booths and exhibitors as the public sees them: hidden companies are not exhibitors (their
 * booths are drawn vacant), names are in the page's language, booths in number order.
 */

export type HallRow = typeof halls.$inferSelect;
export type BoothRow = typeof booths.$inferSelect;

const inLanguage = (zh: string, en: string | null, locale: ApiLocale) => (locale === 'en' && en ? en : zh);

/** The show's halls in the staff's order. */
export function hallsOfShow(db: Executor, showId: number): Promise<HallRow[]> {
  return db.select().from(halls).where(eq(halls.showId, showId)).orderBy(asc(halls.sortOrder), asc(halls.id));
}

/** Every booth of the show with its company, when that company is public. */
export async function publicBooths(db: Executor, showId: number) {
  return db
    .select({
      booth: booths,
      company: { id: companies.id, name: companies.name, nameEn: companies.nameEn, logo: companies.logo, hidden: companies.hidden },
    })
    .from(booths)
    .leftJoin(companies, eq(companies.id, booths.companyId))
    .where(eq(booths.showId, showId));
}

/** What the public pages of a show's exhibitors need: its halls with their plans and the exhibitor rows. */
export interface ShowFloor {
  halls: HallPlanView[];
  exhibitors: (ExhibitorRowView & { categoryIds: number[] })[];
}

/** The show's floor in a language: each hall's plan and every public exhibitor, by booth number. */
export async function showFloor(db: Executor, showId: number, locale: ApiLocale, categories: readonly CategoryRow[]): Promise<ShowFloor> {
  const [hallRows, boothRows] = await Promise.all([hallsOfShow(db, showId), publicBooths(db, showId)]);
  const exhibiting = boothRows.flatMap(({ booth, company }) => (company && !company.hidden ? [{ booth, company }] : []));
  const companyIds = exhibiting.map(({ company }) => company.id);
  const links = companyIds.length === 0 ? [] : await db.select().from(companyCategories).where(inArray(companyCategories.companyId, companyIds));
  const categoryById = new Map(categories.map((row) => [row.id, row]));
  const hallName = new Map(hallRows.map((hall) => [hall.id, inLanguage(hall.name, hall.nameEn, locale)]));

  const plans: HallPlanView[] = hallRows.map((hall) => ({
    id: hall.id,
    name: hallName.get(hall.id) ?? hall.name,
    widthM: hall.widthM,
    depthM: hall.depthM,
    booths: boothRows
      .filter(({ booth }) => booth.hallId === hall.id)
      .sort((a, b) => compareBoothNumbers(a.booth.number, b.booth.number))
      .map(({ booth, company }): PlanBoothView => {
        const shown = company && !company.hidden ? company : null;
        return {
          id: booth.id,
          number: booth.number,
          x: booth.x,
          y: booth.y,
          widthM: booth.widthM,
          depthM: booth.depthM,
          companyId: shown?.id ?? null,
          companyName: shown ? inLanguage(shown.name, shown.nameEn, locale) : null,
        };
      }),
  }));

  const exhibitors = exhibiting
    .map(({ booth, company }) => {
      const categoryIds = links.filter((link) => link.companyId === company.id).map((link) => link.categoryId);
      const named = categoryIds.flatMap((id) => {
        const row = categoryById.get(id);
        return row ? [{ id: row.id, name: inLanguage(row.name, row.nameEn, locale) }] : [];
      });
      return {
        companyId: company.id,
        name: inLanguage(company.name, company.nameEn, locale),
        logo: company.logo,
        hallId: booth.hallId,
        hallName: hallName.get(booth.hallId) ?? '',
        boothId: booth.id,
        boothNumber: booth.number,
        categories: named,
        categoryIds: named.map((category) => category.id),
      };
    })
    .sort((a, b) => compareBoothNumbers(a.boothNumber, b.boothNumber));
  return { halls: plans, exhibitors };
}

/** How many public companies have a booth at the show: the show page's exhibitor count. */
export async function exhibitorCount(db: Executor, showId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(booths)
    .innerJoin(companies, eq(companies.id, booths.companyId))
    .where(and(eq(booths.showId, showId), isNotNull(booths.companyId), eq(companies.hidden, false)));
  return row?.n ?? 0;
}

/** The company's booths at published shows not yet over, soonest first: the exhibitor centre's "my booth". */
export async function boothsOfCompany(db: Executor, companyId: number, locale: ApiLocale, now = new Date()): Promise<CompanyBoothView[]> {
  const rows = await db
    .select({ number: booths.number, hall: halls.name, hallEn: halls.nameEn, showId: activities.id, title: activities.title, titleEn: activities.titleEn, startsAt: activities.startsAt })
    .from(booths)
    .innerJoin(halls, eq(halls.id, booths.hallId))
    .innerJoin(activities, eq(activities.id, booths.showId))
    .where(and(eq(booths.companyId, companyId), eq(activities.published, true), gt(activities.endsAt, now)))
    .orderBy(asc(activities.startsAt), asc(activities.id));
  return rows.map((row) => ({
    showId: row.showId,
    showTitle: inLanguage(row.title, row.titleEn, locale),
    startsAt: row.startsAt.toISOString(),
    hallName: inLanguage(row.hall, row.hallEn, locale),
    boothNumber: row.number,
  }));
}
