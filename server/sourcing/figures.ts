import { sql } from 'drizzle-orm';
import type { SourcingFiguresView, WeekCount } from '@/lib/sourcing/staff-views';
import type { Executor } from '../db';
import { chinaDay } from '../kernel/china-time';

/**
 * Sourcing's figures for staff (/admin/sourcing and the console's dashboard), over every request but drafts:
 * - requests per week: submitted in each of the last FIGURE_WEEKS weeks (China weeks, Monday first), this one last;
 * - quotes per request: quotes sent and not withdrawn, per request that went live (one decimal);
 * - time to first quote: the median, in hours (one decimal), from going live to the first quote, of the
 *   requests that have one;
 * - share closed with a choice: of the requests that ended (closed by their buyer or staff, or their time
 *   passed; hidden ones are not counted), the share (whole per cent) with an accepted quote.
 */

export const FIGURE_WEEKS = 8;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (China, YYYY-MM-DD) of the week holding `date`. */
export function weekOf(date: Date): string {
  const day = chinaDay(date);
  const noon = new Date(`${day}T12:00:00+08:00`);
  const weekday = (noon.getUTCDay() + 6) % 7;
  return chinaDay(new Date(noon.getTime() - weekday * DAY_MS));
}

/** The last `weeks` Mondays, oldest first, ending with this week's. */
export function lastWeeks(now: Date, weeks = FIGURE_WEEKS): string[] {
  const monday = new Date(`${weekOf(now)}T12:00:00+08:00`);
  return Array.from({ length: weeks }, (_, i) => chinaDay(new Date(monday.getTime() - (weeks - 1 - i) * 7 * DAY_MS)));
}

/** The rows of a raw query (the drivers' results differ in type, not in shape). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const round1 = (value: number) => Math.round(value * 10) / 10;

export async function sourcingFigures(db: Executor, now = new Date(), weeks = FIGURE_WEEKS): Promise<SourcingFiguresView> {
  const mondays = lastWeeks(now, weeks);
  const since = new Date(`${mondays[0]}T00:00:00+08:00`);
  const [perWeekRows, totals] = await Promise.all([
    db.execute(sql`
      select to_char(date_trunc('week', coalesce(submitted_at, created_at) at time zone 'Asia/Shanghai'), 'YYYY-MM-DD') as week, count(*)::int as requests
      from sourcing_requests
      where status <> 'draft' and coalesce(submitted_at, created_at) >= ${since.toISOString()}::timestamptz
      group by 1`),
    db.execute(sql`
      with live as (
        select r.id, r.live_at, r.status, r.closes_at,
          (select count(*) from sourcing_quotes q where q.request_id = r.id and q.status <> 'withdrawn')::int as quotes,
          (select min(q.created_at) from sourcing_quotes q where q.request_id = r.id) as first_quote,
          exists (select 1 from sourcing_quotes q where q.request_id = r.id and q.status = 'accepted') as chosen
        from sourcing_requests r
        where r.live_at is not null
      )
      select count(*)::int as live,
        coalesce(sum(quotes), 0)::int as quotes,
        (percentile_cont(0.5) within group (order by extract(epoch from first_quote - live_at) / 3600)
          filter (where first_quote is not null))::float8 as first_hours,
        count(*) filter (where status = 'closed' or (status = 'live' and closes_at <= ${now.toISOString()}::timestamptz))::int as ended,
        count(*) filter (where chosen and (status = 'closed' or (status = 'live' and closes_at <= ${now.toISOString()}::timestamptz)))::int as chosen
      from live`),
  ]);
  const counts = new Map(rowsOf<{ week: string; requests: number }>(perWeekRows).map((row) => [row.week, Number(row.requests)]));
  const perWeek: WeekCount[] = mondays.map((week) => ({ week, requests: counts.get(week) ?? 0 }));
  const total = rowsOf<{ live: number; quotes: number; first_hours: number | null; ended: number; chosen: number }>(totals)[0];
  const live = Number(total?.live ?? 0);
  const ended = Number(total?.ended ?? 0);
  const firstHours = total?.first_hours;
  return {
    perWeek,
    quotesPerRequest: live === 0 ? null : round1(Number(total?.quotes ?? 0) / live),
    hoursToFirstQuote: firstHours === null || firstHours === undefined ? null : round1(Number(firstHours)),
    closedWithChoice: ended === 0 ? null : Math.round((Number(total?.chosen ?? 0) / ended) * 100),
    endedCount: ended,
  };
}
