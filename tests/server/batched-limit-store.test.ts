import { eq } from 'drizzle-orm';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { BatchedRateLimiterDrizzle } from '@/server/auth/batched-limit-store';
import type { Database } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import { freshDatabase } from './support/db';

/**
 * Counting in batches: simultaneous attempts against one key each see their
 * own count (as if they had gone one after another) and exactly the allowed
 * number pass; limiters sharing a database count apart; an expired window
 * starts again; the table holds one row per key with the total.
 */

let database: Database;

beforeAll(async () => {
  database = await freshDatabase();
}, 30_000);
afterAll(() => database.close());

const limiter = (keyPrefix: string, points: number, duration = 60) =>
  new BatchedRateLimiterDrizzle({ keyPrefix, points, duration, schema: rateLimits, storeClient: database.db, clearExpiredByTimeout: false });

const consumed = (attempt: Promise<RateLimiterRes>) => attempt.then((res) => ({ passed: true, points: res.consumedPoints }), (res: RateLimiterRes) => ({ passed: false, points: res.consumedPoints }));

describe('BatchedRateLimiterDrizzle', () => {
  it('lets exactly the allowed attempts of a simultaneous burst through, each with its own count', async () => {
    const perAddress = limiter('burst', 5);
    const results = await Promise.all(Array.from({ length: 40 }, () => consumed(perAddress.consume('10.0.0.1'))));
    expect(results.filter((result) => result.passed)).toHaveLength(5);
    expect(results.map((result) => result.points).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'burst:10.0.0.1'));
    expect(row!.points).toBe(40);
  });

  it('counts keys and limiters apart within one batch', async () => {
    const logins = limiter('logins', 3);
    const signups = limiter('signups', 3);
    const results = await Promise.all([
      consumed(logins.consume('10.0.0.2')),
      consumed(signups.consume('10.0.0.2')),
      consumed(logins.consume('10.0.0.3')),
      consumed(logins.consume('10.0.0.2')),
    ]);
    expect(results.map((result) => result.points)).toEqual([1, 1, 1, 2]);
  });

  it('gives points back in the same batch as others take them', async () => {
    const uploads = limiter('uploads', 10);
    await uploads.consume('10.0.0.4', 3);
    const [taken, given] = await Promise.all([uploads.consume('10.0.0.4', 2), uploads.reward('10.0.0.4', 1)]);
    expect(taken.consumedPoints).toBe(5);
    expect(given.consumedPoints).toBe(4);
  });

  it('starts a window again once it has expired, whatever it counted', async () => {
    const short = limiter('short', 2);
    await Promise.all([consumed(short.consume('10.0.0.5')), consumed(short.consume('10.0.0.5')), consumed(short.consume('10.0.0.5'))]);
    await database.db.update(rateLimits).set({ expire: new Date(Date.now() - 1000) }).where(eq(rateLimits.key, 'short:10.0.0.5'));
    const again = await Promise.all([consumed(short.consume('10.0.0.5')), consumed(short.consume('10.0.0.5'))]);
    expect(again).toEqual([
      { passed: true, points: 1 },
      { passed: true, points: 2 },
    ]);
  });
});
