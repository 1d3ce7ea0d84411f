import { and, asc, count, eq, exists, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AUDIENCE_TYPES } from '@/lib/registrations/rules';
import { emptyChoice } from '@/lib/http/list-query';
import type { Db } from '../../db';
import { containsKeyword } from '../../db/like-pattern';
import { registrationAttendees, registrations } from '../../db/schema';
import { attendeesOf, attendeeStatus, type AttendeeRow } from './attendees';

/** The staff list's filters, from the query string: unknown values are a 400, empty ones mean "all". */
export const staffRegistrationQuery = z.object({
  status: z.enum(['confirmed', 'waitlisted', 'cancelled', 'checked_in']).optional().or(emptyChoice),
  audience: z.enum(AUDIENCE_TYPES).optional().or(emptyChoice),
  q: z.string().trim().max(100).optional().default(''),
});
export type StaffRegistrationQuery = z.output<typeof staffRegistrationQuery>;

/** How many rows the staff list shows (page and JSON); the CSV has them all. */
export const STAFF_ROWS_SHOWN = 500;

/** One attendee of a registration as staff see them: the registrant first. */
export interface StaffAttendeeRow {
  position: number;
  name: string;
  code: string;
  /** Their own contact ('' for the registrant, whose contact is the registration's, and for a companion who gave none). */
  mobile: string;
  email: string;
  status: (typeof registrations.$inferSelect)['status'];
  checkedInAt: Date | null;
}

export type StaffRegistrationRow = typeof registrations.$inferSelect & { attendees: StaffAttendeeRow[] };

function staffAttendee(attendee: AttendeeRow, row: typeof registrations.$inferSelect): StaffAttendeeRow {
  const { position, name, code, mobile, email, checkedInAt } = attendee;
  return { position, name, code, mobile, email, checkedInAt, status: attendeeStatus(attendee, row) };
}

function conditions(db: Db, activityId: number, filter: StaffRegistrationQuery): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(registrations.activityId, activityId)];
  if (filter.status) parts.push(eq(registrations.status, filter.status));
  if (filter.audience) parts.push(eq(registrations.audience, filter.audience));
  const own = containsKeyword(filter.q, [registrations.name, registrations.mobile, registrations.company, registrations.code, registrations.email]);
  // A group is found by any of its attendees' names, codes and contacts too.
  const attendee = containsKeyword(filter.q, [registrationAttendees.name, registrationAttendees.code, registrationAttendees.mobile, registrationAttendees.email]);
  parts.push(
    own && attendee
      ? or(own, exists(db.select({ one: registrationAttendees.id }).from(registrationAttendees).where(and(eq(registrationAttendees.registrationId, registrations.id), attendee))))
      : undefined,
  );
  return and(...parts);
}

/** An activity's registrations matching the filters, in the order they came (at most `limit`; all for the CSV). */
export async function listRegistrations(db: Db, activityId: number, filter: StaffRegistrationQuery, limit?: number): Promise<StaffRegistrationRow[]> {
  const query = db.select().from(registrations).where(conditions(db, activityId, filter)).orderBy(asc(registrations.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  const attendees = await attendeesOf(db, rows.map((row) => row.id));
  return rows.map((row) => ({ ...row, attendees: (attendees.get(row.id) ?? []).map((attendee) => staffAttendee(attendee, row)) }));
}

export async function countRegistrations(db: Db, activityId: number, filter: StaffRegistrationQuery): Promise<number> {
  const [row] = await db.select({ value: count() }).from(registrations).where(conditions(db, activityId, filter));
  return row?.value ?? 0;
}

/** How many registrations an activity has in each status. */
export async function registrationTotals(db: Db, activityId: number) {
  const rows = await db
    .select({ status: registrations.status, rows: count() })
    .from(registrations)
    .where(eq(registrations.activityId, activityId))
    .groupBy(registrations.status);
  const totals = { confirmed: 0, waitlisted: 0, cancelled: 0, checked_in: 0 };
  for (const row of rows) totals[row.status] = row.rows;
  return totals;
}
