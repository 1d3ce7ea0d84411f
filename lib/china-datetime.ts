/**
 * Times as staff type them: a datetime-local value ("YYYY-MM-DDTHH:mm",
 * seconds optional) read as China Standard Time (UTC+8, no daylight saving),
 * whatever the browser's or the server's own time zone. The server writes the
 * form's values back the same way (chinaDateTime in server/china-time.ts).
 */

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const CHINA_OFFSET_HOURS = 8;

/** The instant a China-time datetime-local value names, or null when it is not one (a day that does not exist included). */
export function parseChinaDateTime(value: string): Date | null {
  const match = LOCAL.exec(value.trim());
  if (!match) return null;
  const part = (index: number) => Number(match[index] ?? 0);
  const [year, month, day, hour, minute, second] = [part(1), part(2), part(3), part(4), part(5), part(6)];
  if (year < 2000 || year > 2100 || hour > 23 || minute > 59 || second > 59) return null;
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  return new Date(Date.UTC(year, month - 1, day, hour - CHINA_OFFSET_HOURS, minute, second));
}
