import { eq } from 'drizzle-orm';
import type { MeetingStatus } from '@/lib/companies/rules';
import { bookableSlot } from '@/lib/companies/meeting-slots';
import type { MeetingAction, MeetingActionBody } from '@/lib/companies/meeting-schemas';
import type { Db } from '../../db';
import { activities, meetings, users } from '../../db/schema';
import { isStale } from '../../audit/record-version';
import type { MeetingMessageKind } from './message-kinds';
import { lockMember, memberCounts, overLimit } from './book';
import { meetingFacts, type MeetingRow } from './facts';
import { tellExhibitor, tellMember } from './notify';
import { slotClashOf, type SlotClash } from './slot-errors';

/**
 * What each side may do with a meeting, and what it becomes:
 *
 * | side | action | from | to | told |
 * |---|---|---|---|---|
 * | exhibitor | accept | requested | accepted | the member |
 * | exhibitor | propose (another free slot) | requested, proposed | proposed, at the new slot | the member |
 * | exhibitor | decline | requested, proposed | declined | the member |
 * | member | accept | proposed | accepted | the exhibitor |
 * | member | decline | proposed | declined | the exhibitor |
 * | either | cancel | requested, proposed, accepted | cancelled (the slot is free again) | the other side |
 *
 * The exhibitor is an exhibitor account of the meeting's company (users.companyId); the member is the one who
 * asked. Anyone else learns nothing of the meeting (not found). A meeting whose slot has begun takes no more
 * actions. The action names the version it was based on: a change since (another tab, the other side) refuses
 * it. Each change moves `updatedAt` at least a second on, so the calendar file's SEQUENCE (whole seconds since
 * the meeting was made: calendar.ts) grows with every change.
 */

export type Side = 'member' | 'exhibitor';

const TRANSITIONS: Record<Side, Partial<Record<MeetingAction, { from: readonly MeetingStatus[]; to: MeetingStatus }>>> = {
  exhibitor: {
    accept: { from: ['requested'], to: 'accepted' },
    propose: { from: ['requested', 'proposed'], to: 'proposed' },
    decline: { from: ['requested', 'proposed'], to: 'declined' },
    cancel: { from: ['requested', 'proposed', 'accepted'], to: 'cancelled' },
  },
  member: {
    accept: { from: ['proposed'], to: 'accepted' },
    decline: { from: ['proposed'], to: 'declined' },
    cancel: { from: ['requested', 'proposed', 'accepted'], to: 'cancelled' },
  },
};

const MESSAGE_OF: Record<MeetingStatus, MeetingMessageKind | null> = {
  requested: null,
  proposed: 'meeting_proposed',
  accepted: 'meeting_accepted',
  declined: 'meeting_declined',
  cancelled: 'meeting_cancelled',
};

/** The actions open to a side on a meeting in a status (the lists show these as buttons). */
export function actionsFor(side: Side, status: MeetingStatus): MeetingAction[] {
  return (Object.entries(TRANSITIONS[side]) as [MeetingAction, { from: readonly MeetingStatus[] }][])
    .filter(([, rule]) => rule.from.includes(status))
    .map(([action]) => action);
}

export type ActOutcome =
  | { kind: 'done'; meeting: MeetingRow; side: Side }
  | { kind: 'not_found' }
  | { kind: 'stale'; updatedAt: Date }
  | { kind: 'not_allowed'; status: MeetingStatus }
  | { kind: 'past' }
  | { kind: 'slot_invalid' }
  | { kind: 'limit'; scope: 'show' | 'day' }
  | { kind: SlotClash };

export interface Actor {
  id: number;
  kind: string;
}

/** A new `updatedAt` at least a whole second after the current one (see the table's comment). */
const nextVersionTime = (current: Date, now: Date) => new Date(Math.max(now.getTime(), current.getTime() + 1000));

export async function actOnMeeting(db: Db, actor: Actor, id: number, body: MeetingActionBody, now = new Date()): Promise<ActOutcome> {
  try {
    return await db.transaction(async (tx): Promise<ActOutcome> => {
      const [account] = await tx.select({ companyId: users.companyId }).from(users).where(eq(users.id, actor.id));
      const [found] = await tx.select({ id: meetings.id, requesterId: meetings.requesterId }).from(meetings).where(eq(meetings.id, id));
      if (!found || !account) return { kind: 'not_found' };
      // The member's row first, then the meeting's (the order a request takes them in), so a move counts under the member's lock.
      await lockMember(tx, found.requesterId);
      const [meeting] = await tx.select().from(meetings).where(eq(meetings.id, id)).for('update');
      if (!meeting) return { kind: 'not_found' };
      const side: Side | null =
        meeting.requesterId === actor.id ? 'member' : actor.kind === 'exhibitor' && account.companyId === meeting.companyId ? 'exhibitor' : null;
      if (!side) return { kind: 'not_found' };
      if (isStale(body.version, meeting.updatedAt)) return { kind: 'stale', updatedAt: meeting.updatedAt };
      const rule = TRANSITIONS[side][body.action];
      if (!rule || !rule.from.includes(meeting.status)) return { kind: 'not_allowed', status: meeting.status };
      if (meeting.startsAt.getTime() <= now.getTime()) return { kind: 'past' };

      let startsAt = meeting.startsAt;
      if (body.action === 'propose') {
        const [show] = await tx.select({ startsAt: activities.startsAt, endsAt: activities.endsAt }).from(activities).where(eq(activities.id, meeting.showId));
        const slot = show && body.startsAt ? bookableSlot(show, body.startsAt, now) : null;
        if (!slot || slot.startsAt.getTime() === meeting.startsAt.getTime()) return { kind: 'slot_invalid' };
        const limit = overLimit(await memberCounts(tx, meeting.requesterId, meeting.showId, slot.startsAt, meeting.id));
        if (limit === 'day') return { kind: 'limit', scope: limit };
        startsAt = slot.startsAt;
      }
      const [changed] = await tx
        .update(meetings)
        .set({ status: rule.to, startsAt, replyNote: side === 'exhibitor' && body.replyNote ? body.replyNote : meeting.replyNote, updatedAt: nextVersionTime(meeting.updatedAt, now) })
        .where(eq(meetings.id, id))
        .returning();
      if (!changed) return { kind: 'not_found' };
      const kind = MESSAGE_OF[rule.to];
      if (kind) {
        const facts = await meetingFacts(tx, changed);
        if (side === 'exhibitor') await tellMember(tx, kind, facts, body.replyNote, now);
        else await tellExhibitor(tx, kind, facts, body.replyNote, now);
      }
      return { kind: 'done', meeting: changed, side };
    });
  } catch (error) {
    const clash = slotClashOf(error);
    if (clash) return { kind: clash };
    throw error;
  }
}
