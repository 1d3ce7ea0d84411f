import { startCacheSync, type CacheSync } from '@/server/db/cache-sync';
import { freshDatabase } from './support/db';

/**
 * Instances on one PostgreSQL server tell each other of their changes (LISTEN/NOTIFY): a change on A clears
 * the same tags on B at once, and A does not hear its own. The embedded database serves one process, so this
 * runs in the PostgreSQL pass (TEST_DATABASE_URL) and is skipped on PGlite.
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);
let database: Awaited<ReturnType<typeof freshDatabase>>;
const syncs: CacheSync[] = [];

beforeAll(async () => {
  database = await freshDatabase();
}, 30_000);
afterAll(async () => {
  await Promise.all(syncs.map((sync) => sync.stop()));
  await database.close();
});

(onServer ? it : it.skip)('a change on one instance clears the same tags on the others, not on itself', async () => {
  const heard: Record<string, string[][]> = { a: [], b: [], c: [] };
  for (const name of ['a', 'b', 'c'] as const) {
    syncs.push(
      await startCacheSync({ url: database.url!, db: database.db, instanceId: name, onRemote: (tags) => heard[name]!.push(tags), onReconnect: () => undefined }),
    );
  }
  syncs[0]!.broadcast(['articles']);
  syncs[1]!.broadcast(['activities', 'jobs']);
  for (let waited = 0; heard.c!.length < 2 && waited < 3_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(heard.a).toEqual([['activities', 'jobs']]);
  expect(heard.b).toEqual([['articles']]);
  // The two changes are sent on the pool's connections at once: either may reach C first.
  expect(heard.c).toHaveLength(2);
  expect(heard.c).toEqual(expect.arrayContaining([['articles'], ['activities', 'jobs']]));
});
