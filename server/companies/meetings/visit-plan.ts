import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { SavedCompanyView, VisitPlanView } from '@/lib/companies/meeting-views';
import type { Executor } from '../../db';
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
export const withoutOrder = <T extends SavedCompanyView>({ id, name, logo, booth, showId }: T & { hallOrder: number }): T => ({ id, name, logo, booth, ...(showId === undefined ? {} : { showId }) }) as T;

const numeric = new Intl.Collator('zh-CN', { numeric: true });

/**
 * The companies (public ones, in the order given) with their booth at the show — or, without a show (the
 * account's list), at the soonest published show not over where they have one (null: none there), with its id.
 */
export async function savedCompanyViews(
  db: Executor,
  ids: readonly number[],
  showId: number | null,
  locale: string,
  now = new Date(),
): Promise<(SavedCompanyView & { hallOrder: number })[]> {
  if (ids.length === 0) return [];
  // A booth at the show asked for, or at any published show not over.
  const boothHere =
    showId === null
      ? and(eq(booths.companyId, companies.id), sql`exists (select 1 from ${activities} where ${activities.id} = ${booths.showId} and ${activities.published} and ${activities.endsAt} > ${now})`)
      : and(eq(booths.companyId, companies.id), eq(booths.showId, showId));
  const rows = await db
    .select({
      id: companies.id,
      name: companies.name,
      nameEn: companies.nameEn,
      logo: companies.logo,
      number: booths.number,
      hall: halls.name,
      hallEn: halls.nameEn,
      hallOrder: halls.sortOrder,
      showId: booths.showId,
    })
    .from(companies)
    .leftJoin(booths, boothHere)
    .leftJoin(activities, eq(activities.id, booths.showId))
    .leftJoin(halls, eq(halls.id, booths.hallId))
    .where(and(inArray(companies.id, [...ids]), eq(companies.hidden, false)))
    .orderBy(asc(companies.id), asc(activities.startsAt), asc(activities.id));
  const byId = new Map<number, SavedCompanyView & { hallOrder: number }>();
  for (const row of rows) {
    // Rows come per company with its booths first, soonest show first: the first one is the company's.
    if (byId.has(row.id)) continue;
    byId.set(row.id, {
      id: row.id,
      name: inLanguage(row.name, row.nameEn, locale),
      logo: row.logo,
      booth: row.number !== null && row.hall !== null ? { hall: inLanguage(row.hall, row.hallEn, locale), number: row.number } : null,
      hallOrder: row.hallOrder ?? 0,
      showId: row.number !== null ? row.showId : null,
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
