import { MEETING_SLOT_MINUTES } from './rules';

/**
 * The half-hour slots of a show in which meetings may be booked (预约洽谈), from the show's own start and end
 * (an activity's startsAt/endsAt), in China time (UTC+8 all year: no daylight saving, so plain arithmetic):
 *
 * - the days are the China calendar days from the start's day to the end's day, both included (an end at
 *   exactly 00:00 belongs to the day before: the show closed at midnight);
 * - every day has the same hours: from the start's time of day to the end's time of day (a show from
 *   2027-01-06 09:00 to 2027-01-08 17:00 meets 09:00–17:00 on each of its three days);
 * - a slot starts on the hour or the half hour and ends by closing time: the opening time is rounded up to
 *   the next half hour and the closing time down (09:15–17:45 gives 09:30 … 17:00);
 * - when the end's time of day is not after the start's (a show from 18:00 to 02:00 the next day), the
 *   days have no common hours and the show has no slots;
 * - a show longer than SHOW_DAYS_MAX days offers its first SHOW_DAYS_MAX.
 * Slots already begun are not bookable (bookableSlot).
 */

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
const CHINA_OFFSET_MINUTES = 8 * 60;
/** The longest show (in days) whose slots are offered. */
export const SHOW_DAYS_MAX = 31;

export interface ShowTimes {
  startsAt: Date;
  endsAt: Date;
}

/** Minutes since 1970-01-01 00:00 China time. */
const chinaMinutes = (date: Date) => Math.floor(date.getTime() / MINUTE_MS) + CHINA_OFFSET_MINUTES;

/** "YYYY-MM-DD" of a China day number (days since 1970-01-01 in China time). */
function dayLabel(dayNumber: number): string {
  return new Date(dayNumber * DAY_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
}

/** "HH:mm" of a minute of the day. */
export function minuteLabel(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

export interface ShowHours {
  /** The China days of the show, "YYYY-MM-DD", in order. */
  days: string[];
  /** The daily opening and closing minute (from midnight) of the slots; opens === closes: no slots. */
  opens: number;
  closes: number;
}

export function showHours({ startsAt, endsAt }: ShowTimes): ShowHours {
  const start = chinaMinutes(startsAt);
  // The last minute the show is open: an end at midnight closes the day before at 24:00.
  const end = Math.max(start, chinaMinutes(endsAt));
  const firstDay = Math.floor(start / DAY_MINUTES);
  const lastDay = end > start && end % DAY_MINUTES === 0 ? end / DAY_MINUTES - 1 : Math.floor(end / DAY_MINUTES);
  const startMinute = start - firstDay * DAY_MINUTES;
  const endMinute = end - lastDay * DAY_MINUTES;
  const opens = Math.ceil(startMinute / MEETING_SLOT_MINUTES) * MEETING_SLOT_MINUTES;
  const closes = Math.floor(endMinute / MEETING_SLOT_MINUTES) * MEETING_SLOT_MINUTES;
  const days: string[] = [];
  for (let day = firstDay; day <= lastDay && days.length < SHOW_DAYS_MAX; day += 1) days.push(dayLabel(day));
  return closes - opens >= MEETING_SLOT_MINUTES ? { days, opens, closes } : { days, opens, closes: opens };
}

/** The instant a slot starts: a China day ("YYYY-MM-DD") and a minute of it. */
export function slotInstant(day: string, minute: number): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (minute - CHINA_OFFSET_MINUTES) * MINUTE_MS);
}

export interface Slot {
  day: string;
  /** "HH:mm", China time. */
  time: string;
  startsAt: Date;
}

/** Every slot of a show, day by day, in time order. */
export function showSlots(show: ShowTimes): Slot[] {
  const { days, opens, closes } = showHours(show);
  return days.flatMap((day) => {
    const slots: Slot[] = [];
    for (let minute = opens; minute + MEETING_SLOT_MINUTES <= closes; minute += MEETING_SLOT_MINUTES) {
      slots.push({ day, time: minuteLabel(minute), startsAt: slotInstant(day, minute) });
    }
    return slots;
  });
}

/** The slot of the show that starts at `startsAt`, or null when none does (off the half hour, outside the hours or days). */
export function slotAt(show: ShowTimes, startsAt: Date): Slot | null {
  if (Number.isNaN(startsAt.getTime())) return null;
  return showSlots(show).find((slot) => slot.startsAt.getTime() === startsAt.getTime()) ?? null;
}

/** A slot that may be booked or proposed now: one of the show's, not yet begun. */
export function bookableSlot(show: ShowTimes, startsAt: Date, now: Date): Slot | null {
  const slot = slotAt(show, startsAt);
  return slot && slot.startsAt.getTime() > now.getTime() ? slot : null;
}

/** The China day ("YYYY-MM-DD") of an instant. */
export function chinaDayOf(date: Date): string {
  return dayLabel(Math.floor(chinaMinutes(date) / DAY_MINUTES));
}

/** "YYYY-MM-DD HH:mm–HH:mm" of a slot, China time. */
export function slotLabel(startsAt: Date): string {
  const minute = ((chinaMinutes(startsAt) % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${chinaDayOf(startsAt)} ${minuteLabel(minute)}–${minuteLabel(minute + MEETING_SLOT_MINUTES)}`;
}

/** When a slot ends. */
export function slotEnd(startsAt: Date): Date {
  return new Date(startsAt.getTime() + MEETING_SLOT_MINUTES * MINUTE_MS);
}
