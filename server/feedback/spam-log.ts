import { desc, gte, sql } from 'drizzle-orm';
import { SPAM_RULES, type SpamRule } from '@/lib/feedback/rules';
import type { SpamLogView } from '@/lib/feedback/views';
import { chinaDateTime, chinaDay } from '../kernel/china-time';
import type { Db } from '../db';
import { feedbackSpam } from '../db/schema';

/**
 * The spam log: contact-form attempts a rule turned away, one row per China
 * day, rule and address with a count, so a flood adds to a number instead of
 * filling the table.
 */

const SAMPLE_LENGTH = 120;
/** How many rows the staff page lists. */
export const SPAM_LOG_SHOWN = 50;

/** What staff see of a rejected attempt: its name and the start of its message, on one line. */
export function spamSample(input: { name?: unknown; message?: unknown }): string {
  const parts = [input.name, input.message].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  const line = parts.join(' · ').replace(/\s+/g, ' ').trim();
  const characters = Array.from(line);
  return characters.length > SAMPLE_LENGTH ? `${characters.slice(0, SAMPLE_LENGTH - 1).join('')}…` : line;
}

export interface SpamAttempt {
  rule: SpamRule;
  addressKey: string;
  sample: string;
  now?: Date;
}

export async function recordSpam(db: Db, { rule, addressKey, sample, now = new Date() }: SpamAttempt): Promise<void> {
  await db
    .insert(feedbackSpam)
    .values({ day: chinaDay(now), rule, addressKey, attempts: 1, sample, firstAt: now, lastAt: now })
    .onConflictDoUpdate({
      target: [feedbackSpam.day, feedbackSpam.rule, feedbackSpam.addressKey],
      set: { attempts: sql`${feedbackSpam.attempts} + 1`, sample: sql`excluded.sample`, lastAt: sql`excluded.last_at` },
    });
}

/** The China days from six days before `now` to `now`'s, as YYYY-MM-DD. */
function weekStart(now: Date): string {
  return chinaDay(new Date(now.getTime() - 6 * 24 * 60 * 60 * 1000));
}

export async function spamLog(db: Db, now = new Date()): Promise<SpamLogView> {
  const today = chinaDay(now);
  const since = weekStart(now);
  const [sums, recent] = await Promise.all([
    db
      .select({
        rule: feedbackSpam.rule,
        today: sql<number>`coalesce(sum(${feedbackSpam.attempts}) filter (where ${feedbackSpam.day} = ${today}), 0)::int`,
        week: sql<number>`coalesce(sum(${feedbackSpam.attempts}), 0)::int`,
      })
      .from(feedbackSpam)
      .where(gte(feedbackSpam.day, since))
      .groupBy(feedbackSpam.rule),
    db.select().from(feedbackSpam).orderBy(desc(feedbackSpam.lastAt)).limit(SPAM_LOG_SHOWN),
  ]);
  const totals = Object.fromEntries(SPAM_RULES.map((rule) => [rule, { today: 0, week: 0 }])) as SpamLogView['totals'];
  for (const sum of sums) totals[sum.rule] = { today: Number(sum.today), week: Number(sum.week) };
  return {
    totals,
    recent: recent.map((row) => ({
      day: row.day,
      rule: row.rule,
      addressKey: row.addressKey,
      attempts: row.attempts,
      sample: row.sample,
      lastLabel: chinaDateTime(row.lastAt),
    })),
  };
}
