/**
 * Dates as the site shows them: in China Standard Time whatever the server's
 * time zone, formatted on the server so that the page hydrates with the same text.
 */

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * Formatted parts by minute: what is shown has no seconds and China's offset is
 * whole hours, so every instant of a minute reads the same. formatToParts is
 * slow enough to show in a registration rush (each answer and message formats
 * the same few times again).
 */
const byMinute = new Map<number, Readonly<Record<string, string>>>();
const REMEMBERED = 512;

function parts(date: Date | string): Readonly<Record<string, string>> {
  const instant = new Date(date);
  const minute = Math.floor(instant.getTime() / 60_000);
  const known = byMinute.get(minute);
  if (known) return known;
  // An invalid date throws here, as before.
  const formatted = Object.fromEntries(formatter.formatToParts(instant).map((p) => [p.type, p.value]));
  if (byMinute.size >= REMEMBERED) byMinute.clear();
  byMinute.set(minute, formatted);
  return formatted;
}

/** "YYYY-MM-DD". */
export function chinaDay(date: Date | string): string {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day}`;
}

/** "YYYY-MM-DD HH:mm". */
export function chinaDateTime(date: Date | string): string {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}
