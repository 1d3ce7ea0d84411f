import { asc, eq } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '@/server/db/client';
import { createLogger, setLogger } from '@/server/kernel/log';
import { activities, messages, registrations } from '@/server/db/schema';
import { claimDue, deliverDue, LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from '@/server/messages/delivery';
import { enqueueMessage } from '@/server/messages/outbox';
import { registerDomainMessageHooks } from '@/server/site/message-hooks';
import { DeliveryError, type OutgoingMessage, type Transport, type Transports } from '@/server/messages/transport';
import { cancelRegistration } from '@/server/activities/registrations/cancel';
import { register } from '@/server/activities/registrations/register';
import { insertActivity } from './support/activities';
import { freshDatabase } from './support/db';

/**
 * The outbox's rules, on PGlite and (in the PostgreSQL pass) on a server:
 * a message for every committed change and none for a rolled-back one, no
 * message sent twice by two workers, retries with a growing wait, and
 * at-least-once delivery when a worker dies between sending and recording.
 */

let database: Database & { url?: string };
let db: Db;

beforeAll(async () => {
  // As the app's start-up does before its delivery worker starts: the domains' last look and attachments.
  registerDomainMessageHooks();
  // Retries and failures are logged as warnings: expected here.
  setLogger(createLogger(undefined, 'silent'));
  database = await freshDatabase();
  db = database.db;
}, 30_000);
afterAll(() => database.close());
beforeEach(async () => {
  await db.delete(messages);
  await db.delete(registrations);
  await db.delete(activities);
});

/** A transport that records what it is given, and fails while `failing` says so. */
function recorder(channel: 'sms' | 'email', options: { failing?: () => DeliveryError | null; delayMs?: () => number } = {}) {
  const sent: OutgoingMessage[] = [];
  const transport: Transport = {
    name: 'test',
    channel,
    async send(message) {
      const delay = options.delayMs?.() ?? 0;
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      const failure = options.failing?.();
      if (failure) throw failure;
      sent.push(message);
      return { providerId: `p-${message.id}` };
    },
  };
  return { transport, sent };
}

function transportsOf(sms: Transport, email?: Transport): Transports {
  return { sms, email: email ?? recorder('email').transport };
}

const form = (mobile: string, overrides: Record<string, unknown> = {}) => ({
  name: '韩梅梅',
  mobile,
  email: '',
  company: '宁波海曙织造',
  position: '厂长',
  audience: 'factory' as const,
  quantity: 1,
  consent: true as const,
  ...overrides,
});

const rowsOf = (kind?: string) =>
  db
    .select()
    .from(messages)
    .where(kind ? eq(messages.kind, kind) : undefined)
    .orderBy(asc(messages.id));

describe('writing messages with the change', () => {
  it('a registration commits its confirmation (SMS, and an e-mail when given) and its reminder, due the set hours before the start', async () => {
    const now = new Date('2026-12-01T02:00:00Z');
    const activity = await insertActivity(db, { reminderHoursBefore: 24 }, { now, startsInDays: 10 });
    const outcome = await register(db, activity.id, form('13800000001', { email: 'han@example.com' }), null, now, 'en');
    expect(outcome.kind).toBe('created');

    const confirmation = await rowsOf('registration_confirmed');
    expect(confirmation.map((row) => [row.channel, row.recipient, row.locale])).toEqual([
      ['sms', '13800000001', 'en'],
      ['email', 'han@example.com', 'en'],
    ]);
    const reminders = await rowsOf('registration_reminder');
    expect(reminders).toHaveLength(2);
    expect(reminders[0]!.dueAt.getTime()).toBe(activity.startsAt.getTime() - 24 * 3_600_000);
  });

  it('a transaction that rolls back leaves no message behind', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueMessage(tx, { kind: 'feedback_receipt', to: { email: 'a@example.com' }, locale: 'zh-CN', params: { name: 'A', reference: 'FB-1', message: 'hi' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await rowsOf()).toHaveLength(0);
  });

  it('a registration refused (closed) writes nothing; a waitlisted one gets its place, no reminder', async () => {
    const now = new Date('2026-12-01T02:00:00Z');
    const closed = await insertActivity(db, { registrationClosesAt: new Date(now.getTime() - 1000) }, { now });
    expect((await register(db, closed.id, form('13800000002'), null, now)).kind).toBe('closed');
    expect(await rowsOf()).toHaveLength(0);

    const full = await insertActivity(db, { capacity: 1, seatsTaken: 1 }, { now });
    await register(db, full.id, form('13800000003'), null, now);
    const rows = await rowsOf();
    expect(rows.map((row) => row.kind)).toEqual(['registration_waitlisted']);
    expect(rows[0]!.params).toMatchObject({ position: 1, code: expect.any(String) });
  });

  it('a cancellation tells the registrant, cancels their reminder, and promotes the first in line in the same transaction', async () => {
    const now = new Date('2026-12-01T02:00:00Z');
    const activity = await insertActivity(db, { capacity: 1 }, { now });
    const first = await register(db, activity.id, form('13800000004'), null, now);
    await register(db, activity.id, form('13800000005'), null, now);
    if (first.kind !== 'created') throw new Error('not created');

    await cancelRegistration(db, first.registration.code, { mobile: '13800000004' }, now);
    const rows = await rowsOf();
    const byKind = (kind: string) => rows.filter((row) => row.kind === kind);
    expect(byKind('registration_cancelled').map((row) => row.recipient)).toEqual(['13800000004']);
    expect(byKind('registration_promoted').map((row) => row.recipient)).toEqual(['13800000005']);
    const reminders = byKind('registration_reminder');
    expect(reminders.map((row) => [row.recipient, row.status])).toEqual([
      ['13800000004', 'cancelled'],
      ['13800000005', 'pending'],
    ]);
  });
});

describe('delivery', () => {
  async function enqueueMany(count: number) {
    const values = Array.from({ length: count }, (_, index) => ({
      kind: 'feedback_receipt',
      channel: 'email' as const,
      recipient: `reader${index}@example.com`,
      params: { name: `读者${index}`, reference: `FB-${index}`, message: '你好' },
      // Due a moment ago by this process's clock (the database's now() has microseconds, JavaScript's Date does not).
      dueAt: new Date(Date.now() - 1000),
    }));
    for (let start = 0; start < values.length; start += 100) await db.insert(messages).values(values.slice(start, start + 100));
  }

  it('two workers on separate connections send each of hundreds of messages exactly once', async () => {
    await enqueueMany(300);
    // On PostgreSQL the second worker has its own pool: two instances. PGlite is one process's: the two share it.
    const second = database.url ? await openDatabase({ kind: 'postgres', url: database.url }) : null;
    try {
      const a = recorder('email', { delayMs: () => Math.random() * 3 });
      const b = recorder('email', { delayMs: () => Math.random() * 3 });
      const [countsA, countsB] = await Promise.all([
        deliverDue(db, transportsOf(recorder('sms').transport, a.transport), { batchSize: 7 }),
        deliverDue(second?.db ?? db, transportsOf(recorder('sms').transport, b.transport), { batchSize: 7 }),
      ]);
      const ids = [...a.sent, ...b.sent].map((message) => message.id);
      expect(ids).toHaveLength(300);
      expect(new Set(ids).size).toBe(300);
      expect(countsA.sent + countsB.sent).toBe(300);
      const rows = await rowsOf();
      expect(rows.every((row) => row.status === 'sent' && row.attempts === 1 && row.providerId === `p-${row.id}`)).toBe(true);
    } finally {
      await second?.close();
    }
  }, 60_000);

  it('a failure is tried again after 30 s, 1 min, 2 min… and given up after the last try', async () => {
    await enqueueMany(1);
    const failing = recorder('email', { failing: () => new DeliveryError('421 try later') });
    const transports = transportsOf(recorder('sms').transport, failing.transport);
    let clock = new Date('2026-12-01T00:00:00Z').getTime();
    const now = () => new Date(clock);

    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect(await deliverDue(db, transports, { now })).toMatchObject({ retry: 1 });
      const [row] = await rowsOf();
      expect(row).toMatchObject({ status: 'pending', attempts: attempt, lastError: '421 try later' });
      expect(row!.dueAt.getTime() - clock).toBe(retryDelayMs(attempt));
      // Not before its time.
      clock += retryDelayMs(attempt) - 1000;
      expect(await deliverDue(db, transports, { now })).toMatchObject({ retry: 0, failed: 0 });
      clock += 1000;
    }
    expect(await deliverDue(db, transports, { now })).toMatchObject({ failed: 1 });
    const [row] = await rowsOf();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect([1, 2, 3, 4, 5, 20].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000, 480_000, 3_600_000]);
  });

  it('a refusal that cannot change (a bad number) fails at once', async () => {
    await enqueueMany(1);
    const refusing = recorder('email', { failing: () => new DeliveryError('isv.MOBILE_NUMBER_ILLEGAL', true) });
    expect(await deliverDue(db, transportsOf(recorder('sms').transport, refusing.transport))).toMatchObject({ failed: 1 });
    expect((await rowsOf())[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('at least once: a worker that dies after sending and before recording leaves the message to be sent again, with the same id', async () => {
    await enqueueMany(1);
    const start = new Date('2026-12-01T00:00:00Z');
    const [claimed] = await claimDue(db, start, 10);
    expect(claimed).toMatchObject({ status: 'sending', attempts: 1 });
    // …the provider got it, then the process died: nothing recorded. While the claim holds, nobody takes it.
    expect(await claimDue(db, new Date(start.getTime() + LEASE_MS - 1000), 10)).toHaveLength(0);

    const again = recorder('email');
    const counts = await deliverDue(db, transportsOf(recorder('sms').transport, again.transport), { now: () => new Date(start.getTime() + LEASE_MS + 1000) });
    expect(counts.sent).toBe(1);
    expect(again.sent.map((message) => message.id)).toEqual([claimed!.id]);
    expect((await rowsOf())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a worker told to stop gives the rest of its claim back, untried', async () => {
    await enqueueMany(5);
    const slow = recorder('email');
    let stop = false;
    const counting: Transport = {
      ...slow.transport,
      async send(message) {
        const answer = await slow.transport.send(message);
        stop = true;
        return answer;
      },
    };
    const counts = await deliverDue(db, transportsOf(recorder('sms').transport, counting), { batchSize: 5, stopping: () => stop });
    expect(counts.sent).toBe(1);
    const rows = await rowsOf();
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'pending' && row.attempts === 0 && row.claimedUntil === null)).toHaveLength(4);
  });

  it('messages due later wait for their time', async () => {
    const now = new Date('2026-12-01T00:00:00Z');
    await db.transaction((tx) =>
      enqueueMessage(tx, { kind: 'feedback_receipt', to: { email: 'later@example.com' }, locale: 'zh-CN', params: { name: 'A', reference: 'FB-2', message: 'x' }, dueAt: new Date(now.getTime() + 60_000) }, now),
    );
    const email = recorder('email');
    const transports = transportsOf(recorder('sms').transport, email.transport);
    expect((await deliverDue(db, transports, { now: () => now })).sent).toBe(0);
    expect((await deliverDue(db, transports, { now: () => new Date(now.getTime() + 60_000) })).sent).toBe(1);
  });
});

describe('reminders', () => {
  it('a reminder is sent with the ticket link and today\'s details, and cancelled when the activity has been withdrawn', async () => {
    const now = new Date('2026-12-01T02:00:00Z');
    const activity = await insertActivity(db, { reminderHoursBefore: 24, title: '华东供应链沙龙' }, { now, startsInDays: 3 });
    await register(db, activity.id, form('13800000006'), null, now);
    const sms = recorder('sms');
    const transports = transportsOf(sms.transport);
    // The confirmation goes now; the reminder two days later.
    await deliverDue(db, transports, { now: () => now });
    expect(sms.sent.map((message) => message.kind)).toEqual(['registration_confirmed']);
    expect(sms.sent[0]!.rendered.channel === 'sms' && sms.sent[0]!.rendered.text).toMatch(/华东供应链沙龙.*\/t\/[A-Z2-9]{12}[A-Za-z0-9_-]{10}/);

    const dueAt = new Date(activity.startsAt.getTime() - 24 * 3_600_000);
    await deliverDue(db, transports, { now: () => dueAt });
    expect(sms.sent.map((message) => message.kind)).toEqual(['registration_confirmed', 'registration_reminder']);

    // A second registrant, then the activity is withdrawn: their reminder is not sent.
    await register(db, activity.id, form('13800000007'), null, now);
    await db.update(activities).set({ published: false }).where(eq(activities.id, activity.id));
    await deliverDue(db, transports, { now: () => dueAt });
    const reminder = (await rowsOf('registration_reminder')).find((row) => row.recipient === '13800000007');
    expect(reminder).toMatchObject({ status: 'cancelled', lastError: 'the activity is withdrawn' });
  });

  it('no reminder when registering after its time, or when the activity asks for none', async () => {
    const now = new Date('2026-12-01T02:00:00Z');
    const soon = await insertActivity(db, { reminderHoursBefore: 24, registrationClosesAt: new Date(now.getTime() + 3_600_000) }, { now, startsInDays: 0.5 });
    const none = await insertActivity(db, { reminderHoursBefore: 0 }, { now });
    await register(db, soon.id, form('13800000008'), null, now);
    await register(db, none.id, form('13800000009'), null, now);
    expect(await rowsOf('registration_reminder')).toHaveLength(0);
    expect(await rowsOf('registration_confirmed')).toHaveLength(2);
  });
});

describe('retention', () => {
  it('removes finished messages after 180 days and codes after two, and keeps what is pending', async () => {
    const { pruneFinished } = await import('@/server/messages/retention');
    const { verificationCodes } = await import('@/server/db/schema');
    const now = new Date('2026-12-01T00:00:00Z');
    const old = new Date(now.getTime() - 181 * 86_400_000);
    const recent = new Date(now.getTime() - 179 * 86_400_000);
    const base = { kind: 'feedback_receipt', channel: 'email' as const, recipient: 'a@example.com', params: {} };
    await db.insert(messages).values([
      { ...base, status: 'sent', updatedAt: old },
      { ...base, status: 'failed', updatedAt: old },
      { ...base, status: 'pending', updatedAt: old },
      { ...base, status: 'sent', updatedAt: recent },
    ]);
    await db.delete(verificationCodes);
    await db.insert(verificationCodes).values([
      { purpose: 'signup', recipient: '13800000010', codeHash: 'x', expiresAt: old, createdAt: new Date(now.getTime() - 3 * 86_400_000) },
      { purpose: 'signup', recipient: '13800000010', codeHash: 'y', expiresAt: now, createdAt: new Date(now.getTime() - 86_400_000) },
    ]);
    expect(await pruneFinished(db, now)).toEqual({ messages: 2, codes: 1 });
    expect((await rowsOf()).map((row) => row.status)).toEqual(['pending', 'sent']);
  });
});

describe('reminders when an activity changes', () => {
  it('move with the start, and registrations without one get one when reminders are turned on', async () => {
    const { updateActivity } = await import('@/server/activities/save');
    const { activityUpdateSchema } = await import('@/lib/activities/staff-schema');
    const { staffActivityView } = await import('@/server/activities/staff-view');
    const { createUser } = await import('@/server/auth/users');
    const now = new Date();
    const activity = await insertActivity(db, { reminderHoursBefore: 0, summary: '闭门交流', address: '龙阳路 2345 号', city: '上海' }, { now, startsInDays: 10 });
    await register(db, activity.id, form('13800000011'), null, now);
    expect(await rowsOf('registration_reminder')).toHaveLength(0);

    const editor = await createUser(db, { kind: 'editor', login: `editor${Date.now()}`, password: 'Lantern-Orchid-42', name: '编辑' });
    const actor = { id: editor.id, name: editor.name, kind: editor.kind };
    const view = await staffActivityView(db, (await db.select().from(activities).where(eq(activities.id, activity.id)))[0]!);
    const values = activityUpdateSchema.parse({ ...view.values, reminderHoursBefore: 24, version: view.version });
    expect((await updateActivity(db, activity.id, values, actor)).kind).toBe('saved');
    const [reminder] = await rowsOf('registration_reminder');
    const [saved] = await db.select().from(activities).where(eq(activities.id, activity.id));
    expect(reminder!.dueAt.getTime()).toBe(saved!.startsAt.getTime() - 24 * 3_600_000);

    // The start moves two days later: the reminder with it.
    const moved = await staffActivityView(db, (await db.select().from(activities).where(eq(activities.id, activity.id)))[0]!);
    const later = new Date(saved!.startsAt.getTime() + 2 * 86_400_000);
    const local = (date: Date) => new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
    const edit = activityUpdateSchema.parse({ ...moved.values, startsAt: local(later), endsAt: local(new Date(later.getTime() + 3_600_000)), version: moved.version });
    expect((await updateActivity(db, activity.id, edit, actor)).kind).toBe('saved');
    const reminders = await rowsOf('registration_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.dueAt.getTime()).toBe(later.getTime() - 24 * 3_600_000);
  });
});
