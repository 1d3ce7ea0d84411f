import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { checkInPhase, doorsOpenAt } from '@/lib/activities/rules';
import type { ExhibitorActivityView } from '@/lib/accounts/views';
import type { ExhibitorChoiceView } from '@/lib/activities/staff-views';
import { recordAudit, type AuditActor } from '../audit/record';
import { chinaDateTime } from '../kernel/china-time';
import type { Db, Executor } from '../db';
import { activities, activityExhibitors, exhibitors, users } from '../db/schema';

/**
 * The exhibitors taking part in an activity: staff attach exhibitor accounts
 * on the activity's form, and an exhibitor checks in only the tickets of the
 * activities it is attached to (server/activities/registrations/check-in.ts). Attaching
 * and detaching are audited, one entry per exhibitor, in the transaction of
 * the activity's save.
 */

/** Every exhibitor account, by company, as the activity form's picker offers them. */
export async function exhibitorChoices(db: Db): Promise<ExhibitorChoiceView[]> {
  return db
    .select({ id: users.id, company: exhibitors.company, boothHall: exhibitors.boothHall, boothNumber: exhibitors.boothNumber, disabled: users.disabled })
    .from(users)
    .innerJoin(exhibitors, eq(exhibitors.userId, users.id))
    .where(eq(users.kind, 'exhibitor'))
    .orderBy(asc(exhibitors.company), asc(users.id));
}

/** The ids of the exhibitor accounts attached to an activity, in id order. */
export async function attachedExhibitorIds(db: Executor, activityId: number): Promise<number[]> {
  const rows = await db
    .select({ id: activityExhibitors.exhibitorId })
    .from(activityExhibitors)
    .where(eq(activityExhibitors.activityId, activityId))
    .orderBy(asc(activityExhibitors.exhibitorId));
  return rows.map((row) => row.id);
}

/** Whether an exhibitor account is attached to an activity. */
export async function isAttached(db: Executor, activityId: number, exhibitorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: activityExhibitors.exhibitorId })
    .from(activityExhibitors)
    .where(and(eq(activityExhibitors.activityId, activityId), eq(activityExhibitors.exhibitorId, exhibitorId)));
  return row !== undefined;
}

/** The ids among `ids` that are not exhibitor accounts (no such account, or another kind's). */
export async function notExhibitors(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(exhibitors, eq(exhibitors.userId, users.id))
    .where(and(inArray(users.id, [...ids]), eq(users.kind, 'exhibitor')));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/** How the audit log names an exhibitor: its company, booth and account id. */
function exhibitorLabel(row: { id: number; company: string; boothHall: string; boothNumber: string }): string {
  const booth = `${row.boothHall} ${row.boothNumber}`.trim();
  return `${row.company}${booth ? ` · ${booth}` : ''} (#${row.id})`;
}

/**
 * Makes `ids` the exhibitors attached to the activity, with an audit entry
 * (`activity.attach_exhibitor` / `activity.detach_exhibitor`) for each one
 * added or removed. Call it in the transaction that holds the activity's row
 * lock; the ids must be exhibitor accounts (notExhibitors).
 */
export async function setActivityExhibitors(
  tx: Executor,
  activity: { id: number; title: string },
  ids: readonly number[],
  actor: AuditActor,
  now: Date,
): Promise<{ attached: number[]; detached: number[] }> {
  const before = new Set(await attachedExhibitorIds(tx, activity.id));
  const wanted = new Set(ids);
  const attached = [...wanted].filter((id) => !before.has(id)).sort((a, b) => a - b);
  const detached = [...before].filter((id) => !wanted.has(id)).sort((a, b) => a - b);
  if (attached.length === 0 && detached.length === 0) return { attached, detached };

  if (attached.length > 0) {
    await tx.insert(activityExhibitors).values(attached.map((exhibitorId) => ({ activityId: activity.id, exhibitorId, createdAt: now })));
  }
  if (detached.length > 0) {
    await tx
      .delete(activityExhibitors)
      .where(and(eq(activityExhibitors.activityId, activity.id), inArray(activityExhibitors.exhibitorId, detached)));
  }
  const named = await tx
    .select({ id: exhibitors.userId, company: exhibitors.company, boothHall: exhibitors.boothHall, boothNumber: exhibitors.boothNumber })
    .from(exhibitors)
    .where(inArray(exhibitors.userId, [...attached, ...detached]));
  const label = new Map(named.map((row) => [row.id, exhibitorLabel(row)]));
  const entity = { type: 'activity' as const, id: activity.id, label: activity.title };
  for (const id of attached) {
    await recordAudit(tx, { actor, action: 'activity.attach_exhibitor', entity, changes: { exhibitor: [null, label.get(id) ?? `#${id}`] }, now });
  }
  for (const id of detached) {
    await recordAudit(tx, { actor, action: 'activity.detach_exhibitor', entity, changes: { exhibitor: [label.get(id) ?? `#${id}`, null] }, now });
  }
  return { attached, detached };
}

/** Attaches an exhibitor account to activities (npm run user:create -- --activity), without audit entries: the command line has no staff session. */
export async function attachToActivities(db: Executor, exhibitorId: number, activityIds: readonly number[], now = new Date()): Promise<void> {
  if (activityIds.length === 0) return;
  await db
    .insert(activityExhibitors)
    .values(activityIds.map((activityId) => ({ activityId, exhibitorId, createdAt: now })))
    .onConflictDoNothing();
}

/** The ids among `ids` that name no activity. */
export async function missingActivities(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: activities.id }).from(activities).where(inArray(activities.id, [...ids]));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}

/**
 * The activities an exhibitor is attached to that are not over yet, the
 * soonest first, with when check-in opens: the exhibitor centre's list of
 * where it can check visitors in.
 */
export async function exhibitorActivities(db: Db, exhibitorId: number, english: boolean, now = new Date()): Promise<ExhibitorActivityView[]> {
  const rows = await db
    .select({
      id: activities.id,
      title: activities.title,
      titleEn: activities.titleEn,
      online: activities.online,
      venue: activities.venue,
      venueEn: activities.venueEn,
      startsAt: activities.startsAt,
      endsAt: activities.endsAt,
      doorsOpenAt: activities.doorsOpenAt,
    })
    .from(activityExhibitors)
    .innerJoin(activities, eq(activities.id, activityExhibitors.activityId))
    .where(and(eq(activityExhibitors.exhibitorId, exhibitorId), gt(activities.endsAt, now)))
    .orderBy(asc(activities.startsAt), asc(activities.id));
  return rows.map((row) => ({
    id: row.id,
    title: (english && row.titleEn) || row.title,
    online: row.online,
    venue: (english && row.venueEn) || row.venue,
    startLabel: chinaDateTime(row.startsAt),
    endLabel: chinaDateTime(row.endsAt),
    doorsOpenLabel: chinaDateTime(doorsOpenAt(row)),
    checkingIn: checkInPhase(row, now) === 'open',
  }));
}
