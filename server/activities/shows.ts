import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { ActivityRow } from '../content/activities';
import type { Db } from '../db';
import { activities } from '../db/schema';

/**
 * Shows (activities of kind `show`) for /tmz: the next one, else the last one
 * (its recap), and the programme attached to a show (forums, courses… whose
 * show_id is the show's).
 */

/** The next show: published, kind show, not yet over, the soonest (one under way counts). */
export async function nextShow(db: Db, now = new Date()): Promise<ActivityRow | null> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.published, true), eq(activities.kind, 'show'), gt(activities.endsAt, now)))
    .orderBy(asc(activities.startsAt), asc(activities.id))
    .limit(1);
  return row ?? null;
}

/** The last show that is over: /tmz's recap when no show is coming. */
export async function lastShow(db: Db, now = new Date()): Promise<ActivityRow | null> {
  const [row] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.published, true), eq(activities.kind, 'show'), lte(activities.endsAt, now)))
    .orderBy(desc(activities.startsAt), desc(activities.id))
    .limit(1);
  return row ?? null;
}

/** A show's programme: the published activities attached to it, in time order. */
export async function showProgramme(db: Db, showId: number): Promise<ActivityRow[]> {
  return db
    .select()
    .from(activities)
    .where(and(eq(activities.published, true), eq(activities.showId, showId)))
    .orderBy(asc(activities.startsAt), asc(activities.id));
}
