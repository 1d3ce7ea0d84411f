import type { GetServerSidePropsResult } from 'next';
import { activityState } from '@/lib/activity-state';
import { cached } from '../cache';
import { upcomingActivities } from '../content/activities';
import { database } from '../db';

export interface FeaturedActivityProps extends Record<string, unknown> {
  /** The activity the "events and registration" calls to action open: the soonest open for registration, else the soonest. */
  featuredActivityId: number | null;
}

export async function loadFeaturedActivity(): Promise<GetServerSidePropsResult<FeaturedActivityProps>> {
  const { db } = await database();
  const upcoming = await cached('activities:upcoming', ['activities'], () => upcomingActivities(db, 50));
  const featured = upcoming.find((a) => activityState(a) === 'open') ?? upcoming[0];
  return { props: { featuredActivityId: featured?.id ?? null } };
}
