import { eq } from 'drizzle-orm';
import type { Executor } from '../../db';
import { activities, companies, meetings } from '../../db/schema';
import { boothAt } from './exhibiting';
import type { MeetingFacts } from './notify';

export type MeetingRow = typeof meetings.$inferSelect;

/** Names in a language: the English one where there is one and the page is English. */
export const inLanguage = (zh: string, en: string | null | undefined, locale: string) => (locale === 'en' && en ? en : zh);

/** "1 号馆 A108": a booth as its hall and number. */
export const boothLabel = (booth: { hall: string; number: string }) => `${booth.hall} ${booth.number}`.trim();

/** What a meeting's messages name: the company, the show and the booth, in each side's language. */
export async function meetingFacts(tx: Executor, meeting: MeetingRow): Promise<MeetingFacts> {
  const [names] = await tx
    .select({ company: companies.name, companyEn: companies.nameEn, title: activities.title, titleEn: activities.titleEn })
    .from(meetings)
    .innerJoin(companies, eq(companies.id, meetings.companyId))
    .innerJoin(activities, eq(activities.id, meetings.showId))
    .where(eq(meetings.id, meeting.id));
  const booth = await boothAt(tx, meeting.companyId, meeting.showId);
  const locale = meeting.locale;
  return {
    id: meeting.id,
    startsAt: meeting.startsAt,
    requesterId: meeting.requesterId,
    companyId: meeting.companyId,
    locale,
    memberSide: {
      company: inLanguage(names?.company ?? '', names?.companyEn, locale),
      title: inLanguage(names?.title ?? '', names?.titleEn, locale),
      booth: booth ? boothLabel({ hall: inLanguage(booth.hall, booth.hallEn, locale), number: booth.number }) : '',
    },
    exhibitorSide: { requesterName: meeting.requester.name, title: names?.title ?? '', booth: booth ? boothLabel(booth) : '' },
  };
}
