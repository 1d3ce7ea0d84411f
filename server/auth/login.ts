import type { Db } from '../db';
import type { Portal } from '@/lib/auth/schema';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { endSession, issueSession, type IssuedSession, type SessionUser } from './sessions';
import type { Throttle } from './throttle';
import { findUserByLogin, recordLogin } from './users';

/**
 * Logging in. "No such account" and "wrong password" give the same answer
 * after the same work (a password is always checked, against a dummy hash
 * when there is no account), and both count toward the throttle. Only with
 * the right password does the answer say more: a disabled account, or an
 * account that belongs to the other login page.
 */

export type LoginOutcome =
  | { ok: true; user: SessionUser; session: IssuedSession }
  | { ok: false; reason: 'invalid'; remaining: number }
  | { ok: false; reason: 'locked'; retryAfterMs: number }
  | { ok: false; reason: 'disabled' }
  | { ok: false; reason: 'wrong_portal'; portal: Portal };

export interface LoginAttempt {
  login: string;
  password: string;
  remember: boolean;
  portal: Portal;
  ip: string;
  userAgent: string;
  /** The token of a session the browser already has: it ends, so every login starts with a new token. */
  previousToken?: string | null;
}

/** The login page an account belongs to: exhibitors have their own. */
export function portalOf(kind: SessionUser['kind']): Portal {
  return kind === 'exhibitor' ? 'exhibitor' : 'member';
}

export async function logIn(db: Db, throttle: Throttle, attempt: LoginAttempt): Promise<LoginOutcome> {
  // Counted before the password is checked: simultaneous attempts cannot outrun the count.
  const counted = await throttle.loginAttempt(attempt.ip, attempt.login);
  if (counted.locked) return { ok: false, reason: 'locked', retryAfterMs: counted.retryAfterMs };

  const user = await findUserByLogin(db, attempt.login);
  const matches = await verifyPassword(attempt.password, user?.passwordHash ?? (await dummyHash()));
  if (!user || !matches) {
    // The last attempt allowed has failed: say so now, rather than at the next try.
    if (counted.remaining === 0) return { ok: false, reason: 'locked', retryAfterMs: counted.windowEndsInMs };
    return { ok: false, reason: 'invalid', remaining: counted.remaining };
  }

  await throttle.loginSucceeded(attempt.ip, attempt.login);
  if (user.disabled) return { ok: false, reason: 'disabled' };
  const portal = portalOf(user.kind);
  if (portal !== attempt.portal) return { ok: false, reason: 'wrong_portal', portal };

  if (attempt.previousToken) await endSession(db, attempt.previousToken);
  const session = await issueSession(db, user, {
    persistent: attempt.remember,
    ip: attempt.ip,
    userAgent: attempt.userAgent,
  });
  await recordLogin(db, user.id, needsRehash(user.passwordHash) ? await hashPassword(attempt.password) : undefined);
  return { ok: true, user: { id: user.id, kind: user.kind, login: user.login, name: user.name, loginVerifiedAt: user.loginVerifiedAt }, session };
}
