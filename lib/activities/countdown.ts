/**
 * The /tmz countdown: how long until a show opens, in whole days, hours and
 * minutes (rounded down), or that it is under way or over. Instants, not
 * wall-clock days: the same in every time zone, so the server's first text and
 * the browser's are the same at the same moment.
 */

export type Countdown =
  | { kind: 'before'; days: number; hours: number; minutes: number }
  | { kind: 'ongoing' }
  | { kind: 'ended' };

const MINUTE_MS = 60_000;

export function countdown(startsAt: Date | string, endsAt: Date | string, now: Date | string): Countdown {
  const at = new Date(now).getTime();
  const start = new Date(startsAt).getTime();
  if (at >= new Date(endsAt).getTime()) return { kind: 'ended' };
  if (at >= start) return { kind: 'ongoing' };
  const minutesLeft = Math.floor((start - at) / MINUTE_MS);
  return { kind: 'before', days: Math.floor(minutesLeft / 1440), hours: Math.floor((minutesLeft % 1440) / 60), minutes: minutesLeft % 60 };
}

/** How long until the countdown's text next changes (the next whole minute), at least a second. */
export function nextTickMs(startsAt: Date | string, now: Date | string): number {
  const left = new Date(startsAt).getTime() - new Date(now).getTime();
  const remainder = left % MINUTE_MS;
  return Math.max(1000, remainder === 0 ? MINUTE_MS : remainder + 50);
}
