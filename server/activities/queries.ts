import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { activities } from '../db/schema';

/** Published activities: one by id, and the upcoming ones (home page, lists); and one by id whether published or not, for staff. */

export type ActivityRow = typeof activities.$inferSelect;

export async function getActivity(db: Db, id: number): Promise<ActivityRow | null> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, id), eq(activities.published, true)))
    .limit(1);
  return row ?? null;
}

/** One activity by id, published or hidden: the staff console's. */
export async function getAnyActivity(db: Db, id: number): Promise<ActivityRow | null> {
  const [row] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
  return row ?? null;
}

export async function upcomingActivities(db: Db, limit: number, now = new Date()): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(and(eq(activities.published, true), gt(activities.startsAt, now)))
    .orderBy(asc(activities.startsAt), asc(activities.id))
    .limit(limit);
}
