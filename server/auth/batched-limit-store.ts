import { sql } from 'drizzle-orm';
import { RateLimiterDrizzle } from 'rate-limiter-flexible';
import type { Db } from '../db';
import { insertMany, returnedRows } from '../db/insert-many';
import { rateLimits } from '../db/schema';

/**
 * rate-limiter-flexible's Drizzle store, with the counting of every limiter
 * on one database gathered into as few statements as the traffic allows: while
 * one upsert is under way, the counts asked for meanwhile wait and then go in
 * one multi-row upsert (group commit), so a rush of registrations costs one
 * statement per batch instead of one per request. Alone, a count waits
 * GATHER_MS for others.
 * The counters stay in the shared table with the library's rule (a fixed
 * window from the first point; an expired row starts again), so every
 * instance on the database still counts together. A key counted twice in one
 * batch is added once; each caller sees the count as it stood after its own
 * points, as if they had gone one after another.
 */

type Row = typeof rateLimits.$inferSelect;

/** How long a count waits for others to go with it: nothing beside a phone's round trip. */
const GATHER_MS = 10;

interface Pending {
  key: string;
  points: number;
  msDuration: number;
  resolve: (row: Row) => void;
  reject: (error: unknown) => void;
}

class UpsertBatcher {
  private waiting: Pending[] = [];
  private running = false;
  private scheduled = false;

  constructor(private readonly db: Db) {}

  upsert(key: string, points: number, msDuration: number): Promise<Row> {
    return new Promise<Row>((resolve, reject) => {
      this.waiting.push({ key, points, msDuration, resolve, reject });
      if (this.running || this.scheduled) return;
      // A moment first: the requests already received are counted with it (as registrations/register.ts gathers a rush).
      this.scheduled = true;
      setTimeout(() => {
        this.scheduled = false;
        void this.flush();
      }, GATHER_MS);
    });
  }

  private async flush(): Promise<void> {
    this.running = true;
    while (this.waiting.length > 0) {
      const batch = this.waiting;
      this.waiting = [];
      try {
        await this.write(batch);
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    this.running = false;
  }

  private async write(batch: Pending[]): Promise<void> {
    const now = new Date();
    const byKey = new Map<string, Pending[]>();
    for (const pending of batch) {
      const same = byKey.get(pending.key);
      if (same) same.push(pending);
      else byKey.set(pending.key, [pending]);
    }
    const values = [...byKey.values()].map((same) => ({
      key: same[0]!.key,
      points: same.reduce((sum, pending) => sum + pending.points, 0),
      expire: same[0]!.msDuration > 0 ? new Date(now.getTime() + same[0]!.msDuration) : null,
    }));
    const expired = sql`${rateLimits.expire} <= ${now.toISOString()}::timestamptz`;
    // One parameter per column however many addresses (insert-many.ts); a row per key, as ON CONFLICT needs.
    const rows = returnedRows<{ key: string; points: number; expire: Date | string | null }>(
      await this.db.execute(sql`${insertMany(rateLimits, values, ['key', 'points', 'expire'])}
        on conflict (${sql.identifier(rateLimits.key.name)}) do update set
          ${sql.identifier(rateLimits.points.name)} = case when ${expired} then excluded.points else ${rateLimits.points} + excluded.points end,
          ${sql.identifier(rateLimits.expire.name)} = case when ${expired} then excluded.expire else ${rateLimits.expire} end
        returning ${rateLimits.key}, ${rateLimits.points}, ${rateLimits.expire}`),
    );
    const stored = new Map(rows.map((row) => [row.key, { key: row.key, points: Number(row.points), expire: row.expire === null ? null : new Date(row.expire) }]));
    for (const [key, same] of byKey) {
      const row = stored.get(key);
      if (!row) {
        for (const pending of same) pending.reject(new Error(`the limits table returned no row for ${key}`));
        continue;
      }
      // The points of the ones after each caller are not yet its count.
      let after = same.reduce((sum, pending) => sum + pending.points, 0);
      for (const pending of same) {
        pending.resolve({ ...row, points: row.points - after + pending.points });
        after -= pending.points;
      }
    }
  }
}

const batchers = new WeakMap<Db, UpsertBatcher>();

function batcherOf(db: Db): UpsertBatcher {
  let batcher = batchers.get(db);
  if (!batcher) batchers.set(db, (batcher = new UpsertBatcher(db)));
  return batcher;
}

type Upsert = (this: RateLimiterDrizzle, key: string, points: number, msDuration: number, forceExpire: boolean) => Promise<unknown>;
const libraryUpsert = (RateLimiterDrizzle.prototype as unknown as { _upsert: Upsert })._upsert;

/** RateLimiterDrizzle whose counting goes through the database's batcher (a forced expiry, rare, goes alone). */
export class BatchedRateLimiterDrizzle extends RateLimiterDrizzle {
  private readonly batcher: UpsertBatcher;

  constructor(options: ConstructorParameters<typeof RateLimiterDrizzle>[0] & { storeClient: Db }) {
    super(options);
    this.batcher = batcherOf(options.storeClient);
  }

  /** The store's hook (undeclared in the library's types) that every consume, penalty and reward goes through. */
  _upsert(key: string, points: number, msDuration: number, forceExpire = false): Promise<unknown> {
    if (forceExpire) return libraryUpsert.call(this, key, points, msDuration, forceExpire);
    return this.batcher.upsert(key, points, msDuration);
  }
}
