import { eq } from 'drizzle-orm';
import type { ActivityFields, ActivityUpdateFields } from '@/lib/activities/staff-schema';
import { recordAudit, type AuditActor } from '../audit/record';
import { chinaDateTime } from '../kernel/china-time';
import type { ActivityRow } from './queries';
import { siteOrigin } from '../articles/body';
import { sanitiseHtml } from '../rich-text/sanitise-html';
import type { Db } from '../db';
import { activities } from '../db/schema';
import { isStale, nextUpdatedAt, staleVersion, type StaleVersion } from '../audit/record-version';
import { rescheduleReminders } from './registrations/messages';
import { auditPromotions } from './registrations/staff-status';
import { fillSeatsFromWaitlist } from './registrations/waitlist';
import { notExhibitors, setActivityExhibitors } from './exhibitors';
import { isShow } from './shows';

/**
 * Creating and editing activities in the console. An edit holds the
 * activity's row lock (the lock registrations take), so the seats it sees
 * taken are the seats taken: the capacity cannot go below them, and seats it
 * adds go to the waitlist in order in the same transaction. Each save writes
 * its audit entry (key fields before → after) in that transaction too, and
 * one for each exhibitor attached or detached.
 *
 * An edit carries the version the form was opened with (the activity's
 * updatedAt, ISO): compared under the row lock, so of two editors saving
 * the same version one wins and the other is refused with nothing written.
 * Only a save changes updatedAt — registrations and status changes write
 * seats_taken alone — so an editor is never refused because someone
 * registered meanwhile.
 */

export type SaveOutcome =
  | { kind: 'saved'; activity: ActivityRow; promoted: number }
  | { kind: 'not_found' }
  /** Someone saved the activity after the form was opened (its version is not the form's): nothing was written. */
  | { kind: 'stale'; version: StaleVersion }
  /** The capacity asked for is below the seats already taken: nothing was written. */
  | { kind: 'below_taken'; taken: number }
  /** Some exhibitor ids are not exhibitor accounts: nothing was written. */
  | { kind: 'unknown_exhibitors'; ids: number[] }
  /** The show it is to belong to is not a show (or is itself): nothing was written. */
  | { kind: 'not_a_show' };

/** An English description through the HTML allowlist; null when it has no text (the page then says it is in Chinese only). */
function englishHtml(html: string): string | null {
  if (html === '') return null;
  const clean = sanitiseHtml(html, siteOrigin());
  return clean.replace(/<[^>]*>|&nbsp;|\s/g, '') === '' ? null : clean;
}

/** The columns an activity's form sets. The descriptions go through the server's HTML allowlist. */
function columns(fields: ActivityFields) {
  const show = fields.kind === 'show';
  return {
    kind: fields.kind,
    // A show belongs to no show; only a show has figures.
    showId: show ? null : fields.showId,
    showExhibitors: show ? fields.showExhibitors : null,
    showVisitors: show ? fields.showVisitors : null,
    showAreaSqm: show ? fields.showAreaSqm : null,
    title: fields.title,
    titleEn: fields.titleEn || null,
    summary: fields.summary,
    summaryEn: fields.summaryEn || null,
    description: fields.description === '' ? '' : sanitiseHtml(fields.description, siteOrigin()),
    descriptionEn: englishHtml(fields.descriptionEn),
    cover: fields.cover || null,
    online: fields.online,
    venue: fields.venue,
    venueEn: fields.venueEn || null,
    address: fields.address,
    addressEn: fields.addressEn || null,
    city: fields.city,
    cityEn: fields.cityEn || null,
    lng: fields.lng,
    lat: fields.lat,
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
    capacity: fields.capacity,
    perRegistrationLimit: fields.perRegistrationLimit,
    registrationOpensAt: fields.registrationOpensAt,
    registrationClosesAt: fields.registrationClosesAt,
    doorsOpenAt: fields.doorsOpenAt,
    onlineUrl: fields.online ? fields.onlineUrl || null : null,
    reminderHoursBefore: fields.reminderHoursBefore,
    agenda: fields.agenda.map(({ time, timeEn, title, titleEn }) => ({ time, ...(timeEn ? { timeEn } : {}), title, ...(titleEn ? { titleEn } : {}) })),
    published: fields.published,
  };
}

type Columns = ReturnType<typeof columns>;

/**
 * Whether a save changes what a calendar holds of the activity — when, where, online or not, shown or
 * hidden (hidden, its calendar file says it is cancelled) — and so raises its calendar SEQUENCE.
 */
export function changesCalendar(before: ActivityRow, after: Columns): boolean {
  return (
    before.startsAt.getTime() !== after.startsAt.getTime() ||
    before.endsAt.getTime() !== after.endsAt.getTime() ||
    before.online !== after.online ||
    before.venue !== after.venue ||
    before.address !== after.address ||
    before.city !== after.city ||
    before.lat !== after.lat ||
    before.lng !== after.lng ||
    before.published !== after.published
  );
}

