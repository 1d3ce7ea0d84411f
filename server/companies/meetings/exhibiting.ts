import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db';
import { activities, booths, companies, halls } from '../../db/schema';

/**
 * Where a company exhibits: its booth at a show that is published and not over, with the hall, and the
 * company's public name. Meetings are booked only with a company that has such a booth (booths.companyId +
 * booths.showId), at that show.
 */

export interface Exhibiting {
  company: { id: number; name: string; nameEn: string | null; logo: string | null };
  show: { id: number; title: string; titleEn: string | null; venue: string; venueEn: string | null; startsAt: Date; endsAt: Date };
  booth: { number: string; hall: string; hallEn: string | null };
}

const columns = {
  companyId: companies.id,
  companyName: companies.name,
  companyNameEn: companies.nameEn,
  logo: companies.logo,
  showId: activities.id,
  title: activities.title,
  titleEn: activities.titleEn,
  venue: activities.venue,
  venueEn: activities.venueEn,
  startsAt: activities.startsAt,
  endsAt: activities.endsAt,
  number: booths.number,
  hall: halls.name,
  hallEn: halls.nameEn,
};

/**
 * The company's booth at `showId` (or, without one, at its soonest show), when the show is published and not
 * over and the company is public; null otherwise.
 */
export async function exhibitingAt(db: Executor, companyId: number, showId: number | null, now = new Date()): Promise<Exhibiting | null> {
  const [row] = await db
    .select(columns)
    .from(booths)
    .innerJoin(halls, eq(halls.id, booths.hallId))
    .innerJoin(activities, eq(activities.id, booths.showId))
    .innerJoin(companies, eq(companies.id, booths.companyId))
    .where(
      and(
        eq(booths.companyId, companyId),
        showId === null ? undefined : eq(booths.showId, showId),
        eq(activities.published, true),
        gt(activities.endsAt, now),
        eq(companies.hidden, false),
      ),
    )
    .orderBy(asc(activities.startsAt), asc(activities.id))
    .limit(1);
  if (!row) return null;
  return {
    company: { id: row.companyId, name: row.companyName, nameEn: row.companyNameEn, logo: row.logo },
    show: { id: row.showId, title: row.title, titleEn: row.titleEn, venue: row.venue, venueEn: row.venueEn, startsAt: row.startsAt, endsAt: row.endsAt },
    booth: { number: row.number, hall: row.hall, hallEn: row.hallEn },
  };
}

/** The booth of a company at a show (whatever the show's state), for lists of meetings. */
export async function boothAt(db: Executor, companyId: number, showId: number): Promise<Exhibiting['booth'] | null> {
  const [row] = await db
    .select({ number: booths.number, hall: halls.name, hallEn: halls.nameEn })
    .from(booths)
    .innerJoin(halls, eq(halls.id, booths.hallId))
    .where(and(eq(booths.companyId, companyId), eq(booths.showId, showId)))
    .limit(1);
  return row ?? null;
}
