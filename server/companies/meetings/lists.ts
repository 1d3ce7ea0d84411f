import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { SLOT_HOLDING_STATUSES, type MeetingStatus } from '@/lib/companies/rules';
import { bookableSlot, showSlots, slotLabel } from '@/lib/companies/meeting-slots';
import type { ExhibitorMeetingView, MemberMeetingView, SlotChoiceView } from '@/lib/companies/meeting-views';
import type { Executor } from '../../db';
import { activities, booths, companies, halls, meetings } from '../../db/schema';
import { inLanguage } from './facts';

/**
 * The two lists of meetings: a member's (/account, 我的洽谈), with the company and its booth, and a
 * company's (the exhibitor centre, 洽谈预约), with only what each member chose to give. Meetings of shows
 * that are over drop out of both; the soonest comes first, ended ones (declined, cancelled) after the rest.
 * The exhibitor also gets the free slots it may propose, per show.
 */

/** How many meetings a list shows at most. */
export const MEETINGS_LISTED = 200;

const ENDED: ReadonlySet<MeetingStatus> = new Set(['declined', 'cancelled']);

/** The calendar file's address of a meeting, when it has one (accepted, or cancelled after being in calendars). */
export function icsUrlOf(meeting: { id: number; status: MeetingStatus }): string | null {
  return meeting.status === 'accepted' ? `/api/meetings/${meeting.id}/ics` : null;
}

const columns = {
  id: meetings.id,
  status: meetings.status,
  startsAt: meetings.startsAt,
  updatedAt: meetings.updatedAt,
  note: meetings.note,
  replyNote: meetings.replyNote,
  requester: meetings.requester,
  showId: meetings.showId,
  title: activities.title,
  titleEn: activities.titleEn,
  companyId: meetings.companyId,
  company: companies.name,
  companyEn: companies.nameEn,
  number: booths.number,
  hall: halls.name,
  hallEn: halls.nameEn,
};

function listQuery(db: Executor, where: ReturnType<typeof and>, now: Date) {
  return db
    .select(columns)
    .from(meetings)
    .innerJoin(activities, eq(activities.id, meetings.showId))
    .innerJoin(companies, eq(companies.id, meetings.companyId))
    .leftJoin(booths, and(eq(booths.companyId, meetings.companyId), eq(booths.showId, meetings.showId)))
    .leftJoin(halls, eq(halls.id, booths.hallId))
    .where(and(where, gt(activities.endsAt, now)))
    .orderBy(asc(meetings.startsAt), desc(meetings.id))
    .limit(MEETINGS_LISTED);
}

type Row = Awaited<ReturnType<typeof listQuery>>[number];

function base(row: Row, locale: string) {
  return {
    id: row.id,
    version: row.updatedAt.toISOString(),
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    timeLabel: slotLabel(row.startsAt),
    showId: row.showId,
    showTitle: inLanguage(row.title, row.titleEn, locale),
    note: row.note,
    replyNote: row.replyNote,
    booth: row.number !== null && row.hall !== null ? { hall: inLanguage(row.hall, row.hallEn, locale), number: row.number } : null,
    icsUrl: icsUrlOf(row),
  };
}

const endedLast = <T extends { status: MeetingStatus }>(list: T[]) => [...list.filter((m) => !ENDED.has(m.status)), ...list.filter((m) => ENDED.has(m.status))];

export async function memberMeetings(db: Executor, userId: number, locale: string, now = new Date()): Promise<MemberMeetingView[]> {
  const rows = await listQuery(db, and(eq(meetings.requesterId, userId)), now);
  return endedLast(rows.map((row) => ({ ...base(row, locale), companyId: row.companyId, companyName: inLanguage(row.company, row.companyEn, locale) })));
}

export async function exhibitorMeetings(db: Executor, companyId: number, locale: string, now = new Date()): Promise<ExhibitorMeetingView[]> {
  const rows = await listQuery(db, and(eq(meetings.companyId, companyId)), now);
  return endedLast(
    rows.map((row) => ({
      ...base(row, locale),
      // Only the fields the member filled in with the request, as stored with it.
      requester: { name: row.requester.name, company: row.requester.company, position: row.requester.position, contact: row.requester.contact },
    })),
  );
}

/** The slots of each show in `showIds` that the company has free and that have not begun (what it may propose). */
export async function freeSlotsOf(db: Executor, companyId: number, showIds: readonly number[], now = new Date()): Promise<Record<string, SlotChoiceView[]>> {
  if (showIds.length === 0) return {};
  const [shows, held] = await Promise.all([
    db.select({ id: activities.id, startsAt: activities.startsAt, endsAt: activities.endsAt }).from(activities).where(inArray(activities.id, [...showIds])),
    db
      .select({ startsAt: meetings.startsAt })
      .from(meetings)
      .where(and(eq(meetings.companyId, companyId), inArray(meetings.showId, [...showIds]), inArray(meetings.status, [...SLOT_HOLDING_STATUSES]))),
  ]);
  const taken = new Set(held.map((row) => row.startsAt.getTime()));
  return Object.fromEntries(
    shows.map((show) => [
      String(show.id),
      showSlots(show)
        .filter((slot) => !taken.has(slot.startsAt.getTime()) && bookableSlot(show, slot.startsAt, now))
        .map((slot) => ({ startsAt: slot.startsAt.toISOString(), day: slot.day, time: slot.time })),
    ]),
  );
}
