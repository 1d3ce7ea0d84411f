import type { GetServerSidePropsResult } from 'next';
import { activityState } from '@/lib/activity-state';
import { cached } from '../cache';
import { upcomingActivities, type ActivityRow } from '../content/activities';
import { database } from '../db';

export interface FeaturedActivityProps extends Record<string, unknown> {
  /** The activity the "events and registration" calls to action open: the soonest open for registration, else the soonest. */
  featuredActivityId: number | null;
}

/** Upcoming published activities, soonest first (shared by the home page and /tmz). */
export async function cachedUpcomingActivities(): Promise<ActivityRow[]> {
  const { db } = await database();
  return cached('activities:upcoming', ['activities'], () => upcomingActivities(db, 50));
}

export function featuredActivityId(upcoming: readonly ActivityRow[], now = new Date()): number | null {
  const featured = upcoming.find((a) => activityState(a, now) === 'open') ?? upcoming[0];
  return featured?.id ?? null;
}

export async function loadFeaturedActivity(): Promise<GetServerSidePropsResult<FeaturedActivityProps>> {
  return { props: { featuredActivityId: featuredActivityId(await cachedUpcomingActivities()) } };
}
