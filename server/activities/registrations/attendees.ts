import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { CODE_ALPHABET, CODE_LENGTH } from '@/lib/registrations/rules';
import type { RegistrationStatus } from '@/lib/registrations/views';
import type { Executor } from '../../db';
import { insertWithIds } from '../../db/insert-many';
import { registrationAttendees, registrations } from '../../db/schema';
import { randomText } from '../../kernel/random-text';

/**
 * The people a registration is for (registration_attendees): one per seat, the
 * first the registrant (the registration's own code and name), each with their
 * own code, ticket and check-in. The registration stays the unit of the
 * waitlist and of its seats: its quantity is the number of attendees not
 * cancelled one by one, so a cancelled attendee frees exactly one seat.
 */

export type AttendeeRow = typeof registrationAttendees.$inferSelect;
type RegistrationRow = typeof registrations.$inferSelect;

/** A companion as the form gives them (attendee 2, 3…). */
export interface CompanionInput {
  name: string;
  contact: { mobile: string; email: string };
}

/** A companion whose name was not given (registrations made before names were asked, or a direct call): "随行人员 2". */
export function companionName(position: number, locale: string): string {
  return locale === 'en' ? `Guest ${position}` : `随行人员 ${position}`;
}

/**
 * An attendee's status: checked in once they were, cancelled when they were on
 * their own or their registration was (and they had not come), else their registration's.
 */
export function attendeeStatus(attendee: Pick<AttendeeRow, 'checkedInAt' | 'cancelledAt'>, registration: Pick<RegistrationRow, 'status'>): RegistrationStatus {
  if (attendee.checkedInAt) return 'checked_in';
  if (attendee.cancelledAt || registration.status === 'cancelled') return 'cancelled';
  return registration.status === 'waitlisted' ? 'waitlisted' : 'confirmed';
}

/** Whether the attendee holds one of the registration's seats (not cancelled on their own). */
export const holdsSeat = (attendee: Pick<AttendeeRow, 'cancelledAt'>) => attendee.cancelledAt === null;

const INSERTED = ['registrationId', 'position', 'code', 'name', 'mobile', 'email', 'checkedInAt', 'cancelledAt', 'createdAt'] as const satisfies readonly (keyof Omit<
  AttendeeRow,
  'id'
>)[];

/**
 * Writes the attendees of registrations just inserted (`companions[i]` for `rows[i]`): the registrant first with
 * the registration's code, then one per further seat with a new code — the name given, or companionName().
 */
export async function insertAttendees(
  tx: Executor,
  rows: readonly RegistrationRow[],
  companions: readonly (readonly CompanionInput[])[],
  now: Date,
): Promise<AttendeeRow[]> {
  const values: Omit<AttendeeRow, 'id'>[] = [];
  rows.forEach((row, index) => {
    const given = companions[index] ?? [];
    // A registration written checked in (the seed) has its whole party in.
    const base = { registrationId: row.id, checkedInAt: row.checkedInAt, cancelledAt: null, createdAt: now };
    values.push({ ...base, position: 1, code: row.code, name: row.name, mobile: '', email: '' });
    for (let position = 2; position <= row.quantity; position += 1) {
      const companion = given[position - 2];
      values.push({
        ...base,
        position,
        code: randomText(CODE_ALPHABET, CODE_LENGTH),
        name: companion?.name ?? companionName(position, row.locale),
        mobile: companion?.contact.mobile ?? '',
        email: companion?.contact.email ?? '',
      });
    }
  });
  return insertWithIds(tx, registrationAttendees, values, INSERTED, 'code');
}

/** The attendees of registrations, by registration id, in their order. */
export async function attendeesOf(db: Executor, registrationIds: readonly number[]): Promise<Map<number, AttendeeRow[]>> {
  const byRegistration = new Map<number, AttendeeRow[]>();
  if (registrationIds.length === 0) return byRegistration;
  const rows = await db
    .select()
    .from(registrationAttendees)
    .where(inArray(registrationAttendees.registrationId, [...registrationIds]))
    .orderBy(asc(registrationAttendees.registrationId), asc(registrationAttendees.position));
  for (const row of rows) {
    const list = byRegistration.get(row.registrationId);
    if (list) list.push(row);
    else byRegistration.set(row.registrationId, [row]);
  }
  return byRegistration;
}

/** An attendee by their code, with their registration; `lock` takes both rows for update (the registration first). */
export async function attendeeByCode(db: Executor, code: string): Promise<{ attendee: AttendeeRow; registration: RegistrationRow } | null> {
  const [found] = await db
    .select({ attendee: registrationAttendees, registration: registrations })
    .from(registrationAttendees)
    .innerJoin(registrations, eq(registrations.id, registrationAttendees.registrationId))
    .where(eq(registrationAttendees.code, code));
  return found ?? null;
}

/** Marks every attendee of a registration who holds a seat and has not come yet as checked in (staff check in the whole party). */
export async function checkInAllAttendees(tx: Executor, registrationId: number, now: Date): Promise<void> {
  await tx
    .update(registrationAttendees)
    .set({ checkedInAt: now })
    .where(and(eq(registrationAttendees.registrationId, registrationId), isNull(registrationAttendees.checkedInAt), isNull(registrationAttendees.cancelledAt)));
}

/** The attendees a whole cancellation reaches: those holding a seat who have not come (they are told, when they gave a contact). */
export async function cancellableAttendees(tx: Executor, registrationId: number): Promise<AttendeeRow[]> {
  return tx
    .select()
    .from(registrationAttendees)
    .where(and(eq(registrationAttendees.registrationId, registrationId), isNull(registrationAttendees.checkedInAt), isNull(registrationAttendees.cancelledAt)))
    .orderBy(asc(registrationAttendees.position));
}
