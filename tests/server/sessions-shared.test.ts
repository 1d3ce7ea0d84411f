import { openDatabase, type Database } from '@/server/db/client';
import { endSession, findSession, issueSession } from '@/server/auth/sessions';
import { createUser } from '@/server/auth/users';
import { freshDatabase } from './support/db';

/**
 * Several app instances on one PostgreSQL server: a session issued through
 * one connection pool is found, and ended, through another. The embedded
 * database belongs to one process, so this runs in the PostgreSQL pass of
 * .ci/run (TEST_DATABASE_URL) and is skipped on PGlite.
 */

const onServer = Boolean(process.env.TEST_DATABASE_URL);
let first: Database & { url?: string };
let second: Database | undefined;

beforeAll(async () => {
  first = await freshDatabase();
  if (onServer && first.url) second = await openDatabase({ kind: 'postgres', url: first.url });
}, 30_000);
afterAll(async () => {
  await second?.close();
  await first.close();
});

(onServer ? it : it.skip)('a session made on one instance works on another, and logging out on it ends it everywhere', async () => {
  const user = await createUser(first.db, { kind: 'member', login: '13700137000', password: 'Quiet-river-2026', name: '跨实例' });
  const session = await issueSession(first.db, user, { persistent: true });

  await expect(findSession(second!.db, session.token)).resolves.toMatchObject({ user: { id: user.id, kind: 'member', name: '跨实例' }, persistent: true });
  await endSession(second!.db, session.token);
  await expect(findSession(first.db, session.token)).resolves.toBeNull();
});
