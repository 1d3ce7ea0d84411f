import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { insertMany, insertWithIds, returnedRows } from '@/server/db/insert-many';
import { messages, registrations } from '@/server/db/schema';
import { insertActivity } from './support/activities';
import { freshDatabase } from './support/db';

/**
 * insertMany (one parameter per column, cast back from text) stores exactly
 * what drizzle's own `.values()` stores, on PGlite and on PostgreSQL: text that
 * looks like array syntax or NULL, JSON with quotes and backslashes, enums,
 * timestamps to the millisecond, nulls and empty strings; rows keep their order.
 */

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
}, 30_000);
afterAll(() => database.close());

const awkward = ['{"a","b"}', 'NULL', '', 'a,b', 'back\\slash "quoted"', '行\n换行 😀', '  spaced  ', '{}', '\\N'];

it('stores what .values() stores, in the order given', async () => {
  const { db } = database;
  const at = new Date('2026-11-26T08:09:10.123Z');
  const rows = awkward.map((text, index): typeof messages.$inferInsert => ({
    kind: 'feedback_receipt',
    channel: index % 2 ? 'email' : 'sms',
    recipient: text,
    locale: 'zh-CN',
    params: { text, n: index, none: null, nested: '{"x": [1, "\\\\"]}' },
    dueAt: new Date(at.getTime() + index),
    subjectType: index % 3 ? text : null,
    subjectId: null,
    createdAt: at,
    updatedAt: at,
  }));
  await db.execute(insertMany(messages, rows, ['kind', 'channel', 'recipient', 'locale', 'params', 'dueAt', 'subjectType', 'subjectId', 'createdAt', 'updatedAt']));
  const viaMany = await db.select().from(messages).orderBy(asc(messages.id));
  await db.delete(messages);
  await db.insert(messages).values(rows);
  const viaValues = await db.select().from(messages).orderBy(asc(messages.id));
  const strip = (list: typeof viaMany) => list.map((row) => ({ ...row, id: 0 }));
  expect(viaMany).toHaveLength(awkward.length);
  expect(strip(viaMany)).toEqual(strip(viaValues));
  expect(viaMany.map((row) => row.recipient)).toEqual(awkward);
  expect(viaMany[1]!.params).toEqual({ text: 'NULL', n: 1, none: null, nested: '{"x": [1, "\\\\"]}' });
  expect(viaMany[0]!.subjectType).toBeNull();
  expect(viaMany[4]!.dueAt.toISOString()).toBe('2026-11-26T08:09:10.127Z');
});

it('gives the inserted rows back with returning, ids in the order given', async () => {
  const { db } = database;
  const activity = await insertActivity(db, {});
  const values = ['A', 'B', 'C'].map((code, index): typeof registrations.$inferInsert => ({
    activityId: activity.id,
    code: `CODE${code}`,
    name: `名字${index}`,
    mobile: `1390000000${index}`,
    email: '',
    company: '',
    position: '',
    audience: 'brand',
    quantity: index + 1,
    status: index === 2 ? 'waitlisted' : 'confirmed',
    confirmedAt: index === 2 ? null : new Date(),
    ownerTokenHash: null,
    locale: 'en',
  }));
  const returned = returnedRows<{ id: number | string; code: string }>(
    await db.execute(
      sql`${insertMany(registrations, values, ['activityId', 'code', 'name', 'mobile', 'email', 'company', 'position', 'audience', 'quantity', 'status', 'confirmedAt', 'ownerTokenHash', 'locale'])} returning ${registrations.id}, ${registrations.code}`,
    ),
  );
  expect(returned.map((row) => row.code)).toEqual(['CODEA', 'CODEB', 'CODEC']);
  expect(returned.map((row) => Number(row.id))).toEqual([...returned.map((row) => Number(row.id))].sort((a, b) => a - b));
  const stored = await db.select().from(registrations).orderBy(asc(registrations.id));
  expect(stored.map((row) => [row.quantity, row.status, row.locale, row.confirmedAt === null])).toEqual([
    [1, 'confirmed', 'en', false],
    [2, 'confirmed', 'en', false],
    [3, 'waitlisted', 'en', true],
  ]);
});

it('gives the rows back in the order given, each with the id the database gave it', async () => {
  const { db } = database;
  const activity = await insertActivity(db, {});
  const values = ['Z', 'Y', 'X'].map((letter, index) => ({
    activityId: activity.id,
    code: `IDS${letter}`,
    name: `名字${index}`,
    mobile: `1380000000${index}`,
    email: '',
    company: '',
    position: '',
    audience: 'brand' as const,
    quantity: 1,
    status: 'confirmed' as const,
    locale: 'zh-CN',
  }));
  const rows = await insertWithIds(db, registrations, values, ['activityId', 'code', 'name', 'mobile', 'email', 'company', 'position', 'audience', 'quantity', 'status', 'locale'], 'code');
  expect(rows.map((row) => row.code)).toEqual(['IDSZ', 'IDSY', 'IDSX']);
  const stored = await db.select({ id: registrations.id, code: registrations.code }).from(registrations).where(eq(registrations.activityId, activity.id));
  expect(rows.map((row) => row.id)).toEqual(['IDSZ', 'IDSY', 'IDSX'].map((code) => stored.find((row) => row.code === code)!.id));
  expect(await insertWithIds(db, registrations, [], ['code'], 'code')).toEqual([]);
});

it('refuses a key that is not a column', () => {
  expect(() => insertMany(messages, [], ['nope' as 'kind'])).toThrow('nope is not a column of the table');
});
