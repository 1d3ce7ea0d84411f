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

function parts(date: Date | string): Record<string, string> {
  return Object.fromEntries(formatter.formatToParts(new Date(date)).map((p) => [p.type, p.value]));
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
