import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db';
import type { Database } from '../db/client';
import { wechatCredentials } from '../db/schema';
import { fetchAccessToken, fetchJsapiTicket, STALE_TOKEN_CODES, WechatError, type Issued, type WechatAccount } from './api';

/**
 * The official account's jsapi_ticket (and the access_token it is asked with),
 * kept in the database for every instance and in memory for this one. WeChat
 * allows few of these calls a day and each one ends the previous value, so
 * they are asked for only when the stored one is within REFRESH_BEFORE_MS of
 * its end, and by one refresher at a time: in this process one refresh is
 * shared by every request waiting for it; across instances on PostgreSQL the
 * refresher holds a transaction-scoped advisory lock and, once it has it,
 * looks again (another instance may have just stored new ones). The embedded
 * database is open in one process only, so there the first is enough — and no
 * transaction is held open while WeChat answers, which would stop every other
 * query of the site meanwhile. After a refusal (a rate limit, a wrong secret,
 * no answer) WeChat is not asked again for RETRY_AFTER_FAILURE_MS: every page
 * view in WeChat asks for a signature, and each try may count against the
 * account's daily allowance.
 */

/** Asked for again this long before it ends (WeChat gives 7200 s). */
export const REFRESH_BEFORE_MS = 5 * 60_000;
/** pg_advisory_xact_lock's key for the refresh (the migration lock is 4 172 033). */
const REFRESH_LOCK_KEY = 4_172_077;

interface Stored {
  value: string;
  expiresAt: Date;
}

const fresh = (stored: Stored | null | undefined, now: Date): stored is Stored => !!stored && stored.expiresAt.getTime() - REFRESH_BEFORE_MS > now.getTime();

const nameOf = (kind: 'access_token' | 'jsapi_ticket', appId: string) => `${kind}:${appId}`;

async function read(db: Executor, name: string): Promise<Stored | null> {
  const [row] = await db.select({ value: wechatCredentials.value, expiresAt: wechatCredentials.expiresAt }).from(wechatCredentials).where(eq(wechatCredentials.name, name));
  return row ?? null;
}

async function store(db: Executor, name: string, issued: Issued, now: Date): Promise<Stored> {
  const stored = { value: issued.value, expiresAt: new Date(now.getTime() + issued.expiresIn * 1000) };
  await db
    .insert(wechatCredentials)
    .values({ name, ...stored, updatedAt: now })
    .onConflictDoUpdate({ target: wechatCredentials.name, set: { ...stored, updatedAt: now } });
  return stored;
}

/** A new ticket (and a new token when the stored one has ended or WeChat says it has). */
async function renew(db: Executor, account: WechatAccount, now: Date): Promise<Stored> {
  const tokenName = nameOf('access_token', account.appId);
  let token = await read(db, tokenName);
  if (!fresh(token, now)) token = await store(db, tokenName, await fetchAccessToken(account), now);
  let ticket: Issued;
  try {
    ticket = await fetchJsapiTicket(account, token.value);
  } catch (error) {
    if (!(error instanceof WechatError) || error.errcode === null || !STALE_TOKEN_CODES.has(error.errcode)) throw error;
    // The token ended early (a new one was asked for elsewhere, with the same secret): once more with a new one.
    token = await store(db, tokenName, await fetchAccessToken(account), now);
    ticket = await fetchJsapiTicket(account, token.value);
  }
  return store(db, nameOf('jsapi_ticket', account.appId), ticket, now);
}

/** After WeChat refused, this long before it is asked again (each try may use up part of the day's allowance). */
export const RETRY_AFTER_FAILURE_MS = 60_000;

/** This process's copies, per database and app id, the refresh under way, and the last refusal. */
const memos = new WeakMap<Database['db'], Map<string, Stored>>();
const refreshing = new WeakMap<Database['db'], Map<string, Promise<Stored>>>();
const refusals = new WeakMap<Database['db'], Map<string, { until: number; error: WechatError }>>();

function mapOf<V>(maps: WeakMap<Database['db'], Map<string, V>>, db: Database['db']): Map<string, V> {
  let map = maps.get(db);
  if (!map) maps.set(db, (map = new Map()));
  return map;
}

async function refresh(database: Pick<Database, 'db' | 'kind'>, account: WechatAccount, now: Date): Promise<Stored> {
  // One process holds the embedded database, and jsapiTicket has just read it: no other refresher to wait for.
  if (database.kind !== 'postgres') return renew(database.db, account, now);
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK_KEY})`);
    const again = await read(tx, nameOf('jsapi_ticket', account.appId));
    return fresh(again, now) ? again : renew(tx, account, now);
  });
}

/** A jsapi_ticket valid for at least REFRESH_BEFORE_MS more. Throws WechatError when WeChat cannot give one. */
export async function jsapiTicket(database: Pick<Database, 'db' | 'kind'>, account: WechatAccount, now = new Date()): Promise<string> {
  const memo = mapOf(memos, database.db);
  const known = memo.get(account.appId);
  if (fresh(known, now)) return known.value;
  const stored = await read(database.db, nameOf('jsapi_ticket', account.appId));
  if (fresh(stored, now)) {
    memo.set(account.appId, stored);
    return stored.value;
  }
  // Refused a moment ago: the same answer, without asking WeChat again for every page view meanwhile.
  const refusal = mapOf(refusals, database.db).get(account.appId);
  if (refusal && now.getTime() < refusal.until) throw refusal.error;
  const waiting = mapOf(refreshing, database.db);
  let pending = waiting.get(account.appId);
  if (!pending) {
    pending = refresh(database, account, now)
      .catch((error: unknown) => {
        if (error instanceof WechatError) mapOf(refusals, database.db).set(account.appId, { until: now.getTime() + RETRY_AFTER_FAILURE_MS, error });
        throw error;
      })
      .finally(() => waiting.delete(account.appId));
    waiting.set(account.appId, pending);
  }
  const renewed = await pending;
  memo.set(account.appId, renewed);
  return renewed.value;
}

/** Forgets this process's copies and refusals (tests; an operator who changed the account's secret restarts instead). */
export function forgetWechatCredentials(db: Database['db']): void {
  memos.delete(db);
  refusals.delete(db);
}
