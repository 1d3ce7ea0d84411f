import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './executor';
import { appSecrets } from './schema';

/**
 * A secret the site makes for itself: 32 random bytes, stored the first time
 * any instance asks (insert-if-absent, then read), so that every instance on
 * one database uses the same one and nothing needs configuring. Kept in memory
 * per database after the first read.
 */
const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function readOrCreate(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(appSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} was not stored`);
  return Buffer.from(row.value, 'base64url');
}

export function appSecret(db: Db, name: string): Promise<Buffer> {
  let secrets = cache.get(db);
  if (!secrets) cache.set(db, (secrets = new Map()));
  let found = secrets.get(name);
  if (!found) {
    found = readOrCreate(db, name);
    // A failed read is not kept: the next request tries again.
    found.catch(() => secrets.delete(name));
    secrets.set(name, found);
  }
  return found;
}
