import { and, asc, eq, sql } from 'drizzle-orm';
import type { NewRegistration as Registration } from '@/server/activities/registrations/register';
import type { Database, Db } from '@/server/db/client';
import { activities, messages, registrations } from '@/server/db/schema';
import { createLogger, setLogger } from '@/server/kernel/log';
import { cancelRegistration } from '@/server/activities/registrations/cancel';
import {
  GATHER_MAX_MS,
  GATHER_MS,
  MAX_BATCH,
  register,
  registerInTurn,
  registerMany,
  registrationRush,
  type Decide,
  type RegisterOutcome,
  type RegistrationRequest,
} from '@/server/activities/registrations/register';
import { insertActivity } from './support/activities';
import { freshDatabase } from './support/db';

/**
 * Group commit: registrations decided together in one transaction come out
 * exactly as the same registrations decided one at a time — seats, waitlist
 * order, repeats, refusals and messages alike — and a rush of simultaneous
 * ones keeps the order in which they arrived.
 */

let database: Database;
let db: Db;

beforeAll(async () => {
  setLogger(createLogger(undefined, 'silent'));
  database = await freshDatabase();
  db = database.db;
}, 30_000);
afterAll(() => database.close());

const NOW = new Date('2026-12-01T02:00:00Z');

const form = (mobile: string, overrides: Partial<Registration> = {}): Registration => ({
  name: `报名人${mobile.slice(-3)}`,
  mobile,
  email: '',
  company: '宁波海曙织造',
  position: '厂长',
  audience: 'factory',
  quantity: 1,
  consent: true,
  ...overrides,
});

const request = (mobile: string, overrides: Partial<Registration> = {}, locale = 'zh-CN'): RegistrationRequest => ({
  input: form(mobile, overrides),
  ownerTokenHash: null,
  locale,
});

/** An outcome without what differs between two activities (codes, ids). */
function shape(outcome: RegisterOutcome) {
  switch (outcome.kind) {
    case 'created':
      return { kind: outcome.kind, status: outcome.registration.status, position: outcome.registration.waitlistPosition, quantity: outcome.registration.quantity };
    case 'existing':
      return { kind: outcome.kind, status: outcome.row.status, mobile: outcome.row.mobile };
    default:
      return outcome;
  }
}

async function stateOf(activityId: number) {
  const [activity] = await db.select().from(activities).where(eq(activities.id, activityId));
  const rows = await db.select().from(registrations).where(eq(registrations.activityId, activityId)).orderBy(asc(registrations.id));
  const told = await db
    .select({ kind: messages.kind, recipient: messages.recipient, channel: messages.channel, params: messages.params, dueAt: messages.dueAt })
    .from(messages)
    .innerJoin(registrations, sql`${messages.subjectId} = ${registrations.id}::text`)
    .where(and(eq(registrations.activityId, activityId), eq(messages.subjectType, 'registration')))
    .orderBy(asc(messages.id));
  return {
    seatsTaken: activity!.seatsTaken,
    rows: rows.map((row) => ({ mobile: row.mobile, status: row.status, quantity: row.quantity, locale: row.locale })),
    messages: told.map(({ params, ...message }) => ({ ...message, position: (params as { position?: unknown }).position ?? null })),
  };
}

