import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { MEETINGS_PER_DAY_MAX, MEETINGS_PER_SHOW_MAX, SLOT_HOLDING_STATUSES } from '@/lib/companies/rules';
import { bookableSlot, chinaDayOf, slotInstant } from '@/lib/companies/meeting-slots';
import type { MeetingRequest } from '@/lib/companies/meeting-schemas';
import { normaliseLogin } from '@/lib/auth/schema';
import type { Db, Executor } from '../../db';
import { meetings, users } from '../../db/schema';
import { exhibitingAt } from './exhibiting';
import { meetingFacts, type MeetingRow } from './facts';
import { tellExhibitor } from './notify';
import { slotClashOf, type SlotClash } from './slot-errors';

/**
 * A member asks an exhibiting company for a meeting (预约洽谈): one of the show's slots (lib/companies/
 * meeting-slots.ts) not yet begun, within the member's limits (MEETINGS_PER_SHOW_MAX at the show,
 * MEETINGS_PER_DAY_MAX on one day, counting requested, proposed and accepted meetings), with what the member
 * chose to give the exhibitor (name, company, position, one contact) — nothing else of the member reaches
 * the exhibitor. The member's row is locked for the count, so two requests at once cannot both slip under a
 * limit; two members asking for the same slot at once meet the unique index: one wins, the other is a clash.
 */

export type RequestOutcome =
  | { kind: 'requested'; meeting: MeetingRow }
  | { kind: 'not_found' }
  | { kind: 'own_company' }
  | { kind: 'slot_invalid' }
  | { kind: 'limit'; scope: 'show' | 'day' }
  | { kind: SlotClash };

export interface Requester {
  id: number;
  login: string;
}

const holding = inArray(meetings.status, [...SLOT_HOLDING_STATUSES]);

/** The member's meetings that hold a slot at the show, and on the slot's China day (leaving out `except`). */
export async function memberCounts(tx: Executor, requesterId: number, showId: number, startsAt: Date, except?: number) {
  const day = chinaDayOf(startsAt);
  const dayStart = slotInstant(day, 0);
  const dayEnd = slotInstant(day, 24 * 60);
  const mine = and(eq(meetings.requesterId, requesterId), eq(meetings.showId, showId), holding, except === undefined ? undefined : ne(meetings.id, except));
  const [counts] = await tx
    .select({
      show: sql<number>`count(*)::int`,
      day: sql<number>`(count(*) filter (where ${meetings.startsAt} >= ${dayStart} and ${meetings.startsAt} < ${dayEnd}))::int`,
    })
    .from(meetings)
    .where(mine);
  return { show: counts?.show ?? 0, day: counts?.day ?? 0 };
}

/** Locks a member's row: their meeting counts do not change under a request or a move until it commits. */
export async function lockMember(tx: Executor, userId: number): Promise<{ companyId: number | null } | null> {
  const [row] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, userId)).for('update');
  return row ?? null;
}

export function overLimit(counts: { show: number; day: number }): 'show' | 'day' | null {
  if (counts.show >= MEETINGS_PER_SHOW_MAX) return 'show';
  if (counts.day >= MEETINGS_PER_DAY_MAX) return 'day';
  return null;
}

export async function requestMeeting(db: Db, requester: Requester, input: MeetingRequest, locale: string, now = new Date()): Promise<RequestOutcome> {
  try {
    return await db.transaction(async (tx): Promise<RequestOutcome> => {
      const member = await lockMember(tx, requester.id);
      const exhibiting = await exhibitingAt(tx, input.companyId, input.showId, now);
      if (!member || !exhibiting) return { kind: 'not_found' };
      if (member.companyId === input.companyId) return { kind: 'own_company' };
      const slot = bookableSlot(exhibiting.show, input.startsAt, now);
      if (!slot) return { kind: 'slot_invalid' };
      const limit = overLimit(await memberCounts(tx, requester.id, input.showId, slot.startsAt));
      if (limit) return { kind: 'limit', scope: limit };
      const contact = input.contact === 'login' ? requester.login : normaliseLogin(input.contactValue);
      const [meeting] = await tx
        .insert(meetings)
        .values({
          showId: input.showId,
          companyId: input.companyId,
          requesterId: requester.id,
          startsAt: slot.startsAt,
          status: 'requested',
          note: input.note,
          requester: { name: input.name, company: input.company, position: input.position, contact },
          locale: locale === 'en' ? 'en' : 'zh-CN',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!meeting) throw new Error('insert returned no row');
      await tellExhibitor(tx, 'meeting_requested', await meetingFacts(tx, meeting), meeting.note, now);
      return { kind: 'requested', meeting };
    });
  } catch (error) {
    const clash = slotClashOf(error);
    if (clash) return { kind: clash };
    throw error;
  }
}

/** The starts of the company's meetings that hold a slot at the show, and of the member's own (any company). */
export async function takenSlots(db: Executor, companyId: number, showId: number, requesterId: number | null): Promise<Set<number>> {
  const rows = await db
    .select({ startsAt: meetings.startsAt })
    .from(meetings)
    .where(
      and(
        holding,
        requesterId === null
          ? and(eq(meetings.companyId, companyId), eq(meetings.showId, showId))
          : sql`((${meetings.companyId} = ${companyId} and ${meetings.showId} = ${showId}) or ${meetings.requesterId} = ${requesterId})`,
      ),
    );
  return new Set(rows.map((row) => row.startsAt.getTime()));
}
