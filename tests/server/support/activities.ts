import type { Db } from '@/server/db';
import { activities } from '@/server/db/schema';

export const DAY_MS = 86_400_000;

/**
 * Inserts an activity open for registration: it starts `startsInDays` after
 * `now`, lasts an hour, has 20 seats, 3 per registration, and takes
 * registrations from a day before `now` until a day before it starts.
 */
export async function insertActivity(
  db: Db,
  overrides: Partial<typeof activities.$inferInsert> = {},
  { now = new Date(), startsInDays = 10 }: { now?: Date; startsInDays?: number } = {},
) {
  const startsAt = new Date(now.getTime() + startsInDays * DAY_MS);
  const [row] = await db
    .insert(activities)
    .values({
      title: '供应链沙龙',
      venue: '会展中心',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      capacity: 20,
      perRegistrationLimit: 3,
      registrationOpensAt: new Date(now.getTime() - DAY_MS),
      registrationClosesAt: new Date(startsAt.getTime() - DAY_MS),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
