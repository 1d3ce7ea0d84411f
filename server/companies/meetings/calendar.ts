import { and, eq } from 'drizzle-orm';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { slotEnd } from '@/lib/companies/meeting-slots';
import type { Db } from '../../db';
import { activities, companies, meetings, users } from '../../db/schema';
import { boothAt } from './exhibiting';
import { boothLabel, inLanguage, type MeetingRow } from './facts';

/**
 * A meeting's calendar file (RFC 5545, made with ical-generator like server/activities/calendar.ts), for
 * either side: one event at the slot, at the booth. Its UID lasts as long as the meeting (its id and the
 * moment it was made), its SEQUENCE is the whole seconds from then to its last change (each change moves it at
 * least a second: act.ts), so importing the file again updates the event; a cancelled or declined meeting is
 * STATUS:CANCELLED. Requested and proposed meetings have no file yet.
 */

export function meetingCalendarUid(meeting: Pick<MeetingRow, 'id' | 'createdAt'>): string {
  return `meeting-${meeting.id}-${meeting.createdAt.getTime()}@tmz-platform`;
}

export const meetingSequence = (meeting: Pick<MeetingRow, 'createdAt' | 'updatedAt'>) =>
  Math.max(0, Math.floor((meeting.updatedAt.getTime() - meeting.createdAt.getTime()) / 1000));

export interface MeetingCalendarInput {
  meeting: MeetingRow;
  summary: string;
  location: string;
  description: string;
  siteName: string;
  url: string;
}

export function meetingCalendar({ meeting, summary, location, description, siteName, url }: MeetingCalendarInput): string {
  const calendar = ical({ name: siteName, method: ICalCalendarMethod.PUBLISH, prodId: { company: siteName, product: 'meetings', language: 'ZH' } });
  calendar.createEvent({
    id: meetingCalendarUid(meeting),
    sequence: meetingSequence(meeting),
    status: meeting.status === 'accepted' ? ICalEventStatus.CONFIRMED : ICalEventStatus.CANCELLED,
    start: meeting.startsAt,
    end: slotEnd(meeting.startsAt),
    lastModified: meeting.updatedAt,
    summary,
    location,
    description,
    url,
  });
  return calendar.toString();
}

export type CalendarSide = 'member' | 'exhibitor';

/**
 * The meeting an account may have the file of: its own (the member's), or its company's (an exhibitor
 * account's); accepted, cancelled or declined. Null for anyone else and for other states.
 */
export async function calendarMeeting(db: Db, viewer: { id: number; kind: string }, id: number, locale: string) {
  const [row] = await db
    .select({ meeting: meetings, company: companies.name, companyEn: companies.nameEn, title: activities.title, titleEn: activities.titleEn, venue: activities.venue, venueEn: activities.venueEn })
    .from(meetings)
    .innerJoin(companies, eq(companies.id, meetings.companyId))
    .innerJoin(activities, eq(activities.id, meetings.showId))
    .where(eq(meetings.id, id));
  if (!row || row.meeting.status === 'requested' || row.meeting.status === 'proposed') return null;
  let side: CalendarSide | null = row.meeting.requesterId === viewer.id ? 'member' : null;
  if (!side && viewer.kind === 'exhibitor') {
    const [account] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, viewer.id), eq(users.companyId, row.meeting.companyId)));
    if (account) side = 'exhibitor';
  }
  if (!side) return null;
  const booth = await boothAt(db, row.meeting.companyId, row.meeting.showId);
  const venue = inLanguage(row.venue, row.venueEn, locale);
  const boothText = booth ? boothLabel({ hall: inLanguage(booth.hall, booth.hallEn, locale), number: booth.number }) : '';
  return {
    meeting: row.meeting,
    side,
    company: inLanguage(row.company, row.companyEn, locale),
    title: inLanguage(row.title, row.titleEn, locale),
    location: [venue, boothText].filter(Boolean).join(' '),
  };
}
