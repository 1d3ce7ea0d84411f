import { eq } from 'drizzle-orm';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { getAnyActivity, type ActivityRow } from './queries';
import type { Db } from '../db/client';
import { registrations } from '../db/schema';

/**
 * The calendar file's UID of an activity: the same for the whole life of the activity, whatever address
 * the site is reached at (its id and the moment it was created, so an activity made after a database
 * was started afresh under a reused id is another event), so importing the file again updates the event
 * people have instead of adding a second one.
 */
export function activityCalendarUid(activity: Pick<ActivityRow, 'id' | 'createdAt'>): string {
  return `activity-${activity.id}-${activity.createdAt.getTime()}@tmz-platform`;
}

/**
 * An iCalendar file (RFC 5545) with the activity as one event, made with ical-generator. Its SEQUENCE is
 * the activity's calendar sequence (raised by saves that move it in time or place, or hide or show it:
 * server/activities/save.ts); `cancelled` (a hidden activity people had registered for) makes it
 * STATUS:CANCELLED, so a calendar that imports it again marks the event off.
 */
export function activityCalendar(
  activity: ActivityRow,
  { siteName, url, cancelled = false }: { siteName: string; url: string; cancelled?: boolean },
): string {
  const calendar = ical({ name: siteName, method: ICalCalendarMethod.PUBLISH, prodId: { company: siteName, product: 'activities', language: 'ZH' } });
  calendar.createEvent({
    id: activityCalendarUid(activity),
    sequence: activity.calendarSequence,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: activity.startsAt,
    end: activity.endsAt,
    lastModified: activity.updatedAt,
    summary: activity.title,
    description: activity.summary,
    // Online: no place to go to (the page, at `url`, says how to join); the site's one word for it.
    location: activity.online ? '线上活动' : [activity.venue, activity.address].filter(Boolean).join('，'),
    url,
    ...(!activity.online && activity.lat != null && activity.lng != null
      ? { location: { title: activity.venue, address: activity.address, geo: { lat: activity.lat, lon: activity.lng } } }
      : {}),
  });
  return calendar.toString();
}

/**
 * The activity a calendar file is served for: a published one; or a hidden one that people registered
 * for (it may be in their calendars), as cancelled. A hidden activity nobody registered for is not
 * served (null), like its page.
 */
export async function calendarActivity(db: Db, id: number): Promise<{ activity: ActivityRow; cancelled: boolean } | null> {
  const activity = await getAnyActivity(db, id);
  if (!activity) return null;
  if (activity.published) return { activity, cancelled: false };
  const [registered] = await db.select({ id: registrations.id }).from(registrations).where(eq(registrations.activityId, id)).limit(1);
  return registered ? { activity, cancelled: true } : null;
}
