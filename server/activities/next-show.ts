import { cached } from '../kernel/cache';
import { chinaDay } from '../kernel/china-time';
import type { HomeShowView } from '@/lib/site/home-views';
import { nextShow } from './shows';
import type { Db } from '../db';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The days an activity is held, China time, as a reader writes them:
 * "2027年1月12日至14日", "12–14 January 2027" (months and years named only
 * where they change).
 */
export function dayRangeLabel(startsAt: Date, endsAt: Date, english: boolean): string {
  const [y1, m1, d1] = chinaDay(startsAt).split('-').map(Number) as [number, number, number];
  // An end at midnight belongs to the day before.
  const [y2, m2, d2] = chinaDay(new Date(endsAt.getTime() - 1)).split('-').map(Number) as [number, number, number];
  const sameDay = y1 === y2 && m1 === m2 && d1 === d2;
  if (english) {
    const day = (d: number, m: number, y?: number) => `${d} ${MONTHS[m - 1]}${y === undefined ? '' : ` ${y}`}`;
    if (sameDay || endsAt <= startsAt) return day(d1, m1, y1);
    if (y1 !== y2) return `${day(d1, m1, y1)} – ${day(d2, m2, y2)}`;
    if (m1 !== m2) return `${day(d1, m1)} – ${day(d2, m2, y2)}`;
    return `${d1}–${d2} ${MONTHS[m1 - 1]} ${y1}`;
  }
  if (sameDay || endsAt <= startsAt) return `${y1}年${m1}月${d1}日`;
  if (y1 !== y2) return `${y1}年${m1}月${d1}日至${y2}年${m2}月${d2}日`;
  if (m1 !== m2) return `${y1}年${m1}月${d1}日至${m2}月${d2}日`;
  return `${y1}年${m1}月${d1}日至${d2}日`;
}

/** The next show as the home page's first screen names it (its name, days and place, in the page's language), or null when none is coming. */
export async function homeNextShow(db: Db, english: boolean, now = new Date()): Promise<HomeShowView | null> {
  const show = await cached('activities:next-show', ['activities'], () => nextShow(db, now));
  if (!show) return null;
  const venue = (english && show.venueEn) || show.venue;
  const city = (english && show.cityEn) || show.city;
  return {
    id: show.id,
    title: (english && show.titleEn) || show.title,
    days: dayRangeLabel(show.startsAt, show.endsAt, english),
    startsAt: show.startsAt.toISOString(),
    // The venue with its city, unless its name already says it.
    place: show.online || !city || venue.includes(city) ? venue : english ? `${venue}, ${city}` : `${city}${venue}`,
  };
}