/** The fields the audit log keeps, as people read them (times in China time). */
function keyFields(row: Columns | ActivityRow) {
  return {
    kind: row.kind,
    showId: row.showId,
    showExhibitors: row.showExhibitors,
    showVisitors: row.showVisitors,
    showAreaSqm: row.showAreaSqm,
    title: row.title,
    startsAt: chinaDateTime(row.startsAt),
    endsAt: chinaDateTime(row.endsAt),
    online: row.online,
    venue: row.venue,
    address: row.address,
    addressEn: row.addressEn,
    city: row.city,
    lng: row.lng,
    lat: row.lat,
    capacity: row.capacity,
    perRegistrationLimit: row.perRegistrationLimit,
    registrationOpensAt: chinaDateTime(row.registrationOpensAt),
    registrationClosesAt: chinaDateTime(row.registrationClosesAt),
    doorsOpenAt: row.doorsOpenAt ? chinaDateTime(row.doorsOpenAt) : null,
    onlineUrl: row.onlineUrl,
    reminderHoursBefore: row.reminderHoursBefore,
    published: row.published,
    // The descriptions are long: the log says whether each changed, not what it says (audit entries stay small).
    descriptionLength: Array.from(row.description).length,
    descriptionEnLength: row.descriptionEn === null ? null : Array.from(row.descriptionEn).length,
  };
}

function beforeAfter(before: ReturnType<typeof keyFields> | null, after: ReturnType<typeof keyFields>): Record<string, [unknown, unknown]> {
  return Object.fromEntries(Object.entries(after).map(([name, value]) => [name, [before ? before[name as keyof typeof before] : null, value]]));
}

/** A new activity; `unknown_exhibitors` (nothing written) when an exhibitor id is not an exhibitor account's. */
export async function createActivity(
  db: Db,
  fields: ActivityFields,
  actor: AuditActor,
  now = new Date(),
): Promise<{ kind: 'saved'; activity: ActivityRow } | { kind: 'unknown_exhibitors'; ids: number[] } | { kind: 'not_a_show' }> {
  return db.transaction(async (tx) => {
    const unknown = await notExhibitors(tx, fields.exhibitorIds ?? []);
    if (unknown.length > 0) return { kind: 'unknown_exhibitors' as const, ids: unknown };
    if (fields.kind !== 'show' && fields.showId !== null && !(await isShow(tx, fields.showId, null))) return { kind: 'not_a_show' as const };
    const values = columns(fields);
    const [row] = await tx
      .insert(activities)
      .values({ ...values, seatsTaken: 0, createdAt: now, updatedAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordAudit(tx, {
      actor,
      action: 'activity.create',
      entity: { type: 'activity', id: row.id, label: row.title },
      changes: beforeAfter(null, keyFields(row)),
      now,
    });
    await setActivityExhibitors(tx, row, fields.exhibitorIds ?? [], actor, now);
    return { kind: 'saved' as const, activity: row };
  });
}

/**
 * Saves an edit made from `fields.version`. The new updatedAt is `now`, or
 * a millisecond after the old one should the clock not have moved past it,
 * so that every save makes a new version; the save's audit entries carry the
 * same time (so a refused save can say who saved first: staleVersion).
 */
export async function updateActivity(db: Db, id: number, fields: ActivityUpdateFields, actor: AuditActor, clock = new Date()): Promise<SaveOutcome> {
  return db.transaction(async (tx): Promise<SaveOutcome> => {
    const [current] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
    if (!current) return { kind: 'not_found' };
    if (isStale(fields.version, current.updatedAt)) {
      return { kind: 'stale', version: await staleVersion(tx, { updatedAt: current.updatedAt, entity: { type: 'activity', id }, actorId: actor.id }) };
    }
    if (fields.capacity < current.seatsTaken) return { kind: 'below_taken', taken: current.seatsTaken };
    const unknown = await notExhibitors(tx, fields.exhibitorIds ?? []);
    if (unknown.length > 0) return { kind: 'unknown_exhibitors', ids: unknown };
    if (fields.kind !== 'show' && fields.showId !== null && !(await isShow(tx, fields.showId, id))) return { kind: 'not_a_show' };

    const values = columns(fields);
    const now = nextUpdatedAt(current.updatedAt, clock);
    await tx
      .update(activities)
      .set({ ...values, calendarSequence: current.calendarSequence + (changesCalendar(current, values) ? 1 : 0), updatedAt: now })
      .where(eq(activities.id, id));
    // No longer a show: what belonged to it now stands on its own.
    if (current.kind === 'show' && values.kind !== 'show') await tx.update(activities).set({ showId: null }).where(eq(activities.showId, id));
    // More seats than are taken: the waitlist moves up into them, in order.
    const [saved] = await tx.select().from(activities).where(eq(activities.id, id));
    if (!saved) throw new Error('the activity vanished under its lock');
    const { promoted, seatsTaken } = await fillSeatsFromWaitlist(tx, saved, current.seatsTaken, now);
    const row = { ...saved, seatsTaken };
    // Reminders follow the start (and the reminder setting).
    if (row.startsAt.getTime() !== current.startsAt.getTime() || row.reminderHoursBefore !== current.reminderHoursBefore) {
      await rescheduleReminders(tx, row, now);
    }

    await recordAudit(tx, {
      actor,
      action: 'activity.update',
      entity: { type: 'activity', id, label: row.title },
      changes: beforeAfter(keyFields(current), keyFields(row)),
      now,
    });
    if (fields.exhibitorIds !== undefined) await setActivityExhibitors(tx, row, fields.exhibitorIds, actor, now);
    await auditPromotions(tx, actor, promoted, 'activity.capacity', now);
    return { kind: 'saved', activity: row, promoted: promoted.length };
  });
}
