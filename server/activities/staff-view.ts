import { and, count, eq, inArray } from 'drizzle-orm';
import type { ActivityValues, StaffActivityView } from '@/lib/activities/staff-views';
import { chinaDateTime } from '../kernel/china-time';
import type { ActivityRow } from './queries';
import type { Db } from '../db';
import { registrations } from '../db/schema';
import { attachedExhibitorIds } from './exhibitors';

/** An activity as the console's form and API show it: its values as the form edits them. */

/** A time as the form's datetime-local field takes it: "YYYY-MM-DDTHH:mm", China time. */
export const chinaDateTimeLocal = (date: Date) => chinaDateTime(date).replace(' ', 'T');

/** The form's values of a stored activity, with the exhibitors attached to it. */
export function activityValues(row: ActivityRow, exhibitorIds: number[]): ActivityValues {
  return {
    kind: row.kind,
    showId: row.showId,
    showExhibitors: row.showExhibitors,
    showVisitors: row.showVisitors,
    showAreaSqm: row.showAreaSqm,
    title: row.title,
    titleEn: row.titleEn ?? '',
    summary: row.summary,
    summaryEn: row.summaryEn ?? '',
    description: row.description,
    descriptionEn: row.descriptionEn ?? '',
    cover: row.cover ?? '',
    online: row.online,
    venue: row.venue,
    venueEn: row.venueEn ?? '',
    address: row.address,
    addressEn: row.addressEn ?? '',
    city: row.city,
    cityEn: row.cityEn ?? '',
    lng: row.lng,
    lat: row.lat,
    startsAt: chinaDateTimeLocal(row.startsAt),
    endsAt: chinaDateTimeLocal(row.endsAt),
    capacity: row.capacity,
    perRegistrationLimit: row.perRegistrationLimit,
    registrationOpensAt: chinaDateTimeLocal(row.registrationOpensAt),
    registrationClosesAt: chinaDateTimeLocal(row.registrationClosesAt),
    doorsOpenAt: row.doorsOpenAt ? chinaDateTimeLocal(row.doorsOpenAt) : '',
    onlineUrl: row.onlineUrl ?? '',
    reminderHoursBefore: row.reminderHoursBefore,
    exhibitorIds,
    agenda: row.agenda.map((item) => ({ time: item.time, timeEn: item.timeEn ?? '', title: item.title, titleEn: item.titleEn ?? '' })),
    published: row.published,
  };
}

/** How many registrations each activity has on its waitlist. */
export async function waitlistCounts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ activityId: registrations.activityId, waiting: count() })
    .from(registrations)
    .where(and(inArray(registrations.activityId, ids), eq(registrations.status, 'waitlisted')))
    .groupBy(registrations.activityId);
  return new Map(rows.map((row) => [row.activityId, row.waiting]));
}

export async function staffActivityView(db: Db, row: ActivityRow): Promise<StaffActivityView> {
  const [waiting, exhibitorIds] = await Promise.all([waitlistCounts(db, [row.id]), attachedExhibitorIds(db, row.id)]);
  return {
    id: row.id,
    values: activityValues(row, exhibitorIds),
    seatsTaken: row.seatsTaken,
    waitlisted: waiting.get(row.id) ?? 0,
    updatedLabel: chinaDateTime(row.updatedAt),
    version: row.updatedAt.toISOString(),
  };
}
