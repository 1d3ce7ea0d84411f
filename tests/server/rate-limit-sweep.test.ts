import { createThrottle } from '@/server/auth/throttle';
import { ping, whenClosing, type Database } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import { freshDatabase } from './support/db';

/**
 * The limits table's long-expired rows are swept every five minutes by a
 * timer that belongs to its database: closing the database stops it (the
 * library's own timer used to fire after, against a closed database).
 */

const MINUTE = 60_000;

// Only the interval timers are fake: the database's own work keeps real time.
beforeEach(() => {
  jest.useFakeTimers({
    doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout'],
  });
});
afterEach(() => {
  jest.useRealTimers();
});

async function keys(database: Database): Promise<string[]> {
  const rows = await database.db.select({ key: rateLimits.key }).from(rateLimits).orderBy(rateLimits.key);
  return rows.map((row) => row.key);
}

async function until(check: () => Promise<boolean>): Promise<void> {
  for (let n = 0; n < 100; n += 1) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('timed out');
}

describe('the rate-limit sweep', () => {
  it('deletes rows expired over an hour ago every five minutes, and keeps the rest', async () => {
    const database = await freshDatabase();
    try {
      const now = Date.now();
      await database.db.insert(rateLimits).values([
        { key: 'a-long-gone', points: 3, expire: new Date(now - 2 * 60 * MINUTE) },
        { key: 'b-just-expired', points: 3, expire: new Date(now - 10 * MINUTE) },
        { key: 'c-live', points: 1, expire: new Date(now + 10 * MINUTE) },
      ]);
      createThrottle('database', database.db);
      createThrottle('database', database.db); // a second throttle on the same database adds no second sweep
      expect(jest.getTimerCount()).toBe(1);

      jest.advanceTimersByTime(4 * MINUTE);
      expect(await keys(database)).toEqual(['a-long-gone', 'b-just-expired', 'c-live']);
      jest.advanceTimersByTime(MINUTE);
      await until(async () => (await keys(database)).length === 2);
      expect(await keys(database)).toEqual(['b-just-expired', 'c-live']);
    } finally {
      await database.close();
    }
  });

  it('stops when its database closes', async () => {
    const database = await freshDatabase();
    createThrottle('database', database.db);
    expect(jest.getTimerCount()).toBe(1);
    await database.close();
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('whenClosing', () => {
  it('runs before the database closes, while it still answers, and once', async () => {
    const database = await freshDatabase();
    const seen: boolean[] = [];
    whenClosing(database.db, async () => {
      seen.push(await ping(database.db));
    });
    await database.close();
    expect(seen).toEqual([true]);
  });
});
