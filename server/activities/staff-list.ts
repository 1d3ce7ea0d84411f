import { and, asc, count, desc, gt, lte, sql, type SQL } from 'drizzle-orm';
import type { StaffActivityQuery } from '@/lib/activities/staff-schema';
import type { StaffActivitiesProps } from '@/lib/activities/staff-views';
import { chinaDateTime } from '../kernel/china-time';
import type { Db } from '../db';
import { containsKeyword } from '../db/like-pattern';
import { activities } from '../db/schema';
import { waitlistCounts } from './staff-view';

/**
 * The console's activity list: published and hidden alike, those not yet over
 * first (the soonest first), then those over (the latest first); filtered by
 * a keyword (title, venue, city) and by whether they are over.
 */

/** How many activities the list shows. */
export const STAFF_ACTIVITIES_SHOWN = 200;

function conditions(filter: StaffActivityQuery, now: Date): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (filter.when === 'upcoming') parts.push(gt(activities.endsAt, now));
  if (filter.when === 'past') parts.push(lte(activities.endsAt, now));
  parts.push(containsKeyword(filter.q, [activities.title, activities.titleEn, activities.venue, activities.city]));
  return and(...parts);
}

export async function staffActivityList(db: Db, filter: StaffActivityQuery, english: boolean, now = new Date()): Promise<StaffActivitiesProps> {
  const where = conditions(filter, now);
  const over = sql`${activities.endsAt} <= ${now}`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(asc(over), sql`case when ${over} then null else ${activities.startsAt} end asc`, desc(activities.startsAt), desc(activities.id))
      .limit(STAFF_ACTIVITIES_SHOWN),
    db.select({ value: count() }).from(activities).where(where),
  ]);
  const waiting = await waitlistCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    filters: { when: filter.when, q: filter.q },
    items: rows.map((row) => ({
      id: row.id,
      title: (english && row.titleEn) || row.title,
      startLabel: chinaDateTime(row.startsAt),
      endLabel: chinaDateTime(row.endsAt),
      ended: row.endsAt <= now,
      online: row.online,
      venue: (english && row.venueEn) || row.venue,
      city: (english && row.cityEn) || row.city,
      seatsTaken: row.seatsTaken,
      capacity: row.capacity,
      waitlisted: waiting.get(row.id) ?? 0,
      published: row.published,
    })),
    total: total?.value ?? 0,
    limit: STAFF_ACTIVITIES_SHOWN,
  };
}
