import ical from 'ical-generator';
import type { ActivityRow } from './queries';

/** An iCalendar file (RFC 5545) with the activity as one event, made with ical-generator. */
export function activityCalendar(activity: ActivityRow, { siteName, url }: { siteName: string; url: string }): string {
  const calendar = ical({ name: siteName, prodId: { company: siteName, product: 'activities', language: 'ZH' } });
  calendar.createEvent({
    id: `activity-${activity.id}@${new URL(url).host}`,
    start: activity.startsAt,
    end: activity.endsAt,
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
