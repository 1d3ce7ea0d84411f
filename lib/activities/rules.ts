/**
 * What an activity edited in the staff console may be, shared by the form,
 * the API's schema (lib/activities/staff-schema.ts) and the server. No zod here, so
 * the form can use these limits in the page's first load.
 */

import { chinaDateTimeOf, parseChinaDateTime } from '../china-datetime';

/**
 * The longest text of each of an activity's text fields, in characters, by the
 * field's name in the form and the API: the form's `maxLength` and counters and
 * the schema's "too long" read the same number. An English venue or city may be
 * twice as long as the Chinese one; `onlineUrl` is an online activity's live link.
 */
export const ACTIVITY_TEXT_MAX = {
  title: 100,
  titleEn: 150,
  summary: 300,
  summaryEn: 600,
  venue: 100,
  venueEn: 200,
  address: 200,
  addressEn: 300,
  city: 50,
  cityEn: 100,
  onlineUrl: 500,
} as const;

/** The longest text of each field of an agenda row, by the field's name, as ACTIVITY_TEXT_MAX. */
export const AGENDA_TEXT_MAX = { time: 40, timeEn: 60, title: 100, titleEn: 150 } as const;
/** Rows one agenda may have. */
export const AGENDA_ROWS_MAX = 30;

/** Seats of one activity. */
export const ACTIVITY_CAPACITY_MAX = 100_000;
/** People one registration may bring (the registration form's own limit). */
export const ACTIVITY_PARTY_MAX = 99;

/**
 * What an activity is: a trade show (TMZ; /tmz shows the next one), a forum or
 * summit, a course or workshop, a matchmaking day, a salon, a visit (factory
 * open day). Forums and courses may belong to a show (its programme).
 */
export const ACTIVITY_KINDS = ['show', 'forum', 'course', 'matchmaking', 'salon', 'visit'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The largest show figure staff may enter (exhibitors, visitors, square metres). */
export const SHOW_FIGURE_MAX = 10_000_000;

/** The list's time filter: activities not yet over, those over, or every one. */
export const ACTIVITY_WHEN = ['all', 'upcoming', 'past'] as const;
export type ActivityWhen = (typeof ACTIVITY_WHEN)[number];

/** What staff may set a registration to on /admin/registrations. */
export const STAFF_STATUS_CHANGES = ['cancelled', 'confirmed', 'checked_in'] as const;
export type StaffStatusChange = (typeof STAFF_STATUS_CHANGES)[number];

/** The changes a registration in `status` allows: cancel a seat or a waitlist place, confirm from the waitlist, check in a confirmed one. */
export function allowedStatusChanges(status: 'confirmed' | 'waitlisted' | 'cancelled' | 'checked_in'): readonly StaffStatusChange[] {
  switch (status) {
    case 'confirmed':
      return ['checked_in', 'cancelled'];
    case 'waitlisted':
      return ['confirmed', 'cancelled'];
    default:
      return [];
  }
}

/** Check-in opens this long before an activity starts unless staff set its doors-open time (activities.doors_open_at null). */
export const DOORS_OPEN_DEFAULT_MINUTES = 120;

/** Exhibitor accounts one activity may have attached (the console's picker). */
export const ACTIVITY_EXHIBITORS_MAX = 500;

/** From when exhibitors may check an activity's tickets in: its own doors-open time, else 2 hours before it starts. */
export function doorsOpenAt(activity: { startsAt: Date; doorsOpenAt: Date | null }): Date {
  return activity.doorsOpenAt ?? new Date(activity.startsAt.getTime() - DOORS_OPEN_DEFAULT_MINUTES * 60_000);
}

/** Where `now` falls for check-in: before the doors open, between then and the end, or after the end. */
export type CheckInPhase = 'before' | 'open' | 'ended';

export function checkInPhase(activity: { startsAt: Date; endsAt: Date; doorsOpenAt: Date | null }, now: Date): CheckInPhase {
  if (now.getTime() >= activity.endsAt.getTime()) return 'ended';
  return now.getTime() < doorsOpenAt(activity).getTime() ? 'before' : 'open';
}

/** The default doors-open time of an activity starting at `startsAt` (a China-time datetime-local value), as "YYYY-MM-DD HH:mm"; null while that is not a time. */
export function defaultDoorsOpenLabel(startsAt: string): string | null {
  const start = parseChinaDateTime(startsAt);
  return start ? chinaDateTimeOf(doorsOpenAt({ startsAt: start, doorsOpenAt: null })) : null;
}

/** Reminders to confirmed registrants: the day before by default, at most a week before (0: none). */
export const REMINDER_HOURS_DEFAULT = 24;
export const REMINDER_HOURS_MAX = 168;
