/**
 * Days and times as staff type them — an `<input type="date">` value
 * ("YYYY-MM-DD") or a datetime-local value ("YYYY-MM-DDTHH:mm", seconds
 * optional) — read as China Standard Time (UTC+8, no daylight saving),
 * whatever the browser's or the server's own time zone. The server writes the
 * values back the same way (chinaDay, chinaDateTime in server/kernel/china-time.ts).
 * A job's closing date is such a day: the job stays listed to the END of it
 * (closingInstant).
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const CHINA_OFFSET_MS = 8 * HOUR_MS;

/** The instant a China-time datetime-local value names, or null when it is not one (a day that does not exist included). */
export function parseChinaDateTime(value: string): Date | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const start = chinaDayStart(`${match[1]}-${match[2]}-${match[3]}`);
  const [hour, minute, second] = [Number(match[4]), Number(match[5]), Number(match[6] ?? 0)];
  if (!start || hour > 23 || minute > 59 || second > 59) return null;
  return new Date(start.getTime() + hour * HOUR_MS + minute * 60_000 + second * 1000);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first instant of a China day, or null when `value` is not a day that exists (2000–2100). */
export function chinaDayStart(value: string): Date | null {
  const match = DAY.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100) return null;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  return new Date(calendar.getTime() - CHINA_OFFSET_MS);
}

export function isChinaDay(value: string): boolean {
  return chinaDayStart(value) !== null;
}

/**
 * The instant a job closing on `day` closes: the last millisecond of that China
 * day (23:59:59.999 +08:00). A job is listed while `closesAt > now`, so it can
 * be seen all through its closing day and is gone from 00:00 the next day.
 */
export function closingInstant(day: string): Date | null {
  const start = chinaDayStart(day);
  return start ? new Date(start.getTime() + DAY_MS - 1) : null;
}

/** The China day of an instant, "YYYY-MM-DD". */
export function chinaDayOf(instant: Date): string {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The China day `days` after (or before) `day`. */
export function addChinaDays(day: string, days: number): string {
  const start = chinaDayStart(day);
  if (!start) throw new Error(`not a day: ${day}`);
  return chinaDayOf(new Date(start.getTime() + days * DAY_MS));
}

/** An instant in China time as the site writes it, "YYYY-MM-DD HH:mm" (server/kernel/china-time.ts chinaDateTime, without Intl). */
export function chinaDateTimeOf(instant: Date): string {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