describe('deciding registrations together', () => {
  it('gives every request the outcome, the row and the messages it gets when decided one at a time', async () => {
    const setting = { capacity: 4, perRegistrationLimit: 2, reminderHoursBefore: 24 };
    const together = await insertActivity(db, setting, { now: NOW });
    const alone = await insertActivity(db, setting, { now: NOW });
    // Both activities start with the same earlier history: a confirmed registration and a cancelled one.
    for (const activity of [together, alone]) {
      await register(db, activity.id, form('13900000001'), null, NOW);
      const made = await register(db, activity.id, form('13900000002', { quantity: 2 }), null, NOW);
      if (made.kind !== 'created') throw new Error('setup failed');
      await cancelRegistration(db, made.registration.code, { mobile: '13900000002' }, NOW);
    }
    const burst = [
      request('13900000003', { quantity: 2 }),
      request('13900000001'), // registered before: answered with that registration
      request('13900000004', { quantity: 3 }), // over the limit of 2
      request('13900000004', { email: 'li@example.com' }, 'en'), // the same number again, within the limit: the last seat
      request('13900000002', { quantity: 2 }), // cancelled before: registers anew, onto the waitlist
      request('13900000005'),
      request('13900000003'), // a repeat within the batch
      request('13900000006'),
    ];

    const batched = await registerMany(db, together.id, burst, NOW);
    const oneByOne: RegisterOutcome[] = [];
    for (const item of burst) oneByOne.push(await register(db, alone.id, item.input, item.ownerTokenHash, NOW, item.locale));

    expect(batched.map(shape)).toEqual(oneByOne.map(shape));
    expect(batched.map(shape)).toEqual([
      { kind: 'created', status: 'confirmed', position: null, quantity: 2 },
      { kind: 'existing', status: 'confirmed', mobile: '13900000001' },
      { kind: 'over_limit', limit: 2 },
      { kind: 'created', status: 'confirmed', position: null, quantity: 1 },
      { kind: 'created', status: 'waitlisted', position: 1, quantity: 2 },
      { kind: 'created', status: 'waitlisted', position: 2, quantity: 1 },
      { kind: 'existing', status: 'confirmed', mobile: '13900000003' },
      { kind: 'created', status: 'waitlisted', position: 3, quantity: 1 },
    ]);
    expect(await stateOf(together.id)).toEqual(await stateOf(alone.id));
  });

  it('refuses a whole batch for an activity that is closed, unknown or unpublished, as it would each one', async () => {
    const closed = await insertActivity(db, { registrationClosesAt: new Date(NOW.getTime() - 60_000) }, { now: NOW });
    const hidden = await insertActivity(db, { published: false }, { now: NOW });
    const burst = [request('13900000011'), request('13900000012')];
    expect((await registerMany(db, closed.id, burst, NOW)).map((outcome) => outcome.kind)).toEqual(['closed', 'closed']);
    expect((await registerMany(db, hidden.id, burst, NOW)).map((outcome) => outcome.kind)).toEqual(['not_found', 'not_found']);
    expect((await registerMany(db, 999_999, burst, NOW)).map((outcome) => outcome.kind)).toEqual(['not_found', 'not_found']);
    expect(await db.select().from(registrations).where(eq(registrations.activityId, closed.id))).toEqual([]);
  });
});

describe('a rush of simultaneous registrations', () => {
  it('confirms exactly the seats and queues the rest in the order they arrived, each answered once', async () => {
    const activity = await insertActivity(db, { capacity: 30, perRegistrationLimit: 1 });
    const mobiles = Array.from({ length: 120 }, (_, index) => `137${String(index).padStart(8, '0')}`);
    const outcomes = await Promise.all(mobiles.map((mobile) => registerInTurn(db, activity.id, request(mobile))));

    expect(outcomes.every((outcome) => outcome.kind === 'created')).toBe(true);
    const views = outcomes.map((outcome) => (outcome.kind === 'created' ? outcome.registration : null));
    expect(views.slice(0, 30).every((view) => view?.status === 'confirmed')).toBe(true);
    expect(views.slice(30).map((view) => view?.waitlistPosition)).toEqual(Array.from({ length: 90 }, (_, index) => index + 1));
    const [row] = await db.select().from(activities).where(eq(activities.id, activity.id));
    expect(row!.seatsTaken).toBe(30);
    const stored = await db.select().from(registrations).where(eq(registrations.activityId, activity.id)).orderBy(asc(registrations.id));
    expect(stored.map((registration) => registration.mobile)).toEqual(mobiles);
  });

  it('answers a number sent twice at once with one registration', async () => {
    const activity = await insertActivity(db);
    const [first, second] = await Promise.all([registerInTurn(db, activity.id, request('13600000001')), registerInTurn(db, activity.id, request('13600000001'))]);
    expect(first!.kind).toBe('created');
    expect(second!.kind).toBe('existing');
    if (first!.kind === 'created' && second!.kind === 'existing') expect(second!.row.code).toBe(first!.registration.code);
    expect(await db.select().from(registrations).where(eq(registrations.activityId, activity.id))).toHaveLength(1);
  });

  it('decides a batch the database refuses one registration at a time, so one bad row fails only itself', async () => {
    const activity = await insertActivity(db);
    const sizes: number[] = [];
    // The database refuses any batch that holds the number 13500000002, as it would a row it cannot store.
    const decide: Decide = async (database, activityId, requests, now) => {
      sizes.push(requests.length);
      if (requests.some((item) => item.input.mobile === '13500000002')) throw new Error('refused by the database');
      return registerMany(database, activityId, requests, now);
    };
    const rush = registrationRush(decide);
    const settled = await Promise.allSettled(['13500000001', '13500000002', '13500000003', '13500000004'].map((mobile) => rush(db, activity.id, request(mobile))));

    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    // The four that arrived together in one batch, then, once it failed, each alone.
    expect(sizes).toEqual([4, 1, 1, 1, 1]);
    const stored = await db.select().from(registrations).where(eq(registrations.activityId, activity.id)).orderBy(asc(registrations.id));
    expect(stored.map((row) => row.mobile)).toEqual(['13500000001', '13500000003', '13500000004']);
  });
});

