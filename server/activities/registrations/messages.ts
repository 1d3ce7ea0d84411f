import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { appSecret } from '../../db/app-secrets';
import type { ActivityRow } from '../queries';
import type { Db, Executor } from '../../db';
import { activities, messages, registrationAttendees, registrations } from '../../db/schema';
import type { MessageParams } from '../../messages/kinds';
import type { RegistrationMessageKind } from './message-kinds';
import { cancelPendingMessages, enqueueMessage, enqueueMessages, rescheduleMessages, type MessageRow, type NewMessage } from '../../messages/outbox';
import type { Refresh } from '../../messages/hooks';
import { siteConfig } from '../../kernel/site-config';
import { attendeesOf, holdsSeat, type AttendeeRow } from './attendees';
import { ticketActivity } from './ticket-activity';
import { waitlistPosition } from './waitlist-position';

/**
 * What registrants are told, and when: written into the outbox in the same
 * transaction as the change (a registration, a cancellation, a promotion from
 * the waitlist), to the registration's mobile number by SMS and to its e-mail
 * address when it has one, in the language they registered in. A confirmed
 * registration also gets a reminder, due `reminder_hours_before` hours before
 * the start; it is cancelled with the registration, moved with the start, and
 * checked again just before it is sent (none for a past, withdrawn or
 * cancelled one).
 *
 * The messages link to the ticket with a key only the site can make (an HMAC
 * of the code under its own secret): /t/{code}{key} opens the registration
 * page, which shows the ticket with that key as proof.
 *
 * The other attendees of a group who gave a contact are told too, with their
 * own code and ticket link (subject `registration_attendee`): when their seat
 * is confirmed (at registration or from the waitlist), when their group joins
 * the waitlist (with its place), and when it is cancelled. The registrant's messages cover the whole group.
 */

type RegistrationRow = typeof registrations.$inferSelect;
export const REGISTRATION_SUBJECT = 'registration';
export const ATTENDEE_SUBJECT = 'registration_attendee';
const REMINDER: readonly RegistrationMessageKind[] = ['registration_reminder'];
const HOUR_MS = 60 * 60_000;
const TICKET_KEY_LENGTH = 10;

async function ticketKey(db: Db, code: string): Promise<string> {
  const secret = await appSecret(db, 'ticket-links');
  return createHmac('sha256', secret).update(`ticket:${code}`).digest('base64url').slice(0, TICKET_KEY_LENGTH);
}

/** The tail of the short link in a registration's messages (/t/{ticket}): the code and its key. */
export async function ticketPath(db: Db, code: string): Promise<string> {
  return `${code}${await ticketKey(db, code)}`;
}

/** The short link in a registration's messages: opens its ticket without the mobile number. */
export async function ticketLink(db: Db, code: string): Promise<string> {
  return `${siteConfig().url}/t/${await ticketPath(db, code)}`;
}

