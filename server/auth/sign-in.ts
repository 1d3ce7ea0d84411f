import type { NextApiRequest, NextApiResponse } from 'next';
import type { Db } from '../db';
import { userAgentOf } from './api-auth';
import { clientAddress } from './client-address';
import { readSessionCookie, setSessionCookie } from './session-cookie';
import { endSession, issueSession, type IssuedSession, type SessionUser } from './sessions';

/**
 * Logs an account in on this answer without a password (a new member after
 * sign-up, a WeChat login): the browser's earlier session ends, a new one
 * starts for the browser session, and its cookie is set — as a password login
 * does (server/auth/login.ts).
 */
export async function signIn(db: Db, req: NextApiRequest, res: NextApiResponse, user: Pick<SessionUser, 'id' | 'kind'>): Promise<IssuedSession> {
  const previous = readSessionCookie(req);
  if (previous) await endSession(db, previous);
  const session = await issueSession(db, user, { persistent: false, ip: clientAddress(req), userAgent: userAgentOf(req) });
  setSessionCookie(res, session.token, session.persistent, session.expiresAt);
  return session;
}
