// Database side of bench/registration.mjs, run with node_modules/.bin/tsx from the repository's root and the
// environment the server will use (DATA_DIR for the embedded database, or DATABASE_URL):
//   tsx bench/support/registration-activity.ts --seats 100   creates an activity open for registration now;
//                                                            prints {"id":…,"capacity":…}
//   tsx bench/support/registration-activity.ts --verify <id>  prints that activity's registrations counted in the database
// It opens the database through the app's own module (which migrates, and seeds an empty one), so the
// server started afterwards finds it ready. The embedded database may be open in one process only: run it
// before the server starts or after it has stopped (with DATABASE_URL it may run while the server runs).
// The result is the only thing on stdout, one JSON line; anything the app logs goes to stderr.
import { parseArgs } from 'node:util';
import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { closeDatabase, database, seedWhenOpened } from '@/server/db';
import { seedDemoContent } from '@/server/site/demo-seed';
import { activities, registrations } from '@/server/db/schema';

const USAGE = 'Usage: tsx bench/support/registration-activity.ts --seats <n> | --verify <activity id>';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

class UsageError extends Error {}

function wholeNumber(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new UsageError(`--${name} must be a positive whole number (got ${value}).`);
  return number;
}

/** A published activity with `seats` seats, registration open from an hour ago until a day ahead, held in two days. */
async function createActivity(seats: number) {
  seedWhenOpened(seedDemoContent);
  const { db } = await database();
  const now = Date.now();
  const startsAt = new Date(now + 2 * DAY);
  const [row] = await db
    .insert(activities)
    .values({
      title: '压测活动：报名并发',
      titleEn: 'Benchmark activity: simultaneous registrations',
      summary: 'bench/registration.mjs',
      venue: '压测会场',
      city: '上海',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * HOUR),
      capacity: seats,
      perRegistrationLimit: 5,
      seatsTaken: 0,
      registrationOpensAt: new Date(now - HOUR),
      registrationClosesAt: new Date(now + DAY),
      published: true,
    })
    .returning({ id: activities.id, capacity: activities.capacity });
  if (!row) throw new Error('The insert of the activity returned no row.');
  return row;
}

/** What the database holds for one activity: the truth the benchmark checks its answers against. */
async function verify(id: number) {
  seedWhenOpened(seedDemoContent);
  const { db } = await database();
  const [activity] = await db
    .select({ seatsTaken: activities.seatsTaken, capacity: activities.capacity })
    .from(activities)
    .where(eq(activities.id, id));
  if (!activity) throw new Error(`No activity ${id} in the database.`);
  const [counts] = await db
    .select({
      rows: count(),
      distinctMobiles: countDistinct(registrations.mobile),
      confirmedRows: sql<number>`count(*) filter (where ${registrations.status} = 'confirmed')`.mapWith(Number),
      confirmedSeats: sql<number>`coalesce(sum(${registrations.quantity}) filter (where ${registrations.status} = 'confirmed'), 0)`.mapWith(Number),
      waitlisted: sql<number>`count(*) filter (where ${registrations.status} = 'waitlisted')`.mapWith(Number),
    })
    .from(registrations)
    .where(eq(registrations.activityId, id));
  // The largest number of rows any one mobile number has (the unique index should keep it at 1).
  const [most] = await db
    .select({ rows: count() })
    .from(registrations)
    .where(eq(registrations.activityId, id))
    .groupBy(registrations.mobile)
    .orderBy(sql`count(*) desc`)
    .limit(1);
  return { id, ...counts, maxRowsPerMobile: most?.rows ?? 0, seatsTaken: activity.seatsTaken, capacity: activity.capacity };
}

async function main(): Promise<unknown> {
  const { values } = parseArgs({ options: { seats: { type: 'string' }, verify: { type: 'string' } } });
  if ((values.seats === undefined) === (values.verify === undefined)) throw new UsageError('Give either --seats or --verify.');
  // The app logs to stdout (the seeding of an empty database): keep stdout for the result.
  console.log = console.error;
  try {
    return values.verify !== undefined ? await verify(wholeNumber('verify', values.verify)) : await createActivity(wholeNumber('seats', values.seats!));
  } finally {
    await closeDatabase();
  }
}

main().then(
  (result) => process.stdout.write(`${JSON.stringify(result)}\n`),
  (error: unknown) => {
    if (error instanceof UsageError || (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      console.error(`${error.message}\n${USAGE}`);
      process.exitCode = 2;
    } else {
      console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
      process.exitCode = 1;
    }
  },
);