/** Whether `key` is the ticket link's key for `code`. */
export async function ticketKeyProves(db: Db, code: string, key: string): Promise<boolean> {
  const expected = Buffer.from(await ticketKey(db, code));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Splits the tail of /t/{code}{key} into its code (12 characters) and key. */
export function splitTicketPath(value: string): { code: string; key: string } | null {
  const match = /^([A-Z2-9]{12})([A-Za-z0-9_-]{10})$/.exec(value);
  return match ? { code: match[1]!, key: match[2]! } : null;
}

/** The parameters of a registration's messages (the link is added when it is sent). */
export function registrationParams(row: RegistrationRow, activity: ActivityRow, position: number | null = null): MessageParams {
  // The activity as the registrant's ticket shows it, in their language.
  const text = ticketActivity(activity, row.locale === 'en' ? 'en' : 'zh-CN');
  const confirmed = row.status === 'confirmed' || row.status === 'checked_in';
  const onlineSeat = activity.online && confirmed;
  return {
    name: row.name,
    title: text.title,
    time: text.startLabel,
    place: text.online ? '' : text.venue,
    address: text.online ? '' : text.address,
    code: row.code,
    quantity: row.quantity,
    position,
    // The live link goes only to people with a seat (by e-mail; an SMS links to the ticket page, which shows it to them).
    isOnline: onlineSeat ? 1 : 0,
    online: onlineSeat ? (activity.onlineUrl ?? '') : '',
  };
}

/** When a confirmed registration's reminder is due; null when there is none (none asked, or already past). */
export function reminderDueAt(activity: Pick<ActivityRow, 'startsAt' | 'reminderHoursBefore'>, now: Date): Date | null {
  if (activity.reminderHoursBefore <= 0) return null;
  const due = new Date(activity.startsAt.getTime() - activity.reminderHoursBefore * HOUR_MS);
  return due.getTime() > now.getTime() ? due : null;
}

async function enqueueFor(tx: Executor, kind: RegistrationMessageKind, row: RegistrationRow, activity: ActivityRow, now: Date, params?: MessageParams, dueAt?: Date) {
  await enqueueMessage(
    tx,
    {
      kind,
      to: { mobile: row.mobile, email: row.email },
      locale: row.locale,
      params: params ?? registrationParams(row, activity, await waitlistPosition(tx, row)),
      dueAt,
      subject: { type: REGISTRATION_SUBJECT, id: row.id },
    },
    now,
  );
}

async function scheduleReminder(tx: Executor, row: RegistrationRow, activity: ActivityRow, now: Date) {
  const due = reminderDueAt(activity, now);
  if (due) await enqueueFor(tx, 'registration_reminder', row, activity, now, registrationParams(row, activity), due);
}

/**
 * New registrations (rows of one activity, with the waitlist places of the waitlisted ones): each one's
 * confirmation (with a reminder) or its waitlist place, in one insert.
 */
export async function tellRegistered(
  tx: Executor,
  rows: readonly RegistrationRow[],
  activity: ActivityRow,
  now: Date,
  positions: ReadonlyMap<number, number>,
  attendees: readonly AttendeeRow[] = [],
): Promise<void> {
  const due = reminderDueAt(activity, now);
  const byId = new Map(rows.map((row) => [row.id, row]));
  await enqueueMessages(
    tx,
    rows.flatMap((row): NewMessage[] => {
      const subject = { type: REGISTRATION_SUBJECT, id: row.id };
      const to = { mobile: row.mobile, email: row.email };
      if (row.status !== 'confirmed') {
        return [{ kind: 'registration_waitlisted', to, locale: row.locale, params: registrationParams(row, activity, positions.get(row.id) ?? null), subject }];
      }
      const params = registrationParams(row, activity);
      const told: NewMessage[] = [{ kind: 'registration_confirmed', to, locale: row.locale, params, subject }];
      if (due) told.push({ kind: 'registration_reminder', to, locale: row.locale, params, dueAt: due, subject });
      return told;
    }).concat(attendees.flatMap((attendee) => {
      const row = byId.get(attendee.registrationId);
      if (!row) return [];
      return row.status === 'confirmed'
        ? attendeeMessages('registration_attendee_confirmed', [attendee], row, activity)
        : attendeeMessages('registration_attendee_waitlisted', [attendee], row, activity, positions.get(row.id) ?? null);
    })),
    now,
  );
}

/** Messages to attendees (not the registrant) who gave a contact: their own name, code and ticket. */
function attendeeMessages(
  kind: RegistrationMessageKind,
  attendees: readonly AttendeeRow[],
  row: RegistrationRow,
  activity: ActivityRow,
  position: number | null = null,
): NewMessage[] {
  return attendees
    .filter((attendee) => attendee.position > 1 && (attendee.mobile !== '' || attendee.email !== ''))
    .map((attendee) => ({
      kind,
      to: { mobile: attendee.mobile, email: attendee.email },
      locale: row.locale,
      params: { ...registrationParams(row, activity, position), name: attendee.name, by: row.name, code: attendee.code, quantity: 1, isOnline: 0, online: '' },
      subject: { type: ATTENDEE_SUBJECT, id: attendee.id },
    }));
}

/** An attendee cancelled on their own (by their registrant): told so when they gave a contact. */
export async function tellAttendeeCancelled(tx: Executor, attendee: AttendeeRow, row: RegistrationRow, activity: ActivityRow, now: Date): Promise<void> {
  await enqueueMessages(tx, attendeeMessages('registration_attendee_cancelled', [attendee], row, activity), now);
}

/** Registrations confirmed from the waitlist (a cancellation, more seats, staff): each is told, and reminded. */
export async function tellPromoted(tx: Executor, promoted: readonly RegistrationRow[], activity: ActivityRow, now: Date): Promise<void> {
  for (const row of promoted) {
    await enqueueFor(tx, 'registration_promoted', row, activity, now);
    await scheduleReminder(tx, row, activity, now);
  }
  if (promoted.length === 0) return;
  const attendees = await attendeesOf(tx, promoted.map((row) => row.id));
  const told = promoted.flatMap((row) => attendeeMessages('registration_attendee_confirmed', (attendees.get(row.id) ?? []).filter(holdsSeat), row, activity));
  await enqueueMessages(tx, told, now);
}

/** A cancelled registration: told so, and its reminder cancelled. */
export async function tellCancelled(tx: Executor, row: RegistrationRow, activity: ActivityRow, now: Date): Promise<void> {
  await cancelPendingMessages(tx, { type: REGISTRATION_SUBJECT, id: row.id }, REMINDER, now);
  await enqueueFor(tx, 'registration_cancelled', row, activity, now);
  // The companions whose seats go with it (a waitlisted group's were never told of a seat).
  if (row.confirmedAt === null) return;
  const attendees = (await attendeesOf(tx, [row.id])).get(row.id) ?? [];
  const gone = attendees.filter((attendee) => holdsSeat(attendee) && attendee.checkedInAt === null);
  await enqueueMessages(tx, attendeeMessages('registration_attendee_cancelled', gone, row, activity), now);
}

/**
 * "Resend my ticket": the registration's own details, to the one contact asked for: its number (or, for a number
 * outside mainland China that cannot be texted, its e-mail address) or its e-mail address.
 */
export async function resendTicket(tx: Executor, row: RegistrationRow, activity: ActivityRow, now: Date, by: 'mobile' | 'email' = 'mobile'): Promise<void> {
  await enqueueMessage(
    tx,
    {
      kind: 'registration_ticket',
      to: by === 'email' ? { email: row.email } : { mobile: row.mobile, fallbackEmail: row.email },
      locale: row.locale,
      params: registrationParams(row, activity, await waitlistPosition(tx, row)),
      subject: { type: REGISTRATION_SUBJECT, id: row.id },
    },
    now,
  );
}

/**
 * An activity's start or reminder setting changed: its pending reminders move
 * with it (past or none: due now, and the check before sending cancels them),
 * and confirmed registrations that have no reminder yet (none was asked, or
 * they registered after the old reminder time) get one when it is still ahead.
 */
export async function rescheduleReminders(tx: Executor, activity: ActivityRow, now: Date): Promise<void> {
  const rows = await tx.select().from(registrations).where(eq(registrations.activityId, activity.id));
  const ids = rows.map((row) => String(row.id));
  const due = reminderDueAt(activity, now);
  await rescheduleMessages(tx, REGISTRATION_SUBJECT, ids, REMINDER, due ?? now, now);
  if (!due || ids.length === 0) return;
  const reminded = await tx
    .select({ subjectId: messages.subjectId })
    .from(messages)
    .where(
      and(
        eq(messages.subjectType, REGISTRATION_SUBJECT),
        inArray(messages.subjectId, ids),
        inArray(messages.kind, [...REMINDER]),
        inArray(messages.status, ['pending', 'sending', 'sent']),
      ),
    );
  const has = new Set(reminded.map((row) => row.subjectId));
  for (const row of rows) {
    if (row.status === 'confirmed' && !has.has(String(row.id))) await enqueueFor(tx, 'registration_reminder', row, activity, now, registrationParams(row, activity), due);
  }
}

/**
 * Just before a registration's message is sent: its ticket link, and for a
 * reminder, whether it is still wanted (the registration still has its seat,
 * the activity is still published and has not started) with today's details.
 */
export async function refreshRegistrationMessage(db: Db, message: MessageRow, now: Date): Promise<Refresh> {
  if (message.subjectType === ATTENDEE_SUBJECT) return refreshAttendeeMessage(db, message);
  const id = Number(message.subjectId);
  const [row] = Number.isSafeInteger(id) ? await db.select().from(registrations).where(eq(registrations.id, id)) : [];
  if (!row) return { kind: 'cancel', reason: 'the registration no longer exists' };
  const ticket = await ticketPath(db, row.code);
  const link = `${siteConfig().url}/t/${ticket}`;
  if (message.kind !== 'registration_reminder') return { kind: 'params', params: { ...message.params, ticket, link } };

  const [activity] = await db.select().from(activities).where(eq(activities.id, row.activityId));
  if (!activity || !activity.published) return { kind: 'cancel', reason: 'the activity is withdrawn' };
  if (row.status !== 'confirmed') return { kind: 'cancel', reason: `the registration is ${row.status}` };
  if (activity.startsAt.getTime() <= now.getTime()) return { kind: 'cancel', reason: 'the activity has started' };
  if (activity.reminderHoursBefore <= 0) return { kind: 'cancel', reason: 'the activity sends no reminders' };
  const due = reminderDueAt(activity, now);
  if (due && due.getTime() > now.getTime() + 60_000) return { kind: 'later', dueAt: due };
  return { kind: 'params', params: { ...registrationParams(row, activity), ticket, link } };
}

/** An attendee's message: their own ticket link (the text was written when it was queued). */
async function refreshAttendeeMessage(db: Db, message: MessageRow): Promise<Refresh> {
  const id = Number(message.subjectId);
  const [attendee] = Number.isSafeInteger(id) ? await db.select().from(registrationAttendees).where(eq(registrationAttendees.id, id)) : [];
  if (!attendee) return { kind: 'cancel', reason: 'the attendee no longer exists' };
  const ticket = await ticketPath(db, attendee.code);
  return { kind: 'params', params: { ...message.params, ticket, link: `${siteConfig().url}/t/${ticket}` } };
}
