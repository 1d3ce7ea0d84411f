import { cached } from '../kernel/cache';
import { upcomingActivities, type ActivityRow } from './queries';
import { database } from '../db';

/** Upcoming published activities, soonest first (the home page's "近期活动"). */
export async function cachedUpcomingActivities(): Promise<ActivityRow[]> {
  const { db } = await database();
  return cached('activities:upcoming', ['activities'], () => upcomingActivities(db, 50));
}
