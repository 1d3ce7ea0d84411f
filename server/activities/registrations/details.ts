import { and, eq, ne, or } from 'drizzle-orm';
import type { ApiLocale } from '../../http/errors';
import { chinaDateTime } from '../../kernel/china-time';
import type { ActivityRow } from '../queries';
import type { Db } from '../../db';
import { activities, registrations } from '../../db/schema';
import { siteConfig } from '../../kernel/site-config';
import { ticketPath } from './messages';
import type { RegistrationView } from './registration-view';
import { ticketActivity } from './ticket-activity';

/** What the exhibitor's scanner opens: the exhibitor centre with the code filled in. */
export function checkInUrl(code: string): string {
  return `${siteConfig().url}/exhibitor?code=${encodeURIComponent(code)}`;
}

/**
 * The API's answer about one registration: the registration and its activity
 * (read from the database unless the caller has the row already).
 */
export async function registrationAnswer(db: Db, registration: RegistrationView, locale: ApiLocale, known?: ActivityRow) {
  const activity = known ?? (await db.select().from(activities).where(eq(activities.id, registration.activityId)))[0];
  // When it was cancelled: the ticket page of a cancelled registration says so.
  const [cancelled] =
    registration.status === 'cancelled'
      ? await db
          .select({ at: registrations.cancelledAt, mobile: registrations.mobile, email: registrations.email })
          .from(registrations)
          .where(eq(registrations.code, registration.code))
      : [];
  // …and whether the same number or address has registered again since (the page then offers no second 重新报名).
  const [again] = cancelled
    ? await db
        .select({ id: registrations.id })
        .from(registrations)
        .where(
          and(
            eq(registrations.activityId, registration.activityId),
            ne(registrations.status, 'cancelled'),
            or(
              cancelled.mobile === '' ? undefined : eq(registrations.mobile, cancelled.mobile),
              cancelled.email === '' ? undefined : eq(registrations.email, cancelled.email),
            ),
          ),
        )
        .limit(1)
    : [];
  // Each attendee's own ticket link, for the registrant to pass on (shown only to whoever proved the registration theirs).
  const attendees = await Promise.all(
    registration.attendees.map(async (attendee) => ({
      ...attendee,
      checkedInLabel: attendee.checkedInAt ? chinaDateTime(attendee.checkedInAt) : null,
      ticketPath: `/t/${await ticketPath(db, attendee.code)}`,
    })),
  );
  return {
    registration: {
      ...registration,
      attendees,
      checkedInLabel: registration.checkedInAt ? chinaDateTime(registration.checkedInAt) : null,
      cancelledLabel: cancelled?.at ? chinaDateTime(cancelled.at) : null,
      registeredAgain: again !== undefined,
    },
    activity: activity ? ticketActivity(activity, locale, registration.status === 'confirmed' || registration.status === 'checked_in') : null,
  };
}
