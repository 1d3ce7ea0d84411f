import { chinaDayOf, chinaDayStart } from '../china-datetime';

/**
 * The time of an agenda row as staff write it: "09:30", "9:30–10:00",
 * "第二天 14:00" or "Day 2 14:00" — a clock time in China time, on the
 * activity's first day or the day named. Words alone ("全天", "待定") are not
 * a time and are not checked. Used to refuse a row outside the activity's own
 * times, so that a page cannot say 09:30–11:30 above an agenda running 19:30–21:00.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DIGITS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };
const CLOCK = String.raw`(\d{1,2})\s*[:：]\s*(\d{2})`;
const AGENDA_TIME = new RegExp(String.raw`^(?:(?:第\s*([一二两三四五六七八九十\d]{1,3})\s*天|day\s*(\d{1,2}))\s*[,，、]?\s*)?${CLOCK}(?:\s*[-–—~～至到]\s*${CLOCK})?$`, 'i');

export interface AgendaTime {
  /** The day of the activity, 1 for the first; null when not named. */
  day: number | null;
  /** Minutes after midnight of the start, and of the end when a range is given. */
  from: number;
  to: number | null;
}

/** A Chinese day number as written in 第…天: digits, or 一 to 十, 十一 to 十九, 二十 to 三十一. */
function dayNumber(text: string): number | null {
  if (/^\d+$/.test(text)) return Number(text);
  const [tens, ones] = text.includes('十') ? text.split('十') : ['', text];
  const ten = text.includes('十') ? (tens === '' ? 1 : DIGITS[tens!]) : 0;
  const one = ones === '' ? 0 : DIGITS[ones!];
  if (ten === undefined || one === undefined || (ones?.length ?? 0) > 1 || (tens?.length ?? 0) > 1) return null;
  return ten * 10 + one || null;
}

function clock(hours: string, minutes: string): number | null {
  const [h, m] = [Number(hours), Number(minutes)];
  return h <= 24 && m <= 59 && h * 60 + m <= 24 * 60 ? h * 60 + m : null;
}

/** The time an agenda row names, or null when its text is not a time (words are left as they are). */
export function parseAgendaTime(text: string): AgendaTime | null {
  const match = AGENDA_TIME.exec(text.trim());
  if (!match) return null;
  const dayText = match[1] ?? match[2];
  const day = dayText === undefined ? null : dayNumber(dayText);
  const from = clock(match[3]!, match[4]!);
  const to = match[5] === undefined ? null : clock(match[5], match[6]!);
  if ((dayText !== undefined && day === null) || from === null || (match[5] !== undefined && to === null)) return null;
  return { day, from, to };
}

/**
 * True when an agenda row's time falls outside the activity's start and end
 * (an end time, when given, counts too). A row without a day may be on any of
 * the activity's days; a row with one is on that day of the activity.
 */
export function agendaTimeOutside(text: string, startsAt: Date, endsAt: Date): boolean {
  const time = parseAgendaTime(text);
  if (!time) return false;
  const firstDay = chinaDayStart(chinaDayOf(startsAt))!.getTime();
  const within = (dayIndex: number) => {
    const at = (minutes: number) => firstDay + dayIndex * DAY_MS + minutes * MINUTE_MS;
    const from = at(time.from);
    const to = time.to === null ? from : at(time.to);
    return from >= startsAt.getTime() && to <= endsAt.getTime() && to >= from;
  };
  if (time.day !== null) return !within(time.day - 1);
  const days = Math.ceil((endsAt.getTime() - firstDay) / DAY_MS);
  for (let index = 0; index < Math.max(days, 1); index += 1) if (within(index)) return false;
  return true;
}

const clockText = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Whether a text has Chinese (or other CJK) characters: an English page would show it as Chinese. */
export const hasCjk = (text: string) => /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text);

/**
 * An agenda row's time as the English page says it: the English time staff
 * wrote, else the clock time it names ("第二天 14：00" → "Day 2 14:00"), else
 * the time itself when it has no Chinese ("TBC"); null when it is Chinese
 * words ("全天") and no English was written.
 */
export function agendaTimeInEnglish(time: string, timeEn?: string | null): string | null {
  if (timeEn) return timeEn;
  const parsed = parseAgendaTime(time);
  if (!parsed) return hasCjk(time) ? null : time;
  const range = parsed.to === null ? clockText(parsed.from) : `${clockText(parsed.from)}–${clockText(parsed.to)}`;
  return parsed.day === null ? range : `Day ${parsed.day} ${range}`;
}
