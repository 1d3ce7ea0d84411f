import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n';
import type { Db, Executor } from '../db';
import { wechatAuthorisations } from '../db/schema';
import { hashSessionToken, newSessionToken } from '../auth/session-token';
import type { WechatPerson } from '../wechat/oauth';

/**
 * The OAuth `state` of a WeChat login and what follows it (issue 24):
 * - a state is 32 random bytes, stored as its SHA-256 with the SHA-256 of the
 *   browser cookie's value (server/auth/wechat-cookies.ts): WeChat hands it
 *   back, and it counts only with that cookie, once, within STATE_TTL_MS;
 * - the first use marks it used, whatever follows (a state seen with another
 *   browser's cookie is spent too), so a state that leaked is worth nothing;
 * - a first login (a WeChat nobody has linked) keeps WeChat's answer in the row
 *   for the mobile step, behind a new random token (its own cookie), for
 *   PENDING_TTL_MS; finishing it marks the row completed.
 * Rows older than a day are deleted whenever a new authorisation starts.
 */

export const STATE_TTL_MS = 10 * 60_000;
export const PENDING_TTL_MS = 10 * 60_000;
const KEEP_MS = 24 * 60 * 60_000;

export type WechatIntent = 'login' | 'link';
export type AuthorisationRow = typeof wechatAuthorisations.$inferSelect;

export interface NewAuthorisation {
  intent: WechatIntent;
  appId: string;
  /** The browser cookie's value (a new one when the browser has none). */
  browser: string;
  /** link: the logged-in member adding WeChat. */
  userId?: number;
  redirect: string;
  locale: Locale;
}

/** Starts an authorisation: the state to send to WeChat. */
export async function beginAuthorisation(db: Db, input: NewAuthorisation, now = new Date()): Promise<{ state: string }> {
  await db.delete(wechatAuthorisations).where(lt(wechatAuthorisations.createdAt, new Date(now.getTime() - KEEP_MS)));
  const state = newSessionToken();
  await db.insert(wechatAuthorisations).values({
    stateHash: hashSessionToken(state),
    browserHash: hashSessionToken(input.browser),
    intent: input.intent,
    userId: input.userId ?? null,
    redirect: input.redirect,
    locale: input.locale,
    appId: input.appId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return { state };
}

/** Why a state is refused: none sent, never issued, used before, too old, or issued to another browser. */
export type StateRefusal = 'missing' | 'unknown' | 'used' | 'expired' | 'foreign';

/**
 * Spends a state WeChat sent back: its row when it was issued to this
 * browser (`browser`: its cookie's value), unused and not expired; else why not.
 */
export async function takeState(
  db: Db,
  state: string | undefined,
  browser: string | null,
  now = new Date(),
): Promise<{ ok: true; row: AuthorisationRow } | { ok: false; reason: StateRefusal }> {
  if (!state) return { ok: false, reason: 'missing' };
  const stateHash = hashSessionToken(state);
  // One statement: of two simultaneous callbacks with one state, one gets the row.
  const [row] = await db
    .update(wechatAuthorisations)
    .set({ usedAt: now })
    .where(and(eq(wechatAuthorisations.stateHash, stateHash), isNull(wechatAuthorisations.usedAt)))
    .returning();
  if (!row) {
    const [known] = await db.select({ id: wechatAuthorisations.id }).from(wechatAuthorisations).where(eq(wechatAuthorisations.stateHash, stateHash));
    return { ok: false, reason: known ? 'used' : 'unknown' };
  }
  if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
  if (!browser || hashSessionToken(browser) !== row.browserHash) return { ok: false, reason: 'foreign' };
  return { ok: true, row };
}

/** Keeps WeChat's answer of a first login for the mobile step: the token of its cookie. */
export async function holdForMobile(db: Db, rowId: number, person: WechatPerson, now = new Date()): Promise<{ token: string }> {
  const token = newSessionToken();
  await db
    .update(wechatAuthorisations)
    .set({
      pendingHash: hashSessionToken(token),
      openId: person.openId,
      unionId: person.unionId,
      nickname: person.nickname,
      pendingUntil: new Date(now.getTime() + PENDING_TTL_MS),
    })
    .where(eq(wechatAuthorisations.id, rowId));
  return { token };
}

export interface PendingLogin {
  id: number;
  person: WechatPerson;
  redirect: string;
}

/** A first login waiting for its mobile step, by its cookie's token: unfinished and not expired; else null. */
export async function findPending(db: Db, token: string | null, now = new Date()): Promise<PendingLogin | null> {
  if (!token) return null;
  const [row] = await db
    .select()
    .from(wechatAuthorisations)
    .where(
      and(
        eq(wechatAuthorisations.pendingHash, hashSessionToken(token)),
        isNull(wechatAuthorisations.completedAt),
        gt(wechatAuthorisations.pendingUntil, now),
      ),
    )
    .orderBy(desc(wechatAuthorisations.id))
    .limit(1);
  if (!row?.openId) return null;
  return { id: row.id, redirect: row.redirect, person: { appId: row.appId, openId: row.openId, unionId: row.unionId, nickname: row.nickname } };
}

/** Marks a first login's mobile step done: true for the one call that did it (two at once: one wins). */
export async function completePending(db: Executor, id: number, now = new Date()): Promise<boolean> {
  const done = await db
    .update(wechatAuthorisations)
    .set({ completedAt: now })
    .where(and(eq(wechatAuthorisations.id, id), isNull(wechatAuthorisations.completedAt)))
    .returning({ id: wechatAuthorisations.id });
  return done.length === 1;
}