describe('gathering a batch', () => {
  /** A rush whose decisions take no time, recording each batch's size. */
  function recordingRush() {
    const sizes: number[] = [];
    const decide: Decide = async (_db, _activityId, requests) => {
      sizes.push(requests.length);
      return requests.map(() => ({ kind: 'not_found' }) as const);
    };
    return { sizes, rush: registrationRush(decide) };
  }
  const someDb = {} as Db;

  beforeEach(() => jest.useFakeTimers({ now: NOW }));
  afterEach(() => jest.useRealTimers());

  /** `count` registrations, one every `everyMs`, then time enough for the last batch. */
  async function arriving(rush: ReturnType<typeof recordingRush>['rush'], count: number, everyMs: number) {
    const answers: Promise<RegisterOutcome>[] = [];
    for (let index = 0; index < count; index += 1) {
      answers.push(rush(someDb, 1, request(`1390000${String(index).padStart(4, '0')}`)));
      await jest.advanceTimersByTimeAsync(everyMs);
    }
    await jest.advanceTimersByTimeAsync(GATHER_MAX_MS * 2);
    return Promise.all(answers);
  }

  it('decides a lone registration after GATHER_MS', async () => {
    const { sizes, rush } = recordingRush();
    const answer = rush(someDb, 1, request('13900000001'));
    await jest.advanceTimersByTimeAsync(GATHER_MS - 1);
    expect(sizes).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sizes).toEqual([1]);
    await expect(answer).resolves.toEqual({ kind: 'not_found' });
  });

  it('keeps gathering while registrations keep arriving, so a slow rush is not cut into many small batches', async () => {
    const { sizes, rush } = recordingRush();
    // One every 2 ms for 80 ms: each GATHER_MS sees new ones, and GATHER_MAX_MS is not reached.
    expect(await arriving(rush, 40, 2)).toHaveLength(40);
    expect(sizes).toEqual([40]);
  });

  it('decides after GATHER_MAX_MS however long they keep arriving, and at MAX_BATCH at once', async () => {
    const { sizes, rush } = recordingRush();
    await arriving(rush, 150, 2);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(150);
    // The first batch goes after about GATHER_MAX_MS (50 arrivals, give or take the last GATHER_MS).
    expect(sizes[0]).toBeGreaterThanOrEqual(GATHER_MAX_MS / 2);
    expect(sizes[0]).toBeLessThanOrEqual((GATHER_MAX_MS + GATHER_MS) / 2 + 1);

    const burst = recordingRush();
    const answers = Array.from({ length: MAX_BATCH + 10 }, (_, index) => burst.rush(someDb, 1, request(`1380000${String(index).padStart(4, '0')}`)));
    await jest.advanceTimersByTimeAsync(GATHER_MAX_MS * 2);
    await Promise.all(answers);
    expect(burst.sizes).toEqual([MAX_BATCH, 10]);
  });
});
