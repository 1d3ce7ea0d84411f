import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { SavedCompanyView, VisitPlanView } from '@/lib/companies/meeting-views';
import type { Executor } from '../../audit/record';
import { chinaDay } from '../../kernel/china-time';
import { activities, booths, companies, halls } from '../../db/schema';
import { inLanguage } from './facts';

/**
 * Saved exhibitors as lists and as a visit plan: each company with its booth at a show (the one asked for,
 * else the next show with booths), the plan listing those with a booth there in hall order (the halls' own
 * order, then name) and then booth number (numbers compared as people read them: A9 before A10).
 */

const showColumns = { id: activities.id, title: activities.title, titleEn: activities.titleEn, venue: activities.venue, venueEn: activities.venueEn, startsAt: activities.startsAt };

/** The soonest published show not over that has booths. */
export async function nextShowWithBooths(db: Executor, now = new Date()) {
  const [row] = await db
    .selectDistinct(showColumns)
    .from(activities)
    .innerJoin(booths, eq(booths.showId, activities.id))
    .where(and(eq(activities.published, true), gt(activities.endsAt, now)))
    .orderBy(asc(activities.startsAt), asc(activities.id))
    .limit(1);
  return row ?? null;
}

/** The show a plan is for: the one asked for when it is published, else the next one with booths. */
async function planShow(db: Executor, showId: number | undefined, now: Date) {
  if (showId === undefined) return nextShowWithBooths(db, now);
  const [row] = await db.select(showColumns).from(activities).where(and(eq(activities.id, showId), eq(activities.published, true)));
  return row ?? null;
}

/** A company view without the hall's order it was sorted by. */
export const withoutOrder = <T extends SavedCompanyView>({ id, name, logo, booth }: T & { hallOrder: number }): T => ({ id, name, logo, booth }) as T;

const numeric = new Intl.Collator('zh-CN', { numeric: true });

/** The companies (public ones, in the order given) with their booth at the show (null: none there). */
export async function savedCompanyViews(db: Executor, ids: readonly number[], showId: number | null, locale: string): Promise<(SavedCompanyView & { hallOrder: number })[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companies.id, name: companies.name, nameEn: companies.nameEn, logo: companies.logo, number: booths.number, hall: halls.name, hallEn: halls.nameEn, hallOrder: halls.sortOrder })
    .from(companies)
    .leftJoin(booths, and(eq(booths.companyId, companies.id), showId === null ? undefined : eq(booths.showId, showId)))
    .leftJoin(halls, eq(halls.id, booths.hallId))
    .where(and(inArray(companies.id, [...ids]), eq(companies.hidden, false)));
  const byId = new Map<number, SavedCompanyView & { hallOrder: number }>();
  for (const row of rows) {
    if (byId.has(row.id) && showId === null) continue;
    byId.set(row.id, {
      id: row.id,
      name: inLanguage(row.name, row.nameEn, locale),
      logo: row.logo,
      booth: showId !== null && row.number !== null && row.hall !== null ? { hall: inLanguage(row.hall, row.hallEn, locale), number: row.number } : null,
      hallOrder: row.hallOrder ?? 0,
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function visitPlan(db: Executor, ids: readonly number[], showId: number | undefined, locale: string, now = new Date()): Promise<VisitPlanView> {
  const show = await planShow(db, showId, now);
  if (!show) return { show: null, stops: [], elsewhere: ids.length };
  const companiesAt = await savedCompanyViews(db, ids, show.id, locale);
  const stops = companiesAt
    .filter((company): company is SavedCompanyView & { hallOrder: number; booth: NonNullable<SavedCompanyView['booth']> } => company.booth !== null)
    .sort((a, b) => a.hallOrder - b.hallOrder || numeric.compare(a.booth.hall, b.booth.hall) || numeric.compare(a.booth.number, b.booth.number))
    .map(withoutOrder);
  return {
    show: { id: show.id, title: inLanguage(show.title, show.titleEn, locale), dateLabel: chinaDay(show.startsAt), venue: inLanguage(show.venue, show.venueEn, locale) },
    stops,
    elsewhere: companiesAt.length - stops.length,
  };
}
