import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { sessions, users } from '../db/schema';
import { hashSessionToken, newSessionToken } from './session-token';

/**
 * Sessions live in the database (so a session made on one instance works on
 * every other), keyed by the hash of their token. Lifetimes:
 * - browser session: ends after 2 hours without a request, and 12 hours after login at the latest;
 * - "remember me": ends after 14 days without a request, and 30 days after login at the latest.
 * The last request's time is written at most every 5 minutes, not on every request.
 */

export const SESSION_LIFETIME = {
  browser: { idleMs: 2 * 3_600_000, absoluteMs: 12 * 3_600_000 },
  persistent: { idleMs: 14 * 86_400_000, absoluteMs: 30 * 86_400_000 },
} as const;
const TOUCH_INTERVAL_MS = 5 * 60_000;

export type UserKind = (typeof users.$inferSelect)['kind'];

export interface SessionUser {
  id: number;
  kind: UserKind;
  login: string;
  name: string;
  /** When the login was proven with a code (server/accounts/verification.ts); null: never. */
  loginVerifiedAt: Date | null;
}

export interface IssuedSession {
  token: string;
  persistent: boolean;
  expiresAt: Date;
}

export interface CurrentSession {
  user: SessionUser;
  persistent: boolean;
  expiresAt: Date;
  /** Set when the token was replaced (the account's kind changed since it was issued): the cookie must be updated. */
  rotated?: IssuedSession;
}

interface IssueOptions {
  persistent: boolean;
  userAgent?: string;
  ip?: string;
  now?: Date;
}

function lifetimeOf(persistent: boolean) {
  return persistent ? SESSION_LIFETIME.persistent : SESSION_LIFETIME.browser;
}

const SWEEP_INTERVAL_MS = 3_600_000;
let lastSweep = 0;

/** Starts a session for a user and returns its token (the only place the token exists in clear). */
export async function issueSession(db: Db, user: Pick<SessionUser, 'id' | 'kind'>, options: IssueOptions): Promise<IssuedSession> {
  const now = options.now ?? new Date();
  // Sessions nobody comes back to are never looked up, so never deleted on sight: clear them out hourly, at a login.
  if (Date.now() - lastSweep >= SWEEP_INTERVAL_MS) {
    lastSweep = Date.now();
    await deleteExpiredSessions(db);
  }
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + lifetimeOf(options.persistent).absoluteMs);
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId: user.id,
    kind: user.kind,
    persistent: options.persistent,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: (options.userAgent ?? '').slice(0, 300),
    ip: options.ip ?? '',
  });
  return { token, persistent: options.persistent, expiresAt };
}

/**
 * The session of a token, or null when there is none, it has expired (idle
 * or absolute; an expired row is deleted) or its account is disabled.
 */
export async function findSession(db: Db, token: string, now = new Date()): Promise<CurrentSession | null> {
  const found = await lookupSession(db, token, now);
  return found.state === 'active' ? found.session : null;
}

/**
 * Like findSession, telling apart a token the database never had (or no
 * longer has: it may have just been replaced by a login or a rotation) from a
 * session that has ended now, whose cookie should be cleared.
 */
export type SessionLookup = { state: 'active'; session: CurrentSession } | { state: 'ended' } | { state: 'unknown' };

export async function lookupSession(db: Db, token: string, now = new Date()): Promise<SessionLookup> {
  const tokenHash = hashSessionToken(token);
  const [row] = await db
    .select({
      kind: sessions.kind,
      persistent: sessions.persistent,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      user: { id: users.id, kind: users.kind, login: users.login, name: users.name, disabled: users.disabled, loginVerifiedAt: users.loginVerifiedAt },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return { state: 'unknown' };

  const idleEnd = row.lastSeenAt.getTime() + lifetimeOf(row.persistent).idleMs;
  if (row.user.disabled || now.getTime() >= row.expiresAt.getTime() || now.getTime() >= idleEnd) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return { state: 'ended' };
  }

  const { id, kind, login, name, loginVerifiedAt } = row.user;
  const user: SessionUser = { id, kind, login, name, loginVerifiedAt };
  const current: CurrentSession = { user, persistent: row.persistent, expiresAt: row.expiresAt };

  if (row.kind !== row.user.kind) {
    // The account's role changed since this token was issued: replace the token (same lifetime), retire the old one.
    const rotated = await rotate(db, tokenHash, user, row, now);
    // null: a simultaneous request rotated it first and sends the new cookie; this one answers as the same user.
    if (rotated) current.rotated = rotated;
    return { state: 'active', session: current };
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { state: 'active', session: current };
}

async function rotate(
  db: Db,
  oldHash: string,
  user: SessionUser,
  row: { persistent: boolean; expiresAt: Date; userAgent: string; ip: string },
  now: Date,
): Promise<IssuedSession | null> {
  const token = newSessionToken();
  const replaced = await db.transaction(async (tx) => {
    // Only the request that removes the old row issues a new token: two at once make one session, not two.
    const removed = await tx.delete(sessions).where(eq(sessions.tokenHash, oldHash)).returning({ tokenHash: sessions.tokenHash });
    if (removed.length === 0) return false;
    await tx.insert(sessions).values({
      tokenHash: hashSessionToken(token),
      userId: user.id,
      kind: user.kind,
      persistent: row.persistent,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: row.expiresAt,
      userAgent: row.userAgent,
      ip: row.ip,
    });
    return true;
  });
  return replaced ? { token, persistent: row.persistent, expiresAt: row.expiresAt } : null;
}

/** Ends one session (logout). */
export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)));
}

/** Ends every session of a user, or every one but the given token's ("log out everywhere", password change). */
export async function endUserSessions(db: Db, userId: number, keepToken?: string): Promise<number> {
  const condition = keepToken
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashSessionToken(keepToken)))
    : eq(sessions.userId, userId);
  const removed = await db.delete(sessions).where(condition).returning({ tokenHash: sessions.tokenHash });
  return removed.length;
}

/** Deletes sessions past their absolute or idle end (housekeeping; expired sessions never authenticate anyway). */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const browserIdle = new Date(now.getTime() - SESSION_LIFETIME.browser.idleMs);
  const persistentIdle = new Date(now.getTime() - SESSION_LIFETIME.persistent.idleMs);
  const removed = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        and(eq(sessions.persistent, false), lt(sessions.lastSeenAt, browserIdle)),
        and(eq(sessions.persistent, true), lt(sessions.lastSeenAt, persistentIdle)),
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return removed.length;
}

/** How many sessions a user has open (the account page shows it). */
export async function countUserSessions(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sessions).where(eq(sessions.userId, userId));
  return row?.count ?? 0;
}
