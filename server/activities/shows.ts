import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { ShowChoiceView } from '@/lib/activities/staff-views';
import { chinaDay } from '../kernel/china-time';
import type { ActivityRow } from './queries';
import type { Db, Executor } from '../db';
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

/** Every show, published or hidden, latest first: the console's "belongs to show" choices. */
export async function showChoices(db: Db): Promise<ShowChoiceView[]> {
  const rows = await db
    .select({ id: activities.id, title: activities.title, startsAt: activities.startsAt })
    .from(activities)
    .where(eq(activities.kind, 'show'))
    .orderBy(desc(activities.startsAt), desc(activities.id));
  return rows.map((row) => ({ id: row.id, title: row.title, startDay: chinaDay(row.startsAt) }));
}

/** Whether `showId` names a show other than `selfId`: an activity may belong only to one. */
export async function isShow(db: Executor, showId: number, selfId: number | null): Promise<boolean> {
  if (showId === selfId) return false;
  const [row] = await db.select({ kind: activities.kind }).from(activities).where(eq(activities.id, showId)).limit(1);
  return row?.kind === 'show';
}
