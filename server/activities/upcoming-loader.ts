import { activityState, type ActivityState } from '@/lib/activities/state';
import { cached } from '../kernel/cache';
import { upcomingActivities, type ActivityRow } from './queries';
import { database } from '../db';

/** Upcoming published activities, soonest first (the home page's "近期活动"). */
export async function cachedUpcomingActivities(): Promise<ActivityRow[]> {
  const { db } = await database();
  return cached('activities:upcoming', ['activities'], () => upcomingActivities(db, 50));
}

/** Where registration stands, in the order the home page lists activities: open ones first, then a waitlist, then not yet open, then closed. */
const STATE_ORDER: Record<ActivityState, number> = { open: 0, full: 1, upcoming: 2, closed: 3, ongoing: 4, past: 5 };

/**
 * The first `count` upcoming activities for the home page's "近期活动": those
 * taking registrations before the ones that are not yet or no longer, each
 * group soonest first (the list comes soonest first).
 */
export function homeActivities(rows: ActivityRow[], count: number, now = new Date()): { row: ActivityRow; state: ActivityState }[] {
  return rows
    .map((row) => ({ row, state: activityState(row, now) }))
    .sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state])
    .slice(0, count);
}
