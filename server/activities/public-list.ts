import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { ActivityKind } from '@/lib/activities/rules';
import { chinaDayStart } from '@/lib/china-datetime';
import type { Db } from '../db';
import { activities } from '../db/schema';

/**
 * /activities (and GET /api/activities?kind=): every published activity,
 * those not yet over first (the soonest first, one under way included), then
 * those over (the latest first); filtered by kind, by place (a city, or
 * `online`) and by the month it starts in (China time). Also the filters'
 * choices: the cities and months that have activities. (Shows: shows.ts.)
 */

export const ACTIVITIES_PER_PAGE = 12;

/** The place filter's value for activities held online. */
export const ONLINE_PLACE = 'online';

export interface PublicActivityFilter {
  kind?: ActivityKind;
  /** A city (its Chinese name, as stored) or ONLINE_PLACE. */
  place?: string;
  /** "YYYY-MM", a month in China time. */
  month?: string;
  page?: number;
  perPage?: number;
  now?: Date;
}

/** The first instants of a China month and of the month after it; null when `month` is not one. */
export function chinaMonthRange(month: string): { from: Date; to: Date } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const [year, number] = [Number(match[1]), Number(match[2])];
  const from = chinaDayStart(`${match[1]}-${match[2]}-01`);
  const nextYear = number === 12 ? year + 1 : year;
  const nextMonth = number === 12 ? 1 : number + 1;
  const to = chinaDayStart(`${nextYear}-${String(nextMonth).padStart(2, '0')}-01`);
  return from && to ? { from, to } : null;
}

function conditions({ kind, place, month }: PublicActivityFilter): SQL | undefined {
  const range = month ? chinaMonthRange(month) : null;
  return and(
    eq(activities.published, true),
    kind ? eq(activities.kind, kind) : undefined,
    place === ONLINE_PLACE ? eq(activities.online, true) : place ? and(eq(activities.online, false), eq(activities.city, place)) : undefined,
    // A month that is not one matches nothing (an old or hand-made link), rather than everything.
    month ? (range ? and(gte(activities.startsAt, range.from), lt(activities.startsAt, range.to)) : sql`false`) : undefined,
  );
}

export async function listPublicActivities(db: Db, filter: PublicActivityFilter = {}) {
  const { page = 1, perPage = ACTIVITIES_PER_PAGE, now = new Date() } = filter;
  const where = conditions(filter);
  const over = sql`${activities.endsAt} <= ${now}`;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(asc(over), sql`case when ${over} then null else ${activities.startsAt} end asc`, desc(activities.startsAt), asc(activities.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ value: count() }).from(activities).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return { items, total: totalCount, page, pageCount: Math.max(1, Math.ceil(totalCount / perPage)) };
}

export interface ActivityFacets {
  /** Cities of activities held in a place, with their English names where known. */
  cities: { name: string; nameEn: string | null }[];
  /** Whether any activity is held online. */
  online: boolean;
  /** The months ("YYYY-MM", China time) activities start in, latest first. */
  months: string[];
}

const chinaMonth = (date: Date) => new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 7);

/** The choices of the /activities filters: what published activities have. */
export async function activityFacets(db: Db): Promise<ActivityFacets> {
  const rows = await db
    .select({ city: activities.city, cityEn: activities.cityEn, online: activities.online, startsAt: activities.startsAt })
    .from(activities)
    .where(eq(activities.published, true));
  const cities = new Map<string, string | null>();
  for (const row of rows) if (!row.online && row.city && !cities.get(row.city)) cities.set(row.city, row.cityEn);
  return {
    cities: [...cities].map(([name, nameEn]) => ({ name, nameEn })).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN')),
    online: rows.some((row) => row.online),
    months: [...new Set(rows.map((row) => chinaMonth(row.startsAt)))].sort().reverse(),
  };
}
