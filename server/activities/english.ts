import { agendaTimeInEnglish, hasCjk } from '@/lib/activities/agenda-time';
import type { ActivityAgendaView } from '@/lib/activities/views';
import type { ActivityRow } from './queries';

/**
 * An activity's text in the page's language: on an English page each field's
 * English where staff wrote it, else the Chinese, flagged as Chinese only (the
 * page says so in one line and marks it lang="zh-CN"). A field is never
 * flagged on a Chinese page, nor when its Chinese holds no Chinese characters.
 */

export interface Localised<T> {
  value: T;
  chineseOnly: boolean;
}

function pick(chinese: string, english: string | null, inEnglish: boolean): Localised<string> {
  if (!inEnglish) return { value: chinese, chineseOnly: false };
  if (english) return { value: english, chineseOnly: false };
  return { value: chinese, chineseOnly: hasCjk(chinese) };
}

/** The description (sanitised HTML): overview, audience, highlights. */
export const localisedDescription = (row: Pick<ActivityRow, 'description' | 'descriptionEn'>, english: boolean) => pick(row.description, row.descriptionEn, english);

/** The street address (the venue and city have their own English fields). */
export const localisedAddress = (row: Pick<ActivityRow, 'address' | 'addressEn'>, english: boolean) => pick(row.address, row.addressEn, english);

/** The agenda: each row's time and title in the page's language, and whether any of it stays Chinese. */
export function localisedAgenda(agenda: ActivityRow['agenda'], english: boolean): Localised<ActivityAgendaView[]> {
  const rows = agenda.map((item): ActivityAgendaView => {
    if (!english) return { time: item.time, title: item.title, chineseOnly: false };
    const time = agendaTimeInEnglish(item.time, item.timeEn);
    const title = item.titleEn || item.title;
    return { time: time ?? item.time, title, chineseOnly: time === null || (!item.titleEn && hasCjk(item.title)) };
  });
  return { value: rows, chineseOnly: rows.some((row) => row.chineseOnly) };
}

/** The visitor information (getting there, FAQ, notes) has no English form: on an English page, whether it holds Chinese. */
export function infoChineseOnly(info: ActivityRow['info'], english: boolean): boolean {
  return english && hasCjk([info.transport, ...info.faq.flatMap((item) => [item.q, item.a]), ...info.notes].join('\n'));
}
